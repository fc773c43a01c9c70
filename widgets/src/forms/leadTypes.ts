/**
 * Request and answer bodies of the public lead endpoints (leads contract, issue 5), typed by hand.
 *
 * TODO: once `npm run openapi` includes POST /api/orders, /api/appointments and /api/contact, delete
 * `LeadPaths` and these bodies and use the generated `components['schemas']` (and `paths`) instead.
 * This is the only file that describes them, so the switch happens here.
 */
import type { components } from '../api/client';

/** Where a lead came from; the server records the partner page from the Origin header for `widget`. */
export type LeadSource = 'storefront' | 'widget';

/** Sent by every lead form: the honeypot (`website`, empty for people) and the source. */
interface LeadCommon {
  website?: string;
  source?: LeadSource;
}

export interface OrderRequest extends LeadCommon {
  fullName: string;
  phone: string;
  email?: string;
  message?: string;
  productId: string;
}

export const ASSISTANCE_TYPES = ['Diamond', 'Engagement Ring', 'Wedding Ring', 'Customize Jewelry'] as const;
export type AssistanceType = (typeof ASSISTANCE_TYPES)[number];

export const BUDGET_BANDS = [
  { value: 0, label: 'Under $5,000' },
  { value: 5000, label: '$5,000 - $10,000' },
  { value: 10000, label: '$10,000 - $25,000' },
  { value: 25000, label: '$25,000 - $50,000' },
  { value: 50000, label: 'Above $50,000' },
] as const;
export type Budget = (typeof BUDGET_BANDS)[number]['value'];

export interface AppointmentRequest extends LeadCommon {
  fullName: string;
  email?: string;
  phone: string;
  city?: string;
  state?: string;
  /** ISO 8601 instant with the shop's offset, e.g. '2026-11-24T14:00:00+00:00'. */
  consultationDateTime: string;
  assistanceType: AssistanceType;
  budget?: Budget;
  additionalDetails?: string;
  /** The shopper's shortlist: at most 5 product ids. */
  productIds?: string[];
}

export interface ContactRequest extends LeadCommon {
  fullName: string;
  phone: string;
  email?: string;
  message: string;
}

/**
 * What a form tells its page about an accepted lead: the server's id plus non-personal facts, never the
 * shopper's name or contact details (partner widgets pass these on to the partner's analytics).
 */
export type SentLead<Facts = object> = { id?: string } & Facts;

/** 201 answer of all three endpoints. */
export interface LeadCreated {
  message: string;
  id: string;
}

/** `{ statusCode, message, errors? }`, the API's one error shape. */
export type LeadError = components['schemas']['ApiError'];

type Json<Body> = { headers: { [name: string]: unknown }; content: { 'application/json': Body } };

interface LeadOperation<Body> {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody: { content: { 'application/json': Body } };
  responses: { 201: Json<LeadCreated>; 400: Json<LeadError>; 429: Json<LeadError> };
}

interface LeadPath<Body> {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get?: never;
  put?: never;
  post: LeadOperation<Body>;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}

/** The three endpoints in the shape `openapi-typescript` generates, so the typed client can call them. */
export interface LeadPaths {
  '/api/orders': LeadPath<OrderRequest>;
  '/api/appointments': LeadPath<AppointmentRequest>;
  '/api/contact': LeadPath<ContactRequest>;
}
