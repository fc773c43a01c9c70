import type { ShopSettings } from '../shop/index.js';
import type { LegalPageSlug } from './legal-page-kinds.js';

/**
 * The starting text of each legal page, written from the shop's settings (issue 29, point 2): what a
 * new shop publishes until staff review and save their own. They describe this platform as it works:
 * an order is a request the shop answers, no payment is taken on the site, nothing tracks visitors.
 * Pure: the same settings give the same text, so a draft follows every change of the settings.
 */

/** A settings value as plain text inside Markdown: its Markdown and HTML characters are escaped. */
const plain = (value: string) => value.replace(/[\\`*_{}[\]()<>#+!|~]/g, '\\$&');

function facts(settings: ShopSettings) {
  const { line1, line2, city, region, postcode, country } = settings.address;
  return {
    shop: plain(settings.name),
    address: plain([line1, line2, city, region, postcode, country].filter(Boolean).join(', ')),
    email: `[${plain(settings.email)}](mailto:${encodeURI(settings.email)})`,
    phone: plain(settings.phone),
    replyTime: plain(settings.replyTime),
    returnDays: settings.returnDays,
    shippingPromise: plain(settings.shippingPromise),
  };
}

type Facts = ReturnType<typeof facts>;

const contactLine = (f: Facts) =>
  `Write to us at ${f.email}, call ${f.phone}, or visit our showroom at ${f.address}. We answer ${f.replyTime}.`;

const TEXTS: Record<LegalPageSlug, (f: Facts) => string> = {
  returns: (f) => `
${
  f.returnDays > 0
    ? `You may return or exchange a piece within **${f.returnDays} days** of receiving it.`
    : 'Every piece is made or chosen for you, so we do not take returns; we will always help with a fault.'
}

## How to return or exchange a piece

1. Tell us first: e-mail ${f.email} or call ${f.phone} with your order reference. We answer ${f.replyTime} and explain how to send the piece, or bring it to our showroom.
2. Send the piece unworn and in its original condition, with its grading report and any paperwork that came with it. A piece that is insured in transit and tracked reaches us safely: we tell you how.
3. Once we have checked the piece, we refund the amount you paid, by the means you paid, or exchange it for the piece you choose.

## What cannot be returned

- Pieces made, resized or engraved to your order, unless they are faulty.
- Pieces that have been worn, altered or damaged after delivery.

Your legal rights as a consumer are not affected by this policy: a faulty piece is always repaired, replaced or refunded.

## Questions

${contactLine(f)}
`,
  shipping: (f) => `
**${f.shippingPromise}.**

## How ordering works

An order placed on this website is a request: no payment is taken online. We contact you ${f.replyTime} to confirm the piece, its price, the delivery and the payment, and nothing is sent before you agree.

## Delivery

- Every parcel is insured for its full value until it is in your hands, and tracked: you receive the tracking details when it leaves us.
- Someone must sign for it. We agree the delivery date and address with you before it is sent.
- Pieces in stock are usually sent within a few working days; pieces made to order take longer, and we tell you when you order.
- You may also collect your piece from our showroom at ${f.address}.

## Duties and taxes

Deliveries outside the country we ship from may be subject to import duties and taxes, charged by the destination country. We tell you what we know of them before you confirm your order.

## Questions

${contactLine(f)}
`,
  'privacy-policy': (f) => `
${f.shop} (${f.address}) is responsible for the personal data described here. Contact: ${f.email}, ${f.phone}.

## What we store, and why

- **Orders, appointment requests and messages**: your name, e-mail address, phone number, and what you tell us (the pieces you ask about, the time you choose, your message). We need them to answer you, to prepare your appointment and to arrange the piece you ask for. An order here is a request to be contacted: we never receive your card or bank details on this website.
- **Your account**, if you open one: your name, username, e-mail address, phone number and a one-way hash of your password (never the password itself), and your sign-in sessions. It lets you sign in and see your own requests.
- **Customer reviews** we publish, with the name you agree to show.
- **E-mails we send you** (confirmations, password reset links), kept in our mail queue until they are delivered.
- **Technical data**: your IP address, for a short time, to limit abuse of the forms and of sign-in.

We use your data only to answer you and to run the shop. We do not sell it, and we do not use it for advertising. We send no marketing e-mails unless you ask for them.

## How long we keep it

- Requests and messages: as long as we deal with them, then as our record of what was agreed, for as long as the law asks us to keep business records, or until you ask us to erase them when no law requires us to keep them.
- Your account: until you ask us to close it.
- Sign-in sessions end when you sign out or when they expire.

## Your rights

You may ask for a copy of the data we hold about you, have it corrected, or have it erased. Write to ${f.email} from the address you used with us; we answer ${f.replyTime} and act within one month. You may also object to how we use your data or complain to your data protection authority (in the United Kingdom, the Information Commissioner's Office).

## In your browser

This website keeps a few things in your browser's local storage, and no tracking or advertising cookies: see our [Cookie Policy](/cookie-policy).
`,
  terms: (f) => `
These terms apply to this website, run by ${f.shop}, ${f.address}.

## Orders are requests

Placing an order, booking an appointment or sending a message on this website is a request for us to contact you. No payment is taken online, and no contract is made until we have confirmed the piece, its price and delivery with you and you have agreed. Prices are shown in US dollars; a price shown in another currency is a conversion for your information.

## Prices and availability

We take care that the pieces, grading and prices shown are right, but diamonds sell quickly and mistakes happen: we confirm availability and price before you pay. If a piece is no longer available we tell you and offer alternatives.

## Returns and delivery

See our [Returns & Exchanges](/returns) and [Shipping Info](/shipping) pages.

## Your account

Keep your password to yourself. You may ask us to close your account at any time.

## Using this website

Please do not misuse the website, its forms or its content. The pictures and texts on it belong to us or to those who license them to us.

## Contact

${contactLine(f)}
`,
  'cookie-policy': (f) => `
${f.shop} does not use tracking, analytics or advertising cookies, and shows no third-party advertising.

## What this website keeps in your browser

It keeps a few items in your browser's local storage, only because you use a feature that needs them:

- **Your sign-in** (a session token), when you sign in, so that you stay signed in. It is removed when you sign out.
- **Your shortlist** of pieces, when you add one, so that you can compare them and book a viewing.
- **Your choices**, such as the currency you read prices in, when you pick one.

These are strictly necessary for what you asked for, so they need no consent. You can remove them at any time by clearing your browser's data for this website.

## Questions

${contactLine(f)} See also our [Privacy Policy](/privacy-policy).
`,
};

/** The page's starting text (Markdown) for the shop's settings. */
export function startingText(slug: LegalPageSlug, settings: ShopSettings): string {
  return TEXTS[slug](facts(settings)).trim() + '\n';
}
