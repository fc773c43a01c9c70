import { useId } from 'react';
import { shownCurrency } from '../../catalog';
import { AppointmentForm, ASSISTANCE_TYPES, MEETING_MODES, type AssistanceType, type MeetingMode } from '../../forms';
import { emit, type WidgetProps } from '../../runtime';
import { CURRENCY_ATTRIBUTE, useMoneyDisplay } from '../use-money-display';
import { WidgetHeading } from '../WidgetHeading';

export const bookingFormAttributes = [
  'assistance-type',
  'meeting',
  'product-ids',
  'heading',
  'heading-level',
  CURRENCY_ATTRIBUTE,
] as const;

type BookingFormWidgetProps = WidgetProps<(typeof bookingFormAttributes)[number]>;

/**
 * `<gem-booking-form>`: the storefront's consultation booking form, sent with source `widget`.
 * `assistance-type` preselects the topic; `meeting` (showroom or video) where to meet; `product-ids`
 * (comma-separated) attaches a shortlist. After booking it shows the requested time and reference with
 * no link away: the shopper is on the partner's page already.
 * The partner page hears `gem:appointment-booked` with the topic and time, never the shopper's details.
 * The request carries the currency the partner's page shows prices in (`data-currency`, as the product card).
 */
export function BookingFormWidget({ host, apiBase, attributes }: BookingFormWidgetProps) {
  const headingId = useId();
  // One read of the shop gives the form its hours and the request its currency; if it fails the form reads its defaults.
  const { shop, display } = useMoneyDisplay(apiBase, attributes[CURRENCY_ATTRIBUTE]);
  return (
    <section aria-labelledby={headingId}>
      <WidgetHeading
        id={headingId}
        text={attributes.heading}
        fallback="Book a Consultation"
        level={attributes['heading-level']}
      />
      <AppointmentForm
        source="widget"
        apiBase={apiBase}
        assistanceType={assistanceTypeOf(attributes['assistance-type'])}
        meetingMode={meetingModeOf(attributes.meeting)}
        shopLink={null}
        productIds={listOf(attributes['product-ids'])}
        shop={shop.status === 'ready' ? shop.data : shop.status === 'loading' ? null : undefined}
        currency={shownCurrency(display)}
        onSent={({ id, ...facts }) =>
          emit(host, 'gem:appointment-booked', { widget: host.localName, appointmentId: id ?? null, ...facts })
        }
      />
    </section>
  );
}

function assistanceTypeOf(value: string | null): AssistanceType | undefined {
  return ASSISTANCE_TYPES.find((type) => type.toLowerCase() === value?.trim().toLowerCase());
}

function meetingModeOf(value: string | null): MeetingMode | undefined {
  return MEETING_MODES.find((mode) => mode === value?.trim().toLowerCase());
}

function listOf(value: string | null): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}
