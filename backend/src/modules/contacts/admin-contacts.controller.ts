import { LeadDeskController } from '../leads/index.js';
import { AdminContactsService, CONTACT_DESK } from './admin-contacts.service.js';

/** Staff routes of contact messages under admin/contacts. */
export class AdminContactsController extends LeadDeskController(CONTACT_DESK, AdminContactsService) {}
