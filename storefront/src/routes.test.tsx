import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import pagePaths from './page-paths.json';
import { appRoutes } from './routes';
import { mockFetch, renderRoute } from './test/renderApp';

beforeEach(() => {
  mockFetch();
});

function pageHeading() {
  return screen.getByRole('heading', { level: 1 });
}

describe('routes of spec 1 §2', () => {
  test.each([
    ['/', 'Brilliance, ethically made.'],
    ['/diamonds', 'Diamonds'],
    ['/jewelry', 'Jewelry Collection'],
    // Product pages ask the API; with the network down they say so (then go back to their list).
    ['/jewelry/abc123', 'Oops!'],
    ['/diamonds/abc123', 'Oops!'],
    ['/rings/abc123', 'Oops!'],
    ['/engagement/abc123', 'Oops!'],
    ['/wedding/abc123', 'Oops!'],
    ['/custom-jewelry', 'Custom Jewelry'],
    ['/about-us', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/book-appointment', 'Book an Appointment'],
    ['/engagement', 'Engagement Rings'],
    ['/wedding', 'Wedding Bands'],
    ['/login', 'Sign In'],
    ['/register', 'Create an Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password/some-token', 'Reset Password'],
  ])('%s shows "%s" inside header, main and footer', async (path, heading) => {
    renderRoute(path);
    // Catalogue and product pages load on demand.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(pageHeading());
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  test('/my-account sits behind the user guard: a visitor is sent to Sign In', async () => {
    const { router } = renderRoute('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('/engagement and /wedding are landing pages of their collections, no longer under construction', async () => {
    renderRoute('/wedding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding Bands' })).toBeInTheDocument();
    expect(screen.queryByText('This page is under construction.')).not.toBeInTheDocument();
    expect(await screen.findByText('Failed to load jewelry. Please try again later.')).toBeInTheDocument();
  });

  test('each page sets the document title', () => {
    renderRoute('/about-us');
    expect(document.title).toBe('About Us | Lumen Jewelers');
  });

  test.each(['/no-such-page', '/diamonds/abc/extra', '/reset-password'])(
    'unknown path %s shows Page Not Found with a Go Home link',
    async (path) => {
      const { router } = renderRoute(path);
      expect(pageHeading()).toHaveTextContent('Page Not Found');
      const goHome = screen.getByRole('link', { name: 'Go Home' });
      expect(goHome).toHaveAttribute('href', '/');

      fireEvent.click(goHome);
      expect(await screen.findByRole('heading', { level: 1, name: 'Brilliance, ethically made.' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  test.each([
    ['/ABOUT-US', 'About Us'],
    ['/About-Us', 'About Us'],
    ['/Diamonds', 'Diamonds'],
    ['/BOOK-APPOINTMENT', 'Book an Appointment'],
  ])('path matching ignores case: %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('layout', () => {
  test('the skip link moves focus to the main content', () => {
    renderRoute('/');
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink).toHaveAttribute('href', '#main-content');
    fireEvent.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('root error boundary', () => {
  /** The real route tree, with the About page replaced by one that throws while rendering. */
  function routesWithBrokenAboutPage(routes: RouteObject[]): RouteObject[] {
    function Broken(): never {
      throw new Error('render failed');
    }
    return routes.map((route) =>
      route.path === pagePaths.pages.aboutUs
        ? { ...route, element: <Broken /> }
        : ({ ...route, children: route.children && routesWithBrokenAboutPage(route.children) } as RouteObject),
    );
  }

  test('a page that fails to render shows "Something went wrong." and keeps the navigation', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderRoute('/about-us', { routes: routesWithBrokenAboutPage(appRoutes) });
      expect(pageHeading()).toHaveTextContent('Something went wrong.');
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Diamonds' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
  });
});

describe('the one list of pages', () => {
  /** Every path the route tree answers (the index route is '/'), the catch-all left out. */
  function routePaths(routes: RouteObject[]): string[] {
    return routes.flatMap((route) => [
      ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
      ...routePaths(route.children ?? []),
    ]);
  }

  test('the routes are exactly the pages of page-paths.json, which the server reads to answer 404 for anything else', () => {
    const listed = [...Object.values(pagePaths.pages), ...Object.values(pagePaths.productPages)];
    expect(routePaths(appRoutes).sort()).toEqual(listed.sort());
  });

  test('each page names the module it loads on demand, which the server preloads with the page (issue 18.3)', () => {
    const { pages, pageModules } = pagePaths;
    expect(Object.keys(pageModules).sort()).toEqual([...Object.keys(pages), 'productPage'].sort());
    // The modules routes.tsx imports on demand are exactly those the list names: neither can drift.
    const routesSource = readFileSync(join(process.cwd(), 'src/routes.tsx'), 'utf8');
    const imported = [...routesSource.matchAll(/import\('\.\/(pages\/[^']+)'\)/g)].map(([, path]) => path);
    const named = Object.values(pageModules).map((module) => module.replace(/^src\//, '').replace(/\.tsx?$/, ''));
    expect([...new Set(imported)].sort()).toEqual([...new Set(named)].sort());
  });
});
