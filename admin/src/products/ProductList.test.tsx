import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams, type GetListResult } from 'react-admin';
import { forgetShopTimeZone } from '../leads/shopTime';
import { mockFetch, renderList } from '../test-support/renderResource';
import { roleAuthProvider } from '../test-support/staffRoles';
import ProductList from './ProductList';
import type { Product, ProductCounts, ProductHistoryEntry } from './types';

const product = (fields: Partial<Product> & Pick<Product, 'id' | 'name' | 'stockNumber'>): Product => ({
  productType: 'lab-grown',
  price: 2450,
  mainImage: 'https://shop.test/media/p1.jpg',
  createdAt: '2026-01-15T19:05:00.000Z',
  updatedAt: '2026-01-15T19:05:00.000Z',
  // The shop's own piece: no supplier, cost or margin.
  supplier: null,
  supplierCost: null,
  margin: null,
  marginPercent: null,
  ...fields,
});

const oval = product({ id: 'p-1', name: '1.51 Carat Oval Lab-Grown Diamond', stockNumber: 'LG-1001' });
const halo = product({
  id: 'p-2',
  name: 'Halo Ring',
  stockNumber: 'JW-7',
  productType: 'ring',
  price: 1299.5,
  mainImage: null,
});
const counts: ProductCounts = { jewelry: 4, ring: 2, diamonds: 9, 'lab-grown': 6, 'natural-diamond': 3, all: 15 };

jest.setTimeout(20_000);

const getList = jest.fn<(resource: string, params: GetListParams) => Promise<GetListResult>>();
const getProductCounts = jest.fn<() => Promise<ProductCounts>>();
const bulkDeleteProducts = jest.fn<(ids: string[]) => Promise<{ ids: string[] }>>();
const dataProvider = testDataProvider({ getList, getProductCounts, bulkDeleteProducts } as Partial<DataProvider>);

const history: ProductHistoryEntry[] = [
  {
    id: 'h-1',
    productId: 'p-1',
    stockNumber: 'LG-1001',
    productName: oval.name,
    action: 'update',
    actor: { id: 'a-1', name: 'Ada Stone', email: 'ada@shop.test' },
    changes: [{ field: 'price', before: 2600, after: 2450 }],
    createdAt: '2026-01-16T15:00:00.000Z',
  },
];

beforeEach(() => {
  getList.mockReset();
  getList.mockImplementation(async (resource) =>
    resource === 'product-history' ? { data: history, total: 1 } : { data: [oval, halo], total: 12 },
  );
  getProductCounts.mockReset().mockResolvedValue(counts);
  bulkDeleteProducts.mockReset();
  forgetShopTimeZone();
  mockFetch('America/New_York');
});

const render = () => renderList('products', ProductList, dataProvider);
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
const productCalls = () => getList.mock.calls.filter(([resource]) => resource === 'products');
const lastFilter = () => productCalls().at(-1)![1].filter;

