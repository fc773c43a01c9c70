/** Customers' data on request (issue 33 §4): export and erasure, for customers and for staff. */
export { PrivacyModule } from './privacy.module.js';
