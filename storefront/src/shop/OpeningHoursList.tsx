import { groupOpeningHours, timeZoneLabel, type Shop } from '@gem-shop/widgets/shop';
import './OpeningHoursList.css';

/** The shop's week, formatted from its settings: 'Monday – Friday  10:30 AM – 6:30 PM'. */
export function OpeningHoursList({ shop }: { shop: Pick<Shop, 'openingHours' | 'timeZone'> }) {
  return (
    <div className="opening-hours">
      <dl className="opening-hours__list">
        {groupOpeningHours(shop.openingHours, { dayNames: 'long' }).map(({ days, hours }) => (
          <div key={days} className="opening-hours__row">
            <dt>{days}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="opening-hours__zone">{timeZoneLabel(shop.timeZone)}</p>
    </div>
  );
}
