import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { AdminAppointmentsService, APPOINTMENT_SORT } from './admin-appointments.service.js';
import { AppointmentDto, UpdateAppointmentDto } from './dto/appointment.dto.js';
import { setCsvHeaders } from '../../common/text/index.js';
import { LeadStatsDto, ApiCsvExport } from '../leads/index.js';

const FILTERS =
  'Filter keys: q (name, e-mail, phone), status, date (YYYY-MM-DD: the consultation’s day in the shop time zone), ' +
  'when (upcoming: from the start of today in the shop time zone; past: before it), ' +
  'source, sourceOrigin, meetingMode, spam (true: spam only; spam is hidden otherwise), id (list).';

@ApiTags('Staff: appointments')
@ApiBearerAuth()
@Controller('admin/appointments')
export class AdminAppointmentsController {
  constructor(private readonly appointments: AdminAppointmentsService) {}

  @Get()
  @ApiOperation({ summary: 'List appointments', description: `${FILTERS} Default sort: consultationDateTime DESC.` })
  @ApiOkResponse({ type: [AppointmentDto], description: 'Header Content-Range: appointments <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listAppointments(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AppointmentDto[]> {
    const list = parseListQuery(query, { sortable: APPOINTMENT_SORT, defaultSort: ['consultationDateTime', 'DESC'] });
    const { items, total } = await this.appointments.list(list);
    setContentRange(response, 'appointments', list.offset, items.length, total);
    return items;
  }

  @Get('stats')
  @ApiOperation({
    summary:
      'Appointment counts: total, per status, booked this and the previous month (shop time zone; spam left out)',
  })
  @ApiOkResponse({ type: LeadStatsDto })
  getAppointmentStats(): Promise<LeadStatsDto> {
    return this.appointments.stats();
  }

  @Get('export.csv')
  @ApiCsvExport('appointments')
  async exportAppointments(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const list = parseListQuery(query, { sortable: APPOINTMENT_SORT, defaultSort: ['consultationDateTime', 'DESC'] });
    setCsvHeaders(response, 'appointments', new Date().toISOString().slice(0, 10));
    return this.appointments.exportCsv(list);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One appointment' })
  @ApiOkResponse({ type: AppointmentDto })
  @ApiNotFoundResponse({ type: ApiError })
  getAppointment(@Param('id') id: string): Promise<AppointmentDto> {
    return this.appointments.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Confirm, reschedule or cancel an appointment, add its video link or notes',
    description:
      'Only the fields sent change. Confirming, a new time, cancelling and a new video link e-mail the customer (when the appointment has an address) with the calendar invitation updated (same UID, SEQUENCE one higher); notes send nothing. A new time is judged like a booking (the shop’s hours and notice).',
  })
  @ApiOkResponse({ type: AppointmentDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiNotFoundResponse({ type: ApiError })
  updateAppointment(@Param('id') id: string, @Body() body: UpdateAppointmentDto): Promise<AppointmentDto> {
    return this.appointments.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an appointment' })
  @ApiOkResponse({ type: AppointmentDto, description: 'The deleted appointment' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteAppointment(@Param('id') id: string): Promise<AppointmentDto> {
    return this.appointments.delete(id);
  }
}
