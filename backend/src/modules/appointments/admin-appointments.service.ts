import { BadRequestException, Injectable } from '@nestjs/common';
import { sortColumns } from '../../common/list-query.js';
import { AppointmentDto, UpdateAppointmentDto } from './dto/appointment.dto.js';
import { type AppointmentChange, appointmentChangeMail } from './appointment-mails.js';
import { AppointmentRecords } from './appointment-records.repository.js';
import { bookingProblem } from './booking-hours.js';
import { Appointment, AppointmentStatus, MeetingMode } from './entities/appointment.entity.js';
import { Clock, zonedParts, zonedStart } from '../../common/time/index.js';
import { ShopService } from '../shop/index.js';
import { dayRange, LEAD_SORT_FIELDS, type LeadDesk, LeadDeskService, LeadNotifier, oneOrMany } from '../leads/index.js';

/** Every field of an appointment's record sorts the staff list; its budget band follows the budget. */
export const APPOINTMENT_SORT = sortColumns(
  [
    ...LEAD_SORT_FIELDS,
    'city',
    'state',
    'consultationDateTime',
    'assistanceType',
    'budget',
    'additionalDetails',
    'notes',
    'status',
    'meetingMode',
    'videoLink',
    'shownCurrency',
    'shownRate',
  ],
  { budgetLabel: 'budget' },
);

/** Appointments on the staff console (LeadDeskController serves the routes). */
export const APPOINTMENT_DESK: LeadDesk<Appointment, AppointmentDto> = {
  resource: 'appointments',
  tag: 'Staff: appointments',
  entity: Appointment,
  label: 'Appointment',
  statuses: Object.values(AppointmentStatus),
  searchFields: ['fullName', 'email', 'phone'],
  filters: (filter, timeZone, now) => [
    ...dayRange(filter, { on: 'date' }, 'consultationDateTime', timeZone),
    ...whenFilter(filter, timeZone, now),
    ...meetingModeFilter(filter),
  ],
  dto: AppointmentDto,
  toDto: AppointmentDto.from,
  updateDto: UpdateAppointmentDto,
  sort: APPOINTMENT_SORT,
  defaultSort: ['consultationDateTime', 'DESC'],
  filterHelp:
    'Filter keys: q (name, e-mail, phone), status, date (YYYY-MM-DD: the consultation’s day in the shop time zone), ' +
    'when (upcoming: from the start of today in the shop time zone; past: before it), ' +
    'source, sourceOrigin, meetingMode, spam (true: spam only; spam is hidden otherwise), id (list).',
  csvColumns: [
    'id',
    'consultationDateTime',
    'status',
    'fullName',
    'phone',
    'email',
    'city',
    'state',
    'assistanceType',
    'budget',
    'additionalDetails',
    'items',
    'shownCurrency',
    'shownRate',
    'notes',
    'meetingMode',
    'videoLink',
    'createdAt',
    'source',
    'sourceOrigin',
    'spam',
  ],
  csvCells: {
    items: (appointment) =>
      appointment.items.map((item) => `${item.name}${item.stockNumber ? ` (${item.stockNumber})` : ''}`).join('; '),
  },
  api: {
    singular: 'Appointment',
    plural: 'Appointments',
    list: 'List appointments',
    stats: 'Appointment counts: total, per status, booked this and the previous month (shop time zone; spam left out)',
    get: 'One appointment',
    update: {
      summary: 'Confirm, reschedule or cancel an appointment, add its video link or notes',
      description:
        'Only the fields sent change. Confirming, a new time, cancelling and a new video link e-mail the customer (when the appointment has an address) with the calendar invitation updated (same UID, SEQUENCE one higher); notes send nothing. A new time is judged like a booking (the shop’s hours and notice).',
    },
    delete: 'Delete an appointment',
    deleted: 'The deleted appointment',
  },
};

function meetingModeFilter(filter: Record<string, unknown>) {
  const modes = oneOrMany(filter, 'meetingMode', Object.values(MeetingMode));
  return modes ? [{ meetingMode: { $in: modes } }] : [];
}

/**
 * `when`: 'upcoming' (from the start of today on the shop's calendar, so the day's earlier
 * consultations stay in view) or 'past' (before today); absent: all.
 */
function whenFilter(filter: Record<string, unknown>, timeZone: string, now: Date) {
  const value = filter.when;
  if (value === undefined || value === null || value === '') return [];
  if (value !== 'upcoming' && value !== 'past') throw new BadRequestException('filter.when must be upcoming or past');
  const { year, month, day } = zonedParts(now, timeZone);
  const today = zonedStart(year, month, day, timeZone);
  return [{ consultationDateTime: value === 'upcoming' ? { $gte: today } : { $lt: today } }];
}

function fieldProblem(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: { [field]: message } });
}

/** Staff work on appointments: what LeadDeskService does, and the changes the customer is told of. */
@Injectable()
export class AdminAppointmentsService extends LeadDeskService<Appointment, AppointmentDto, UpdateAppointmentDto> {
  constructor(
    records: AppointmentRecords,
    shop: ShopService,
    clock: Clock,
    private readonly notifier: LeadNotifier,
  ) {
    super(records, APPOINTMENT_DESK, shop, clock);
  }

  /**
   * What the customer meets (confirmed, a new time, cancelled, a video link) goes to them in one e-mail
   * with the calendar invitation raised by one SEQUENCE; a note, or a status they do not meet (pending,
   * completed), sends nothing. A new time is judged like a booking.
   */
  protected async change(appointment: Appointment, changes: UpdateAppointmentDto): Promise<void> {
    const now = this.clock.now();
    const told = await this.applyChanges(appointment, changes, now);
    const notice = told.length ? appointmentChangeMail(appointment, told, await this.notifier.context(), now) : null;
    if (notice) this.notifier.addCustomerNotice({ type: 'appointment', id: appointment.id }, notice);
  }

  /** Applies staff changes and lists those the customer meets. */
  private async applyChanges(
    appointment: Appointment,
    changes: UpdateAppointmentDto,
    now: Date,
  ): Promise<AppointmentChange[]> {
    const told: AppointmentChange[] = [];
    const status = changes.status ?? appointment.status;
    if (status !== appointment.status && status === AppointmentStatus.Cancelled) told.push('cancelled');
    if (status !== appointment.status && status === AppointmentStatus.Confirmed) told.push('confirmed');

    const start = changes.consultationDateTime === undefined ? null : new Date(changes.consultationDateTime);
    if (start && start.getTime() !== appointment.consultationDateTime.getTime()) {
      if (status === AppointmentStatus.Cancelled)
        throw fieldProblem('consultationDateTime', 'A cancelled appointment cannot be rescheduled');
      const problem = Number.isNaN(start.getTime())
        ? 'Please enter a valid date and time'
        : bookingProblem(start, now, await this.shop.info());
      if (problem) throw fieldProblem('consultationDateTime', problem);
      appointment.consultationDateTime = start;
      told.push('rescheduled');
    }

    const link = changes.videoLink;
    if (link !== undefined && link !== (appointment.videoLink ?? null)) {
      if (link && appointment.meetingMode !== MeetingMode.Video)
        throw fieldProblem('videoLink', 'Only a video consultation has a video link');
      appointment.videoLink = link;
      if (link) told.push('videoLink');
    }

    appointment.status = status;
    if (changes.notes !== undefined) appointment.notes = changes.notes;
    if (told.length) appointment.inviteSequence += 1;
    return told;
  }
}
