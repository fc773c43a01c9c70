import { budgetLabel } from './budget-bands.js';
import type { Appointment } from './entities/appointment.entity.js';
import { formatPrice } from '../../common/text/index.js';
import { formatShopTime } from '../../common/time/index.js';
import { invitationIcs, type LeadMailContext, type LeadMails, leadMail, oneLine } from '../leads/index.js';

export const APPOINTMENT_THANKS = 'Your appointment has been booked! We will contact you shortly to confirm.';
const DURATION_MINUTES = 60;

/** The staff notice and the visitor's confirmation with a calendar invitation (.ics). */
export function appointmentMails(appointment: Appointment, context: LeadMailContext, now: Date): LeadMails {
  const { shop } = context;
  const when = `${formatShopTime(appointment.consultationDateTime, shop.timeZone)} (${shop.timeZone.split('/').pop()!.replace(/_/g, ' ')} time)`;
  const items = appointment.items
    .map((item) => `${item.name}${item.stockNumber ? ` (${item.stockNumber})` : ''}, ${formatPrice(item.price)}`)
    .join('\n');
  // What the shop controls (a listed choice, a budget band, catalogue items): the visitor's confirmation
  // shows these and nothing the sender wrote (no name, no details), since anyone may type anyone's address.
  const details: Array<[string, string | null | undefined]> = [
    ['When', when],
    ['Help with', appointment.assistanceType],
    ['Budget', budgetLabel(appointment.budget)],
    ['Shortlist', items],
  ];
  const staff = leadMail({
    to: context.staffTo,
    subject: oneLine(
      `New appointment: ${appointment.fullName}, ${formatShopTime(appointment.consultationDateTime, shop.timeZone)}`,
    ),
    shopName: shop.name,
    paragraphs: [`${appointment.fullName} booked a consultation. Please confirm it with them.`],
    rows: [
      ['Name', appointment.fullName],
      ['Phone', appointment.phone],
      ['E-mail', appointment.email],
      ['City', appointment.city],
      ['State', appointment.state],
      ...details,
      ['Details', appointment.additionalDetails],
      ['Source', appointment.sourceOrigin ? `${appointment.source} (${appointment.sourceOrigin})` : appointment.source],
    ],
    link: { label: 'Open the appointment in the console', url: `${context.consoleUrl}/appointments/${appointment.id}` },
    replyTo: appointment.email ?? undefined,
  });
  if (!appointment.email) return { staff };

  const location = [shop.address.line1, `${shop.address.city} ${shop.address.postcode}`, shop.address.country].join(
    ', ',
  );
  const ics = invitationIcs({
    uid: `${appointment.id}@${new URL(context.publicUrl).hostname}`,
    start: appointment.consultationDateTime,
    timeZone: shop.timeZone,
    durationMinutes: DURATION_MINUTES,
    summary: `Consultation at ${shop.name}`,
    description: `${appointment.assistanceType} consultation on ${when}. We will contact you shortly to confirm. Questions: ${shop.phone}.`,
    location,
    organizer: { name: shop.name, email: shop.email },
    attendee: { name: appointment.email, email: appointment.email },
    now,
  });
  const visitor = leadMail({
    to: appointment.email,
    subject: `Your consultation at ${shop.name}`,
    shopName: shop.name,
    paragraphs: [
      'Hello,',
      APPOINTMENT_THANKS,
      `We look forward to seeing you at ${location}. To change the time, call us on ${shop.phone} or reply to ${shop.email}.`,
    ],
    rows: details,
    replyTo: shop.email,
    icalEvent: { method: 'REQUEST', filename: 'consultation.ics', content: ics },
  });
  return { staff, visitor };
}
