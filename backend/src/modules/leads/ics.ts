/**
 * A one-event iCalendar invitation (RFC 5545). Times travel in UTC, which every calendar reads
 * without a VTIMEZONE block; the shop's zone is named (X-WR-TIMEZONE) so calendars that honour it
 * show the shop's local time, and the description states it in words.
 *
 * Calendars update the event they already hold when a later message carries the same UID and a
 * higher SEQUENCE (RFC 5546): a confirmation or a new time is a REQUEST, a cancellation a CANCEL.
 */
export interface CalendarInvitation {
  uid: string;
  start: Date;
  /** Left out when it is not after the start: such an event ends when it starts (RFC 5545 §3.6.1). */
  end: Date;
  /** IANA zone of the showroom. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  /** A link to join (a video call), also given as the event's URL. */
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** 0 for the first invitation; one more for each change sent after it. */
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  now: Date;
}

/** The iTIP method a calendar invitation travels with: CANCEL for a cancelled event, else REQUEST. */
export function invitationMethod(event: Pick<CalendarInvitation, 'status'>): 'REQUEST' | 'CANCEL' {
  return event.status === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
}

export function invitationIcs(event: CalendarInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumen Jewelers//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitationMethod(event)}`,
    `X-WR-TIMEZONE:${event.timeZone}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.start)}`,
    ...(event.end.getTime() > event.start.getTime() ? [`DTEND:${utc(event.end)}`] : []),
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [`ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`]
      : []),
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 20261123T103000Z */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Parameter values are quoted; quotes cannot appear inside. */
function param(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
