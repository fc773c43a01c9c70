import type { ContactMessage } from './entities/contact-message.entity.js';
import { type LeadMailContext, type LeadMails, leadMail, oneLine } from '../leads/index.js';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** The staff notice and, when the visitor gave an address, their confirmation. */
export function contactMails(contact: ContactMessage, context: LeadMailContext): LeadMails {
  const { shop } = context;
  const staff = leadMail({
    to: context.staffTo,
    subject: oneLine(`New message from ${contact.fullName}`),
    shopName: shop.name,
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
  const visitor = contact.email
    ? leadMail({
        to: contact.email,
        subject: `We received your message - ${shop.name}`,
        shopName: shop.name,
        paragraphs: [`Dear ${contact.fullName},`, CONTACT_THANKS, 'Your message:'],
        rows: [['Message', contact.message]],
        replyTo: shop.email,
      })
    : undefined;
  return { staff, visitor };
}
