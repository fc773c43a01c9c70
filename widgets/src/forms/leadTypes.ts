/** Request and answer bodies of the public lead endpoints (leads contract, issue 5), from the generated API types. */
import type { components } from '../api/client';

type Schemas = components['schemas'];

/** Where a lead came from; the server records the partner page from the Origin header for `widget`. */
export type LeadSource = Schemas['LeadSource'];

export type OrderRequest = Schemas['CreateOrderDto'];
export type AppointmentRequest = Schemas['CreateAppointmentDto'];
export type ContactRequest = Schemas['CreateContactDto'];

/** 201 answer of all three endpoints. */
export type LeadCreated = Schemas['LeadCreatedDto'];

export const ASSISTANCE_TYPES = ['Diamond', 'Engagement Ring', 'Wedding Ring', 'Customize Jewelry'] as const;
export type AssistanceType = (typeof ASSISTANCE_TYPES)[number];

/**
 * The booking form's budget bands, as the server lists them (backend appointments/budget-bands.ts):
 * the values are the API's budget enum and the labels its BudgetLabel enum, so a band the server
 * renamed or dropped fails the type check here.
 */
export const BUDGET_BANDS = [
  { value: 0, label: 'Under $5,000' },
  { value: 5000, label: '$5,000 - $10,000' },
  { value: 10000, label: '$10,000 - $25,000' },
  { value: 25000, label: '$25,000 - $50,000' },
  { value: 50000, label: 'Above $50,000' },
] as const satisfies ReadonlyArray<{ value: NonNullable<AppointmentRequest['budget']>; label: Schemas['BudgetLabel'] }>;
export type Budget = (typeof BUDGET_BANDS)[number]['value'];

/**
 * What a form tells its page about an accepted lead: the server's id plus non-personal facts, never the
 * shopper's name or contact details (partner widgets pass these on to the partner's analytics).
 */
export type SentLead<Facts = object> = { id?: string } & Facts;
