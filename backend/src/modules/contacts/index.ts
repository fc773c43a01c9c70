/** What other modules may use of contacts. */
export { ContactsModule } from './contacts.module.js';
export { CustomerMessages } from './customer-messages.repository.js';
