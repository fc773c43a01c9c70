import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultShop } from '@gem-shop/widgets/shop';
import { addToShortlist } from '../../shortlist/shortlistEdits';
import { CUSTOMER_TOKEN_KEY, customer } from '../../test/accountFixtures';
import { productDto } from '../../test/catalogFixtures';
import { deferred, mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const ID_A = '5f0c1d2e-0000-4000-8000-00000000000a';
const ID_B = '5f0c1d2e-0000-4000-8000-00000000000b';

afterEach(() => {
  jest.useRealTimers();
  document.body.style.overflow = '';
});

/** Fakes only Date: the booking slots depend on it, Testing Library's waits do not. */
function setClock(iso: string) {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'hrtime',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
  jest.setSystemTime(new Date(iso));
}

const bodies = async (requests: Request[]) => Promise.all(requests.map((request) => request.clone().json()));
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('/contact', () => {
  test('signed in, the form has the customer’s details filled in; the thanks gives the reference', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    mockApi({
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
      'POST /api/contact': () =>
        jsonResponse({ message: 'Thank you for contacting us!', id: 'c1', reference: 'LJ-24817Z' }, 201),
    });
    renderRoute('/contact');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    type('Message', 'Do you engrave?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('LJ-24817Z')).toBeInTheDocument();
    localStorage.clear();
  });

  test('the shared contact form posts to /api/contact; the showroom facts come from GET /api/shop', async () => {
    const answer = deferred<Response>();
    const api = mockApi({
      'GET /api/shop': () =>
        jsonResponse({ ...defaultShop, phone: '+44 20 0000 1111', email: 'showroom@shop.example' }),
      'POST /api/contact': () => answer.promise,
    });
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: '+44 20 0000 1111' })).toHaveAttribute('href', 'tel:+442000001111');
    expect(main.getByRole('link', { name: 'showroom@shop.example' })).toHaveAttribute(
      'href',
      'mailto:showroom@shop.example',
    );
    expect(main.getByText('12 Hatton Garden')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Schedule Now' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    expect(within(screen.getByRole('main')).getAllByText('Monday – Friday').length).toBeGreaterThan(0);

    type('Full Name', 'Ada Lovelace');
    type('Phone Number', '020 7946 0000');
    type('Message', 'Do you resize rings?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending Your Message...' })).toBeDisabled();
    expect(await bodies(api.requestsTo('POST /api/contact'))).toEqual([
      { fullName: 'Ada Lovelace', phone: '020 7946 0000', message: 'Do you resize rings?', source: 'storefront' },
    ]);
    answer.resolve(
      jsonResponse({ message: 'Thank you for contacting us! We will get back to you soon.', id: 'c1' }, 201),
    );
    expect(
      await within(screen.getByRole('main')).findByText('Thank you for contacting us! We will get back to you soon.'),
    ).toBeInTheDocument();
  });
});

