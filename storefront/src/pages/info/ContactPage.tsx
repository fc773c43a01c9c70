import { Link } from 'react-router';
import { addressLines, phoneHref } from '@gem-shop/widgets/shop';
import { OpeningHoursList } from '../../shop/OpeningHoursList';
import { useShopInfo } from '../../shop/shopInfo';
import { PlaceholderPage } from '../PlaceholderPage';
import './ContactPage.css';

export function ContactPage() {
  const shop = useShopInfo();
  return (
    <PlaceholderPage eyebrow="Get in touch" title="Contact Us">
      <div className="contact-card">
        <section className="contact-card__block" aria-labelledby="contact-showroom">
          <h2 id="contact-showroom" className="contact-card__title">
            Visit our Showroom
          </h2>
          <address>
            {addressLines(shop.address).map((line) => (
              <span key={line} className="contact-card__line">
                {line}
              </span>
            ))}
            <a href={phoneHref(shop.phone)} className="contact-card__line">
              {shop.phone}
            </a>
            <a href={`mailto:${shop.email}`} className="contact-card__line">
              {shop.email}
            </a>
          </address>
        </section>
        <section className="contact-card__block" aria-labelledby="contact-hours">
          <h2 id="contact-hours" className="contact-card__title">
            Opening Hours
          </h2>
          <OpeningHoursList shop={shop} />
        </section>
      </div>
      <div className="placeholder-page__actions">
        <Link to="/book-appointment" className="button button--primary">
          Schedule Now
        </Link>
      </div>
    </PlaceholderPage>
  );
}
