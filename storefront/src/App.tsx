import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Root } from './Root';

/**
 * React Router's declarative router: the storefront loads no data through routes, and the data router
 * (createBrowserRouter) would add about 18 KB of gzipped JavaScript to every page (issue 18.4).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return <Root queryClient={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
}
