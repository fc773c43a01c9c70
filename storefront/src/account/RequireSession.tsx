import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession, type SignInRedirectState } from './useSession';
import './RequireSession.css';

/** The user guard (spec 2 §2): its pages need someone signed in; anonymous visitors sign in first. */
export function RequireSession() {
  const { session, isChecking, checkFailed, recheck } = useSession();
  const { pathname, search, hash } = useLocation();
  // Whether this page had someone signed in: Sign Out (or a session the server ended) goes to its own page,
  // and while that page's code loads this one stays on screen with the session gone.
  const hadSession = useRef(false);
  if (session) hadSession.current = true;

  if (isChecking) {
    return (
      <p className="session-check container" role="status">
        Loading...
      </p>
    );
  }
  if (checkFailed) {
    return (
      <div className="session-check container" role="alert">
        <p>We could not check your sign-in. Please try again.</p>
        <button type="button" className="button button--secondary" onClick={recheck}>
          Try Again
        </button>
      </div>
    );
  }
  if (!session) {
    if (hadSession.current) return null;
    const state: SignInRedirectState = { from: { pathname, search, hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
