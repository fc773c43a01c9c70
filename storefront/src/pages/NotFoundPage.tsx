import { Link } from 'react-router';
import { PlaceholderPage } from './PlaceholderPage';

export function NotFoundPage() {
  return (
    <PlaceholderPage
      eyebrow="Error 404"
      title="Page Not Found"
      message="The page you are looking for does not exist or may have moved."
      homeLink={false}
    >
      <div className="placeholder-page__actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/diamonds" className="button button--secondary">
          Browse Diamonds
        </Link>
      </div>
    </PlaceholderPage>
  );
}
