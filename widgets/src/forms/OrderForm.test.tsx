import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { deferred, jsonResponse, mockLeadApi, repeat } from '../test-support/lead-api';
import { productFixture } from '../test-support/products';
import { MESSAGES, OrderDialog, OrderForm, type LeadContact, type OrderedProduct } from './index';
import { lumenShop } from '../test-support/shop-api';

const PRODUCT_ID = '5f0c1d2e-0000-4000-8000-000000000001';
const created = (message = 'Thank you for your order! We will contact you soon to process your request.') =>
  jsonResponse({ message, id: 'a1' }, 201);

afterEach(() => {
  document.body.replaceChildren();
  document.body.style.overflow = '';
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

function fillValid() {
  type('Full Name', 'Ada Lovelace');
  type('Phone Number', '+44 20 7946 0000');
}

describe('OrderForm: client rules (spec 1 §5)', () => {
  test('required fields: messages on submit, tied to their fields, focus on the first; nothing is sent', async () => {
    const api = mockLeadApi();
    render(<OrderForm productId={PRODUCT_ID} />);
    submit();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(field('Phone Number')).toHaveAccessibleDescription('Phone number is required');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Full Name')).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  test('editing a field clears its own error only', async () => {
    mockLeadApi();
    render(<OrderForm productId={PRODUCT_ID} />);
    submit();
    await screen.findByText('Full name is required');
    type('Full Name', 'A');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  test.each([
    ['name of 100 characters passes', 'Full Name', repeat(100), null],
    ['name of 101 characters', 'Full Name', repeat(101), 'Name must be less than 100 characters'],
    ['message of 2000 characters passes', 'Message', repeat(2000), null],
    ['message of 2001 characters', 'Message', repeat(2001), 'Message must be less than 2000 characters'],
    ['e-mail without a domain', 'Email', 'ada@example', 'Please enter a valid email address'],
    ['phone of 9 characters', 'Phone Number', '123456789', 'Please enter a valid phone number'],
    ['phone of 10 digits passes', 'Phone Number', '1234567890', null],
    ['phone of 20 characters passes', 'Phone Number', '+44 (020) 7946-00000', null],
    ['phone of 21 characters', 'Phone Number', '+44 (020) 7946-000000', 'Please enter a valid phone number'],
    ['phone with letters', 'Phone Number', '020 7946 ABCD', 'Please enter a valid phone number'],
    ['phone with dots', 'Phone Number', '020.7946.0000', 'Please enter a valid phone number'],
  ])('%s', async (_title, name, value, message) => {
    const api = mockLeadApi({ 'POST /api/orders': () => created() });
    render(<OrderForm productId={PRODUCT_ID} />);
    fillValid();
    type(name, value);
    submit();
    if (message) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(api.fetchMock).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(api.bodiesSentTo('POST /api/orders')).toHaveLength(1));
    }
  });
});

describe('OrderForm: sending', () => {
  test('busy text and disabled button while sending; the body speaks the contract; success resets with a green banner', async () => {
    const answer = deferred<Response>();
    const api = mockLeadApi({ 'POST /api/orders': () => answer.promise });
    render(<OrderForm productId={PRODUCT_ID} apiBase="https://shop.example" />);
    type('Full Name', '  Ada Lovelace ');
    type('Phone Number', '+44 20 7946 0000');
    type('Email', 'ada@example.com');
    type('Message', 'Ring size M, please.');
    submit();
    const busy = await screen.findByRole('button', { name: 'Placing Order...' });
    expect(busy).toBeDisabled();
    expect(api.urlsSentTo('POST /api/orders')).toEqual(['https://shop.example/api/orders']);
    expect(api.bodiesSentTo('POST /api/orders')).toEqual([
      {
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0000',
        email: 'ada@example.com',
        message: 'Ring size M, please.',
        productId: PRODUCT_ID,
        source: 'storefront',
      },
    ]);
    answer.resolve(created('Thanks, Ada!'));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Thanks, Ada!');
    expect(banner).toHaveClass('gem-banner--success');
    expect(field('Full Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  test('empty optional fields are left out; source widget is sent', async () => {
    const api = mockLeadApi({ 'POST /api/orders': () => created() });
    render(<OrderForm productId={PRODUCT_ID} source="widget" />);
    fillValid();
    submit();
    await screen.findByRole('status');
    expect(api.bodiesSentTo('POST /api/orders')).toEqual([
      { fullName: 'Ada Lovelace', phone: '+44 20 7946 0000', productId: PRODUCT_ID, source: 'widget' },
    ]);
  });

  test('a success answer without a message shows the spec text', async () => {
    mockLeadApi({ 'POST /api/orders': () => jsonResponse({ id: 'a1' }, 201) });
    render(<OrderForm productId={PRODUCT_ID} />);
    fillValid();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.orderPlaced);
  });

  test('server errors show per field and in a red banner; editing clears the field', async () => {
    mockLeadApi({
      'POST /api/orders': () =>
        jsonResponse(
          {
            statusCode: 400,
            message: 'Please enter a valid phone number',
            errors: { phone: 'Please enter a valid phone number', productId: 'This product is currently unavailable' },
          },
          400,
        ),
    });
    render(<OrderForm productId={PRODUCT_ID} />);
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid phone number');
    expect(alert).toHaveClass('gem-banner--error');
    expect(field('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(field('Phone Number')).toHaveFocus();
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    type('Phone Number', '020 7946 0001');
    expect(field('Phone Number')).not.toHaveAttribute('aria-invalid');
  });

  test('429 shows the server message; a failure without one, or no network, shows the fallback', async () => {
    mockLeadApi({
      'POST /api/orders': jest
        .fn<(request: Request) => Response>()
        .mockReturnValueOnce(
          jsonResponse({ statusCode: 429, message: 'Too many requests. Please try again later.' }, 429),
        )
        .mockReturnValueOnce(new Response('Bad gateway', { status: 502 })),
    });
    render(<OrderForm productId={PRODUCT_ID} />);
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
    mockLeadApi();
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  test('the honeypot is hidden from people and sent when filled', async () => {
    const api = mockLeadApi({ 'POST /api/orders': () => created() });
    const { container } = render(<OrderForm productId={PRODUCT_ID} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot.closest('.gem-honeypot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    fillValid();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    submit();
    await screen.findByRole('status');
    expect(api.bodiesSentTo('POST /api/orders')[0]).toMatchObject({ website: 'https://spam.example' });
  });
});

const stone = productFixture({
  id: PRODUCT_ID,
  productType: 'lab-grown',
  name: '1.51 Carat Round Lab-Grown Diamond',
  stockNumber: 'LG-000151',
});

function WithOpener({ product = stone, contact }: { product?: OrderedProduct; contact?: LeadContact }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Confirm Order
      </button>
      <OrderDialog open={open} onClose={() => setOpen(false)} product={product} contact={contact} />
    </>
  );
}

describe('OrderDialog', () => {
  test('opens titled Confirm Order, focus on the first field, traps Tab, Escape closes and returns focus', async () => {
    mockLeadApi();
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Confirm Order' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Order' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('1.51 Carat Round Lab-Grown Diamond')).toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    const submitButton = within(dialog).getByRole('button', { name: 'Place Order' });
    submitButton.focus();
    fireEvent.keyDown(submitButton, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(submitButton).toHaveFocus();

    type('Full Name', 'Ada');
    fireEvent.keyDown(field('Full Name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(opener);
    expect(field('Full Name')).toHaveValue('');
  });

  test('shows the piece requested: its picture named after it, name, SKU and the sale price it costs, the listed price struck through', () => {
    mockLeadApi();
    const onSale = productFixture({
      name: 'Émeraude Halo Ring — 18K “Aurore”',
      stockNumber: 'JW-ÉM-0007',
      price: 1005,
      onSale: true,
      salePrice: 905,
      originalPrice: 1200,
      mainImage: '/media/ab/halo.webp',
      images: ['/media/ab/halo.webp', 'https://cdn.supplier.example/side.jpg'],
    });
    render(<WithOpener product={onSale} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Order' });
    const inside = within(dialog);
    expect(inside.getByRole('img', { name: 'Émeraude Halo Ring — 18K “Aurore”' })).toHaveAttribute(
      'src',
      '/media/ab/halo.webp',
    );
    expect(inside.getByText('SKU: JW-ÉM-0007')).toBeInTheDocument();
    // The shopper pays the sale price; the price it replaces (not the older original) is struck through.
    expect(inside.getByText('$905')).not.toHaveClass('gem-order-summary__was');
    expect(inside.getByText('$1,005').closest('s')).not.toBeNull();
    expect(inside.queryByText('$1,200')).toBeNull();
    // Screen readers hear what is being requested with the title.
    expect(dialog).toHaveAccessibleDescription(
      'Émeraude Halo Ring — 18K “Aurore” SKU: JW-ÉM-0007 $905 Was $1,005 No payment is taken: this is a request for us to contact you.',
    );
  });

  test('off sale it shows the price, with a higher original price struck through; without a usable picture, no broken image', () => {
    mockLeadApi();
    const { unmount } = render(
      <WithOpener product={productFixture({ price: 4200, originalPrice: 4800, mainImage: null, images: [] })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Confirm Order' }));
    expect(dialog.getByText('$4,200')).toBeInTheDocument();
    expect(dialog.getByText('$4,800').closest('s')).not.toBeNull();
    expect(dialog.queryByRole('img')).toBeNull();
    unmount();

    render(<WithOpener product={productFixture({ price: 4200, mainImage: '/media/gone.jpg' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    dialog = within(screen.getByRole('dialog', { name: 'Confirm Order' }));
    expect(dialog.getByText('$4,200').parentElement?.querySelector('s')).toBeNull();
    fireEvent.error(dialog.getByRole('img', { name: 'Halo Engagement Ring' }));
    expect(dialog.queryByRole('img')).toBeNull();
    expect(dialog.getByText('Halo Engagement Ring')).toBeInTheDocument();
  });

  test('success shows Order Placed! with the server text; Close returns to an empty form', async () => {
    const api = mockLeadApi({ 'POST /api/orders': () => created('We will call you today.') });
    render(<WithOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    fillValid();
    submit();
    expect(await screen.findByRole('dialog', { name: 'Order Placed!' })).toHaveTextContent('We will call you today.');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus());
    expect(api.bodiesSentTo('POST /api/orders')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Order' })).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('');
  });

  test('says no payment is taken and when the shop answers (Settings), before sending and after, with the reference', async () => {
    const api = mockLeadApi({
      'GET /api/shop': () => jsonResponse({ ...lumenShop, replyTime: 'within two hours' }),
      'POST /api/orders': () => jsonResponse({ message: MESSAGES.orderPlaced, id: 'a1', reference: 'LJ-7K4M9P' }, 201),
    });
    render(<WithOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const line =
      'No payment is taken: this is a request for us to contact you, and we will get in touch within two hours.';
    expect(await within(screen.getByRole('dialog', { name: 'Confirm Order' })).findByText(line)).toBeInTheDocument();
    fillValid();
    submit();
    const placed = within(await screen.findByRole('dialog', { name: 'Order Placed!' }));
    expect(placed.getByText(MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(placed.getByText(line)).toBeInTheDocument();
    expect(placed.getByText('LJ-7K4M9P').closest('p')).toHaveTextContent(
      'Your reference: LJ-7K4M9P. Please quote it if you contact us.',
    );
    expect(api.bodiesSentTo('POST /api/orders')).toHaveLength(1);
  });

  test('a signed-in shopper finds their name, e-mail and phone filled in, sent as shown, and there again next time', async () => {
    const api = mockLeadApi({ 'POST /api/orders': () => created() });
    const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
    render(<WithOpener contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Phone Number')).toHaveValue('+44 20 7946 0000');
    expect(field('Message')).toHaveValue('');
    submit();
    await screen.findByRole('dialog', { name: 'Order Placed!' });
    expect(api.bodiesSentTo('POST /api/orders')[0]).toMatchObject(contact);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  test('contact details that arrive after the form opens fill only what is still empty', async () => {
    mockLeadApi();
    const { rerender } = render(<OrderForm productId={PRODUCT_ID} />);
    type('Full Name', 'Typed Name');
    rerender(<OrderForm productId={PRODUCT_ID} contact={{ fullName: 'Ada Lovelace', email: 'ada@example.com' }} />);
    expect(field('Full Name')).toHaveValue('Typed Name');
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  test('success without a server message thanks with the spec text; Cancel closes the form', async () => {
    mockLeadApi({ 'POST /api/orders': () => jsonResponse({}, 201) });
    render(<WithOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    fillValid();
    submit();
    expect(await screen.findByText(MESSAGES.orderPlaced)).toBeInTheDocument();
  });

  test('works inside a shadow root: focus trap and focus return look through the shadow boundary', async () => {
    mockLeadApi();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(<WithOpener />, { container: mount });
    const inside = within(shadow as unknown as HTMLElement);
    const opener = inside.getByRole('button', { name: 'Confirm Order' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = inside.getByRole('dialog', { name: 'Confirm Order' });
    expect(shadow.activeElement).toBe(inside.getByRole('textbox', { name: 'Full Name' }));
    const place = within(dialog).getByRole('button', { name: 'Place Order' });
    place.focus();
    fireEvent.keyDown(place, { key: 'Tab' });
    expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(shadow.activeElement!, { key: 'Escape' });
    expect(inside.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shadow.activeElement).toBe(opener);
  });
});
