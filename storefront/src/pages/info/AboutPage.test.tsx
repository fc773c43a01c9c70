import { describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, within } from '@testing-library/react';
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

  test('the return promise states the settings’ return period and leads to the returns page', async () => {
    const { main, router } = await renderAbout({ ...defaultShop, returnDays: 14 });
    const claims = main.getByRole('region', { name: 'Why Customers Choose Us' });
    expect(await within(claims).findByRole('heading', { level: 3, name: '14-Day Return Policy' })).toBeInTheDocument();
    expect(within(claims).getByText(/Return or exchange your piece within 14 days\./)).toBeInTheDocument();
    fireEvent.click(within(claims).getByRole('link', { name: 'Read our returns policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/returns');
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
