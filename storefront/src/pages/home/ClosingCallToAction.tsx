import { Link } from 'react-router';
import { phoneHref } from '@gem-shop/widgets/shop';
import { MailIcon, MapPinIcon, PhoneIcon, VideoIcon } from '../../components/icons/ServiceIcons';
import { useShopInfo } from '../../shop/shopInfo';
import './ClosingCallToAction.css';

export function ClosingCallToAction() {
  const { address, phone, email } = useShopInfo();
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-title">
      <div className="container closing-cta__inner">
        <p className="eyebrow closing-cta__eyebrow">In person or online</p>
        <h2 id="closing-cta-title" className="closing-cta__title">
          Let Us Help You Find the One
        </h2>
        <p className="closing-cta__text">
          See our diamonds up close in the showroom, or meet a specialist by video from wherever you are.
        </p>
        <ul className="closing-cta__contacts">
          <li>
            <Link to="/contact">
              <MapPinIcon size={18} />
              Showroom: {address.line1}, {address.city}
            </Link>
          </li>
          <li>
            <a href={phoneHref(phone)}>
              <PhoneIcon size={18} />
              {phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`}>
              <MailIcon size={18} />
              {email}
            </a>
          </li>
        </ul>
        <Link to="/book-appointment?meeting=video" className="button button--light">
          <VideoIcon size={18} />
          Book Your Virtual Appointment
        </Link>
      </div>
    </section>
  );
}
