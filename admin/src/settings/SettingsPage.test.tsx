import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../dataProvider';
import { deferred, renderScreen } from '../test-support/renderScreen';
import SettingsPage from './SettingsPage';
import { fetchMock, json, putBodies, savedSettings } from './settings.test-kit';

const saved = savedSettings({ leadNotifyEmails: ['owner@shop.test'] });

jest.setTimeout(30_000);

// The console's data provider, over the fetch mock: the settings are its record `settings/shop`.
const renderPage = () => renderScreen(<SettingsPage />, dataProvider, '/settings');
const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const change = (label: string, value: string) => fireEvent.change(byLabel(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('/admin/settings', () => {
  test('loads the settings into the sections: details, address, a row per weekday, booking, notifications', async () => {
    fetchMock.mockResolvedValueOnce(json(saved));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading settings…');

    expect(await screen.findByRole('form', { name: 'Shop settings' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/settings');
    expect(new Headers(fetchMock.mock.calls[0][1]!.headers).get('Authorization')).toBe('Bearer jwt-1');
    for (const title of ['Shop details', 'Showroom address', 'Opening hours', 'Booking', 'Notifications']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(byLabel('Shop name')).toHaveValue('Lumen Jewelers');
    expect(byLabel('Address line 1')).toHaveValue('12 Hatton Garden');
    expect(byLabel('Address line 2')).toHaveValue('');
    expect(byLabel('Postcode')).toHaveValue('EC1N 8AN');
    expect(screen.getByLabelText('Saturday opening time')).toHaveValue('10:30');
    expect(screen.getByLabelText('Saturday closing time')).toHaveValue('17:30');
    // The switch reads "Open": on for an open day, off for a closed one.
    expect(screen.getByLabelText('Saturday open')).toBeChecked();
    expect(screen.getByLabelText('Sunday open')).not.toBeChecked();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sunday opening time')).toBeDisabled();
    expect(byLabel('Time zone')).toHaveValue('Europe/London');
    expect(byLabel('Minimum notice (minutes)')).toHaveValue(60);
    expect(screen.getByText('Bookings at least 1 hour ahead')).toBeInTheDocument();
    expect(byLabel('Notification address 1')).toHaveValue('owner@shop.test');
  });

  test('a failed load says so and offers Retry', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ statusCode: 500, message: 'Internal server error' }, 500))
      .mockResolvedValueOnce(json(saved));
    renderPage();
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Shop settings' })).toBeInTheDocument();
  });

  test('Save sends the whole document (closed days without times, the notice as a number) and says Settings saved', async () => {
    const answer = deferred<Response>();
    fetchMock.mockResolvedValueOnce(json(saved)).mockReturnValueOnce(answer.promise);
    renderPage();
    await screen.findByRole('form', { name: 'Shop settings' });

    fireEvent.change(screen.getByLabelText('Saturday closing time'), { target: { value: '16:00' } });
    fireEvent.click(screen.getByLabelText('Monday open'));
    fireEvent.click(screen.getByLabelText('Sunday open'));
    change('Address line 2', 'Second floor');
    change('Minimum notice (minutes)', '1440');
    expect(screen.getByText('Bookings at least 1 day ahead')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove notification address 1' }));
    expect(screen.getByText('No addresses: notifications go to hello@lumenjewelers.example.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    change('Notification address 1', 'bookings@shop.test');
    expect(byLabel('Reply time')).toHaveValue('within one working day');
    change('Reply time', 'within two hours');
    expect(byLabel('Return period (days)')).toHaveValue(30);
    change('Return period (days)', '14');
    change('Shipping promise', 'Free shipping within the UK');
    // Choose a zone by searching for it.
    const zone = byLabel('Time zone');
    zone.focus();
    fireEvent.change(zone, { target: { value: 'New_Y' } });
    fireEvent.click(await screen.findByRole('option', { name: 'America/New_York' }));
    save();

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fetchMock.mock.calls[1][0]).toBe('/api/admin/settings');
    expect(putBodies()).toEqual([
      {
        name: 'Lumen Jewelers',
        phone: '+44 20 7946 0958',
        email: 'hello@lumenjewelers.example',
        address: {
          line1: '12 Hatton Garden',
          line2: 'Second floor',
          city: 'London',
          postcode: 'EC1N 8AN',
          country: 'United Kingdom',
        },
        openingHours: [
          { day: 'monday', closed: true },
          { day: 'tuesday', open: '10:30', close: '18:30' },
          { day: 'wednesday', open: '10:30', close: '18:30' },
          { day: 'thursday', open: '10:30', close: '18:30' },
          { day: 'friday', open: '10:30', close: '18:30' },
          { day: 'saturday', open: '10:30', close: '16:00' },
          // A day opened in the form starts with these times.
          { day: 'sunday', open: '10:30', close: '17:30' },
        ],
        timeZone: 'America/New_York',
        bookingNoticeMinutes: 1440,
        leadNotifyEmails: ['bookings@shop.test'],
        replyTime: 'within two hours',
        returnDays: 14,
        shippingPromise: 'Free shipping within the UK',
        currencies: [],
        locale: 'en-US',
      },
    ]);
    answer.resolve(
      json({
        ...saved,
        ...putBodies()[0],
        updatedAt: '2026-11-22T10:00:00.000Z',
        updatedBy: { name: 'Demo Admin', email: 'admin@shop.test' },
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText(/^Last saved .* by Demo Admin$/)).toBeInTheDocument();
  });

  test('the server’s field errors appear on their fields, and typing clears them', async () => {
    fetchMock.mockResolvedValueOnce(json(saved)).mockResolvedValueOnce(
      json(
        {
          statusCode: 400,
          message: 'Saturday closing time must be after the opening time (and 3 more)',
          errors: {
            'openingHours.saturday.close': 'Saturday closing time must be after the opening time',
            'address.city': 'City is required',
            email: 'Please enter a valid email address',
            'leadNotifyEmails.0': 'Please enter a valid email address',
          },
        },
        400,
      ),
    );
    renderPage();
    await screen.findByRole('form', { name: 'Shop settings' });
    fireEvent.change(screen.getByLabelText('Saturday closing time'), { target: { value: '09:00' } });
    save();

    expect(
      await screen.findByText('Saturday closing time must be after the opening time (and 3 more)'),
    ).toBeInTheDocument();
    const saturday = within(screen.getByRole('group', { name: 'Saturday hours' }));
    expect(saturday.getByText('Saturday closing time must be after the opening time')).toBeInTheDocument();
    expect(screen.getByLabelText('Saturday closing time')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(byLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('Notification address 1')).toHaveAttribute('aria-invalid', 'true');

    change('City', 'City of London');
    await waitFor(() => expect(screen.queryByText('City is required')).not.toBeInTheDocument());
    expect(byLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a network failure on save keeps the form and says so', async () => {
    fetchMock.mockResolvedValueOnce(json(saved)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await screen.findByRole('form', { name: 'Shop settings' });
    change('Shop name', 'Lumen Fine Jewelry');
    save();
    expect(await screen.findByText('The settings could not be saved. Please try again.')).toBeInTheDocument();
    expect(byLabel('Shop name')).toHaveValue('Lumen Fine Jewelry');
  });
});
