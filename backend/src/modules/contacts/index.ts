/** What other modules may use of contact messages: the module, a customer's own messages, the entity and its statuses. */
export { ContactsModule } from './contacts.module.js';
export { CustomerMessages } from './customer-messages.repository.js';
export { ContactMessage, ContactStatus } from './entities/contact-message.entity.js';
export { MessageActivity } from './message-activity.repository.js';
export { MessagePersonalData } from './message-personal-data.repository.js';
