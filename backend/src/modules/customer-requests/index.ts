/** What other modules may use of the views across all leads: the module (its routes are all it offers). */
export { CustomerRequestsModule } from './customer-requests.module.js';
