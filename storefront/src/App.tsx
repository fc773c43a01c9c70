import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * React Router's declarative router: the storefront loads no data through routes, and the data router
 * (createBrowserRouter) would add about 18 KB of gzipped JavaScript to every page (issue 18.4).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
