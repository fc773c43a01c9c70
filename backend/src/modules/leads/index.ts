/**
 * The lead kit that orders, appointments and contact messages share: its module (intake, the
 * notification outbox and its relay), the record every lead extends, the form fields, the staff list
 * helpers, the mails and the route decorators. Nothing here knows the three kinds.
 */
export { LeadKitModule } from './lead-kit.module.js';
export { LEAD_RATE_LIMITED, LeadIntake, type LeadOrigin } from './lead-intake.service.js';
export { LeadNotifier, questionsLine, type LeadMailContext, type LeadMails } from './lead-notifier.service.js';
export { LeadMailRelay } from './lead-mail-relay.service.js';
export { LEAD_NOTIFICATION_MAIL, LeadMailsModule } from './lead-mail-kind.js';
export { leadMail, oneLine, type LeadMailContent } from './lead-mail.js';
export { invitationIcs, invitationMethod, type CalendarInvitation } from './ics.js';
export { ApiCsvExport, LeadFormRoute, LeadRequestInfo } from './lead-api.js';
export {
  FullName,
  LeadFormDto,
  OptionalEmail,
  OptionalText,
  OptionalTrimmed,
  RequiredLongText,
  StaffChoice,
  StaffNotes,
} from './lead-fields.js';
export { EXPORT_LIMIT, LEAD_SORT_FIELDS, LeadRecords, dayRange, oneOrMany, type LeadResource } from './lead-records.js';
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
