import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { forgetShopTimeZone } from '../leads/shopTime';
import { leadMocks, mockFetch, renderList, renderRecordAddress } from '../test-support/renderResource';
import { setScreenWidth } from '../test-support/screenWidth';
import AppointmentList from './AppointmentList';
import type { Appointment } from './types';

jest.setTimeout(20_000);

const appointment = (fields: Partial<Appointment> & Pick<Appointment, 'id' | 'fullName'>): Appointment => ({
  email: null,
  phone: '555-010-2222',
  city: null,
  state: null,
  // 15:30 UTC: 10:30 AM in New York.
  consultationDateTime: '2026-03-02T15:30:00.000Z',
  assistanceType: 'Engagement Ring',
  budget: null,
  budgetLabel: 'Not specified',
  additionalDetails: null,
  notes: null,
  status: 'pending',
  meetingMode: 'showroom',
  items: [],
  source: 'storefront',
  sourceOrigin: null,
  spam: false,
  createdAt: '2026-02-20T10:00:00.000Z',
  ...fields,
});

const cy = appointment({
  id: 'a-1',
  fullName: 'Cy Moss',
  email: 'cy@shop.test',
  city: 'Austin',
  state: 'TX',
  budget: 10000,
  budgetLabel: '$10,000 - $25,000',
  additionalDetails: 'Oval, around 2 carats',
  notes: 'Prefers mornings',
  status: 'confirmed',
  reference: 'LJ-7K4M9P',
  meetingMode: 'video',
  items: [
    {
      id: 'p-1',
      name: 'Oval 2.01 ct Lab-Grown Diamond',
      stockNumber: 'LG-2001',
      price: 8450,
      shownPrice: 7774,
      image: null,
    },
  ],
  shownCurrency: 'EUR',
  shownRate: 0.92,
});
const di = appointment({ id: 'a-2', fullName: 'Di Park', status: null, assistanceType: 'Diamond' });

const { getList, getOne, update, deleteOne, dataProvider } = leadMocks();

beforeEach(() => {
  for (const mock of [getList, getOne, update, deleteOne]) mock.mockReset();
  getList.mockResolvedValue({ data: [cy, di], total: 25 });
  forgetShopTimeZone();
  mockFetch('America/New_York');
});

const render = () => renderList('appointments', AppointmentList, dataProvider);
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
const lastFilter = () => getList.mock.calls.at(-1)![1].filter;

