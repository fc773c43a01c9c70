import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ERASED_NAME, LeadPersonalData } from '../leads/index.js';
import { Appointment } from './entities/appointment.entity.js';

/** Appointments' personal data: erasing keeps the time, the kind of help, the pieces and the status. */
@Injectable()
export class AppointmentPersonalData extends LeadPersonalData<Appointment> {
  constructor(em: EntityManager) {
    super(em, Appointment, {
      fullName: ERASED_NAME,
      phone: '',
      email: null,
      city: null,
      state: null,
      additionalDetails: null,
      notes: null,
      videoLink: null,
      customerId: null,
    });
  }
}
