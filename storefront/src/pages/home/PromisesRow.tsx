import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons/LineIcon';
import { GlobeIcon, RingIcon, SealIcon, ShieldIcon } from '../../components/icons/ServiceIcons';
import './PromisesRow.css';

const promises: { title: string; detail: string; Icon: ComponentType<IconProps> }[] = [
  { title: 'Free Worldwide Delivery', detail: 'Insured and tracked to your door', Icon: GlobeIcon },
  { title: 'Lifetime Warranty', detail: 'Care for every piece, for life', Icon: ShieldIcon },
  { title: 'Free Resizing', detail: 'A perfect fit, on us', Icon: RingIcon },
  { title: 'Certified Quality', detail: 'Independently graded diamonds', Icon: SealIcon },
];

export function PromisesRow() {
  return (
    <section className="promises" aria-label="Our promises">
      <ul className="container promises__list">
        {promises.map(({ title, detail, Icon }) => (
          <li key={title} className="promises__item">
            <Icon size={28} className="promises__icon" />
            <div>
              <p className="promises__title">{title}</p>
              <p className="promises__detail">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
