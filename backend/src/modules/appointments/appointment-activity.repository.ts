import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadActivityRepository } from '../leads/index.js';
import { Appointment } from './entities/appointment.entity.js';

/** What the staff dashboard and the lists' origin filter read of appointments (the lead kit's figures). */
@Injectable()
export class AppointmentActivity extends LeadActivityRepository<Appointment> {
  constructor(em: EntityManager) {
    super(em, Appointment);
  }
}
