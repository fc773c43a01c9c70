import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { AppointmentDto, type UpdateAppointmentDto } from './dto/appointment.dto.js';
import { Appointment, AppointmentStatus } from './entities/appointment.entity.js';
import { Clock } from '../../common/time/index.js';
import { toCsv } from '../../common/text/index.js';
import { ShopService } from '../shop/index.js';
import { type LeadStatsDto, dayRange, LEAD_SORT_FIELDS, LeadRecords, type LeadResource } from '../leads/index.js';

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
  ],
  { budgetLabel: 'budget' },
);
export type AppointmentSortField = keyof typeof APPOINTMENT_SORT;

const APPOINTMENTS: LeadResource<Appointment> = {
  entity: Appointment,
  label: 'Appointment',
  statuses: Object.values(AppointmentStatus),
  searchFields: ['fullName', 'email', 'phone'],
  filters: (filter, timeZone) => dayRange(filter, { on: 'date' }, 'consultationDateTime', timeZone),
};

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
  'notes',
  'createdAt',
  'source',
  'sourceOrigin',
  'spam',
] as const;

/** Staff work on appointments: the react-admin resource, stats and the CSV export. */
@Injectable()
export class AdminAppointmentsService {
  private readonly records: LeadRecords<Appointment>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    shop: ShopService,
  ) {
    this.records = new LeadRecords(APPOINTMENTS, () => shop.timeZone());
  }

  async list(query: ListQuery<AppointmentSortField>): Promise<{ items: AppointmentDto[]; total: number }> {
    const { rows, total } = await this.records.list(this.em.fork(), query);
    return { items: rows.map(AppointmentDto.from), total };
  }

  async get(id: string): Promise<AppointmentDto> {
    return AppointmentDto.from(await this.records.find(this.em.fork(), id));
  }

  async update(id: string, changes: UpdateAppointmentDto): Promise<AppointmentDto> {
    const em = this.em.fork();
    const appointment = await this.records.find(em, id);
    if (changes.status !== undefined) appointment.status = changes.status;
    if (changes.notes !== undefined) appointment.notes = changes.notes;
    await em.flush();
    return AppointmentDto.from(appointment);
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
