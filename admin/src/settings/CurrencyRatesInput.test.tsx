import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../dataProvider';
import { renderScreen } from '../test-support/renderScreen';
import SettingsPage from './SettingsPage';
import { fetchMock, json, putBodies, savedSettings } from './settings.test-kit';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const saved = (currencies: unknown[]) => savedSettings({ currencies });

jest.setTimeout(30_000);

async function renderPage(currencies: unknown[]) {
  fetchMock.mockResolvedValueOnce(json(saved(currencies)));
  renderScreen(<SettingsPage />, dataProvider, '/settings');
  await screen.findByRole('form', { name: 'Shop settings' });
  return within(screen.getByRole('region', { name: 'Display currencies' }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Settings: display currencies', () => {
  test('staff add a currency, type its rate and languages, and Save sends it for the server to date', async () => {
    const section = await renderPage([{ code: 'GBP', rate: 0.79, rateSetAt: daysAgo(1), languages: ['en-GB'] }]);
    expect(section.getByLabelText('GBP rate per US dollar')).toHaveValue('0.79');
    expect(section.getByLabelText('GBP default for browser languages')).toHaveValue('en-GB');
    expect(section.getByText(/^Rate set /)).toBeInTheDocument();
    expect(section.queryByText(/Stale rate/)).not.toBeInTheDocument();

    fireEvent.click(section.getByRole('button', { name: 'Add currency' }));
    // The first currency not listed yet; GBP is not offered twice.
    const eur = within(section.getByRole('group', { name: 'EUR display currency' }));
    fireEvent.mouseDown(eur.getByRole('combobox', { name: /Currency/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('EUR · Euro');
    expect(options).toContain('JPY · Japanese Yen');
    expect(options.some((option) => option?.startsWith('GBP'))).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: 'CAD · Canadian Dollar' }));

    const cad = within(section.getByRole('group', { name: 'CAD display currency' }));
    fireEvent.change(cad.getByLabelText('CAD rate per US dollar'), { target: { value: '1.39' } });
    fireEvent.change(cad.getByLabelText('CAD default for browser languages'), { target: { value: 'en-CA, fr-CA' } });
    expect(cad.getByText('Dated when saved')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json(saved([])));
    save();

    await waitFor(() => expect(putBodies()).toHaveLength(1));
    expect(putBodies()[0].currencies).toEqual([
      { code: 'GBP', rate: 0.79, rateSetAt: expect.any(String), languages: ['en-GB'] },
      { code: 'CAD', rate: 1.39, languages: ['en-CA', 'fr-CA'] },
    ]);
  });

  test('a rate older than a week is flagged in words; removing the currency removes it', async () => {
    const section = await renderPage([
      { code: 'EUR', rate: 0.92, rateSetAt: daysAgo(12), languages: ['fr'] },
      { code: 'AUD', rate: 1.53, rateSetAt: daysAgo(2), languages: [] },
    ]);
    const warning = section.getByText(/Stale rate/);
    expect(warning).toHaveTextContent('Stale rate: the EUR rate was set 12 days ago, more than a week.');
    expect(within(section.getByRole('group', { name: 'EUR display currency' })).getByText(/Stale rate/)).toBe(warning);

    // A new rate is no longer stale: it is dated when saved.
    fireEvent.change(section.getByLabelText('EUR rate per US dollar'), { target: { value: '0.93' } });
    expect(section.queryByText(/Stale rate/)).not.toBeInTheDocument();

    fireEvent.click(section.getByRole('button', { name: 'Remove AUD' }));
    expect(section.queryByRole('group', { name: 'AUD display currency' })).not.toBeInTheDocument();
  });

  test('a CSV of rates fills the form, lists the lines it could not read, and saves nothing by itself', async () => {
    const section = await renderPage([{ code: 'GBP', rate: 0.79, rateSetAt: daysAgo(20), languages: ['en-GB'] }]);
    const yesterday = daysAgo(1).slice(0, 10);
    const csv = ['code,rate,date', `GBP,0.80,${yesterday}`, 'EUR,abc', 'XYZ,1.2', 'JPY,151.2', 'GBP,0.81', ''].join(
      '\n',
    );
    fireEvent.change(section.getByLabelText('CSV file of rates'), {
      target: { files: [new File([csv], 'rates.csv', { type: 'text/csv' })] },
    });

    expect(await section.findByText('Read 2 rates from rates.csv. Press Save to keep them.')).toBeInTheDocument();
    const errors = section.getByText('3 lines were left out:').closest('[role="alert"]') as HTMLElement;
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3: the EUR rate must be a positive number of EUR per US dollar',
      'Line 4: XYZ is not a display currency (choose from GBP, EUR, CAD, AUD, CHF, NZD, HKD, SGD, AED, JPY)',
      'Line 6: GBP is listed twice',
    ]);
    expect(section.getByLabelText('GBP rate per US dollar')).toHaveValue('0.8');
    expect(section.getByLabelText('GBP default for browser languages')).toHaveValue('en-GB');
    expect(section.getByLabelText('JPY rate per US dollar')).toHaveValue('151.2');
    expect(section.queryByRole('group', { name: 'EUR display currency' })).not.toBeInTheDocument();
    // The file's date replaces the stale one.
    expect(section.queryByText(/Stale rate/)).not.toBeInTheDocument();
    expect(putBodies()).toEqual([]);

    fetchMock.mockResolvedValueOnce(json(saved([])));
    save();
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    expect(putBodies()[0].currencies).toEqual([
      { code: 'GBP', rate: 0.8, rateSetAt: `${yesterday}T00:00:00.000Z`, languages: ['en-GB'] },
      { code: 'JPY', rate: 151.2, languages: [] },
    ]);
  });

  test('the server’s message on a currency’s language lands on that currency’s languages', async () => {
    const section = await renderPage([
      { code: 'GBP', rate: 0.79, rateSetAt: daysAgo(1), languages: ['en-GB'] },
      { code: 'EUR', rate: 0.92, rateSetAt: daysAgo(1), languages: [] },
    ]);
    fireEvent.change(section.getByLabelText('EUR default for browser languages'), { target: { value: 'fr en-GB' } });
    fetchMock.mockResolvedValueOnce(
      json(
        {
          statusCode: 400,
          message: 'en-GB already chooses GBP',
          errors: { 'currencies.1.languages.1': 'en-GB already chooses GBP' },
        },
        400,
      ),
    );
    save();
    const eur = within(section.getByRole('group', { name: 'EUR display currency' }));
    expect(await eur.findByText('en-GB already chooses GBP')).toBeInTheDocument();
    expect(eur.getByLabelText('EUR default for browser languages')).toHaveAttribute('aria-invalid', 'true');
  });
});