describe('ProductList', () => {
  test('newest ten of all products; tabs show counts and send their productType', async () => {
    render();

    expect(await screen.findByText('Total: 12, page 1 of 2')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({
        filter: { productType: 'all' },
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Jewelry (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Diamonds (9)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lab-Grown (6)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'Rings (2)' }));
    await waitFor(() => expect(lastFilter()).toEqual({ productType: 'ring' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Diamonds (9)' }));
    await waitFor(() => expect(lastFilter()).toEqual({ productType: 'diamonds' }));
    expect(screen.getByRole('tab', { name: 'Diamonds (9)' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a row: SKU, name, type, $ price, created date; a missing image shows the placeholder; zoom', async () => {
    render();

    const row = await rowOf(oval.name);
    expect(row.getByText('SKU: LG-1001')).toBeInTheDocument();
    expect(row.getByText('Lab-Grown Diamond')).toBeInTheDocument();
    expect(row.getByText('$2,450')).toBeInTheDocument();
    expect(await row.findByText('Jan 15, 2026')).toBeInTheDocument();

    const haloRow = await rowOf('Halo Ring');
    expect(haloRow.getByText('$1,299.50')).toBeInTheDocument();
    expect(haloRow.getByRole('img', { name: 'No image' })).toBeInTheDocument();

    // A broken image falls back to the placeholder too.
    fireEvent.error(row.getByRole('img', { name: oval.name }));
    expect(await row.findByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  test('the thumbnail opens a zoom dialog', async () => {
    render();

    fireEvent.click((await rowOf(oval.name)).getByRole('button', { name: `Zoom image of ${oval.name}` }));
    const dialog = await screen.findByRole('dialog', { name: oval.name });
    expect(within(dialog).getByRole('img', { name: oval.name })).toHaveAttribute('src', oval.mainImage);
  });

  test('search runs on Enter and on Search, not while typing; Clear removes it', async () => {
    render();
    await rowOf(oval.name);
    const box = screen.getByRole('textbox', { name: 'Search products' });

    fireEvent.change(box, { target: { value: 'LG-1001' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lastFilter()).toEqual({ productType: 'all' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(lastFilter()).toEqual({ productType: 'all', q: 'LG-1001' }));

    fireEvent.change(box, { target: { value: 'Halo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastFilter()).toEqual({ productType: 'all', q: 'Halo' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastFilter()).toEqual({ productType: 'all' }));
    expect(box).toHaveValue('');
  });

  test('bulk delete: the confirmation lists the selected names, then one bulk-delete call', async () => {
    bulkDeleteProducts.mockResolvedValue({ ids: ['p-1', 'p-2'] });
    render();

    fireEvent.click((await rowOf(oval.name)).getByRole('checkbox'));
    fireEvent.click((await rowOf('Halo Ring')).getByRole('checkbox'));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Selected Products' }));
    const names = dialog.getByRole('list', { name: 'Products to delete' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.51 Carat Oval Lab-Grown Diamond (LG-1001)', 'Halo Ring (JW-7)']);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete Selected' }));

    await waitFor(() => expect(bulkDeleteProducts).toHaveBeenCalledWith(['p-1', 'p-2']));
    expect(await screen.findByText('2 products deleted')).toBeInTheDocument();
  });

  test('Clear Selection unselects', async () => {
    render();
    const checkbox = (await rowOf(oval.name)).getByRole('checkbox');
    fireEvent.click(checkbox);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(checkbox).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    await waitFor(() => expect(checkbox).not.toBeChecked());
  });

  test('page size 5, 10, 20 or 50', async () => {
    render();
    await rowOf(oval.name);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['5', '10', '20', '50']);
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(productCalls().at(-1)![1].pagination).toEqual({ page: 1, perPage: 20 }));
  });

  test('History shows who, when, the action and before → after', async () => {
    render();
    fireEvent.click((await rowOf(oval.name)).getByRole('button', { name: 'History' }));

    const dialog = within(await screen.findByRole('dialog', { name: /Product History/ }));
    expect(await dialog.findByText('Ada Stone')).toBeInTheDocument();
    expect(dialog.getByText('Updated')).toBeInTheDocument();
    expect(dialog.getByText(/2600 → 2450/)).toBeInTheDocument();
    expect(await dialog.findByText('Jan 16, 2026, 10:00 AM')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('product-history', expect.objectContaining({ filter: { productId: 'p-1' } }));
  });

  test('nothing found: No products found', async () => {
    getList.mockResolvedValue({ data: [], total: 0 });
    render();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Total: 0, page 1 of 1')).toBeInTheDocument();
  });

  test('a page with supplier stones gets Cost and Margin columns', async () => {
    const supplied = {
      ...oval,
      supplier: { id: 'sup-1', name: 'Nivoda lab' },
      supplierCost: 2000,
      margin: 450,
      marginPercent: 18.4,
    };
    getList.mockImplementation(async () => ({ data: [supplied, halo], total: 2 }));
    render();

    const row = within((await screen.findByText(oval.name)).closest('tr')!);
    expect(screen.getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
    expect(row.getByText('$2,000')).toBeInTheDocument();
    expect(row.getByText('Nivoda lab')).toBeInTheDocument();
    expect(row.getByText('$450 (18.4 %)')).toBeInTheDocument();
  });

  describe('as Sales, who read the catalogue without its costs', () => {
    /** The server's answer to Sales: no supplier, cost, margin or offers at all. */
    const withoutCosts = ({ supplier: _s, supplierCost: _c, margin: _m, marginPercent: _p, ...rest }: Product) =>
      rest as Product;

    beforeEach(() => {
      getList.mockResolvedValue({ data: [withoutCosts(oval), withoutCosts(halo)], total: 2 });
    });

    test('no Add Product, Edit, Delete or bulk selection; History stays', async () => {
      renderList('products', ProductList, dataProvider, '/products', roleAuthProvider('sales'));

      const row = await rowOf(oval.name);
      expect(await row.findByRole('button', { name: 'History' })).toBeInTheDocument();
      expect(row.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(row.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
    });

    test('no Cost or Margin columns, and neither sorted nor filtered by a cost field', async () => {
      renderList('products', ProductList, dataProvider, '/products', roleAuthProvider('sales'));
      await rowOf(oval.name);

      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(['Product', 'Price', 'Image', 'Created', 'Actions']);
      for (const [, params] of productCalls()) {
        expect(params.sort).toEqual({ field: 'createdAt', order: 'DESC' });
        expect(params.filter).toEqual({ productType: 'all' });
      }
    });
  });

  test('as Catalogue: Add Product, Edit and Delete on every row, and the bulk selection', async () => {
    renderList('products', ProductList, dataProvider, '/products', roleAuthProvider('catalogue'));

    const row = await rowOf(oval.name);
    expect(await row.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(await row.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(await row.findByRole('checkbox')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/products/create');
  });
});
