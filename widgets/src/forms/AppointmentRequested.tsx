import { useEffect, useRef } from 'react';
import { SentReference } from './fields';
import { MEETING_CHOICES } from './MeetingModeChoice';
import type { MeetingMode } from './leadTypes';
import { consultationInWords } from './schedule';

export interface RequestedAppointment {
  /** The server's words (the spec's success message). */
  message: string;
  consultationDateTime: string;
  timeZone: string;
  /** How the shop writes dates (settings `locale`). */
  locale: string;
  meetingMode: MeetingMode;
  reference?: string;
}

/**
 * What the shopper sees once the request is sent, in place of the form: the requested time in words
 * on the shop's clock, where, the reference to quote (as every form's success says it), and a way back to the shop (never a second,
 * empty booking form).
 */
export function AppointmentRequested({
  request,
  shopLink,
}: {
  request: RequestedAppointment;
  shopLink?: { href: string; label: string } | null;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const where = MEETING_CHOICES.find((choice) => choice.value === request.meetingMode)!;
  return (
    <div ref={panel} className="gem-banner gem-banner--success gem-requested" role="status" tabIndex={-1}>
      <p className="gem-requested__title">{request.message}</p>
      <dl className="gem-requested__facts">
        <dt>Requested time</dt>
        <dd>{consultationInWords(request.consultationDateTime, request.timeZone, request.locale)}</dd>
        <dt>Where</dt>
        <dd>
          {where.label}
          {request.meetingMode === 'video' ? ' (we will e-mail you a link to join)' : ''}
        </dd>
      </dl>
      <p>We will confirm your requested time by e-mail or phone.</p>
      <SentReference reference={request.reference} />
      {shopLink && (
        <p>
          <a href={shopLink.href} className="gem-requested__link">
            {shopLink.label}
          </a>
        </p>
      )}
    </div>
  );
}
