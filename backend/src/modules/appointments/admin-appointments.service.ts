import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { AppointmentDto, type UpdateAppointmentDto } from './dto/appointment.dto.js';
import { type AppointmentChange, appointmentChangeMail } from './appointment-mails.js';
import { bookingProblem } from './booking-hours.js';
import { Appointment, AppointmentStatus, MeetingMode } from './entities/appointment.entity.js';
import { Clock, zonedParts, zonedStart } from '../../common/time/index.js';
import { toCsv } from '../../common/text/index.js';
import { ShopService } from '../shop/index.js';
import {
  type LeadStatsDto,
  dayRange,
  LEAD_SORT_FIELDS,
  LeadMailRelay,
  LeadNotifier,
  LeadRecords,
  type LeadResource,
  oneOrMany,
} from '../leads/index.js';

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
export type AppointmentSortField = keyof typeof APPOINTMENT_SORT;

const APPOINTMENTS: LeadResource<Appointment> = {
  entity: Appointment,
  label: 'Appointment',
  statuses: Object.values(AppointmentStatus),
  searchFields: ['fullName', 'email', 'phone'],
  filters: (filter, timeZone, now) => [
    ...dayRange(filter, { on: 'date' }, 'consultationDateTime', timeZone),
    ...whenFilter(filter, timeZone, now),
    ...meetingModeFilter(filter),
  ],
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

const CSV_COLUMNS = [
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
] as const;

function fieldProblem(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: { [field]: message } });
}

/** Staff work on appointments: the react-admin resource, stats and the CSV export. */
@Injectable()
export class AdminAppointmentsService {
  private readonly records: LeadRecords<Appointment>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly shop: ShopService,
    private readonly notifier: LeadNotifier,
    private readonly relay: LeadMailRelay,
  ) {
    this.records = new LeadRecords(
      APPOINTMENTS,
      () => shop.timeZone(),
      () => clock.now(),
    );
  }

  async list(query: ListQuery<AppointmentSortField>): Promise<{ items: AppointmentDto[]; total: number }> {
    const { rows, total } = await this.records.list(this.em.fork(), query);
    return { items: rows.map(AppointmentDto.from), total };
  }

  async get(id: string): Promise<AppointmentDto> {
    return AppointmentDto.from(await this.records.find(this.em.fork(), id));
  }

  /**
   * Staff changes. What the customer meets (confirmed, a new time, cancelled, a video link) goes to
   * them in one e-mail with the calendar invitation raised by one SEQUENCE; a note, or a status they
   * do not meet (pending, completed), sends nothing. A new time is judged like a booking.
   */
  async update(id: string, changes: UpdateAppointmentDto): Promise<AppointmentDto> {
    const now = this.clock.now();
    const { appointment, notice } = await this.em.fork().transactional(async (tx) => {
      const appointment = await this.records.find(tx, id);
      const told = await this.applyChanges(appointment, changes, now);
      const notice = told.length ? appointmentChangeMail(appointment, told, await this.notifier.context(), now) : null;
      if (notice) this.notifier.addCustomerNotice(tx, { type: 'appointment', id: appointment.id }, notice);
      return { appointment, notice };
    });
    if (notice) this.relay.kick();
    return AppointmentDto.from(appointment);
  }

  /**
   * Applies staff changes and says which the customer meets (confirmed, a new time, cancelled, a video
   * link): those raise the invitation's SEQUENCE and are sent in one e-mail; a note, or a status the
   * customer does not meet (pending, completed), is not. A new time is judged like a booking.
   */
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

  async delete(id: string): Promise<AppointmentDto> {
    const em = this.em.fork();
    const appointment = await this.records.find(em, id);
    await em.remove(appointment).flush();
    return AppointmentDto.from(appointment);
  }

  stats(): Promise<LeadStatsDto> {
    return this.records.stats(this.em.fork(), this.clock.now());
  }

  async exportCsv(query: ListQuery<AppointmentSortField>): Promise<string> {
    const appointments = (await this.records.all(this.em.fork(), query)).map(AppointmentDto.from);
    return toCsv(
      [...CSV_COLUMNS],
      appointments.map((appointment) =>
        CSV_COLUMNS.map((column) =>
          column === 'items'
            ? appointment.items
                .map((item) => `${item.name}${item.stockNumber ? ` (${item.stockNumber})` : ''}`)
                .join('; ')
            : appointment[column],
        ),
      ),
    );
  }
}
