import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeHref } from '../../components/safeHref';

interface ContentLinkProps {
  /** A storefront path ('/diamonds?shape=oval') or, for staff-made hero slides, an absolute http(s) URL. */
  to: string;
  className?: string;
  children: ReactNode;
}

/** Staff-entered links: storefront paths stay in the app; other sites open as ordinary links. */
export function ContentLink({ to, className, children }: ContentLinkProps) {
  const href = safeHref(to);
  if (!href) return <span className={className}>{children}</span>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