describe('shop facts from the settings (issue 10)', () => {
  const changedShop = {
    ...defaultShop,
    name: 'Aurora Diamonds',
    phone: '+1 212 555 0100',
    email: 'care@aurora.example',
    address: {
      line1: '580 Fifth Avenue',
      line2: 'Suite 12',
      city: 'New York',
      postcode: 'NY 10036',
      country: 'United States',
    },
    timeZone: 'America/New_York',
    openingHours: defaultShop.openingHours.map((day) =>
      day.day === 'sunday' ? { day: 'sunday' as const, open: '12:00', close: '16:00' } : day,
    ),
  };

  test('/about-us shows the showroom, phone, e-mail and hours staff set', async () => {
    mockApi({ 'GET /api/shop': () => jsonResponse(changedShop) });
    renderRoute('/about-us');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Visit Aurora Diamonds' })).toBeInTheDocument();
    expect(main.getByText('Suite 12')).toBeInTheDocument();
    expect(main.getByText('New York NY 10036')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '+1 212 555 0100' })).toHaveAttribute('href', 'tel:+12125550100');
    expect(main.getByRole('link', { name: 'care@aurora.example' })).toHaveAttribute(
      'href',
      'mailto:care@aurora.example',
    );
    expect(main.getByText('New York time')).toBeInTheDocument();
  });

  /** The contact page's Opening Hours panel once the settings have loaded. */
  async function contactHoursPanel() {
    renderRoute('/contact');
    expect(await within(await screen.findByRole('main')).findByText('Suite 12')).toBeInTheDocument();
    return within(screen.getByRole('region', { name: 'Opening Hours' }));
  }

  test('/contact: with Sunday closed, as in the spec’s week, the booking sentence offers Monday to Saturday and promises nothing for Sunday', async () => {
    mockApi({ 'GET /api/shop': () => jsonResponse({ ...changedShop, openingHours: defaultShop.openingHours }) });
    const hours = await contactHoursPanel();
    expect(
      hours.getByText('Consultations can be booked Monday – Saturday during opening hours, at least an hour ahead.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/by appointment only/i)).not.toBeInTheDocument();
    expect(hours.getByRole('link', { name: 'Schedule Now' })).toHaveAttribute('href', '/book-appointment');
  });

  test('/contact: when staff open on Sundays and ask two hours’ notice, the sentence says every day and two hours', async () => {
    mockApi({ 'GET /api/shop': () => jsonResponse({ ...changedShop, bookingNoticeMinutes: 120 }) });
    const hours = await contactHoursPanel();
    expect(
      hours.getByText('Consultations can be booked every day during opening hours, at least 2 hours ahead.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/by appointment only/i)).not.toBeInTheDocument();
  });

  test('/contact: a shop closed all week offers no booking', async () => {
    mockApi({
      'GET /api/shop': () =>
        jsonResponse({
          ...changedShop,
          openingHours: defaultShop.openingHours.map(({ day }) => ({ day, closed: true })),
        }),
    });
    const hours = await contactHoursPanel();
    expect(hours.queryByText(/Consultations can be booked/)).not.toBeInTheDocument();
    expect(hours.queryByRole('link', { name: 'Schedule Now' })).not.toBeInTheDocument();
  });
});

describe('/book-appointment', () => {
  test('names the requested pieces found in the shortlist, counts the others', async () => {
    mockApi({ 'GET /api/shop': () => jsonResponse(defaultShop) });
    addToShortlist(productDto({ id: ID_A, name: 'Oval Lab Diamond', stockNumber: 'LG-00000A' }));
    addToShortlist(productDto({ id: ID_B, name: 'Halo Engagement Ring', stockNumber: 'JW-00000B' }));
    const { unmount } = renderRoute(`/book-appointment?items=${ID_B},${ID_A}`);
    const list = await screen.findByRole('list', {
      name: 'We will have these pieces from your shortlist ready for you:',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Halo Engagement Ring (SKU JW-00000B)', 'Oval Lab Diamond (SKU LG-00000A)']);
    unmount();

    // A link from another browser (or a piece since taken off the shortlist): named where known, else counted.
    const ID_C = '5f0c1d2e-0000-4000-8000-00000000000c';
    renderRoute(`/book-appointment?items=${ID_A},${ID_C}`);
    const mixed = await screen.findByRole('list', { name: /these pieces from your shortlist/ });
    expect(
      within(mixed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oval Lab Diamond (SKU LG-00000A)', 'and 1 more piece']);
    localStorage.clear();
  });

  test('books in the shop’s zone from GET /api/shop and sends the shortlist from ?items=', async () => {
    setClock('2026-07-06T13:30:00Z'); // Monday 14:30 in London
    const api = mockApi({
      'GET /api/shop': () => jsonResponse(defaultShop),
      'POST /api/appointments': () =>
        jsonResponse(
          { message: 'Your appointment has been booked! We will contact you shortly to confirm.', id: 'p1' },
          201,
        ),
    });
    renderRoute(`/book-appointment?items=${ID_A},not-an-id,${ID_B},${ID_A}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeInTheDocument();
    expect(screen.getByText(/the 2 pieces from your shortlist/)).toBeInTheDocument();
    const date = screen.getByLabelText('Date');
    await waitFor(() => expect(date).toBeEnabled());
    expect(date).toHaveAttribute('min', '2026-07-06');

    type('Full Name', 'Ada Lovelace');
    type('Phone Number', '+44 20 7946 0000');
    fireEvent.change(date, { target: { value: '2026-07-07' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), { target: { value: '16:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'What can we help you with?' }), {
      target: { value: 'Diamond' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(
      await within(screen.getByRole('main')).findByText(
        'Your appointment has been booked! We will contact you shortly to confirm.',
      ),
    ).toBeInTheDocument();
    expect(await bodies(api.requestsTo('POST /api/appointments'))).toEqual([
      {
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0000',
        consultationDateTime: '2026-07-07T16:00:00+01:00',
        assistanceType: 'Diamond',
        meetingMode: 'showroom',
        productIds: [ID_A, ID_B],
        source: 'storefront',
      },
    ]);
  });

  test('signed in, the booking has the customer’s name, e-mail and phone filled in', async () => {
    setClock('2026-07-06T13:30:00Z');
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    mockApi({
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
      'GET /api/shop': () => jsonResponse(defaultShop),
    });
    renderRoute('/book-appointment');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+44 20 7946 0000');
    localStorage.clear();
  });

  test('?meeting=video (the home page’s virtual appointment link) chooses the video call', async () => {
    setClock('2026-07-06T13:30:00Z');
    mockApi({ 'GET /api/shop': () => jsonResponse(defaultShop) });
    renderRoute('/book-appointment?meeting=video');
    const group = await screen.findByRole('group', { name: 'How would you like to meet?' });
    expect(within(group).getByRole('radio', { name: 'By video call' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'In our showroom' })).not.toBeChecked();
  });

  test('when the shop settings cannot be loaded, the spec’s hours stand in', async () => {
    setClock('2026-07-06T13:30:00Z');
    mockApi({});
    renderRoute('/book-appointment');
    const date = await screen.findByLabelText('Date');
    await waitFor(() => expect(date).toBeEnabled());
    fireEvent.change(date, { target: { value: '2026-07-12' } });
    expect(screen.getByText('No consultations available on Sundays')).toBeInTheDocument();
  });
});

describe('/custom-jewelry', () => {
  test('explains the making of a custom piece, with the booking form preset to Customize Jewelry', async () => {
    mockApi({ 'GET /api/shop': () => jsonResponse(defaultShop) });
    renderRoute('/custom-jewelry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Jewelry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Crafting' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'What can we help you with?' })).toHaveValue('Customize Jewelry');
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeInTheDocument();
  });
});

describe('order dialog on the product page', () => {
  test('Confirm Order opens the dialog; the order goes to /api/orders with the product id; Close returns focus', async () => {
    const product = productDto();
    const api = mockApi({
      [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }),
      'POST /api/orders': () => jsonResponse({ id: 'o1' }, 201),
    });
    renderRoute(`/diamonds/${product.id}`);
    const confirm = await screen.findByRole('button', { name: 'Confirm Order' });
    confirm.focus();
    fireEvent.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Order' });
    expect(within(dialog).getByText(product.name)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    type('Full Name', 'Ada Lovelace');
    type('Phone Number', '+44 20 7946 0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog', { name: 'Order Placed!' })).toHaveTextContent(
      'Thank you for your order! We will contact you soon to process your request.',
    );
    expect(await bodies(api.requestsTo('POST /api/orders'))).toEqual([
      { fullName: 'Ada Lovelace', phone: '+44 20 7946 0000', productId: product.id, source: 'storefront' },
    ]);
    const closeButtons = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons.at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toHaveFocus();
  });

  test('signed in, the dialog has the customer’s name, e-mail and phone filled in and says no payment is taken', async () => {
    const product = productDto();
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const api = mockApi({
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
      'GET /api/shop': () => jsonResponse({ ...defaultShop, replyTime: 'within one working day' }),
      [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }),
      'POST /api/orders': () =>
        jsonResponse({ message: 'Thank you for your order!', id: 'o1', reference: 'LJ-7K4M9P' }, 201),
    });
    renderRoute(`/diamonds/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Order' }));
    const line =
      'No payment is taken: this is a request for us to contact you, and we will get in touch within one working day.';
    expect(await dialog.findByText(line)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace'));
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+44 20 7946 0000');
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    const placed = within(await screen.findByRole('dialog', { name: 'Order Placed!' }));
    expect(placed.getByText(line)).toBeInTheDocument();
    expect(placed.getByText('LJ-7K4M9P')).toBeInTheDocument();
    const [order] = api.requestsTo('POST /api/orders');
    expect(order.headers.get('Authorization')).toBe('Bearer customer-jwt');
    expect(await order.json()).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com' });
    localStorage.clear();
  });

  test('Buy Now in the generic view opens the same dialog', async () => {
    const ring = productDto({
      productType: 'ring',
      name: 'Signet Ring',
      availability: { status: 'in-stock', label: 'In Stock (8 available)', canOrder: true },
    });
    mockApi({ [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }) });
    renderRoute(`/rings/${ring.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Order' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Full Name' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
