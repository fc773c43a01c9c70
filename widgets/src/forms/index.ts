/**
 * The shopper's lead forms (leads contract, issue 5), shared by the storefront and partner widgets.
 * Styles: '@gem-shop/widgets/forms.css' in a page, `formsCss` (from './styles') in a shadow root.
 */
export { OrderForm, validateOrder, type OrderFormProps } from './OrderForm';
export { OrderDialog, type OrderDialogProps } from './OrderDialog';
export type { OrderedProduct } from './OrderSummary';
export { AppointmentForm, validateAppointment, type AppointmentFormProps } from './AppointmentForm';
export { ContactForm, validateContact, type ContactFormProps } from './ContactForm';
export { MESSAGES, NAME_MAX, MESSAGE_MAX } from './rules';
export { SentReference } from './fields';
export type { LeadContact } from './useLeadForm';
export {
  ASSISTANCE_TYPES,
  BUDGET_BANDS,
  MEETING_MODES,
  type AssistanceType,
  type Budget,
  type LeadSource,
  type MeetingMode,
} from './leadTypes';
export type { AppointmentRequest, ContactRequest, LeadCreated, OrderRequest, SentLead } from './leadTypes';
export {
  bookingHoursLine,
  hoursOn,
  noticeMinutes,
  noticeText,
  slotsFor,
  toShopIso,
  type ShopSchedule,
} from './schedule';
