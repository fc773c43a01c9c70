import type { ReactNode } from 'react';
import { BrandMark } from '../layout/BrandMark';
import { usePageTitle } from './usePageTitle';
import './MessagePage.css';

interface MessagePageProps {
  title: string;
  eyebrow?: string;
  message: string;
  /** The page's way on, under the message (wrap buttons in `.message-page__actions`). */
  children?: ReactNode;
}

/** A page that only has something to say, such as Page Not Found: heading, the brand's mark, a message, links. */
export function MessagePage({ title, eyebrow, message, children }: MessagePageProps) {
  usePageTitle(title);
  return (
    <div className="message-page">
      <div className="container message-page__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="message-page__title">{title}</h1>
        <div className="message-page__divider" aria-hidden="true">
          <BrandMark />
        </div>
        <p className="message-page__message">{message}</p>
        {children}
      </div>
    </div>
  );
}
