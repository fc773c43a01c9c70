import { Link } from 'react-router';
import { SparkleIcon } from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
import type { NavItem } from '../../layout/navigation';
import './FeaturedSection.css';

interface FeaturedSectionProps {
  eyebrow: string;
  title: string;
  emptyMessage: string;
  browse: NavItem;
  tone?: 'plain' | 'muted';
}

// The four featured cards (spec 1 §2) arrive with the catalogue issue; until then the empty state shows.
export function FeaturedSection({ eyebrow, title, emptyMessage, browse, tone }: FeaturedSectionProps) {
  return (
    <Section eyebrow={eyebrow} title={title} tone={tone}>
      <div className="featured-empty">
        <SparkleIcon size={32} className="featured-empty__icon" />
        <p>{emptyMessage}</p>
        <Link to={browse.to} className="button button--secondary">
          {browse.label}
        </Link>
      </div>
    </Section>
  );
}
