import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { leadMocks, mockFetch, renderList, renderRecordAddress } from '../test-support/renderResource';
import ContactList from './ContactList';
import type { ContactMessage } from './types';

jest.setTimeout(20_000);

const message = (fields: Partial<ContactMessage> & Pick<ContactMessage, 'id' | 'fullName'>): ContactMessage => ({
  reference: `LJ-${fields.id.slice(-1).repeat(6)}`,
  phone: '555-010-3333',
  email: null,
  message: 'Hello',
  status: 'new',
  adminNotes: null,
  source: 'storefront',
  sourceOrigin: null,
  spam: false,
  // 23:45 UTC on Jan 31 is 6:45 PM in New York, still Jan 31.
  createdAt: '2026-01-31T23:45:00.000Z',
  ...fields,
});

const long =
  'I would like to know whether you can reset the diamond from my grandmother’s ring into a new platinum setting, and how long it would take.';
const eve = message({
  id: 'm-1',
  fullName: 'Eve Lund',
  email: 'eve@shop.test',
  message: long,
  adminNotes: 'Called back',
});
const fay = message({ id: 'm-2', fullName: 'Fay Ng', status: 'resolved' });

const { getList, getOne, update, deleteOne, dataProvider } = leadMocks();

beforeEach(() => {
  for (const mock of [getList, getOne, update, deleteOne]) mock.mockReset();
  getList.mockResolvedValue({ data: [eve, fay], total: 23 });
  forgetShopTimeZone();
  mockFetch('America/New_York');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const render = () => renderList('contacts', ContactList, dataProvider);
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
const lastFilter = () => getList.mock.calls.at(-1)![1].filter;

describe('ContactList', () => {
  test('rows: contact, an 80-character preview, the date in the shop zone, the status dropdown; numbered pages', async () => {
    render();

    const row = await rowOf('Eve Lund');
    expect(row.getByText('eve@shop.test')).toBeInTheDocument();
    expect(row.getByText(`${long.slice(0, 80).trimEnd()}…`)).toBeInTheDocument();
    expect(await row.findByText('Jan 31, 2026, 6:45 PM')).toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status of the message from Eve Lund' })).toHaveValue('new');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 3, perPage: 10 }));
  });

  test('search and status filter send their filter; Show spam adds spam: true', async () => {
    render();
    await rowOf('Eve Lund');

    fireEvent.change(screen.getByPlaceholderText('Search by reference, name, email, phone or message...'), {
      target: { value: 'ring' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Replied' }));
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'ring', status: 'replied' }));

    fireEvent.click(screen.getByRole('switch', { name: 'Show spam' }));
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'ring', status: 'replied', spam: true }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show spam' }));
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'ring', status: 'replied' }));
  });

  test('the inline status dropdown updates the status alone and confirms it', async () => {
    update.mockResolvedValue({ data: { ...eve, status: 'read' } });
    render();

    fireEvent.change((await rowOf('Eve Lund')).getByRole('combobox', { name: 'Status of the message from Eve Lund' }), {
      target: { value: 'read' },
    });

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('contacts');
    expect(params.previousData).toEqual(eve);
    expect(params.data).toEqual({ ...eve, status: 'read' });
    expect(await screen.findByText('Message status updated successfully')).toBeInTheDocument();
  });

  test('details: name, phone, e-mail, date, message, status and notes; Close', async () => {
    render();

    fireEvent.click((await rowOf('Eve Lund')).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Message' }));
    expect(dialog.getByText('eve@shop.test')).toBeInTheDocument();
    expect(dialog.getByText('LJ-111111')).toBeInTheDocument();
    expect(dialog.getByText('555-010-3333')).toBeInTheDocument();
    expect(dialog.getByText(long)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('Called back');
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(await dialog.findByText('Jan 31, 2026, 6:45 PM')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a Reference column, and a search box that says it finds references', async () => {
    render();
    expect((await rowOf('Fay Ng')).getByText('LJ-222222')).toBeInTheDocument();
    expect(screen.getByPlaceholderText(/^Search by reference, /)).toBeInTheDocument();
  });

  test('/contacts/<id>, the staff e-mail’s link, opens that message over the list; Close goes back to the list', async () => {
    getOne.mockImplementation(async (_, { id }) => ({ data: [eve, fay].find((m) => m.id === id)! }));
    renderRecordAddress('contacts', ContactList, dataProvider, 'm-2');
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Message' }));
    expect(dialog.getByText('LJ-222222')).toBeInTheDocument();
    expect(dialog.getByText('Fay Ng')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Eve Lund')).toBeInTheDocument();
  });

  test('details without e-mail leave it out; empty notes are a field to fill', async () => {
    render();

    fireEvent.click((await rowOf('Fay Ng')).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Message' }));
    expect(dialog.queryByText('Email')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('');
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('resolved');
  });

  test('details: a status change and notes (saved on leaving the field) each confirm with a toast', async () => {
    update.mockImplementation(async (_resource, { id, data }) => ({ data: { ...data, id } }));
    render();

    fireEvent.click((await rowOf('Eve Lund')).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Message' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Status' }), { target: { value: 'replied' } });
    expect(await screen.findByText('Message status updated successfully')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toEqual({ ...eve, status: 'replied' });
    // The answer replaces the record the dialog shows.
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('replied'));

    const notes = dialog.getByRole('textbox', { name: 'Admin Notes' });
    fireEvent.change(notes, { target: { value: 'Sent the quote — 2 ½ weeks' } });
    fireEvent.blur(notes);
    expect(await screen.findByText('Message notes updated successfully')).toBeInTheDocument();
    expect(update.mock.calls[1][1].data).toEqual({
      ...eve,
      status: 'replied',
      adminNotes: 'Sent the quote — 2 ½ weeks',
    });

    // Closing reloads the list, which a changed message may have left.
    const loads = getList.mock.calls.length;
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(loads));
  });

  test('a refused status change says it failed', async () => {
    update.mockRejectedValue(new Error('Network down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render();

    fireEvent.change((await rowOf('Fay Ng')).getByRole('combobox', { name: 'Status of the message from Fay Ng' }), {
      target: { value: 'read' },
    });

    expect(await screen.findByText('Failed to update message status. Please try again.')).toBeInTheDocument();
  });

  test('delete names the person and deletes after confirmation', async () => {
    deleteOne.mockResolvedValue({ data: fay });
    render();

    fireEvent.click((await rowOf('Fay Ng')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the message from Fay Ng?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('contacts', expect.objectContaining({ id: 'm-2' })));
  });

  test('nothing found: the hint depends on whether filters are on', async () => {
    getList.mockResolvedValue({ data: [], total: 0 });
    render();

    expect(await screen.findByText('No contact messages found')).toBeInTheDocument();
    expect(screen.getByText('Messages will appear here when customers submit the contact form.')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Search by reference, name, email, phone or message...'), {
      target: { value: 'zz' },
    });
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });
});
