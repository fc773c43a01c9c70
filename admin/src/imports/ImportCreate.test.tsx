import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { FakeXhr, fileOf, installFakeXhr, removeFakeXhr } from '../test-support/fakeXhr';
import ImportCreate from './ImportCreate';
import { importRecord, renderImports } from './imports.test-kit';

jest.setTimeout(30_000);

const render = () => renderImports(<ImportCreate />, '/imports/create', '/imports/create', testDataProvider());
const pick = (title: string) => fireEvent.click(screen.getByRole('heading', { level: 3, name: title }));
const fileInput = () => screen.getByTestId('csv-file-input');
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const csv = (name = 'stock.csv', size = 2048) => fileOf(name, 'text/csv', size);
const startButton = () => screen.queryByRole('button', { name: 'Start Bulk Upload' });

beforeEach(() => {
  installFakeXhr();
  localStorage.clear();
});
afterEach(() => {
  removeFakeXhr();
  jest.restoreAllMocks();
});

describe('ImportCreate', () => {
  test('three category cards; a card opens its step; Back returns; choosing again starts afresh', () => {
    render();
    for (const title of ['Lab-Grown Diamonds', 'Natural Diamonds', 'Jewelry']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }

    pick('Lab-Grown Diamonds');
    expect(screen.getByRole('heading', { name: 'Upload Lab-Grown Diamonds' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick tips' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Detailed Guide' })).not.toBeInTheDocument();
    chooseFile(csv('lab.csv'));
    expect(screen.getByText('lab.csv')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Replace all' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dry run (check only, change nothing)' }));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    pick('Natural Diamonds');
    expect(screen.getByRole('heading', { name: 'Upload Natural Diamonds' })).toBeInTheDocument();
    expect(screen.queryByText('lab.csv')).not.toBeInTheDocument();
    expect(startButton()).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Add and update' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dry run (check only, change nothing)' })).not.toBeChecked();
  });

  test('only .csv is accepted: a non-CSV choice or drop is refused with the toast', async () => {
    render();
    pick('Jewelry');
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');

    chooseFile(fileOf('photo.png', 'image/png'));
    expect(await screen.findByText('Please select a valid CSV file')).toBeInTheDocument();
    expect(startButton()).not.toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText('Please select a valid CSV file'));

    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: { files: [fileOf('notes.txt', 'text/plain')] },
    });
    expect(await screen.findByText('Please select a valid CSV file')).toBeInTheDocument();
    expect(startButton()).not.toBeInTheDocument();

    // Windows types .csv files as Excel: the name is enough.
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: { files: [fileOf('feed.CSV', 'application/vnd.ms-excel')] },
    });
    expect(screen.getByText('feed.CSV')).toBeInTheDocument();
  });

  test('Start appears once a file is chosen and goes with Clear', () => {
    render();
    pick('Jewelry');
    expect(startButton()).not.toBeInTheDocument();

    chooseFile(csv('rings.csv'));
    expect(screen.getByText('rings.csv')).toBeInTheDocument();
    expect(startButton()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear file' }));
    expect(screen.queryByText('rings.csv')).not.toBeInTheDocument();
    expect(startButton()).not.toBeInTheDocument();
  });

  test('uploading: the fields then the file with the token, "Uploading... N%", then the import page', async () => {
    localStorage.setItem('shop.adminToken', 'tok-1');
    FakeXhr.answer = () => 'pending';
    const { location } = render();
    pick('Natural Diamonds');
    chooseFile(csv('natural.csv'));
    fireEvent.click(screen.getByRole('radio', { name: 'Replace all' }));
    expect(screen.getByText(/missing from the file become unavailable\. They are never deleted\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dry run (check only, change nothing)' }));

    fireEvent.click(startButton()!);
    const [request] = FakeXhr.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/imports');
    expect(request.headers.Authorization).toBe('Bearer tok-1');
    expect(
      [...request.body!.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    ).toEqual([
      ['category', 'natural'],
      ['mode', 'replace'],
      ['dryRun', 'true'],
      ['file', 'natural.csv'],
    ]);

    act(() => request.progress(42, 100));
    expect(await screen.findByText('Uploading... 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading natural.csv' })).toHaveAttribute('aria-valuenow', '42');
    expect(startButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    act(() => request.settle({ status: 202, body: importRecord({ id: 'imp-7', status: 'queued', progress: 0 }) }));
    await waitFor(() => expect(location()).toBe('/imports/imp-7/show'));
  });

  test('a refusal: the server’s message as a toast, and Start is offered again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Imports are unavailable right now. Please try again in a few minutes.';
    FakeXhr.answer = () => ({ status: 503, body: { statusCode: 503, message } });
    render();
    pick('Lab-Grown Diamonds');
    chooseFile(csv());
    fireEvent.click(startButton()!);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(startButton()).toBeInTheDocument();

    FakeXhr.answer = () => ({
      status: 400,
      body: { statusCode: 400, message: 'Bad Request', errors: { file: 'Please select a category and CSV file' } },
    });
    fireEvent.click(startButton()!);
    expect(await screen.findByText('Please select a category and CSV file')).toBeInTheDocument();

    FakeXhr.answer = () => 'network-error';
    fireEvent.click(startButton()!);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  });

  test('jewelry guide: Show Detailed Guide / Hide Guide, its sections, the 35 styles and the metals', () => {
    render();
    pick('Jewelry');
    expect(screen.getByRole('region', { name: 'Quick tips' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show Detailed Guide' }));
    const guide = within(screen.getByRole('region', { name: 'Jewelry Upload Guide' }));
    expect(screen.queryByRole('region', { name: 'Quick tips' })).not.toBeInTheDocument();
    for (const section of [
      'Required Fields',
      'Recommended Fields',
      'Valid Jewelry Styles',
      'Valid Metal Types',
      'Example CSV Rows',
    ]) {
      expect(guide.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(guide.getByRole('heading', { name: 'Important Notes' })).toBeInTheDocument();
    expect(guide.getByRole('button', { name: 'Download Template' })).toBeInTheDocument();

    fireEvent.click(guide.getByRole('button', { name: 'Valid Jewelry Styles' }));
    expect(guide.getByRole('button', { name: 'Valid Jewelry Styles' })).toHaveAttribute('aria-expanded', 'true');
    const groups = [
      'Engagement rings',
      'Wedding bands',
      'Fashion rings',
      'Earrings',
      'Bracelets',
      'Necklaces',
      'Pearls',
    ];
    const styles = groups.flatMap((group) =>
      within(guide.getByRole('list', { name: group }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(styles).toHaveLength(35);
    expect(new Set(styles).size).toBe(35);
    expect(styles).toEqual(
      expect.arrayContaining(['Solitaire Engagement Ring', "Men's Wedding Band", 'Pearl Ring', 'Pendant Necklace']),
    );

    fireEvent.click(guide.getByRole('button', { name: 'Valid Metal Types' }));
    const metals = within(guide.getByRole('list', { name: 'Metal types' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(metals).toEqual([
      '10K White Gold',
      '14K White Gold',
      '18K White Gold',
      '21K White Gold',
      '10K Yellow Gold',
      '14K Yellow Gold',
      '18K Yellow Gold',
      '22K Yellow Gold',
      '24K Yellow Gold',
      '10K Rose Gold',
      '14K Rose Gold',
      '18K Rose Gold',
      '21K Rose Gold',
      'Platinum',
      'Silver',
      'Mix Metal',
      'Two Tone',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Hide Guide' }));
    expect(screen.queryByRole('region', { name: 'Jewelry Upload Guide' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick tips' })).toBeInTheDocument();
  });

  test('Download Template fetches the category’s template with the token and saves it', async () => {
    localStorage.setItem('shop.adminToken', 'tok-1');
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('Stock Number,Jewelry Style\r\n', { status: 200 }));
    globalThis.fetch = fetchMock;
    URL.createObjectURL = jest.fn(() => 'blob:template');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render();
    pick('Jewelry');

    fireEvent.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(saved).toEqual(['jewelry-template.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/imports/templates/jewelry', {
      headers: { Authorization: 'Bearer tok-1' },
    });
  });

  test('a manual supplier of the category can own the file: its id is sent with it', async () => {
    const suppliers = [
      { id: 'sup-3', name: 'Hand uploads', category: 'lab-grown', sourceKind: 'manual' },
      { id: 'sup-4', name: 'Rings by post', category: 'jewelry', sourceKind: 'manual' },
      { id: 'sup-1', name: 'Nivoda lab', category: 'lab-grown', sourceKind: 'http' },
    ];
    installFakeXhr(() => ({ status: 202, body: importRecord({ id: 'imp-9', status: 'queued' }) }));
    renderImports(
      <ImportCreate />,
      '/imports/create',
      '/imports/create',
      testDataProvider({ getList: async () => ({ data: suppliers, total: suppliers.length }) } as never),
    );
    pick('Lab-Grown Diamonds');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Supplier' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None (the shop’s own products)', 'Hand uploads']);
    fireEvent.click(options[1]);
    chooseFile(csv('hand.csv'));
    fireEvent.click(startButton()!);

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.requests[0].body?.get('supplierId')).toBe('sup-3');
  });
});
