import { consultationEnd } from './booking-hours.js';
import { budgetLabel } from './budget-bands.js';
import { type Appointment, AppointmentStatus, MeetingMode } from './entities/appointment.entity.js';
import { addressLines } from '../../common/text/index.js';
import { formatShopTime } from '../../common/time/index.js';
import type { MailMessage } from '../mail/index.js';
import type { ShopInfoDto } from '../shop/index.js';
import {
  bothPrices,
  type CalendarInvitation,
  invitationIcs,
  invitationMethod,
  type LeadMailContext,
  type LeadMails,
  leadMail,
  oneLine,
  questionsLine,
} from '../leads/index.js';

/** The spec's answer to a booking (spec 1 §9); the e-mails say the time is requested until staff confirm it. */
export const APPOINTMENT_THANKS = 'Your appointment has been booked! We will contact you shortly to confirm.';

/** What staff changed that the customer is told about, in the order the notice names them. */
export type AppointmentChange = 'cancelled' | 'confirmed' | 'rescheduled' | 'videoLink';

/** 'Monday, November 23, 2026 at 2:00 PM (London time)', written the way of the shop's locale. */
function when(appointment: Appointment, { timeZone, locale }: ShopInfoDto): string {
  return `${formatShopTime(appointment.consultationDateTime, timeZone, locale)} (${timeZone.split('/').pop()!.replace(/_/g, ' ')} time)`;
}

/** '12 Hatton Garden, London EC1N 8AN, United Kingdom': the address's lines in its country's order. */
function showroom({ shop }: LeadMailContext): string {
  return addressLines(shop.address).join(', ');
}

/** Where they meet: the showroom's address, or the video link (or, to the customer, that it will follow). */
function where(appointment: Appointment, context: LeadMailContext, audience: Audience): string {
  if (appointment.meetingMode !== MeetingMode.Video) return `Our showroom, ${showroom(context)}`;
  if (appointment.videoLink) return `Video call: ${appointment.videoLink}`;
  return audience === 'customer' ? 'Video call (we will e-mail you the link to join)' : 'Video call (no link sent yet)';
}

type Audience = 'customer' | 'staff';

function shortlist(appointment: Appointment, locale: string): string {
  return appointment.items
    .map(
      (item) =>
        `${item.name}${item.stockNumber ? ` (${item.stockNumber})` : ''}, ${bothPrices(item.price, appointment, locale)}`,
    )
    .join('\n');
}

/**
 * What the shop controls (a listed choice, a budget band, catalogue items, the place and time; the
 * reference is leadMail's first row): the customer's e-mails show these and nothing the sender wrote
 * (no name, no details), since anyone may type anyone's address.
 */
function facts(appointment: Appointment, context: LeadMailContext, timeLabel: string, audience: Audience) {
  return [
    [timeLabel, when(appointment, context.shop)],
    ['Where', where(appointment, context, audience)],
    ['Help with', appointment.assistanceType],
    ['Budget', budgetLabel(appointment.budget)],
    ['Shortlist', shortlist(appointment, context.shop.locale)],
  ] satisfies Array<[string, string | null | undefined]>;
}

function inviteStatus(appointment: Appointment): CalendarInvitation['status'] {
  if (appointment.status === AppointmentStatus.Cancelled) return 'CANCELLED';
  return appointment.status === AppointmentStatus.Confirmed ? 'CONFIRMED' : 'TENTATIVE';
}

/** The calendar event as it stands now, with the appointment's current SEQUENCE. */
function invitation(appointment: Appointment, context: LeadMailContext, now: Date): MailMessage['icalEvent'] {
  const { shop } = context;
  const status = inviteStatus(appointment);
  const video = appointment.meetingMode === MeetingMode.Video;
  const state =
    status === 'CONFIRMED' ? 'Confirmed.' : status === 'CANCELLED' ? 'Cancelled.' : 'Requested; we will confirm it.';
  const event: CalendarInvitation = {
    uid: `${appointment.id}@${new URL(context.publicUrl).hostname}`,
    start: appointment.consultationDateTime,
    end: consultationEnd(appointment.consultationDateTime, shop),
    timeZone: shop.timeZone,
    summary: `${video ? 'Video consultation with' : 'Consultation at'} ${shop.name}`,
    description: `${appointment.assistanceType} consultation on ${when(appointment, shop)}, reference ${appointment.reference}. ${state} Questions: ${shop.phone}.`,
    location: video ? (appointment.videoLink ?? 'Video call (link to follow)') : showroom(context),
    ...(video && appointment.videoLink ? { url: appointment.videoLink } : {}),
    organizer: { name: shop.name, email: shop.email },
    attendee: appointment.email ? { name: appointment.email, email: appointment.email } : undefined,
    sequence: appointment.inviteSequence,
    status,
    now,
  };
  return { method: invitationMethod(event), filename: 'consultation.ics', content: invitationIcs(event) };
}

