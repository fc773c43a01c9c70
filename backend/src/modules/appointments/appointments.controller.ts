import { Body, Controller, Headers, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LeadCreatedDto } from '../leads/dto/lead-created.dto.js';
import { ApiLeadForm } from '../leads/lead-api.js';
import { AppointmentsService } from './appointments.service.js';
import { CreateAppointmentDto } from './dto/create-appointment.dto.js';

@ApiTags('Leads')
@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Post()
  @ApiLeadForm(
    'Book a showroom consultation',
    'The time is judged in the shop’s time zone against its opening hours (GET /api/shop) and must be at least an hour ahead.',
  )
  createAppointment(@Body() body: CreateAppointmentDto, @Ip() ip: string, @Headers('origin') origin?: string): Promise<LeadCreatedDto> {
    return this.appointments.create(body, { ip, origin });
  }
}
