import { Link } from 'react-router';
import { DiamondShapeIcon, type DiamondShape } from '../../components/shapes/DiamondShapeIcon';
import { Section } from '../../components/Section';
import './ShapeSection.css';

export const diamondShapes: { shape: DiamondShape; popular: boolean }[] = [
  { shape: 'Round', popular: true },
  { shape: 'Oval', popular: true },
  { shape: 'Princess', popular: false },
  { shape: 'Emerald', popular: false },
  { shape: 'Cushion', popular: true },
  { shape: 'Pear', popular: false },
  { shape: 'Heart', popular: false },
  { shape: 'Marquise', popular: false },
];

export function ShapeSection() {
  return (
    <Section
      tone="muted"
      eyebrow="Loose diamonds"
      title="Shop Diamonds by Shape"
      intro="Every shape has its own character. Start with the one you love."
    >
      <ul className="shape-grid">
        {diamondShapes.map(({ shape, popular }) => (
          <li key={shape}>
            <Link to={`/diamonds?shape=${shape.toLowerCase()}`} className="shape-tile">
              <DiamondShapeIcon shape={shape} size={64} />
              <span className="shape-tile__name">{shape}</span>
              {popular && <span className="shape-tile__badge">Popular</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
