import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadRecords } from '../leads/index.js';
import { Appointment } from './entities/appointment.entity.js';

/** Appointments as staff and the booking form read and write them (LeadRecords: writes land when the transaction commits). */
@Injectable()
export class AppointmentRecords extends LeadRecords<Appointment> {
  constructor(em: EntityManager) {
    super(em, Appointment);
  }
}
