import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';
import './MessagePage.css';

/** Spec 1 §8 'Global render error' (components/ErrorBoundary.tsx shows it). */
export function ErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <div className="message-page" role="alert">
      <div className="container message-page__inner">
        <h1 className="message-page__title">Something went wrong.</h1>
        <p className="message-page__message">Please try again, or return to the home page.</p>
        <div className="message-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
          <Link to="/" className="button button--secondary" reloadDocument>
            Go Home
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Used when the layout itself fails: the message still needs a main landmark. */
export function RootErrorPage() {
  return (
    <main id="main-content">
      <ErrorPage />
    </main>
  );
}
