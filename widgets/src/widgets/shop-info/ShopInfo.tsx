import { Fragment, useEffect, useId } from 'react';
import { emit, headingLevelOf, type HeadingLevel, type WidgetProps } from '../../runtime';
import type { Shop } from '../../api/client';
import { addressLines, groupOpeningHours, phoneHref, timeZoneLabel } from '../../shop';
import { useShop } from './use-shop';

export const shopInfoAttributes = ['heading-level'] as const;

type ShopInfoProps = WidgetProps<(typeof shopInfoAttributes)[number]>;

/** `<gem-shop-info>`: the shop's visit card (address, phone, e-mail, opening hours, booking link). */
export function ShopInfo({ host, apiBase, attributes }: ShopInfoProps) {
  const request = useShop(apiBase);

  useEffect(() => {
    if (request.status === 'ready') emit(host, 'gem:ready', { widget: host.localName });
  }, [host, request.status]);

  if (request.status === 'loading') {
    return (
      <p className="gem-muted" role="status">
        Loading shop details…
      </p>
    );
  }
  if (request.status !== 'ready') {
    return (
      <div role="alert">
        <p>Shop details are unavailable right now.</p>
        <button type="button" className="gem-button" onClick={request.retry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <ShopCard shop={request.data} apiBase={apiBase} headingLevel={headingLevelOf(attributes['heading-level'], 3)} />
  );
}

function ShopCard({ shop, apiBase, headingLevel }: { shop: Shop; apiBase: string; headingLevel: HeadingLevel }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${Math.min(headingLevel + 1, 6) as HeadingLevel}` as const;

  return (
    <section className="shop-info" aria-labelledby={headingId}>
      <Heading id={headingId} className="shop-info__name">
        {shop.name}
      </Heading>
      <p className="gem-muted">Visit our showroom</p>
      <address className="shop-info__address">
        {addressLines(shop.address).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </address>
      <dl className="shop-info__contact">
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref(shop.phone)}>{shop.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </dd>
      </dl>
      <Subheading className="shop-info__hours-heading">Opening hours</Subheading>
      <dl className="shop-info__hours">
        {groupOpeningHours(shop.openingHours, { dayNames: 'short' }).map(({ days, hours }) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="gem-muted">Times are {timeZoneLabel(shop.timeZone)}.</p>
      <a className="gem-button shop-info__book" href={`${apiBase}/book-appointment`}>
        Book a consultation
      </a>
    </section>
  );
}
