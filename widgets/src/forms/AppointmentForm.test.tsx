import { afterEach, describe, expect, test, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { deferred, jsonResponse, mockLeadApi, repeat, setClock } from '../test-support/lead-api';
import { lumenShop } from '../test-support/shop-api';
import { AppointmentForm, MESSAGES } from './index';

jest.setTimeout(20_000);

const IDS = [1, 2, 3, 4, 5, 6].map((n) => `5f0c1d2e-0000-4000-8000-00000000000${n}`);

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

const text = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(text(name), { target: { value } });
const dateInput = () => screen.getByLabelText('Date') as HTMLInputElement;
const timeSelect = () => screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
const choose = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
const timeOptions = () =>
  within(timeSelect())
    .getAllByRole('option')
    .map((option) => option.textContent!.replaceAll('\u00a0', ' '));

/** Monday 6 July 2026, 14:30 in London (BST), already 01:30 on Tuesday in Auckland, the tests' zone. */
const LONDON_MONDAY_1430 = '2026-07-06T13:30:00Z';

async function renderReady(props: Parameters<typeof AppointmentForm>[0] = {}) {
  render(<AppointmentForm {...props} />);
  await waitFor(() => expect(dateInput()).toBeEnabled());
}

async function fillValid() {
  type('Full Name', 'Ada Lovelace');
  type('Phone Number', '+44 20 7946 0000');
  fireEvent.change(dateInput(), { target: { value: '2026-07-07' } });
  fireEvent.change(timeSelect(), { target: { value: '11:00' } });
  choose('What can we help you with?', 'Engagement Ring');
}

describe('AppointmentForm: the date and time picker, in the shop’s zone', () => {
  test('min is the shop’s today; today offers the slots an hour ahead; the hours line names the zone', async () => {
    setClock(LONDON_MONDAY_1430);
    expect(new Date().getDate()).toBe(7); // the browser's clock already says Tuesday
    const api = mockLeadApi();
    await renderReady();
    expect(api.fetchMock.mock.calls.map(([request]) => (request as Request).url)).toEqual([
      'http://localhost/api/shop',
    ]);
    expect(dateInput()).toHaveAttribute('min', '2026-07-06');
    expect(timeSelect()).toBeDisabled();
    expect(timeOptions()).toEqual(['Choose a date first']);
    expect(
      screen.getByText(/Consultations: Mon–Fri 10:30.AM – 6:30.PM, Sat 10:30.AM – 5:30.PM, Sun closed \(London time\)/),
    ).toBeInTheDocument();

    fireEvent.change(dateInput(), { target: { value: '2026-07-06' } });
    expect(timeOptions()).toEqual([
      'Select a time',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
      '5:00 PM',
      '5:30 PM',
      '6:00 PM',
      '6:30 PM',
    ]);
    fireEvent.change(dateInput(), { target: { value: '2026-07-11' } });
    expect(timeOptions()).toHaveLength(1 + 15);
    expect(timeOptions().at(-1)).toBe('5:30 PM');
  });

  test('Sundays and past days are refused with the spec’s messages and offer no times', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi();
    await renderReady();
    fireEvent.change(dateInput(), { target: { value: '2026-07-12' } });
    expect(screen.getByText('No consultations available on Sundays')).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAccessibleDescription(expect.stringContaining('No consultations available on Sundays'));
    expect(timeSelect()).toBeDisabled();
    fireEvent.change(dateInput(), { target: { value: '2026-07-05' } });
    expect(screen.getByText('Consultation date and time must be in the future')).toBeInTheDocument();
    fireEvent.change(dateInput(), { target: { value: '2026-07-08' } });
    expect(screen.queryByText('Consultation date and time must be in the future')).not.toBeInTheDocument();
    expect(timeSelect()).toBeEnabled();
  });

  test('late in the day no times are left today', async () => {
    setClock('2026-07-06T17:45:00Z'); // 18:45 London
    mockLeadApi();
    await renderReady();
    fireEvent.change(dateInput(), { target: { value: '2026-07-06' } });
    expect(timeOptions()).toEqual(['No times left on this day']);
  });

  test.each([
    ['summer', '2026-07-07', '11:00', '2026-07-07T11:00:00+01:00'],
    ['winter', '2026-11-24', '10:30', '2026-11-24T10:30:00+00:00'],
  ])('sends the chosen time as an instant with the shop’s offset (%s)', async (_season, date, time, sent) => {
    setClock(LONDON_MONDAY_1430);
    const api = mockLeadApi({ 'POST /api/appointments': () => jsonResponse({ message: 'Booked!', id: 'p1' }, 201) });
    await renderReady();
    await fillValid();
    fireEvent.change(dateInput(), { target: { value: date } });
    fireEvent.change(timeSelect(), { target: { value: time } });
    submit();
    await screen.findByRole('status');
    expect(api.bodiesSentTo('POST /api/appointments')).toEqual([
      {
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0000',
        consultationDateTime: sent,
        assistanceType: 'Engagement Ring',
        meetingMode: 'showroom',
        source: 'storefront',
      },
    ]);
  });

  test('follows the zone GET /api/shop names (a New York showroom)', async () => {
    setClock('2026-07-06T13:30:00Z'); // 09:30 in New York
    mockLeadApi({ 'GET /api/shop': () => jsonResponse({ ...lumenShop, timeZone: 'America/New_York' }) });
    await renderReady();
    fireEvent.change(dateInput(), { target: { value: '2026-07-06' } });
    expect(timeOptions()[1]).toBe('10:30 AM');
    expect(screen.getByText(/\(New York time\)/)).toBeInTheDocument();
  });

  test('a time chosen long ago that has passed by the submit is refused', async () => {
    setClock(LONDON_MONDAY_1430);
    const api = mockLeadApi();
    await renderReady();
    await fillValid();
    fireEvent.change(dateInput(), { target: { value: '2026-07-06' } });
    fireEvent.change(timeSelect(), { target: { value: '15:30' } });
    jest.setSystemTime(new Date('2026-07-06T14:45:00Z'));
    submit();
    expect(await screen.findByText('Consultation date and time must be in the future')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/appointments')).toEqual([]);
  });
});

describe('AppointmentForm: client rules', () => {
  test('required fields with the spec’s messages; focus on the first; nothing sent', async () => {
    setClock(LONDON_MONDAY_1430);
    const api = mockLeadApi();
    await renderReady();
    submit();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Consultation date and time is required')).toBeInTheDocument();
    expect(screen.getByText('Please select what we can help you with')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'What can we help you with?' })).toHaveAccessibleDescription(
      'Please select what we can help you with',
    );
    expect(text('Full Name')).toHaveFocus();
    // Editing clears each error.
    fireEvent.change(dateInput(), { target: { value: '2026-07-07' } });
    expect(screen.queryByText('Consultation date and time is required')).not.toBeInTheDocument();
    choose('What can we help you with?', 'Diamond');
    expect(screen.queryByText('Please select what we can help you with')).not.toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/appointments')).toEqual([]);
  });

  test.each([
    ['name 100 passes', 'Full Name', repeat(100), null],
    ['name 101', 'Full Name', repeat(101), 'Name must be less than 100 characters'],
    ['bad e-mail', 'Email', 'ada@', 'Invalid email address'],
    ['phone of 9 digits', 'Phone Number', '020 7946 00', 'Please enter a valid phone number'],
    ['phone of 10 digits passes', 'Phone Number', '0207946000', null],
    ['phone with + ( ) . - and spaces: 12 digits passes', 'Phone Number', '+44 (20) 7946.0000-', null],
    ['phone of 15 digits passes', 'Phone Number', '+123 456 789 012 345', null],
    ['phone of 16 digits', 'Phone Number', '1234567890123456', 'Please enter a valid phone number'],
    ['phone with letters', 'Phone Number', '020 7946 000A', 'Please enter a valid phone number'],
    ['phone with a + inside', 'Phone Number', '020+79460000', 'Please enter a valid phone number'],
    ['details 2000 passes', 'Additional Details', repeat(2000), null],
    ['details 2001', 'Additional Details', repeat(2001), 'Details must be less than 2000 characters'],
  ])('%s', async (_title, name, value, message) => {
    setClock(LONDON_MONDAY_1430);
    const api = mockLeadApi({ 'POST /api/appointments': () => jsonResponse({ id: 'p1' }, 201) });
    await renderReady();
    await fillValid();
    type(name, value);
    submit();
    if (message) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(text(name)).toHaveAttribute('aria-invalid', 'true');
      expect(api.bodiesSentTo('POST /api/appointments')).toEqual([]);
    } else {
      await waitFor(() => expect(api.bodiesSentTo('POST /api/appointments')).toHaveLength(1));
    }
  });
});

