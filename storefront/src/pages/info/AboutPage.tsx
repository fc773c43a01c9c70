import { addressLines, phoneHref } from '@gem-shop/widgets/shop';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconProps } from '../../components/icons/LineIcon';
import {
  GlobeIcon,
  LeafIcon,
  ReturnIcon,
  SealIcon,
  ShieldIcon,
  SparkleIcon,
} from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
import { OpeningHoursList } from '../../shop/OpeningHoursList';
import { useShopInfo } from '../../shop/shopInfo';
import { usePageTitle } from '../usePageTitle';
import './AboutPage.css';

interface Blurb {
  title: string;
  text: ReactNode;
  Icon: ComponentType<IconProps>;
}

/** The three things the brand stands for (spec 1 §1). */
const PILLARS: Blurb[] = [
  {
    title: 'Certified Quality',
    text: 'Every diamond comes with a grading report from an independent laboratory, so you know exactly what you are choosing.',
    Icon: SealIcon,
  },
  {
    title: 'Ethical Sourcing',
    text: 'Natural diamonds from conflict-free sources and responsibly grown lab diamonds, traced from origin to setting.',
    Icon: LeafIcon,
  },
  {
    title: 'Lifetime Warranty',
    text: 'We stand behind our craftsmanship for as long as you own your piece.',
    Icon: ShieldIcon,
  },
];

/** The about page's static claims (spec 1 §1 and §9): marketing text, not figures from the shop's data. */
const FIGURES = [
  { value: '900+', label: 'happy customers' },
  { value: '98%', label: 'customer satisfaction' },
];

/** The return promise states the settings' return period and leads to the page that explains it. */
function returnPromise(days: number): Blurb {
  const policy = <Link to="/returns">Read our returns policy</Link>;
  return days > 0
    ? {
        title: `${days}-Day Return Policy`,
        text: (
          <>
            Return or exchange your piece within {days} {days === 1 ? 'day' : 'days'}. {policy}.
          </>
        ),
        Icon: ReturnIcon,
      }
    : { title: 'Returns & Exchanges', text: <>Faulty pieces are always put right. {policy}.</>, Icon: ReturnIcon };
}

/** The promises; the return period is the settings' own. */
const promises = (returnDays: number): Blurb[] => [
  {
    title: 'Lifetime Care',
    text: 'Cleaning, checks and repairs of any manufacturing fault, for life.',
    Icon: SparkleIcon,
  },
  returnPromise(returnDays),
  { title: 'Free Worldwide Shipping', text: 'Insured and tracked, to your door.', Icon: GlobeIcon },
  {
    title: 'Conflict-Free Stones',
    text: 'Natural stones from conflict-free sources; lab-grown stones are conflict-free by nature.',
    Icon: SealIcon,
  },
];

/** /about-us (spec 1 §1–2): the brand story, its static claims, the showroom from the settings, and the ways to reach us. */
export function AboutPage() {
  usePageTitle('About Us');
  const shop = useShopInfo();
  return (
    <div className="about-page">
      <div className="about-hero">
        <div className="container about-hero__inner">
          <p className="eyebrow">Our story</p>
          <h1>About Us</h1>
          <p className="about-hero__lead">
            {shop.name} makes high-quality, ethically made jewelry and offers it at a fair price.
          </p>
        </div>
      </div>

      <Section eyebrow="What we stand for" title="Fine Jewelry, Honestly Made">
        <div className="about-story">
          <p>
            We believe a diamond should be chosen for its beauty and its story, not its markup. So we work closely with
            the cutters and growers we trust, set every stone with care and keep our prices fair, for natural and
            lab-grown diamonds alike.
          </p>
          <p>
            Whether you are looking for an engagement ring, a wedding band or a gift, our specialists help you compare
            stones side by side and choose with confidence, in the showroom or by video.
          </p>
        </div>
        <ul className="about-blurbs">
          {PILLARS.map(({ title, text, Icon }) => (
            <li key={title} className="about-blurb">
              <Icon size={32} className="about-blurb__icon" />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow="Our promise" title="Why Customers Choose Us">
        <ul className="about-figures">
          {FIGURES.map(({ value, label }) => (
            <li key={value} className="about-figure">
              <strong className="about-figure__value">{value}</strong>{' '}
              <span className="about-figure__label">{label}</span>
            </li>
          ))}
        </ul>
        <ul className="about-promises">
          {promises(shop.returnDays).map(({ title, text, Icon }) => (
            <li key={title} className="about-promise">
              <Icon size={28} className="about-promise__icon" />
              <div>
                <h3 className="about-promise__title">{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Come and see for yourself" title={`Visit ${shop.name}`}>
        <div className="about-visit">
          <address className="about-visit__address">
            {addressLines(shop.address).map((line) => (
              <span key={line} className="about-visit__line">
                {line}
              </span>
            ))}
            <a href={phoneHref(shop.phone)} className="about-visit__line">
              {shop.phone}
            </a>
            <a href={`mailto:${shop.email}`} className="about-visit__line">
              {shop.email}
            </a>
          </address>
          <OpeningHoursList shop={shop} />
        </div>
        <p className="about-actions">
          <Link to="/book-appointment" className="button button--primary">
            Book Appointment
          </Link>
          <Link to="/contact" className="button button--secondary">
            Contact Us
          </Link>
        </p>
      </Section>
    </div>
  );
}
