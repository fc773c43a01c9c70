/** Request and answer bodies of the public lead endpoints (leads contract, issue 5), from the generated API types. */
import {
  APPOINTMENT_BUDGETS,
  ASSISTANCE_TYPES,
  type AssistanceType,
  type BudgetLabel,
  type components,
  MEETING_MODES,
  type MeetingMode,
} from '../api/client';

type Schemas = components['schemas'];

/** Where a lead came from; the server records the partner page from the Origin header for `widget`. */
export type LeadSource = Schemas['LeadSource'];

/** `currency`: the one the shopper read prices in (issue 29), left out for the shop's own US dollars. */
export type OrderRequest = Schemas['CreateOrderDto'];
export type AppointmentRequest = Schemas['CreateAppointmentDto'];
export type ContactRequest = Schemas['CreateContactDto'];

/** 201 answer of all three endpoints. */
export type LeadCreated = Schemas['LeadCreatedDto'];

/** What a consultation is about: the API's list (generated vocabulary). */
export { ASSISTANCE_TYPES, type AssistanceType };
/** Where a consultation takes place: in the showroom or by video. */
export { MEETING_MODES, type MeetingMode };

/**
 * The booking form's budget bands, as the server lists them (backend appointments/budget-bands.ts):
 * the values are the API's budget enum (generated vocabulary) and each label is one of its BudgetLabel
 * enum, so a band the server adds, renamed or dropped fails the type check here.
 */
const BUDGET_LABEL: Record<NonNullable<AppointmentRequest['budget']>, BudgetLabel> = {
  0: 'Under $5,000',
  5000: '$5,000 - $10,000',
  10000: '$10,000 - $25,000',
  25000: '$25,000 - $50,000',
  50000: 'Above $50,000',
};
export const BUDGET_BANDS = APPOINTMENT_BUDGETS.filter((value) => value !== null).map((value) => ({
  value,
  label: BUDGET_LABEL[value],
}));
export type Budget = NonNullable<AppointmentRequest['budget']>;

/**
 * What a form tells its page about an accepted lead: the server's id plus non-personal facts, never the
 * shopper's name or contact details (partner widgets pass these on to the partner's analytics).
 */
export type SentLead<Facts = object> = { id?: string } & Facts;
