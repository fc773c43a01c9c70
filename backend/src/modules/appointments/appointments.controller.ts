import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LeadCreatedDto } from '../leads/dto/lead-created.dto.js';
import { LeadFormRoute, LeadRequestInfo } from '../leads/lead-api.js';
import type { LeadRequest } from '../leads/lead-source.js';
import { AppointmentsService } from './appointments.service.js';
import { CreateAppointmentDto } from './dto/create-appointment.dto.js';

@ApiTags('Leads')
@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Post()
  @LeadFormRoute(
    'Book a showroom consultation',
    'The time is judged in the shop’s time zone against its opening hours (GET /api/shop) and must be at least an hour ahead.',
  )
  createAppointment(@Body() body: CreateAppointmentDto, @LeadRequestInfo() request: LeadRequest): Promise<LeadCreatedDto> {
    return this.appointments.create(body, request);
  }
}
