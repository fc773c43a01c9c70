import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ContentLinkProps {
  /** A storefront path ('/diamonds?shape=oval') or, for staff-made hero slides, an absolute http(s) URL. */
  to: string;
  className?: string;
  children: ReactNode;
}

/** Staff-entered links: storefront paths stay in the app; other sites open as ordinary links. */
export function ContentLink({ to, className, children }: ContentLinkProps) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
