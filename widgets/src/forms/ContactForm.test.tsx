import { afterEach, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deferred, jsonResponse, mockLeadApi, repeat } from '../test-support/lead-api';
import { ContactForm, MESSAGES } from './index';

afterEach(() => document.body.replaceChildren());

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillValid() {
  type('Full Name', 'Ada Lovelace');
  type('Phone Number', '(020) 7946-0000');
  type('Message', 'Do you resize rings?');
}

describe('ContactForm', () => {
  test('required: name, phone and message (spec 1 §5); e-mail optional', async () => {
    const api = mockLeadApi();
    render(<ContactForm />);
    submit();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ['name 100 passes', 'Full Name', repeat(100), null],
    ['name 101', 'Full Name', repeat(101), 'Name must be less than 100 characters'],
    ['message 2000 passes', 'Message', repeat(2000), null],
    ['message 2001', 'Message', repeat(2001), 'Message must be less than 2000 characters'],
    ['message of spaces only', 'Message', '   ', 'Message is required'],
    ['bad e-mail', 'Email', 'ada at example.com', 'Please enter a valid email address'],
    ['phone of 9', 'Phone Number', '020 79460', 'Please enter a valid phone number'],
    ['phone of 21', 'Phone Number', '0207946000002079460000', 'Please enter a valid phone number'],
  ])('%s', async (_title, name, value, message) => {
    const api = mockLeadApi({ 'POST /api/contact': () => jsonResponse({ message: 'ok', id: 'c1' }, 201) });
    render(<ContactForm />);
    fillValid();
    type(name, value);
    submit();
    if (message) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(api.fetchMock).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(api.bodiesSentTo('POST /api/contact')).toHaveLength(1));
    }
  });

  test("busy 'Sending Your Message...', then the server's thanks in green and an empty form", async () => {
    const answer = deferred<Response>();
    const api = mockLeadApi({ 'POST /api/contact': () => answer.promise });
    render(<ContactForm />);
    fillValid();
    type('Email', 'ada@example.com');
    submit();
    expect(await screen.findByRole('button', { name: 'Sending Your Message...' })).toBeDisabled();
    expect(api.bodiesSentTo('POST /api/contact')).toEqual([
      {
        fullName: 'Ada Lovelace',
        phone: '(020) 7946-0000',
        email: 'ada@example.com',
        message: 'Do you resize rings?',
        source: 'storefront',
      },
    ]);
    answer.resolve(
      jsonResponse({ message: 'Thank you for contacting us! We will get back to you soon.', id: 'c1' }, 201),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for contacting us! We will get back to you soon.',
    );
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  test('the thanks gives the reference to quote; a signed-in shopper’s details are filled in again after sending', async () => {
    const api = mockLeadApi({
      'POST /api/contact': () => jsonResponse({ message: MESSAGES.contactSent, id: 'c1', reference: 'LJ-24817Z' }, 201),
    });
    render(<ContactForm contact={{ fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '(020) 7946-0000' }} />);
    expect(field('Email')).toHaveValue('ada@example.com');
    type('Message', 'Do you resize rings?');
    submit();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(MESSAGES.contactSent);
    expect(banner).toHaveTextContent('Your reference: LJ-24817Z. Please quote it if you contact us.');
    expect(api.bodiesSentTo('POST /api/contact')[0]).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(020) 7946-0000',
    });
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    expect(field('Message')).toHaveValue('');
  });

  test('the spec texts when the server gives none: thanks, and the failure fallback', async () => {
    mockLeadApi({ 'POST /api/contact': () => jsonResponse({}, 201) });
    render(<ContactForm />);
    fillValid();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.contactSent);
    mockLeadApi({ 'POST /api/contact': () => jsonResponse({ statusCode: 500 }, 500) });
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('server field errors show under their fields', async () => {
    mockLeadApi({
      'POST /api/contact': () =>
        jsonResponse(
          { statusCode: 400, message: 'Message is required', errors: { message: 'Message is required' } },
          400,
        ),
    });
    render(<ContactForm />);
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Message is required');
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('Message')).toHaveFocus();
  });
});
