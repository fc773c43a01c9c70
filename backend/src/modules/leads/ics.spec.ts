import { describe, expect, test } from '@jest/globals';
import { type CalendarInvitation, invitationIcs, invitationMethod } from './ics.js';

const event = (overrides: Partial<CalendarInvitation> = {}): CalendarInvitation => ({
  uid: 'a1@shop.test',
  start: new Date('2026-11-23T14:00:00Z'),
  end: new Date('2026-11-23T15:00:00Z'),
  timeZone: 'Europe/London',
  summary: 'Consultation at Lumen',
  description: 'Engagement Ring consultation; bring the ring, please',
  location: '1 Bond Street, London W1 1AA, United Kingdom',
  organizer: { name: 'Lumen', email: 'shop@example.com' },
  attendee: { name: 'mary@example.com', email: 'mary@example.com' },
  sequence: 0,
  status: 'TENTATIVE',
  now: new Date('2026-11-20T09:00:00Z'),
  ...overrides,
});

const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('invitationIcs', () => {
  test('a first invitation: REQUEST, TENTATIVE, SEQUENCE:0, times in UTC, CRLF line ends, text escaped', () => {
    const ics = invitationIcs(event());
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'UID:a1@shop.test',
        'DTSTAMP:20261120T090000Z',
        'DTSTART:20261123T140000Z',
        'DTEND:20261123T150000Z',
        'DESCRIPTION:Engagement Ring consultation\\; bring the ring\\, please',
        'LOCATION:1 Bond Street\\, London W1 1AA\\, United Kingdom',
        'STATUS:TENTATIVE',
        'SEQUENCE:0',
      ]),
    );
    expect(ics).not.toContain('URL:');
  });

  test('an update keeps the UID and carries its SEQUENCE and status; a cancellation is a CANCEL', () => {
    const confirmed = lines(invitationIcs(event({ sequence: 1, status: 'CONFIRMED' })));
    expect(confirmed).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', 'UID:a1@shop.test', 'STATUS:CONFIRMED', 'SEQUENCE:1']),
    );
    const cancelled = lines(invitationIcs(event({ sequence: 4, status: 'CANCELLED' })));
    expect(cancelled).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:4']));
    expect(invitationMethod({ status: 'CANCELLED' })).toBe('CANCEL');
    expect(invitationMethod({ status: 'CONFIRMED' })).toBe('REQUEST');
  });

  test('a video link is the URL; an end not after the start is left out (the event ends when it starts)', () => {
    const ics = lines(
      invitationIcs(event({ url: 'https://meet.example/room-7', end: new Date('2026-11-23T14:00:00Z') })),
    );
    expect(ics).toContain('URL:https://meet.example/room-7');
    expect(ics.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  test('long lines fold at 75 octets without splitting a character', () => {
    const ics = invitationIcs(event({ description: 'é'.repeat(100) }));
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines(ics)).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
