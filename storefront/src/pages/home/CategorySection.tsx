import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
import { defaultCategories } from './defaultCategories';
import './CategorySection.css';

export function CategorySection() {
  return (
    <Section eyebrow="Collections" title="Shop by Category" intro="Find the piece that marks your moment.">
      <ul className="category-grid">
        {defaultCategories.map(({ title, description, linkUrl, Icon }) => (
          <li key={title}>
            <Link to={linkUrl} className="category-tile">
              <span className="category-tile__art">
                <Icon size={56} />
              </span>
              <span className="category-tile__title">{title}</span>
              <span className="category-tile__description">{description}</span>
              <span className="category-tile__more" aria-hidden="true">
                Explore <ArrowRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