describe('AppointmentForm: in the showroom or by video', () => {
  test('asks where to meet, the showroom chosen by default; the choice is sent', async () => {
    setClock(LONDON_MONDAY_1430);
    const api = mockLeadApi({ 'POST /api/appointments': () => jsonResponse({ id: 'p1' }, 201) });
    await renderReady();
    const group = screen.getByRole('group', { name: 'How would you like to meet?' });
    const showroom = within(group).getByRole('radio', { name: 'In our showroom' });
    const video = within(group).getByRole('radio', { name: 'By video call' });
    expect(showroom).toBeChecked();
    expect(video).toHaveAccessibleDescription('We will e-mail you a link to join.');
    await fillValid();
    fireEvent.click(video);
    expect(video).toBeChecked();
    expect(showroom).not.toBeChecked();
    submit();
    await waitFor(() => expect(api.bodiesSentTo('POST /api/appointments')).toHaveLength(1));
    expect(api.bodiesSentTo('POST /api/appointments')[0]).toMatchObject({ meetingMode: 'video' });
  });

  test('a page can preselect the video call (the home page’s virtual appointment link)', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi();
    await renderReady({ meetingMode: 'video' });
    expect(screen.getByRole('radio', { name: 'By video call' })).toBeChecked();
  });
});

describe('AppointmentForm: after booking', () => {
  test('the requested time in words on the shop’s clock, where and the reference replace the form; a link leads back to the shop', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi({
      'POST /api/appointments': () =>
        jsonResponse({ message: MESSAGES.appointmentBooked, id: 'p1', reference: 'LJ-7K4M9P' }, 201),
    });
    await renderReady();
    await fillValid();
    fireEvent.click(screen.getByRole('radio', { name: 'By video call' }));
    submit();
    const status = await screen.findByRole('status');
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent(MESSAGES.appointmentBooked);
    expect(status).toHaveTextContent('Requested time' + 'Tuesday, July 7, 2026 at 11:00 AM (London time)');
    expect(status).toHaveTextContent('WhereBy video call (we will e-mail you a link to join)');
    expect(status).toHaveTextContent('Your reference: LJ-7K4M9P. Please quote it if you contact us.');
    expect(status).toHaveTextContent('We will confirm your requested time');
    expect(within(status).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    // No second booking is offered: the form and its button are gone.
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });

  test('a shop whose locale is en-GB writes the requested time the British way', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi({
      'GET /api/shop': () => jsonResponse({ ...lumenShop, locale: 'en-GB' }),
      'POST /api/appointments': () => jsonResponse({ id: 'p1', reference: 'LJ-7K4M9P' }, 201),
    });
    await renderReady();
    await fillValid();
    submit();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Requested time' + 'Tuesday, 7 July 2026 at 11:00 (London time)');
  });

  test('a signed-in shopper finds their name, e-mail and phone filled in', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi();
    await renderReady({ contact: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' } });
    expect(text('Full Name')).toHaveValue('Ada Lovelace');
    expect(text('Email')).toHaveValue('ada@example.com');
    expect(text('Phone Number')).toHaveValue('+44 20 7946 0000');
  });

  test('a partner’s page may show no link away', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi({ 'POST /api/appointments': () => jsonResponse({ id: 'p1', reference: 'LJ-7K4M9P' }, 201) });
    await renderReady({ shopLink: null });
    await fillValid();
    submit();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Where' + 'In our showroom');
    expect(within(status).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('AppointmentForm: sending', () => {
  test("'Booking...' while busy; every field, the preset type, the budget band and the shortlist are sent; green thanks", async () => {
    setClock(LONDON_MONDAY_1430);
    const answer = deferred<Response>();
    const api = mockLeadApi({ 'POST /api/appointments': () => answer.promise });
    await renderReady({
      assistanceType: 'Customize Jewelry',
      productIds: [IDS[0], IDS[1], IDS[0], ...IDS.slice(2)],
      source: 'widget',
    });
    expect(screen.getByRole('combobox', { name: 'What can we help you with?' })).toHaveValue('Customize Jewelry');
    const budgets = within(screen.getByRole('combobox', { name: 'Budget' })).getAllByRole('option');
    expect(budgets.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Select a budget', ''],
      ['Under $5,000', '0'],
      ['$5,000 - $10,000', '5000'],
      ['$10,000 - $25,000', '10000'],
      ['$25,000 - $50,000', '25000'],
      ['Above $50,000', '50000'],
    ]);
    expect(
      within(screen.getByRole('combobox', { name: 'What can we help you with?' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option', 'Diamond', 'Engagement Ring', 'Wedding Ring', 'Customize Jewelry']);
    type('Full Name', 'Ada Lovelace');
    type('Email', 'ada@example.com');
    type('Phone Number', '+44 20 7946 0000');
    type('City', 'London');
    type('State', 'Greater London');
    fireEvent.change(dateInput(), { target: { value: '2026-07-08' } });
    fireEvent.change(timeSelect(), { target: { value: '12:30' } });
    choose('Budget', '0');
    type('Additional Details', 'An oval, about 2 carats.');
    submit();
    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled();
    expect(api.bodiesSentTo('POST /api/appointments')).toEqual([
      {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        city: 'London',
        state: 'Greater London',
        consultationDateTime: '2026-07-08T12:30:00+01:00',
        assistanceType: 'Customize Jewelry',
        budget: 0,
        additionalDetails: 'An oval, about 2 carats.',
        meetingMode: 'showroom',
        productIds: IDS.slice(0, 5),
        source: 'widget',
      },
    ]);
    answer.resolve(jsonResponse({ id: 'p1' }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.appointmentBooked);
  });

  test('server errors per field (the time too) and the server message in red; `msg` is read first', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi({
      'POST /api/appointments': () =>
        jsonResponse(
          {
            statusCode: 400,
            message: 'Saturday consultations are available from 10:30 AM to 5:30 PM',
            errors: { consultationDateTime: 'Saturday consultations are available from 10:30 AM to 5:30 PM' },
          },
          400,
        ),
    });
    await renderReady();
    await fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Saturday consultations are available from 10:30 AM to 5:30 PM',
    );
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(timeSelect()).toHaveAttribute('aria-invalid', 'true');

    mockLeadApi({ 'POST /api/appointments': () => jsonResponse({ msg: 'Slot taken', message: 'Bad Request' }, 400) });
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Slot taken'));
  });

  test('the shop’s defaults stand in when GET /api/shop fails', async () => {
    setClock(LONDON_MONDAY_1430);
    mockLeadApi({ 'GET /api/shop': () => jsonResponse({ statusCode: 500, message: 'x' }, 500) });
    await renderReady();
    fireEvent.change(dateInput(), { target: { value: '2026-07-07' } });
    expect(timeOptions()[1]).toBe('10:30 AM');
  });
});
