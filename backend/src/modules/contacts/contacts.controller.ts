import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LeadCreatedDto } from '../leads/dto/lead-created.dto.js';
import { LeadFormRoute, LeadRequestInfo } from '../leads/lead-api.js';
import type { LeadRequest } from '../leads/lead-source.js';
import { ContactsService } from './contacts.service.js';
import { CreateContactDto } from './dto/create-contact.dto.js';

@ApiTags('Leads')
@Controller('contact')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Post()
  @LeadFormRoute('Write to the shop', 'Staff are told by e-mail; a visitor who gives an address gets a confirmation.')
  createContactMessage(@Body() body: CreateContactDto, @LeadRequestInfo() request: LeadRequest): Promise<LeadCreatedDto> {
    return this.contacts.create(body, request);
  }
}
