import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  HttpError,
  testDataProvider,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { forgetShopTimeZone } from '../../leads/shopTime';
import { mockFetch } from '../../test-support/renderResource';
import { deferred, field, renderScreen, select } from '../../test-support/renderScreen';
import type { Product, ProductHistoryEntry } from '../types';
import { ProductEditDialog } from './ProductEditDialog';

jest.setTimeout(30_000);

const stockNumber = 'LG-1001';
const dates = { createdAt: '2026-01-15T19:05:00.000Z', updatedAt: '2026-01-16T15:00:00.000Z' };
/** The list row the dialog opens from. */
const listed: Product = {
  id: 'p-1',
  productType: 'lab-grown',
  stockNumber,
  name: 'Round 1.50 Lab-Grown',
  price: 2450,
  mainImage: 'http://shop.test/media/ab/x.png',
  supplier: null,
  supplierCost: null,
  margin: null,
  marginPercent: null,
  ...dates,
};
/** The staff record getOne answers (backend AdminProductDto). */
const record = {
  ...listed,
  description: 'A bright round diamond.',
  originalPrice: null,
  salePrice: null,
  onSale: false,
  featured: false,
  isNewArrival: false,
  customizable: false,
  countInStock: null,
  rating: null,
  numReviews: 0,
  tags: [],
  materials: [],
  galleryImages: [],
  imageLinks: [],
  videoUrl: null,
  rotationImages: [],
  zoomImages: [],
  specifications: { stockNumber, shape: 'Round', weight: 1.5, color: 'F', clarity: 'VS1', availability: 'Available' },
  media: {
    mainImage: '/media/ab/x.png',
    galleryImages: [],
    imageLinks: [],
    videoUrl: null,
    rotationImages: [],
    zoomImages: [],
  },
};
const history: ProductHistoryEntry[] = [
  {
    id: 'h-1',
    productId: 'p-1',
    stockNumber,
    productName: listed.name,
    action: 'update',
    actor: { id: 'a-1', name: 'Ada Stone', email: 'ada@shop.test' },
    changes: [{ field: 'price', before: 2600, after: 2450 }],
    createdAt: '2026-01-16T15:00:00.000Z',
  },
];

const getOne = jest.fn<(resource: string, params: GetOneParams) => Promise<GetOneResult>>();
const update = jest.fn<(resource: string, params: UpdateParams) => Promise<UpdateResult>>();
const getList = jest.fn<(resource: string, params: GetListParams) => Promise<GetListResult>>();
const dataProvider = testDataProvider({ getOne, update, getList } as Partial<DataProvider>);
const onClose = jest.fn();

beforeEach(() => {
  getOne.mockReset().mockResolvedValue({ data: record });
  update.mockReset().mockImplementation(async (_resource, { id, data }) => ({ data: { ...data, id } }));
  getList.mockReset().mockResolvedValue({ data: history, total: 1 });
  onClose.mockReset();
  forgetShopTimeZone();
  mockFetch('America/New_York');
});
afterEach(() => {
  jest.restoreAllMocks();
});

// The list page opens the dialog, so it is shown at /products by default.
const render = (path = '/products') =>
  renderScreen(<ProductEditDialog product={listed} onClose={onClose} />, dataProvider, path);