/** The staff notice and the customer's acknowledgement with a tentative calendar invitation (.ics). */
export function appointmentMails(appointment: Appointment, context: LeadMailContext, now: Date): LeadMails {
  const { shop } = context;
  const staff = leadMail({
    to: context.staffTo,
    subject: oneLine(
      `New appointment: ${appointment.fullName}, ${formatShopTime(appointment.consultationDateTime, shop.timeZone, shop.locale)}`,
    ),
    shopName: shop.name,
    reference: appointment.reference,
    paragraphs: [
      `${appointment.fullName} asked for a consultation ${appointment.meetingMode === MeetingMode.Video ? 'by video' : 'in the showroom'}. Please confirm it with them.`,
    ],
    rows: [
      ['Name', appointment.fullName],
      ['Phone', appointment.phone],
      ['E-mail', appointment.email],
      ['City', appointment.city],
      ['State', appointment.state],
      ...facts(appointment, context, 'When', 'staff'),
      ['Details', appointment.additionalDetails],
      ['Source', appointment.sourceOrigin ? `${appointment.source} (${appointment.sourceOrigin})` : appointment.source],
    ],
    link: { label: 'Open the appointment in the console', url: `${context.consoleUrl}/appointments/${appointment.id}` },
    replyTo: appointment.email ?? undefined,
  });
  if (!appointment.email) return { staff };

  const visitor = leadMail({
    to: appointment.email,
    subject: `Your consultation request at ${shop.name}`,
    shopName: shop.name,
    reference: appointment.reference,
    paragraphs: [
      'Hello,',
      'Thank you for your consultation request. We will confirm your requested time shortly, by e-mail or phone; until then it is not booked.',
    ],
    rows: facts(appointment, context, 'Requested time', 'customer'),
    closing: [questionsLine(context, appointment.reference)],
    replyTo: shop.email,
    icalEvent: invitation(appointment, context, now),
  });
  return { staff, visitor };
}

const SUBJECTS: Record<AppointmentChange, string> = {
  cancelled: 'Your consultation is cancelled',
  confirmed: 'Your consultation is confirmed',
  rescheduled: 'Your consultation has a new time',
  videoLink: 'Your video consultation link',
};

/**
 * The customer's e-mail after staff changed what they will meet (status, time, link), with the
 * calendar invitation as it now stands; null when the appointment has no e-mail address or nothing
 * the customer meets changed.
 */
export function appointmentChangeMail(
  appointment: Appointment,
  changes: readonly AppointmentChange[],
  context: LeadMailContext,
  now: Date,
): MailMessage | null {
  if (!appointment.email || !changes.length) return null;
  const { shop } = context;
  const has = (change: AppointmentChange) => changes.includes(change);
  const cancelled = appointment.status === AppointmentStatus.Cancelled;
  const paragraphs = ['Hello,'];
  if (cancelled) paragraphs.push('Your consultation has been cancelled. Your calendar invitation is cancelled too.');
  else {
    if (has('rescheduled'))
      paragraphs.push(`Your consultation has moved to ${when(appointment, shop)}. Your calendar is updated.`);
    if (has('confirmed'))
      paragraphs.push(`We have confirmed your consultation on ${when(appointment, shop)}. We look forward to it.`);
    if (has('videoLink') && appointment.videoLink)
      paragraphs.push(`To join your video consultation, open ${appointment.videoLink} at the time below.`);
  }
  return leadMail({
    to: appointment.email,
    subject: SUBJECTS[changes[0]],
    shopName: shop.name,
    reference: appointment.reference,
    paragraphs,
    rows: facts(appointment, context, 'When', 'customer'),
    closing: [
      cancelled
        ? `To book another time, call us on ${shop.phone} or reply to ${shop.email}, quoting ${appointment.reference}.`
        : questionsLine(context, appointment.reference),
    ],
    replyTo: shop.email,
    icalEvent: invitation(appointment, context, now),
  });
}
