import type { MeetingMode } from '@gem-shop/widgets/api';
import type { LeadOrigin } from '../leads/SourceLabel';
import type { AppointmentStatus } from '../leads/statuses';

/** A shortlisted product, snapshotted when the visitor booked. */
export interface AppointmentItem {
  id: string;
  name: string;
  stockNumber?: string | null;
  price?: number | string | null;
  /** The price as the shopper read it, in the appointment's shownCurrency. */
  shownPrice?: number | string | null;
  image?: string | null;
}

// A row of GET /api/admin/appointments as leads-contract.md describes it. Hand-written until openapi.json
// carries the staff leads API.
export interface Appointment extends LeadOrigin {
  id: string;
  /** What the customer quotes (LJ-7K4M9P). */
  reference?: string;
  fullName: string;
  email?: string | null;
  phone: string;
  city?: string | null;
  state?: string | null;
  consultationDateTime: string;
  assistanceType: string;
  budget?: number | string | null;
  /** The budget band's words ('$5,000 - $10,000', 'Not specified'), written by the API from the one list of bands. */
  budgetLabel: string;
  additionalDetails?: string | null;
  notes?: string | null;
  status?: AppointmentStatus | null;
  items?: AppointmentItem[] | null;
  /** The currency the shopper read the shortlist's prices in (USD or a display currency), and its rate then. */
  shownCurrency?: string | null;
  shownRate?: number | string | null;
  /** In the showroom or by video (the customer's choice when booking). */
  meetingMode?: MeetingMode;
  /** The video call's https address, once staff add it. */
  videoLink?: string | null;
  createdAt: string;
}

export type { MeetingMode };

/** How staff read where a consultation takes place. */
export const MEETING_LABELS: Record<MeetingMode, string> = { showroom: 'Showroom', video: 'Video call' };
