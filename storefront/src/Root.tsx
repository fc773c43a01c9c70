import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { appRoutes } from './routes';
import { type DeclaredHead, ServerHead } from './ssr/pageHead';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The storefront as both renders draw it: the browser's (main.tsx, inside BrowserRouter) and the server's
 * (entry-server.tsx, inside StaticRouter). The same tree on both sides is what lets React hydrate the
 * server's HTML without a mismatch.
 */
export function Root({
  queryClient,
  router,
  head = null,
}: {
  queryClient: QueryClient;
  router: (routes: ReactNode) => ReactNode;
  /** The server render's collector of the page's title and description. */
  head?: DeclaredHead | null;
}) {
  return (
    <StrictMode>
      <ServerHead value={head}>
        <QueryClientProvider client={queryClient}>{router(<AppRoutes />)}</QueryClientProvider>
      </ServerHead>
    </StrictMode>
  );
}