const dialog = () => within(screen.getByRole('dialog', { name: `Edit Product: ${listed.name}` }));
const loaded = () => screen.findByRole('heading', { level: 3, name: 'Basic Information' });
const save = () => fireEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
/** Save Changes is enabled once the form has a change. */
const changePrice = (price: string) => fireEvent.change(field('Regular Price (USD)'), { target: { value: price } });
const choose = (label: string, option: string) => {
  fireEvent.mouseDown(select(label));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
/** react-admin logs every failed request; the failure tests expect theirs. */
const expectFailureLogs = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('ProductEditDialog', () => {
  test('loads the full record with getOne, then shows its sections and values', async () => {
    const answer = deferred<GetOneResult>();
    getOne.mockReturnValue(answer.promise);
    render();

    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('products', expect.objectContaining({ id: 'p-1' }));
    answer.resolve({ data: record });
    await loaded();

    for (const title of [
      'Basic Information',
      'Pricing',
      'Status and Settings',
      'Required VDB Fields',
      'Quality & Grading',
      'Measurements & Dimensions',
      'Certificate Information',
      'Additional Information',
      'Images & Video',
    ]) {
      expect(dialog().getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(dialog().getByText(`SKU ${stockNumber}. Fields marked * are required.`)).toBeInTheDocument();
    expect(field('Product Name')).toHaveValue(listed.name);
    expect(field('Description')).toHaveValue(record.description);
    expect(field('Regular Price (USD)')).toHaveValue(2450);
    expect(field('Stock Number')).toHaveValue(stockNumber);
    expect(field('Weight (carats)')).toHaveValue(1.5);
    expect(select('Shape')).toHaveTextContent('Round');
    expect(select('Clarity')).toHaveTextContent('VS1');
    expect(field('Main Image URL')).toHaveValue('/media/ab/x.png');
    // What staff typed stays editable, said to be theirs alone (issue 29.4).
    expect(field('Rating')).toHaveAccessibleDescription(
      'Not shown to shoppers: the storefront shows the stars of approved customer reviews',
    );
    expect(field('Number of Reviews')).toHaveAccessibleDescription(
      'Not shown to shoppers: the storefront counts approved customer reviews',
    );
    // The stored path, not the absolute address the list shows.
    expect(dialog().getByRole('img', { name: 'Main image preview' })).toHaveAttribute('src', '/media/ab/x.png');
  });

  test('Save Changes sends the new price with the previous data, toasts Product updated and closes', async () => {
    render();
    await loaded();

    changePrice('2600');
    save();

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({
        id: 'p-1',
        data: expect.objectContaining({ price: 2600, name: listed.name, mainImage: '/media/ab/x.png' }),
        previousData: expect.objectContaining({ id: 'p-1', price: 2450 }),
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a product shoppers cannot order says why before saving; a save that fixes it toasts Product updated alone', async () => {
    getOne.mockResolvedValue({ data: { ...record, countInStock: 0, unorderableReason: 'its stock count is 0' } });
    update.mockImplementation(async (_resource, { id, data }) => ({ data: { ...data, id, unorderableReason: null } }));
    render();
    await loaded();

    expect(dialog().getByRole('alert')).toHaveTextContent('Shoppers cannot order this piece: its stock count is 0.');
    fireEvent.change(field('Stock Count'), { target: { value: '3' } });
    save();

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({ data: expect.objectContaining({ countInStock: 3 }) }),
    );
    expect(screen.queryByText(/Shoppers cannot order this piece/)).not.toBeInTheDocument();
  });

  test('a save that leaves the product unorderable warns with the reason the server gives', async () => {
    update.mockImplementation(async (_resource, { id, data }) => ({
      data: { ...data, id, unorderableReason: 'its availability is Unavailable' },
    }));
    render();
    await loaded();
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();

    choose('Availability', 'Unavailable');
    save();

    expect(
      await screen.findByText('Product updated. Shoppers cannot order this piece: its availability is Unavailable.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a refusal with field errors shows the message on the field and keeps the dialog open', async () => {
    const message = 'A product with stock number LG-1001 already exists';
    update.mockRejectedValue(
      new HttpError(message, 409, {
        message,
        errors: { 'specifications.stockNumber': message, root: { serverError: message } },
      }),
    );
    expectFailureLogs();
    render();
    await loaded();
    changePrice('2600');

    save();

    await waitFor(() => expect(field('Stock Number')).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(2); // under the field and as a toast
    expect(screen.queryByText('Product updated')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  test('a failure without field errors toasts the save failure and keeps the dialog open', async () => {
    update.mockRejectedValue(new HttpError('Internal Server Error', 500, {}));
    expectFailureLogs();
    render();
    await loaded();
    changePrice('2600');

    save();

    expect(await screen.findByText('Could not save the product. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a getOne failure shows that the product could not be fetched, with a Close button', async () => {
    getOne.mockRejectedValue(new HttpError('Internal Server Error', 500, {}));
    expectFailureLogs();
    const { location } = render('/products/p-1'); // off the list's path, so a redirect would show

    expect(await screen.findByText('Could not fetch complete product data. Please try again.')).toBeInTheDocument();
    // Only the dialog's own message: no react-admin 'Element does not exist' toast, no redirect.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    expect(location()).toBe('/products/p-1');
    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('Show history lists the product history from product-history', async () => {
    render();
    await loaded();
    expect(getList).not.toHaveBeenCalled();

    fireEvent.click(dialog().getByRole('button', { name: 'Show history' }));

    const table = within(await screen.findByRole('table', { name: 'Product history' }));
    expect(getList).toHaveBeenCalledWith(
      'product-history',
      expect.objectContaining({ filter: { productId: 'p-1' }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    expect(table.getByText('Ada Stone')).toBeInTheDocument();
    expect(table.getByText('Updated')).toBeInTheDocument();
    expect(table.getByText(/2600 → 2450/)).toBeInTheDocument();
    expect(await table.findByText(/Jan 16, 2026/)).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Hide history' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a supplier’s stone shows its supplier, cost, margin, the alternate offers and the price history', async () => {
    getOne.mockResolvedValue({
      data: {
        ...record,
        supplier: { id: 'sup-1', name: 'Nivoda lab' },
        supplierCost: 2000,
        margin: 450,
        marginPercent: 18.4,
        offers: [
          {
            supplierId: 'sup-1',
            supplierName: 'Nivoda lab',
            stockNumber: 'NV-1',
            cost: 2000,
            retail: 2450,
            live: true,
            shown: true,
            firstSeenAt: '2026-11-01T10:00:00.000Z',
            lastSeenAt: '2026-11-28T10:00:00.000Z',
          },
          {
            supplierId: 'sup-2',
            supplierName: 'Other lab',
            stockNumber: 'OT-9',
            cost: 2100,
            retail: 2570,
            live: true,
            shown: false,
            firstSeenAt: '2026-11-02T10:00:00.000Z',
            lastSeenAt: '2026-11-28T10:00:00.000Z',
          },
        ],
        priceHistory: [{ at: '2026-11-20T10:00:00.000Z', cost: 1900, retail: 2330 }],
      },
    });
    render();
    await loaded();

    expect(dialog().getByText('Nivoda lab · Cost $2,000 · Retail $2,450 · Margin $450 (18.4 %)')).toBeInTheDocument();
    const offers = within(dialog().getByRole('table', { name: 'Offers of this stone' }));
    expect(within(offers.getByText('NV-1').closest('tr')!).getByText('Shown')).toBeInTheDocument();
    expect(within(offers.getByText('OT-9').closest('tr')!).getByText('Alternate')).toBeInTheDocument();
    const history = within(dialog().getByRole('table', { name: 'Price history' }));
    expect(history.getByText('$1,900')).toBeInTheDocument();
    expect(history.getByText('$2,330')).toBeInTheDocument();
  });
});
