import '@gem-shop/widgets/forms.css';
import { ContactForm } from '@gem-shop/widgets/forms';
import { addressLines, phoneHref } from '@gem-shop/widgets/shop';
import { Link } from 'react-router';
import { useSessionContact } from '../../account/useSessionContact';
import { api } from '../../apiClient';
import { bookingNote } from '../../leads/bookingNote';
import '../../leads/LeadPage.css';
import { OpeningHoursList } from '../../shop/OpeningHoursList';
import { useShopInfo } from '../../shop/shopInfo';
import { usePageTitle } from '../usePageTitle';

export function ContactPage() {
  usePageTitle('Contact Us');
  const shop = useShopInfo();
  const contact = useSessionContact();
  // Spec 1 says 'Sunday by appointment only'; the settings decide instead, as the booking form does.
  const note = bookingNote(shop);
  return (
    <div className="lead-page">
      <div className="container">
        <div className="lead-page__intro">
          <p className="eyebrow">Get in touch</p>
          <h1>Contact Us</h1>
          <p>Questions about a stone, a setting or an order? Write to us and a member of our team will answer soon.</p>
        </div>
        <div className="lead-page__grid">
          <section className="lead-page__panel lead-forms" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">Send us a message</h2>
            <ContactForm client={api} contact={contact} />
          </section>
          <aside className="lead-page__aside">
            <section className="lead-page__panel" aria-labelledby="contact-showroom">
              <h2 id="contact-showroom">Visit our Showroom</h2>
              <address>
                {addressLines(shop.address).map((line) => (
                  <span key={line} className="lead-page__line">
                    {line}
                  </span>
                ))}
                <a href={phoneHref(shop.phone)} className="lead-page__line">
                  {shop.phone}
                </a>
                <a href={`mailto:${shop.email}`} className="lead-page__line">
                  {shop.email}
                </a>
              </address>
            </section>
            <section className="lead-page__panel" aria-labelledby="contact-hours">
              <h2 id="contact-hours">Opening Hours</h2>
              <OpeningHoursList shop={shop} />
              {note && (
                <>
                  <p className="lead-page__note">{note}</p>
                  <Link to="/book-appointment" className="button button--primary">
                    Schedule Now
                  </Link>
                </>
              )}
            </section>
          </aside>
        </div>
      </div>
    </div>
  );
}
