import { Link } from 'react-router';
import { MessagePage } from './MessagePage';

interface NotFoundPageProps {
  title?: string;
  message?: string;
  /** The list to look in instead (beside Go Home). */
  browse?: { label: string; to: string };
}

/**
 * Spec 1 §8 Not Found: an address that is no page, or a product page of an unknown product (the server
 * answers both with 404, a deleted product with 410; backend/src/web/storefront-page.ts).
 */
export function NotFoundPage({
  title = 'Page Not Found',
  message = 'The page you are looking for does not exist or may have moved.',
  browse = { label: 'Browse Diamonds', to: '/diamonds' },
}: NotFoundPageProps) {
  return (
    <MessagePage eyebrow="Error 404" title={title} message={message}>
      <div className="message-page__actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to={browse.to} className="button button--secondary">
          {browse.label}
        </Link>
      </div>
    </MessagePage>
  );
}
