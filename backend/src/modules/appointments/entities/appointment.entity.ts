import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import type { SupplierOfferSnapshot } from '../../catalog/index.js';
import { LeadRecord, type LeadOptionalProps } from '../../leads/index.js';

export enum AppointmentStatus {
  Pending = 'pending',
  Confirmed = 'confirmed',
  Cancelled = 'cancelled',
  Completed = 'completed',
}

/** Where the consultation takes place: in the showroom, or by a video call whose link staff send. */
export enum MeetingMode {
  Showroom = 'showroom',
  Video = 'video',
}

export const ASSISTANCE_TYPES = ['Diamond', 'Engagement Ring', 'Wedding Ring', 'Customize Jewelry'] as const;
export type AssistanceType = (typeof ASSISTANCE_TYPES)[number];

/** A product on the shopper's shortlist, copied when the appointment was booked. */
export interface AppointmentItem {
  id: string;
  name: string;
  stockNumber: string | null;
  price: number;
  /** The price as the shopper read it, in the appointment's `shownCurrency` (issue 29); absent before. */
  shownPrice?: number;
  image: string | null;
  /**
   * The supplier's offer the product showed when booked (staff-only); null or absent (items booked before
   * supplier feeds) for the shop's own pieces.
   */
  supplierOffer?: SupplierOfferSnapshot | null;
}

/** A booked consultation, in the showroom or by video. */
@Entity({ tableName: 'appointments' })
@Index({ name: 'appointments_spam_consultation_index', properties: ['spam', 'consultationDateTime'] })
export class Appointment extends LeadRecord {
  [OptionalProps]?: LeadOptionalProps | 'status' | 'items' | 'meetingMode' | 'inviteSequence';

  @Property({ length: 100 })
  fullName: string;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ length: 30 })
  phone: string;

  @Property({ length: 100, nullable: true })
  city?: string | null;

  @Property({ length: 100, nullable: true })
  state?: string | null;

  @Property({ type: 'datetime' })
  consultationDateTime: Date;

  @Property({ length: 40 })
  assistanceType: string;

  /** The band's lower bound (budget-bands.ts). */
  @Property({ type: 'integer', nullable: true })
  budget?: number | null;

  @Property({ type: 'text', nullable: true })
  additionalDetails?: string | null;

  /** Staff notes. */
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Enum({ items: () => AppointmentStatus })
  status: AppointmentStatus = AppointmentStatus.Pending;

  @Property({ type: 'jsonb', defaultRaw: "'[]'" })
  items: AppointmentItem[] = [];

  /** The currency the shopper read the shortlist's prices in: USD (the shop's) or a display currency (issue 29). */
  @Property({ length: 3 })
  shownCurrency: string;

  /** Units of the shown currency per US dollar when booked (1 for USD). */
  @Property({ type: 'decimal', precision: 18, scale: 6, runtimeType: 'number' })
  shownRate: number;

  @Enum({ items: () => MeetingMode })
  meetingMode: MeetingMode = MeetingMode.Showroom;

  /** The video call's address (https), which staff add to a video consultation. */
  @Property({ length: 500, nullable: true })
  videoLink?: string | null;

  /**
   * The SEQUENCE of the calendar invitation last sent: 0 for the booking's, one more for each change
   * staff make to the event (status, time, link), so the customer's calendar updates the one event.
   */
  @Property({ type: 'integer', default: 0 })
  inviteSequence: number = 0;
}
