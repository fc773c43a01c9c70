import type { MouseEvent } from 'react';
import './SkipLink.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jumps past the navigation to the page's content. */
export function SkipLink() {
  // Move focus ourselves: following '#main-content' would add a hash entry to the router's history.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
      Skip to content
    </a>
  );
}
