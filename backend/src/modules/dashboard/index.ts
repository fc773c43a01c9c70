/** What other modules may use of the staff dashboard: the module (its route is all it offers). */
export { DashboardModule } from './dashboard.module.js';