describe('AppointmentList', () => {
  test('rows: N/A for a missing e-mail, date and time in the shop zone, service, badges; Showing page X of Y', async () => {
    render();

    const cyRow = await rowOf('Cy Moss');
    expect(cyRow.getByText('cy@shop.test')).toBeInTheDocument();
    expect(await cyRow.findByText('Mar 2, 2026, 10:30 AM')).toBeInTheDocument();
    expect(cyRow.getByText('Engagement Ring')).toBeInTheDocument();
    expect(cyRow.getByText('Confirmed', { selector: '.MuiChip-label' }).closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'green',
    );

    const diRow = await rowOf('Di Park');
    expect(diRow.getByText('N/A')).toBeInTheDocument();
    // A missing status shows as pending.
    expect(diRow.getByText('Pending', { selector: '.MuiChip-label' }).closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'yellow',
    );

    expect(screen.getByText('Showing page 1 of 3')).toBeInTheDocument();
    // Upcoming first: the next consultation at the top.
    expect(getList).toHaveBeenCalledWith(
      'appointments',
      expect.objectContaining({
        sort: { field: 'consultationDateTime', order: 'ASC' },
        filter: { when: 'upcoming' },
      }),
    );
    expect(cyRow.getByText('Video call')).toBeInTheDocument();
    expect(diRow.getByText('Showroom')).toBeInTheDocument();
  });

  test('says Loading appointments... while loading', async () => {
    getList.mockReturnValue(new Promise(() => undefined));
    render();

    expect(await screen.findByText('Loading appointments...')).toBeInTheDocument();
  });

  test('search, status and date filters send their filter', async () => {
    render();
    await rowOf('Cy Moss');

    fireEvent.change(screen.getByPlaceholderText('Search by name or email...'), { target: { value: 'moss' } });
    await waitFor(() => expect(lastFilter()).toEqual({ when: 'upcoming', q: 'moss' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-02' } });
    await waitFor(() =>
      expect(lastFilter()).toEqual({ when: 'upcoming', q: 'moss', status: 'cancelled', date: '2026-03-02' }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'When' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Past' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Meeting' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Video call' }));
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        when: 'past',
        meetingMode: 'video',
        q: 'moss',
        status: 'cancelled',
        date: '2026-03-02',
      }),
    );
  });

  test('the inline select sends only the new status, and says so', async () => {
    update.mockResolvedValue({ data: { ...cy, status: 'completed' } });
    render();

    fireEvent.change((await rowOf('Cy Moss')).getByRole('combobox', { name: "Status of Cy Moss's appointment" }), {
      target: { value: 'completed' },
    });

    expect(await screen.findByText('Appointment status updated successfully')).toBeInTheDocument();
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('appointments');
    expect(params.previousData).toEqual(cy);
    // The record goes whole; what differs from previousData is the status alone.
    const changed = Object.entries(params.data).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(cy[key as keyof Appointment]),
    );
    expect(Object.fromEntries(changed)).toEqual({ status: 'completed' });
  });

  test('a failed update says so', async () => {
    update.mockRejectedValue(new Error('boom'));
    render();

    fireEvent.change((await rowOf('Cy Moss')).getByRole('combobox', { name: "Status of Cy Moss's appointment" }), {
      target: { value: 'cancelled' },
    });

    expect(await screen.findByText('Failed to update appointment status. Please try again.')).toBeInTheDocument();
  });

  test('details: reference, meeting, location, date, time, type, budget label, notes and shortlist', async () => {
    render();

    fireEvent.click((await rowOf('Cy Moss')).getByRole('button', { name: 'View' }));
    const details = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
    expect(details.getByText('LJ-7K4M9P')).toBeInTheDocument();
    expect(details.getByText('Video call')).toBeInTheDocument();
    expect(details.getByText('Not sent yet')).toBeInTheDocument();
    expect(details.getByText('Austin, TX')).toBeInTheDocument();
    expect(await details.findByText('Mar 2, 2026')).toBeInTheDocument();
    expect(details.getByText('10:30 AM')).toBeInTheDocument();
    expect(details.getByText('$10,000 - $25,000')).toBeInTheDocument();
    expect(details.getByText('Oval, around 2 carats')).toBeInTheDocument();
    expect(details.getByText('Prefers mornings')).toBeInTheDocument();
    expect(details.getByText('Oval 2.01 ct Lab-Grown Diamond')).toBeInTheDocument();
    // Booked while reading euros: the shop's USD price and the one the customer read.
    expect(details.getByText('Stock #: LG-2001 · $8,450 (shown €7,774)')).toBeInTheDocument();
    expect(details.getByText('EUR at 0.92 per US$1')).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Confirmed already: no Confirm; a video consultation offers its link.
    expect(details.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Add video link' })).toBeInTheDocument();
  });

  test('Edit status: the dialog is titled for it, says the customer is told, and saves the status alone', async () => {
    update.mockResolvedValue({ data: { ...di, status: 'confirmed' } });
    render();

    fireEvent.click((await rowOf('Di Park')).getByRole('button', { name: 'Edit' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Update appointment status' }));
    expect(edit.queryByRole('textbox', { name: 'Admin Notes' })).not.toBeInTheDocument();
    fireEvent.change(edit.getByRole('combobox', { name: 'Status' }), { target: { value: 'confirmed' } });
    expect(edit.getByText(/no e-mail address: please tell the customer by phone/)).toBeInTheDocument();
    fireEvent.click(edit.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Appointment status updated successfully')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({ status: 'confirmed' });
  });

  test('Add note: titled for it, saved alone, and the toast says Note saved', async () => {
    update.mockResolvedValue({ data: { ...di, notes: 'Bought the oval' } });
    render();

    fireEvent.click((await rowOf('Di Park')).getByRole('button', { name: 'View' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Appointment Details' })).getByRole('button', {
        name: 'Add note',
      }),
    );
    const note = within(await screen.findByRole('dialog', { name: 'Add note' }));
    const notes = note.getByRole('textbox', { name: 'Admin Notes' });
    expect(notes).toHaveAttribute('rows', '4');
    expect(note.getByText('For staff only: the customer is not told.')).toBeInTheDocument();
    fireEvent.change(notes, { target: { value: 'Bought the oval' } });
    fireEvent.click(note.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({ notes: 'Bought the oval', status: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add note' })).not.toBeInTheDocument());
  });

  test('Reschedule: times of the shop’s hours on its clock; a refusal stays in the dialog; then the new time is sent', async () => {
    update.mockRejectedValueOnce(
      new HttpError('Weekday consultations are available from 10:30 AM to 6:30 PM', 400, {
        statusCode: 400,
        message: 'Weekday consultations are available from 10:30 AM to 6:30 PM',
        errors: { consultationDateTime: 'Weekday consultations are available from 10:30 AM to 6:30 PM' },
      }),
    );
    update.mockImplementation(async (_, { data }) => ({ data: { ...cy, ...data } }));
    render();

    fireEvent.click((await rowOf('Cy Moss')).getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule appointment' }));
    expect(await dialog.findByText(/Consultations: Mon–Fri 10:30.AM – 6:30.PM/)).toBeInTheDocument();
    expect(dialog.getByText(/The customer is e-mailed the new time/)).toBeInTheDocument();
    // Tuesday 5 March 2030 in New York.
    fireEvent.change(dialog.getByLabelText('New date'), { target: { value: '2030-03-05' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'New time' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/^10:30.AM$/);
    expect(options.at(-1)).toHaveTextContent(/^6:30.PM$/);
    fireEvent.click(screen.getByRole('option', { name: /^11:00.AM$/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reschedule' }));

    expect(await dialog.findByText('Weekday consultations are available from 10:30 AM to 6:30 PM')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({ consultationDateTime: '2030-03-05T11:00:00-05:00' });

    fireEvent.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Appointment rescheduled. The customer is told by e-mail.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reschedule appointment' })).not.toBeInTheDocument(),
    );
  });

  test('a pending appointment is confirmed from its details, and the toast says the customer is told', async () => {
    const pending = { ...cy, id: 'a-3', fullName: 'Eve Pending', status: 'pending' as const };
    getList.mockResolvedValue({ data: [pending], total: 1 });
    update.mockImplementation(async (_, { data }) => ({ data: { ...pending, ...data } }));
    render();

    fireEvent.click((await rowOf('Eve Pending')).getByRole('button', { name: 'View' }));
    const details = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
    fireEvent.click(details.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Appointment confirmed. The customer is told by e-mail.')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({ status: 'confirmed' });
  });

  test('Cancel appointment asks first, then sends the cancelled status', async () => {
    update.mockImplementation(async (_, { data }) => ({ data: { ...cy, ...data } }));
    render();

    fireEvent.click((await rowOf('Cy Moss')).getByRole('button', { name: 'View' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Appointment Details' })).getByRole('button', {
        name: 'Cancel appointment',
      }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel appointment' }));
    expect(confirm.getByText(/They are e-mailed that it is cancelled/)).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel appointment' }));

    expect(await screen.findByText('Appointment cancelled. The customer is told by e-mail.')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({ status: 'cancelled' });
  });

  test('a video link must be https before it is sent; then it is saved and sent', async () => {
    update.mockImplementation(async (_, { data }) => ({ data: { ...cy, ...data } }));
    render();

    fireEvent.click((await rowOf('Cy Moss')).getByRole('button', { name: 'View' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Appointment Details' })).getByRole('button', {
        name: 'Add video link',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add video link' }));
    const link = dialog.getByRole('textbox', { name: 'Video link' });
    fireEvent.change(link, { target: { value: 'http://meet.example/room' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save and send' }));
    expect(await dialog.findByText('The video link must be an https:// address')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(link, { target: { value: 'https://meet.example/room' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save and send' }));
    expect(await screen.findByText('Video link saved. The customer is told by e-mail.')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({ videoLink: 'https://meet.example/room' });
  });

  test('a person without a budget or location: Not specified, no Location', async () => {
    render();

    fireEvent.click((await rowOf('Di Park')).getByRole('button', { name: 'View' }));
    const details = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
    expect(details.getByText('Not specified')).toBeInTheDocument();
    expect(details.queryByText('Location')).not.toBeInTheDocument();
  });

  test('delete: the warning, the question with name and date, then the toast', async () => {
    deleteOne.mockResolvedValue({ data: cy });
    render();

    fireEvent.click((await rowOf('Cy Moss')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Appointment' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Are you sure you want to delete the appointment for Cy Moss on Mar 2, 2026 at 10:30 AM?',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Appointment deleted successfully')).toBeInTheDocument();
    expect(deleteOne).toHaveBeenCalledWith('appointments', expect.objectContaining({ id: 'a-1' }));
  });

  test('a failed delete says so', async () => {
    deleteOne.mockRejectedValue(new Error('boom'));
    render();

    fireEvent.click((await rowOf('Cy Moss')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Appointment' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete appointment. Please try again.')).toBeInTheDocument();
  });

  test('nothing found: No appointments found', async () => {
    getList.mockResolvedValue({ data: [], total: 0 });
    render();

    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
  });

  test('on a phone: a card per appointment whose status select and View, Edit and Delete still work', async () => {
    setScreenWidth(360);
    update.mockImplementation(async (_, { data }) => ({ data: { ...cy, ...data } }));
    render();

    const card = within((await screen.findByText('Cy Moss')).closest('li')!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await card.findByText('Mar 2, 2026, 10:30 AM')).toBeInTheDocument();
    expect(card.getByText('Engagement Ring')).toBeInTheDocument();
    expect(card.getByText('cy@shop.test')).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Delete'])
      expect(card.getByRole('button', { name: action })).toBeInTheDocument();

    fireEvent.change(card.getByRole('combobox', { name: "Status of Cy Moss's appointment" }), {
      target: { value: 'completed' },
    });
    expect(await screen.findByText('Appointment status updated successfully')).toBeInTheDocument();
  });

  test('/appointments/<id>, the staff e-mail’s link, opens its details over the list, and their actions', async () => {
    getOne.mockImplementation(async (_, { id }) => ({ data: [cy, di].find((a) => a.id === id)! }));
    renderRecordAddress('appointments', AppointmentList, dataProvider, di.id as string);
    const details = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
    expect(details.getByText('Di Park')).toBeInTheDocument();
    fireEvent.click(details.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Add note' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cy Moss')).toBeInTheDocument();
  });
});
