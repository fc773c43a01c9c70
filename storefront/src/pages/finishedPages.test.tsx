import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { appRoutes } from '../routes';
import { mockFetch, renderRoute } from '../test/renderApp';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

/** Words of an unfinished page, which no page of the shop may show. */
const UNFINISHED = /coming in a later release|under construction|coming soon/i;

/** Every page the route tree declares, with 'sample' for its parameters; '*' stands for an unknown path. */
function declaredPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const children = (within: string) => (route.children ? declaredPaths(route.children, within) : []);
    if (route.index) return [base || '/'];
    if (route.path === '*') return ['/no-such-page'];
    if (!route.path) return children(base);
    // The routes' paths come from page-paths.json, absolute.
    const path = (route.path.startsWith('/') ? route.path : `${base}/${route.path}`).replace(/:\w+/g, 'sample');
    return [path, ...children(path)];
  });
}

beforeEach(() => {
  mockFetch();
});

describe('no page of the storefront is a placeholder', () => {
  const paths = declaredPaths(appRoutes);

  test('the route tree is walked', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/contact',
        '/diamonds/sample',
        '/my-account',
        '/reset-password/sample',
        '/no-such-page',
      ]),
    );
  });

  test.each(paths)('%s', async (path) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    // The main content, not the footer: its social links are labelled as placeholders on purpose (spec 1 §2).
    expect(screen.getByRole('main').textContent).not.toMatch(UNFINISHED);
  });
});
