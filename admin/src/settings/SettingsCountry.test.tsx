import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../dataProvider';
import { field, renderScreen, select } from '../test-support/renderScreen';
import SettingsPage from './SettingsPage';
import { fetchMock, json, putBodies, savedSettings } from './settings.test-kit';

// Issue 29.5: the address fields are named as the shop's country names them, and the locale the storefront
// and e-mails write dates in is chosen here.

const saved = savedSettings({
  address: {
    line1: '12 Hatton Garden',
    city: 'London',
    region: 'Greater London',
    postcode: 'EC1N 8AN',
    country: 'United Kingdom',
  },
  locale: 'en-GB',
});

jest.setTimeout(30_000);

async function renderPage() {
  renderScreen(<SettingsPage />, dataProvider, '/settings');
  await screen.findByRole('form', { name: 'Shop settings' });
}

const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('/admin/settings: the country’s words and the locale', () => {
  test('a UK address asks for the county and postcode; typing United States relabels them State and ZIP code', async () => {
    fetchMock.mockResolvedValueOnce(json(saved));
    await renderPage();
    const address = within(screen.getByRole('region', { name: 'Showroom address' }));
    expect(address.getByLabelText('County')).toHaveValue('Greater London');
    expect(address.getByLabelText('Postcode *')).toHaveValue('EC1N 8AN');

    change('Country', 'United States');
    expect(address.queryByLabelText('County')).not.toBeInTheDocument();
    expect(address.getByLabelText('State')).toHaveValue('Greater London');
    expect(address.getByLabelText('ZIP code *')).toHaveValue('EC1N 8AN');

    change('Country', 'Canada');
    expect(address.getByLabelText('Province')).toBeInTheDocument();
    expect(address.getByLabelText('Postal code *')).toBeInTheDocument();
    // A country the table does not know gets the general words.
    change('Country', 'Belgium');
    expect(address.getByLabelText('Region')).toBeInTheDocument();
    expect(address.getByLabelText('Postal code *')).toBeInTheDocument();
  });

  test('the locale is chosen by name, shows how dates will read, and is saved with the region', async () => {
    fetchMock
      .mockResolvedValueOnce(json(saved))
      .mockImplementationOnce(async (_url, init) => json({ ...JSON.parse(String(init!.body)), id: 'shop' }));
    await renderPage();
    const locale = select('Locale');
    expect(locale).toHaveTextContent('English (United Kingdom)');
    expect(screen.getByText('Dates read: Saturday, 5 December 2026 at 14:00')).toBeInTheDocument();

    fireEvent.mouseDown(locale);
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English (United States)',
      'English (United Kingdom)',
      'English (Ireland)',
      'English (Canada)',
      'English (Australia)',
      'English (New Zealand)',
      'French (France)',
      'German (Germany)',
    ]);
    fireEvent.click(options.getByRole('option', { name: 'English (United States)' }));
    await waitFor(() => expect(screen.getByText('Dates read: Saturday, December 5, 2026 at 2:00 PM')).toBeVisible());

    change('Country', 'USA');
    change('State', 'NY');
    change('ZIP code', '10036');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    expect(putBodies()[0]).toMatchObject({
      locale: 'en-US',
      address: { line1: '12 Hatton Garden', city: 'London', region: 'NY', postcode: '10036', country: 'USA' },
    });
  });

  test('an emptied region is left out, and the server’s message in the country’s words lands under its field', async () => {
    fetchMock
      .mockResolvedValueOnce(json(saved))
      .mockResolvedValueOnce(
        json(
          { statusCode: 400, message: 'ZIP code is required', errors: { 'address.postcode': 'ZIP code is required' } },
          400,
        ),
      );
    await renderPage();
    change('Country', 'US');
    change('State', '');
    change('ZIP code', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('ZIP code')).toHaveAccessibleDescription('ZIP code is required'));
    expect(putBodies()[0].address).toEqual({ line1: '12 Hatton Garden', city: 'London', postcode: '', country: 'US' });
  });
});
