import { Body, Controller, Inject, Post, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LeadCreatedDto } from './dto/lead-created.dto.js';
import { LeadFormRoute, LeadRequestInfo } from './lead-api.js';
import type { LeadRequest } from './lead-source.js';

/** A public lead form as its POST route declares it; the words are Swagger's (the API's generated clients know them). */
export interface LeadForm<B> {
  /** The route under /api: 'orders'. */
  path: string;
  body: Type<B>;
  operationId: string;
  summary: string;
  description: string;
}

/** What takes a form's lead: the kind's public service. */
export interface LeadTaker<B> {
  create(body: B, request: LeadRequest): Promise<LeadCreatedDto>;
}

/** The POST route of one public lead form, served by `service`; each kind names its controller by extending it. */
export function LeadFormController<B>(form: LeadForm<B>, service: Type<LeadTaker<B>>): Type<object> {
  @ApiTags('Leads')
  @Controller(form.path)
  class LeadFormRoutes {
    constructor(@Inject(service) private readonly leads: LeadTaker<B>) {}

    @Post()
    @LeadFormRoute(form.operationId, form.summary, form.description)
    create(@Body() body: B, @LeadRequestInfo() request: LeadRequest): Promise<LeadCreatedDto> {
      return this.leads.create(body, request);
    }
  }
  // The body's class is only known here, not to the compiler: without it the ValidationPipe would
  // check nothing and Swagger would not show the body.
  Reflect.defineMetadata('design:paramtypes', [form.body, Object], LeadFormRoutes.prototype, 'create');
  return LeadFormRoutes;
}
