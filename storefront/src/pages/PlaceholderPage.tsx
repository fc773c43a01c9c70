import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../layout/BrandMark';
import { usePageTitle } from './usePageTitle';
import './PlaceholderPage.css';

export const COMING_SOON = 'This page is coming in a later release.';

interface PlaceholderPageProps {
  title: string;
  eyebrow?: string;
  message?: string;
  /** Page-specific links or facts shown under the message. */
  children?: ReactNode;
  /** Off when the page's own actions already lead home. */
  homeLink?: boolean;
}

/** A finished-looking page for screens whose real content arrives in a later issue. */
export function PlaceholderPage({ title, eyebrow, message = COMING_SOON, children, homeLink = true }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <div className="placeholder-page">
      <div className="container placeholder-page__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="placeholder-page__title">{title}</h1>
        <div className="placeholder-page__divider" aria-hidden="true">
          <BrandMark />
        </div>
        <p className="placeholder-page__message">{message}</p>
        {children}
        {homeLink && (
          <p className="placeholder-page__home">
            <Link to="/">Return to the home page</Link>
          </p>
        )}
      </div>
    </div>
  );
}
