import type { ContactMessage } from './entities/contact-message.entity.js';
import { formatShopTime } from '../../common/time/index.js';
import { type LeadMailContext, type LeadMails, leadMail, oneLine, questionsLine } from '../leads/index.js';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** The staff notice and, when the visitor gave an address, their confirmation. */
export function contactMails(contact: ContactMessage, context: LeadMailContext): LeadMails {
  const { shop } = context;
  const staff = leadMail({
    to: context.staffTo,
    subject: oneLine(`New message from ${contact.fullName}`),
    shopName: shop.name,
    reference: contact.reference,
    paragraphs: [`${contact.fullName} wrote through the contact form.`],
    rows: [
      ['Name', contact.fullName],
      ['Phone', contact.phone],
      ['E-mail', contact.email],
      ['Message', contact.message],
      ['Source', contact.sourceOrigin ? `${contact.source} (${contact.sourceOrigin})` : contact.source],
    ],
    link: { label: 'Open the message in the console', url: `${context.consoleUrl}/contacts/${contact.id}` },
    replyTo: contact.email ?? undefined,
  });
  // The confirmation quotes nothing the sender wrote (not the message, not the name): anyone may type
  // anyone's address, and the shop must not carry their words to a stranger. Staff get it all.
  const visitor = contact.email
    ? leadMail({
        to: contact.email,
        subject: `We received your message - ${shop.name}`,
        shopName: shop.name,
        reference: contact.reference,
        paragraphs: [
          'Hello,',
          `We received the message sent to ${shop.name} from this e-mail address on ${formatShopTime(contact.createdAt, shop.timeZone, shop.locale)}. ${CONTACT_THANKS} We reply ${shop.replyTime}.`,
        ],
        closing: [questionsLine(context, contact.reference), 'If you did not write to us, you can ignore this e-mail.'],
        replyTo: shop.email,
      })
    : undefined;
  return { staff, visitor };
}
