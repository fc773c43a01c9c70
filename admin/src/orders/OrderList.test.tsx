import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { leadMocks, mockFetch, renderList, renderRecordAddress } from '../test-support/renderResource';
import { setScreenWidth } from '../test-support/screenWidth';
import OrderList from './OrderList';
import type { Order } from './types';

const order = (fields: Partial<Order> & Pick<Order, 'id' | 'fullName'>): Order => ({
  reference: `LJ-${fields.id.slice(-1).repeat(6)}`,
  phone: '555-010-0000',
  email: null,
  productName: 'Round 1.01 ct Lab-Grown Diamond',
  productPrice: 12345,
  productImage: 'https://shop.test/media/p1.jpg',
  stockNumber: 'LG-1001',
  productType: 'Diamond',
  status: 'new',
  priority: 'medium',
  adminNotes: null,
  source: 'storefront',
  sourceOrigin: null,
  spam: false,
  createdAt: '2026-01-15T19:05:00.000Z',
  contactedAt: null,
  ...fields,
});

const ada = order({ id: 'o-1', fullName: 'Ada Stone', email: 'ada@shop.test', phone: '555-010-1111' });
const bo = order({
  id: 'o-2',
  fullName: 'Bo Reyes',
  productName: 'Halo Pendant',
  productPrice: null,
  productType: 'Jewelry',
  stockNumber: null,
  status: 'contacted',
  priority: 'urgent',
  source: 'widget',
  sourceOrigin: 'https://partner.example',
  contactedAt: '2026-01-16T09:00:00.000Z',
});

jest.setTimeout(20_000);

const { getList, getOne, update, deleteOne, dataProvider } = leadMocks();
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  for (const mock of [getList, getOne, update, deleteOne]) mock.mockReset();
  getList.mockResolvedValue({ data: [ada, bo], total: 12 });
  getOne.mockImplementation(async (_, { id }) => ({ data: [ada, bo].find((o) => o.id === id)! }));
  localStorage.setItem('shop.adminToken', 'jwt-1');
  forgetShopTimeZone();
  fetchMock = mockFetch('America/New_York');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const render = () => renderList('orders', OrderList, dataProvider);
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
const lastFilter = () => getList.mock.calls.at(-1)![1].filter;

