import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppointmentsService } from './appointments.service.js';
import { CreateAppointmentDto } from './dto/create-appointment.dto.js';
import { LeadCreatedDto, LeadFormRoute, LeadRequestInfo, type LeadRequest } from '../leads/index.js';

@ApiTags('Leads')
@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Post()
  @LeadFormRoute(
    'Book a consultation, in the showroom or by video',
    'The time is judged in the shop’s time zone against its opening hours (GET /api/shop) and must be at least an hour ahead.',
  )
  createAppointment(
    @Body() body: CreateAppointmentDto,
    @LeadRequestInfo() request: LeadRequest,
  ): Promise<LeadCreatedDto> {
    return this.appointments.create(body, request);
  }
}
