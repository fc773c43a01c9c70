import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { addressLines, phoneHref } from '@gem-shop/widgets/shop';
import type { IconProps } from '../components/icons/LineIcon';
import {
  ClockIcon,
  LeafIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SealIcon,
  ShieldIcon,
} from '../components/icons/ServiceIcons';
import { OpeningHoursList } from '../shop/OpeningHoursList';
import { useShopInfo } from '../shop/shopInfo';
import { BrandMark } from './BrandMark';
import type { NavItem } from './navigation';
import { customerCareLinks, serviceLinks, shopLinks } from './footerLinks';
import './Footer.css';

const trustBadges: { title: string; Icon: ComponentType<IconProps> }[] = [
  { title: 'Certified Quality', Icon: SealIcon },
  { title: 'Lifetime Warranty', Icon: ShieldIcon },
  { title: 'Ethically Sourced', Icon: LeafIcon },
];

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <div className="footer-column">
      <h2 className="footer-column__title">{title}</h2>
      <ul className="footer-column__links">
        {links.map(({ to, label }) => (
          <li key={label}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const shop = useShopInfo();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="footer-about">
          <Link to="/" className="footer-about__brand">
            <BrandMark />
            <span>{shop.name}</span>
          </Link>
          <p className="footer-about__text">
            Certified natural and lab-grown diamonds and fine jewelry, ethically made and fairly priced.
          </p>
        </div>

        <nav aria-label="Footer" className="site-footer__nav">
          <LinkColumn title="Shop" links={shopLinks} />
          <LinkColumn title="Services" links={serviceLinks} />
          <LinkColumn title="Customer Care" links={customerCareLinks} />
        </nav>

        <div className="footer-contact">
          <h2 className="footer-column__title">Visit Us</h2>
          <address className="footer-contact__list">
            <p className="footer-contact__item">
              <MapPinIcon size={18} />
              <span>
                <strong>Visit our Showroom</strong>
                {addressLines(shop.address).map((line) => (
                  <span key={line} className="footer-contact__line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="footer-contact__item">
              <PhoneIcon size={18} />
              <a href={phoneHref(shop.phone)}>{shop.phone}</a>
            </p>
            <p className="footer-contact__item">
              <MailIcon size={18} />
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
          </address>
          <div className="footer-contact__item footer-contact__hours">
            <ClockIcon size={18} />
            <div>
              <h3 className="footer-contact__hours-title">Opening Hours</h3>
              <OpeningHoursList shop={shop} />
            </div>
          </div>
        </div>
      </div>

      <div className="container">
        <ul className="footer-badges" aria-label="Our promises">
          {trustBadges.map(({ title, Icon }) => (
            <li key={title} className="footer-badges__item">
              <Icon size={22} />
              <span>{title}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {shop.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
