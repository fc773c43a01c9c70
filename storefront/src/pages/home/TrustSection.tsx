import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons/LineIcon';
import { LeafIcon, ReturnIcon, SealIcon, ShieldIcon } from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
import './TrustSection.css';

const blurbs: { title: string; text: string; Icon: ComponentType<IconProps> }[] = [
  {
    title: 'Certified Quality',
    text: 'Every diamond is graded by an independent laboratory, and its certificate comes with it.',
    Icon: SealIcon,
  },
  {
    title: 'Ethically Sourced',
    text: 'Conflict-free natural diamonds and lab-grown stones, traced from source to setting.',
    Icon: LeafIcon,
  },
  {
    title: 'Lifetime Warranty',
    text: 'We look after every piece we make, for as long as you own it.',
    Icon: ShieldIcon,
  },
  {
    title: '30-Day Returns',
    text: 'Changed your mind? Return or exchange your piece within 30 days.',
    Icon: ReturnIcon,
  },
];

export function TrustSection() {
  return (
    <Section tone="muted" eyebrow="Our promise" title="Jewelry You Can Trust">
      <ul className="trust-grid">
        {blurbs.map(({ title, text, Icon }) => (
          <li key={title} className="trust-blurb">
            <Icon size={32} className="trust-blurb__icon" />
            <h3 className="trust-blurb__title">{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
