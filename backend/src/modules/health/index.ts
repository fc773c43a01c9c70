/** What other modules may use of the health check: the module (its route is all it offers). */
export { HealthModule } from './health.module.js';
