import { addressLines, phoneHref } from '@gem-shop/widgets/shop';
import { Link } from 'react-router';
import { OpeningHoursList } from '../../shop/OpeningHoursList';
import { useShopInfo } from '../../shop/shopInfo';
import { PlaceholderPage } from '../PlaceholderPage';

export function AboutPage() {
  const shop = useShopInfo();
  return (
    <PlaceholderPage eyebrow="Our story" title="About Us">
      <section className="placeholder-page__facts" aria-labelledby="about-showroom">
        <h2 id="about-showroom">Visit {shop.name}</h2>
        <address>
          {addressLines(shop.address).map((line) => (
            <span key={line} className="placeholder-page__line">
              {line}
            </span>
          ))}
          <a href={phoneHref(shop.phone)} className="placeholder-page__line">
            {shop.phone}
          </a>
          <a href={`mailto:${shop.email}`} className="placeholder-page__line">
            {shop.email}
          </a>
        </address>
        <OpeningHoursList shop={shop} />
      </section>
      <div className="placeholder-page__actions">
        <Link to="/book-appointment" className="button button--primary">
          Book Appointment
        </Link>
        <Link to="/contact" className="button button--secondary">
          Contact Us
        </Link>
      </div>
    </PlaceholderPage>
  );
}
