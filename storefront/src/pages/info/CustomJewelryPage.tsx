import { Link } from 'react-router';
import { PlaceholderPage } from '../PlaceholderPage';

export function CustomJewelryPage() {
  return (
    <PlaceholderPage eyebrow="Bespoke" title="Custom Jewelry">
      <div className="placeholder-page__actions">
        <Link to="/book-appointment" className="button button--primary">
          Book a Consultation
        </Link>
      </div>
    </PlaceholderPage>
  );
}
