import { Link } from 'react-router';
import { CatalogHero } from '../../catalog/CatalogHero';
import { JewelryCatalog } from '../../catalog/JewelryCatalog';
import { usePageMeta } from '../../catalog/usePageMeta';

const COLLECTIONS = {
  engagement: {
    title: 'Engagement Rings',
    eyebrow: 'The engagement collection',
    intro:
      'Solitaires, halos and three-stone rings, each set with a certified diamond and made to be worn for a lifetime.',
    description:
      'Engagement rings with certified natural and lab-grown diamonds: solitaire, halo and three-stone settings in gold and platinum.',
  },
  wedding: {
    title: 'Wedding Bands',
    eyebrow: 'The wedding collection',
    intro:
      'Classic, diamond and eternity bands in gold and platinum, to match your engagement ring or stand on their own.',
    description: 'Wedding bands in gold and platinum: classic, diamond-set and eternity bands for every couple.',
  },
} as const;

/** /engagement and /wedding: the collection's landing page, the jewelry search pre-filtered by category. */
export function CollectionPage({ collection }: { collection: keyof typeof COLLECTIONS }) {
  const { title, eyebrow, intro, description } = COLLECTIONS[collection];
  usePageMeta(title, description);
  return (
    <JewelryCatalog
      fixedCategory={collection}
      detailBase={`/${collection}`}
      hero={
        <CatalogHero eyebrow={eyebrow} title={title} intro={intro}>
          <div className="catalog-hero__actions">
            <Link to="/book-appointment" className="button button--primary">
              Book Appointment
            </Link>
            <Link to="/custom-jewelry" className="button button--secondary">
              Design Your Own
            </Link>
          </div>
        </CatalogHero>
      }
    />
  );
}
