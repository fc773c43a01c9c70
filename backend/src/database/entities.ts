/* eslint-disable shop/module-boundaries -- the ORM's entity list is read by the migration tool and the import worker thread, which must not load the Nest modules behind each module's index.ts */
import { EmailProofToken } from '../modules/auth/entities/email-proof-token.entity.js';
import { OneTimeLinkToken } from '../modules/auth/entities/one-time-link-token.entity.js';
import { PasswordResetToken } from '../modules/auth/entities/password-reset-token.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { SignInChallenge } from '../modules/auth/entities/sign-in-challenge.entity.js';
import { SignInPolicyRecord } from '../modules/auth/entities/sign-in-policy.entity.js';
import { StaffRecoveryCode } from '../modules/auth/entities/staff-recovery-code.entity.js';
import { StaffTwoFactor } from '../modules/auth/entities/staff-two-factor.entity.js';
import { Appointment } from '../modules/appointments/entities/appointment.entity.js';
import { AuditEvent } from '../modules/audit/entities/audit-event.entity.js';
import { Product } from '../modules/catalog/entities/product.entity.js';
import { ProductAuditEntry } from '../modules/catalog/admin/entities/product-audit-entry.entity.js';
import { ImportFailure } from '../modules/inventory/entities/import-failure.entity.js';
import { ImportJob } from '../modules/inventory/entities/import-job.entity.js';
import { ContactMessage } from '../modules/contacts/entities/contact-message.entity.js';
import { LeadNotification } from '../modules/leads/entities/lead-notification.entity.js';
import { LeadRecord } from '../modules/leads/entities/lead-record.entity.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { Supplier } from '../modules/suppliers/entities/supplier.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { homeContentEntities } from '../modules/home-content/entities/index.js';
import { reviewEntities } from '../modules/reviews/entities/index.js';
import { shopSettingsEntities } from '../modules/shop/entities/index.js';

/** Every entity, listed once (no folder scanning, so the built server and the tests agree). */
export const entities = [
  User,
  OneTimeLinkToken,
  PasswordResetToken,
  EmailProofToken,
  Session,
  StaffTwoFactor,
  StaffRecoveryCode,
  SignInChallenge,
  SignInPolicyRecord,
  Product,
  ProductAuditEntry,
  LeadRecord,
  Order,
  Appointment,
  ContactMessage,
  LeadNotification,
  AuditEvent,
  ImportJob,
  ImportFailure,
  Supplier,
  ...homeContentEntities,
  ...reviewEntities,
  ...shopSettingsEntities,
];
