import { Link } from 'react-router';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage
      eyebrow="Error 404"
      title="Page Not Found"
      message="The page you are looking for does not exist or may have moved."
    >
      <div className="message-page__actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/diamonds" className="button button--secondary">
          Browse Diamonds
        </Link>
      </div>
    </MessagePage>
  );
}
