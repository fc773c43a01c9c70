import { describe, expect, jest, test } from '@jest/globals';
import { configure, screen, within } from '@testing-library/react';
import { defaultShop } from '@gem-shop/widgets/shop';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

async function renderAbout(shop = defaultShop) {
  mockApi({ 'GET /api/shop': () => jsonResponse(shop) });
  const view = renderRoute('/about-us');
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'About Us' });
  return { ...view, main };
}

describe('/about-us (spec 1 §1–2)', () => {
  test('tells the brand story under the shop’s name from the settings', async () => {
    const { main } = await renderAbout({ ...defaultShop, name: 'Aurora & Söhne Diamonds' });
    expect(
      await main.findByText(
        'Aurora & Söhne Diamonds makes high-quality, ethically made jewelry and offers it at a fair price.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('About Us | Aurora & Söhne Diamonds');
    for (const pillar of ['Certified Quality', 'Ethical Sourcing', 'Lifetime Warranty']) {
      expect(main.getByRole('heading', { level: 3, name: pillar })).toBeInTheDocument();
    }
  });

  test('makes the spec’s static claims', async () => {
    const { main } = await renderAbout();
    const claims = main.getByRole('region', { name: 'Why Customers Choose Us' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['900+ happy customers', '98% customer satisfaction']));
    for (const promise of [
      'Lifetime Care',
      '30-Day Return Policy',
      'Free Worldwide Shipping',
      'Conflict-Free Stones',
    ]) {
      expect(within(claims).getByRole('heading', { level: 3, name: promise })).toBeInTheDocument();
    }
  });

  test('leads on to booking an appointment and to the contact page', async () => {
    const { main, router } = await renderAbout();
    expect(main.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    const contact = main.getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact');
    contact.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });
});
