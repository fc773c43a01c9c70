import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { startEarlyReads } from './earlyReads';
import { preloadRoute } from './routes';
import { QUERY_STATE_ID, queryClientWith } from './ssr/queryClient';
import './styles/fonts.css';
import './styles/theme.css';
import './styles/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The server rendered the page (issue 30) and sent the answers it rendered from: React DOM takes over its
// HTML with the same answers in its cache. Without them (the shell the server sends when a render fails or
// takes too long, or `npm run dev` without the server) the page renders here, its reads started at once.
const queryState = document.getElementById(QUERY_STATE_ID)?.textContent;
const queryClient = queryClientWith(queryState);
if (queryState && rootElement.hasChildNodes()) {
  // The page's code first (the server preloads it with the HTML): hydration then never stops at it.
  void preloadRoute(window.location.pathname).finally(() =>
    hydrateRoot(rootElement, <App queryClient={queryClient} />),
  );
} else {
  startEarlyReads(queryClient, window.location);
  createRoot(rootElement).render(<App queryClient={queryClient} />);
}
