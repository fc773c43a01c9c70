import { Link } from 'react-router';
import { PlaceholderPage } from '../PlaceholderPage';

interface UnderConstructionPageProps {
  title: string;
  /** Where the visitor can already browse the same pieces. */
  browsePath: string;
}

/** Spec 1 §2: /engagement and /wedding say the page is under construction. */
export function UnderConstructionPage({ title, browsePath }: UnderConstructionPageProps) {
  return (
    <PlaceholderPage eyebrow="Coming soon" title={title} message="This page is under construction.">
      <div className="placeholder-page__actions">
        <Link to={browsePath} className="button button--secondary">
          Browse the Collection
        </Link>
      </div>
    </PlaceholderPage>
  );
}
