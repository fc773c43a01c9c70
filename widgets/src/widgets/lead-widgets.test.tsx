import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, waitFor } from '@testing-library/react/pure';
import '../loader';
import { jsonResponse, mockLeadApi, setClock } from '../test-support/lead-api';
import { lumenShop, shadowQueries } from '../test-support/shop-api';
import { addWidget, recordEvents } from '../test-support/partner-page';

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('<gem-contact-form>', () => {
  test('sends a widget lead to the shop, shows the thanks and tells the page without personal details', async () => {
    const api = mockLeadApi({
      'POST /api/contact': () => jsonResponse({ message: 'Thank you for your message!', id: 'msg-1' }, 201),
    });
    const sent = recordEvents('gem:contact-sent');
    const form = shadowQueries(addWidget('gem-contact-form', { heading: 'Write to us', 'heading-level': '3' }));

    expect(await form.findByRole('heading', { level: 3, name: 'Write to us' })).toBeInTheDocument();
    expect(form.getByRole('region', { name: 'Write to us' })).toBeInTheDocument();
    fireEvent.change(form.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Message' }), { target: { value: 'Do you resize rings?' } });
    fireEvent.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText('Thank you for your message!')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/contact')).toEqual([
      { fullName: 'Ada Lovelace', phone: '(020) 7946-0000', message: 'Do you resize rings?', source: 'widget' },
    ]);
    expect(api.urlsSentTo('POST /api/contact')).toEqual(['https://shop.example/api/contact']);
    expect(sent).toEqual([{ widget: 'gem-contact-form', messageId: 'msg-1' }]);
  });

  test('a refused message fires no event', async () => {
    mockLeadApi({ 'POST /api/contact': () => jsonResponse({ statusCode: 429, message: 'Too many requests' }, 429) });
    const sent = recordEvents('gem:contact-sent');
    const form = shadowQueries(addWidget('gem-contact-form'));
    expect(await form.findByRole('heading', { level: 2, name: 'Contact Us' })).toBeInTheDocument();
    fireEvent.change(form.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Too many requests')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test('an empty heading attribute hides the heading but keeps the section named', async () => {
    mockLeadApi();
    const form = shadowQueries(addWidget('gem-contact-form', { heading: '' }));
    expect(await form.findByRole('heading', { name: 'Contact Us' })).toHaveClass('gem-visually-hidden');
  });
});

describe('<gem-booking-form>', () => {
  test('preselects the assistance type from its attribute and books as a widget lead, telling the page the topic and time', async () => {
    setClock('2026-07-06T13:30:00Z'); // Monday 14:30 in London, the shop's zone
    const api = mockLeadApi({
      'POST /api/appointments': () => jsonResponse({ message: 'Appointment booked', id: 'apt-9' }, 201),
    });
    const booked = recordEvents('gem:appointment-booked');
    const element = addWidget('gem-booking-form', {
      'assistance-type': 'engagement ring',
      meeting: 'video',
      'product-ids': 'p1, p2',
    });
    const form = shadowQueries(element);

    expect(await form.findByRole('heading', { level: 2, name: 'Book a Consultation' })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: /What can we help you with/ })).toHaveValue('Engagement Ring');
    expect(form.getByRole('radio', { name: 'By video call' })).toBeChecked();
    fireEvent.change(form.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
    const date = (await form.findByLabelText('Date')) as HTMLInputElement;
    await waitFor(() => expect(date).toBeEnabled());
    fireEvent.change(date, { target: { value: '2026-07-07' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Time' }), { target: { value: '11:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Book Appointment' }));

    expect(await form.findByText('Appointment booked')).toBeInTheDocument();
    // The requested time stands in place of the form, with no link off the partner's page.
    expect(form.getByRole('status')).toHaveTextContent('Tuesday, July 7, 2026 at 11:00 AM (London time)');
    expect(form.queryByRole('link')).not.toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    const [body] = api.bodiesSentTo('POST /api/appointments') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      source: 'widget',
      assistanceType: 'Engagement Ring',
      meetingMode: 'video',
      productIds: ['p1', 'p2'],
    });
    expect(booked).toEqual([
      {
        widget: 'gem-booking-form',
        appointmentId: 'apt-9',
        assistanceType: 'Engagement Ring',
        consultationDateTime: '2026-07-07T11:00:00+01:00',
      },
    ]);
  });

  test('data-currency: the booking records the currency the partner shows prices in, from one read of the shop', async () => {
    setClock('2026-07-06T13:30:00Z');
    const rateSetAt = '2026-07-01T09:00:00.000Z';
    const api = mockLeadApi({
      'GET /api/shop': () =>
        jsonResponse({ ...lumenShop, currencies: [{ code: 'GBP', rate: 0.79, rateSetAt, languages: ['en-GB'] }] }),
      'POST /api/appointments': () => jsonResponse({ message: 'Appointment booked', id: 'apt-10' }, 201),
    });
    const form = shadowQueries(
      addWidget('gem-booking-form', { 'assistance-type': 'Engagement Ring', 'data-currency': 'GBP' }),
    );

    fireEvent.change(await form.findByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
    const date = (await form.findByLabelText('Date')) as HTMLInputElement;
    await waitFor(() => expect(date).toBeEnabled());
    fireEvent.change(date, { target: { value: '2026-07-07' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Time' }), { target: { value: '11:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Book Appointment' }));

    expect(await form.findByText('Appointment booked')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/appointments')).toEqual([expect.objectContaining({ currency: 'GBP' })]);
    const shopReads = api.fetchMock.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : String(input)).endsWith('/api/shop'),
    );
    expect(shopReads).toHaveLength(1);
  });
});