describe('OrderList', () => {
  test('asks for the newest ten orders and shows the total, page X of Y', async () => {
    render();

    expect(await screen.findByText('Total Orders: 12')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }),
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('a row: customer, product with thumbnail, $ price, badges, date in the shop zone (12-hour), source', async () => {
    render();

    const row = await rowOf('Ada Stone');
    expect(row.getByText('ada@shop.test')).toBeInTheDocument();
    expect(row.getByText('555-010-1111')).toBeInTheDocument();
    expect(row.getByText('Round 1.01 ct Lab-Grown Diamond')).toBeInTheDocument();
    expect(row.getByText('Stock #: LG-1001')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Round 1.01 ct Lab-Grown Diamond' })).toHaveAttribute(
      'src',
      'https://shop.test/media/p1.jpg',
    );
    expect(row.getByText('$12,345')).toBeInTheDocument();
    expect(row.getByText('New').closest('[data-colour]')).toHaveAttribute('data-colour', 'blue');
    expect(row.getByText('Medium').closest('[data-colour]')).toHaveAttribute('data-colour', 'yellow');
    // 19:05 UTC is 2:05 PM in New York.
    expect(await row.findByText('Jan 15, 2026, 2:05 PM')).toBeInTheDocument();
    expect(row.getByText('Storefront')).toBeInTheDocument();
    expect(row.getByText('LJ-111111')).toBeInTheDocument();

    const boRow = await rowOf('Bo Reyes');
    expect(boRow.getByText('$0')).toBeInTheDocument();
    expect(boRow.getByText('Contacted').closest('[data-colour]')).toHaveAttribute('data-colour', 'yellow');
    expect(boRow.getByText('Urgent').closest('[data-colour]')).toHaveAttribute('data-colour', 'red');
    expect(boRow.getByText('Widget · partner.example')).toBeInTheDocument();
  });

  test('an order shown in another currency: the USD price, and the price the shopper read, in the row and the details', async () => {
    const cal = order({ id: 'o-3', fullName: 'Cal Gray', shownCurrency: 'GBP', shownRate: 0.79, shownPrice: 9753 });
    getList.mockResolvedValue({ data: [cal, bo], total: 2 });
    getOne.mockResolvedValue({ data: cal });
    render();

    const row = await rowOf('Cal Gray');
    expect(row.getByText('$12,345')).toBeInTheDocument();
    expect(row.getByText('Shown £9,753')).toBeInTheDocument();
    // The shop's own currency needs no second price.
    expect((await rowOf('Bo Reyes')).queryByText(/^Shown /)).not.toBeInTheDocument();

    fireEvent.click(row.getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('$12,345')).toBeInTheDocument();
    expect(dialog.getByText('£9,753 (GBP at 0.79 per US$1)')).toBeInTheDocument();
  });

  test('search, status, priority, product type and spam filters send their filter', async () => {
    render();
    await rowOf('Ada Stone');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search orders' }), { target: { value: 'LG-1001' } });
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'LG-1001' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Processing' }));
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'LG-1001', status: 'processing' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Priority' }));
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Diamonds' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Source' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Widget' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show spam' }));
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        q: 'LG-1001',
        status: 'processing',
        priority: 'high',
        productType: 'Diamond',
        source: 'widget',
        spam: true,
      }),
    );
    // Every filter change returns to page 1.
    expect(getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 1, perPage: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });

  test('the details dialog: status saves at once, priority carries the status, notes save on blur; each confirms', async () => {
    update.mockImplementation(async (_, { data }) => ({ data: { ...ada, ...data } }));
    render();

    fireEvent.click((await rowOf('Ada Stone')).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('Customer Information')).toBeInTheDocument();
    expect(dialog.getByText('Product Information')).toBeInTheDocument();
    expect(dialog.getByText('Not yet contacted')).toBeInTheDocument();
    expect(dialog.getByText('LJ-111111')).toBeInTheDocument();
    expect(await dialog.findByText('Jan 15, 2026, 2:05 PM')).toBeInTheDocument();

    fireEvent.change(dialog.getByRole('combobox', { name: 'Status' }), { target: { value: 'contacted' } });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 'o-1',
      data: expect.objectContaining({ status: 'contacted' }),
      previousData: ada,
    });
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();

    update.mockClear();
    fireEvent.change(dialog.getByRole('combobox', { name: 'Priority' }), { target: { value: 'high' } });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    // The whole order goes, so the priority carries its status (as the dialog shows it).
    expect(update.mock.calls[0][1].data).toMatchObject({ priority: 'high', status: ada.status });
    expect(await screen.findByText('Order priority updated successfully')).toBeInTheDocument();

    update.mockClear();
    const notes = dialog.getByRole('textbox', { name: 'Admin Notes' });
    expect(notes).toHaveAttribute('rows', '3');
    fireEvent.change(notes, { target: { value: 'Called, wants to see it Friday' } });
    expect(update).not.toHaveBeenCalled();
    fireEvent.blur(notes);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ adminNotes: 'Called, wants to see it Friday' });
    expect(await screen.findByText('Order notes updated successfully')).toBeInTheDocument();

    // Leaving the field again without a change sends nothing.
    update.mockClear();
    fireEvent.blur(notes);
    expect(update).not.toHaveBeenCalled();
  });

  test('the search box says it finds references; the table has a Reference column', async () => {
    render();
    expect(await screen.findByPlaceholderText(/^Search by reference, /)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
  });

  test('/orders/<id>, the staff e-mail’s link, opens that order’s details over the list; Close goes back to the list', async () => {
    renderRecordAddress('orders', OrderList, dataProvider, 'o-2');
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(await dialog.findByText('Bo Reyes')).toBeInTheDocument();
    expect(dialog.getByText('LJ-222222')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 'o-2' }));
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ada Stone')).toBeInTheDocument();
  });

  test('a refused status change in the details dialog says it failed', async () => {
    update.mockRejectedValue(new Error('Network down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render();

    fireEvent.click((await rowOf('Ada Stone')).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Status' }), { target: { value: 'completed' } });

    expect(await screen.findByText('Failed to update order status. Please try again.')).toBeInTheDocument();
  });

  test('delete asks with the spec wording, then deletes', async () => {
    deleteOne.mockResolvedValue({ data: bo });
    render();

    fireEvent.click((await rowOf('Bo Reyes')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Order' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this order from Bo Reyes? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Order' }));

    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 'o-2' })));
  });

  test('Export downloads export.csv with the filter, the sort and the bearer token', async () => {
    fetchMock = mockFetch('America/New_York', () => new Response('id\n', { headers: { 'Content-Type': 'text/csv' } }));
    const createObjectURL = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    render();
    await rowOf('Ada Stone');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'New' }));
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'new' }));

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('export.csv'))!;
    expect(url).toBe(
      `/api/admin/orders/export.csv?filter=${encodeURIComponent('{"status":"new"}')}&sort=${encodeURIComponent('["createdAt","DESC"]')}`,
    );
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  test('nothing found: the spec empty state', async () => {
    getList.mockResolvedValue({ data: [], total: 0 });
    render();

    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Orders will appear here when customers place them.')).toBeInTheDocument();
  });

  test('on a phone: a card per order with its key facts, and View still opens the details', async () => {
    setScreenWidth(375);
    render();

    const card = within((await screen.findByText('Ada Stone')).closest('li')!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Round 1.01 ct Lab-Grown Diamond')).toBeInTheDocument();
    expect(card.getByText('$12,345')).toBeInTheDocument();
    expect(card.getByText('New')).toBeInTheDocument();
    expect(card.getByText('Medium')).toBeInTheDocument();
    expect(await card.findByText('Jan 15, 2026, 2:05 PM')).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'Order Details' })).toBeInTheDocument();
  });
});
