import { escapeMarkup } from '../../common/text/index.js';
import { mailFrame, type MailMessage } from '../mail/index.js';

/** A lead e-mail's content; every value is plain text (escaped for the HTML part). */
export interface LeadMailContent {
  to: string;
  subject: string;
  shopName: string;
  /**
   * The request's reference (`LJ-7K4M9P`): the first row ('Reference') and the end of the subject
   * ('… (LJ-7K4M9P)'), so whoever reads or searches the mail can quote it.
   */
  reference?: string;
  paragraphs: string[];
  /** Label and value rows; empty values are left out. */
  rows?: Array<[string, string | number | null | undefined]>;
  link?: { label: string; url: string };
  /** Paragraphs after the rows and the link (e.g. "Questions? …" after what was asked about). */
  closing?: string[];
  replyTo?: string;
  icalEvent?: MailMessage['icalEvent'];
}

/** Every lead e-mail ends signed by the shop, in both its parts. */
export const SIGN_OFF = 'Kind regards,';

/** One look for every lead e-mail, in plain text and HTML. */
export function leadMail(content: LeadMailContent): MailMessage {
  const rows = [
    ...(content.reference ? [['Reference', content.reference] as [string, string]] : []),
    ...(content.rows ?? []),
  ].filter(([, value]) => value !== null && value !== undefined && value !== '') as Array<[string, string | number]>;
  const subject = content.reference ? `${content.subject} (${content.reference})` : content.subject;
  const text = [
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(rows.length ? [''] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((paragraph) => [paragraph, '']),
    SIGN_OFF,
    content.shopName,
  ].join('\n');
  const cell = 'padding: 4px 12px 4px 0; vertical-align: top;';
  const html = mailFrame(
    content.shopName,
    `${content.paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n')}
${
  rows.length
    ? `<table style="border-collapse: collapse; font-size: 14px;">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="${cell} color: #6b625a;">${escapeMarkup(label)}</td><td style="${cell} white-space: pre-wrap;">${escapeMarkup(String(value))}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${content.link ? `<p><a href="${escapeMarkup(content.link.url)}" style="color: #7a5c2e;">${escapeMarkup(content.link.label)}</a></p>` : ''}
${(content.closing ?? []).map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n')}
<p>${SIGN_OFF}<br>${escapeMarkup(content.shopName)}</p>`,
  );
  return {
    to: content.to,
    subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.icalEvent ? { icalEvent: content.icalEvent } : {}),
  };
}

/** Subjects are one line: a visitor's text cannot add headers. */
export function oneLine(text: string, maxLength = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
