import { describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { defaultShop } from '@gem-shop/widgets/shop';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const privacy = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  html: '<h2>What we store, and why</h2><ul><li>Your name</li></ul><p>Write to <a href="mailto:a@b.example">a@b.example</a>.</p>',
  updatedAt: null,
};

describe('the legal pages (issue 29)', () => {
  test('the footer’s Privacy Policy opens /privacy-policy, which shows the server’s text in the site layout', async () => {
    mockApi({
      'GET /api/shop': () => jsonResponse(defaultShop),
      'GET /api/legal-pages/privacy-policy': () => jsonResponse(privacy),
    });
    const { router } = renderRoute('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await main.findByRole('heading', { level: 2, name: 'What we store, and why' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'a@b.example' })).toHaveAttribute('href', 'mailto:a@b.example');
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(document.title).toBe(`Privacy Policy | ${defaultShop.name}`);
    expect(main.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  test('a page staff saved says when', async () => {
    mockApi({
      'GET /api/shop': () => jsonResponse(defaultShop),
      'GET /api/legal-pages/returns': () =>
        jsonResponse({
          slug: 'returns',
          title: 'Returns & Exchanges',
          html: '<p>Within 14 days.</p>',
          updatedAt: '2026-11-20T10:00:00.000Z',
        }),
    });
    renderRoute('/returns');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Within 14 days.')).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeInTheDocument();
    expect(main.getByText('Last updated November 20, 2026')).toBeInTheDocument();
  });

  test('shows that it is loading, then an error with Try Again that asks once more', async () => {
    let calls = 0;
    mockApi({
      'GET /api/shop': () => jsonResponse(defaultShop),
      'GET /api/legal-pages/terms': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse({
              slug: 'terms',
              title: 'Terms of Service',
              html: '<p>Orders are requests.</p>',
              updatedAt: null,
            });
      },
    });
    renderRoute('/terms');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const alert = await main.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await main.findByText('Orders are requests.')).toBeInTheDocument();
    expect(main.queryByRole('alert')).not.toBeInTheDocument();
  });

  test.each([
    ['/returns', 'Returns & Exchanges'],
    ['/shipping', 'Shipping Info'],
    ['/cookie-policy', 'Cookie Policy'],
  ])('%s is a page of its own, titled %s while it loads', async (path, title) => {
    mockApi({ 'GET /api/shop': () => jsonResponse(defaultShop) });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
