/**
 * The lead kit that orders, appointments and contact messages share: its module (intake, the
 * notification outbox and its sender), the record every lead extends, the form fields, the staff list
 * helpers, the mails and the route decorators. Nothing here knows the three kinds.
 */
export { LeadKitModule } from './lead-kit.module.js';
export { LEAD_RATE_LIMITED, LeadIntake, type LeadOrigin } from './lead-intake.service.js';
export {
  LeadNotifier,
  questionsLine,
  type LeadMailContext,
  type LeadMails,
  type LeadRef,
} from './lead-notifier.service.js';
export { LeadMailSender } from './lead-mail-sender.service.js';
export { LeadMailsModule } from './lead-mails.module.js';
export { leadMail, oneLine, type LeadMailContent } from './lead-mail.js';
export { invitationIcs, invitationMethod, type CalendarInvitation } from './ics.js';
export { LeadFormController, type LeadForm, type LeadTaker } from './lead-form.controller.js';
export {
  FullName,
  LeadPhone,
  LeadFormDto,
  OptionalEmail,
  OptionalText,
  OptionalTrimmed,
  RequiredLongText,
  StaffChoice,
  StaffNotes,
} from './lead-fields.js';
export { EXPORT_LIMIT, LeadDeskService, type LeadDesk } from './lead-desk.js';
export { LeadDeskController } from './lead-desk.controller.js';
export { LEAD_SORT_FIELDS, dayRange, oneOrMany, type LeadCondition, type LeadKind } from './lead-filters.js';
export { LeadRecords } from './lead-records.repository.js';
export { ERASED_NAME, LeadPersonalData, type Person } from './lead-personal-data.repository.js';
export { LeadNotifications } from './lead-notifications.repository.js';
export {
  LEAD_REFERENCE_PREFIX,
  LEAD_REFERENCE_SEQUENCE,
  leadReference,
  normaliseLeadReference,
} from './lead-reference.js';
export { LeadSource, originOf, type LeadRequest } from './lead-source.js';
export { bothPrices, shownCurrencyOf, ShownCurrencyField, shownPriceOf, type ShownCurrency } from './shown-currency.js';
export { CustomerRequestKind, requestsOf, type CustomerRequest, type RequestOwner } from './customer-request.js';
export { LeadCreatedDto } from './dto/lead-created.dto.js';
export { LEAD_READ_ONLY, LeadRecordDto, leadRecordFields } from './dto/lead-record.dto.js';
export { LeadStatsDto } from './dto/lead-stats.dto.js';
export { LeadRecord, type LeadOptionalProps } from './entities/lead-record.entity.js';
export { LeadNotification, LeadNotificationStatus } from './entities/lead-notification.entity.js';
export {
  LeadActivityRepository,
  byCodePoint,
  type LeadSourceCount,
  type LeadStatusCount,
  type LeadWeekCount,
} from './lead-activity.repository.js';
