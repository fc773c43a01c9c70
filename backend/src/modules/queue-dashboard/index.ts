/** What other modules may use of the queue dashboard (bull-board for staff): the module (its routes are all it offers). */
export { QueueDashboardModule } from './queue-dashboard.module.js';
