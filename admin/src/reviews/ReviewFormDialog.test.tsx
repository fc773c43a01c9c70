import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { forgetShopTimeZone } from '../leads/shopTime';
import { mockReviewRoutes, renderReviews, review, reviewMocks, rowOf, stats } from './reviews.test-kit';

jest.setTimeout(20_000);

const dee = review({
  id: 'r-9',
  customerName: 'Dee Park',
  customerLocation: 'Denver, CO',
  rating: 4,
  reviewText: 'Great service.',
  productType: 'wedding',
  orderReference: 'ORD-77',
  adminNotes: 'Verified buyer',
  displayOrder: 5,
});

const halo = { id: 'p-1', name: 'Halo Ring', stockNumber: 'JW-000001' };

const { getList, getOne, getMany, create, update, dataProvider } = reviewMocks();

beforeEach(() => {
  for (const mock of [getList, getOne, getMany, create, update]) mock.mockReset();
  getList.mockImplementation(async (resource) =>
    resource === 'products' ? { data: [halo], total: 1 } : { data: [dee], total: 1 },
  );
  getMany.mockResolvedValue({ data: [halo] });
  getOne.mockResolvedValue({ data: { id: 'stats', ...stats } });
  forgetShopTimeZone();
  mockReviewRoutes();
});

const openAdd = async () => {
  renderReviews(dataProvider);
  await rowOf('Dee Park');
  fireEvent.click(screen.getByRole('button', { name: 'Add Review' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Review' }));
};

const type = (dialog: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(dialog.getByRole('textbox', { name: label }), { target: { value } });

describe('ReviewFormDialog', () => {
  test('names and texts are required; an error leaves as soon as its field is edited', async () => {
    const dialog = await openAdd();

    fireEvent.click(dialog.getByRole('button', { name: 'Add Review' }));
    expect(await dialog.findByText('Customer name is required')).toBeInTheDocument();
    expect(dialog.getByText('Review text is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    type(dialog, /^Customer Name/, 'Eli');
    await waitFor(() => expect(dialog.queryByText('Customer name is required')).not.toBeInTheDocument());
    expect(dialog.getByText('Review text is required')).toBeInTheDocument();
  });

  test('the form: ratings 5 to 1 (5 by default), the defaults, and the internal notes hint', async () => {
    const dialog = await openAdd();

    const ratings = within(dialog.getByRole('radiogroup'));
    expect(ratings.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(ratings.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: /^Product Type/ })).toHaveTextContent('General');
    expect(dialog.getByRole('switch', { name: 'Active (shown on the storefront)' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Featured' })).not.toBeChecked();
    expect(dialog.getByText('Internal — never shown to shoppers')).toBeInTheDocument();
  });

  test('create sends the review fields with the defaults, toasts, closes and reloads', async () => {
    create.mockResolvedValue({ data: { ...dee, id: 'r-10' } });
    const dialog = await openAdd();
    const listCalls = getList.mock.calls.length;

    type(dialog, /^Customer Name/, 'Eli Moss');
    type(dialog, /^Location/, 'Reno, NV');
    type(dialog, /^Review Text/, 'Stunning earrings.');
    fireEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /^Product Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jewelry' }));
    fireEvent.click(dialog.getByRole('switch', { name: 'Featured' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Review' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [resource, params] = create.mock.calls[0];
    expect(resource).toBe('reviews');
    expect(params.data).toEqual({
      customerName: 'Eli Moss',
      customerLocation: 'Reno, NV',
      rating: 4,
      reviewText: 'Stunning earrings.',
      productType: 'jewelry',
      isActive: true,
      isFeatured: true,
    });
    expect(await screen.findByText('Review created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listCalls));
  });

  test('edit starts from the review and sends its editable fields only', async () => {
    update.mockResolvedValue({ data: { ...dee, reviewText: 'Great service, twice.' } });
    renderReviews(dataProvider);

    fireEvent.click((await rowOf('Dee Park')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Review' }));
    expect(dialog.getByRole('textbox', { name: /^Customer Name/ })).toHaveValue('Dee Park');
    expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(dialog.getByRole('textbox', { name: /^Admin Notes/ })).toHaveValue('Verified buyer');

    type(dialog, /^Review Text/, 'Great service, twice.');
    fireEvent.click(dialog.getByRole('button', { name: 'Update Review' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('reviews');
    expect(params.id).toBe('r-9');
    expect(params.previousData).toEqual(dee);
    expect(params.data).toEqual({
      customerName: 'Dee Park',
      customerLocation: 'Denver, CO',
      rating: 4,
      reviewText: 'Great service, twice.',
      customerImage: null,
      productType: 'wedding',
      orderReference: 'ORD-77',
      productId: null,
      isActive: true,
      isFeatured: false,
      adminNotes: 'Verified buyer',
    });
    expect(await screen.findByText('Review updated successfully')).toBeInTheDocument();
  });

  test('a refused save toasts the spec’s sentence and shows the API’s field messages; the modal stays', async () => {
    update.mockRejectedValue(
      new HttpError('Please fix the validation errors', 400, {
        statusCode: 400,
        message: 'Please fix the validation errors',
        errors: { customerImage: 'Please enter a valid image URL' },
      }),
    );
    renderReviews(dataProvider);

    fireEvent.click((await rowOf('Dee Park')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Review' }));
    type(dialog, /^Customer Image URL/, 'not a url');
    fireEvent.click(dialog.getByRole('button', { name: 'Update Review' }));

    expect(await screen.findByText('Failed to update review')).toBeInTheDocument();
    expect(await dialog.findByText('Please enter a valid image URL')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Review' })).toBeInTheDocument();
  });

  test('a failed create toasts', async () => {
    create.mockRejectedValue(new Error('down'));
    const dialog = await openAdd();

    type(dialog, /^Customer Name/, 'Eli Moss');
    type(dialog, /^Review Text/, 'Stunning earrings.');
    fireEvent.click(dialog.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Failed to create review')).toBeInTheDocument();
  });

  test('the product picker finds a product by name and saves its id; editing shows the chosen product', async () => {
    create.mockResolvedValue({ data: { ...dee, id: 'r-10' } });
    const dialog = await openAdd();
    type(dialog, /^Customer Name/, 'Eli Moss');
    type(dialog, /^Review Text/, 'Stunning ring.');
    expect(dialog.getByText(/Its active reviews make the product's stars/)).toBeInTheDocument();
    const picker = dialog.getByRole('combobox', { name: 'Product' });
    fireEvent.change(picker, { target: { value: 'halo' } });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('products', expect.objectContaining({ filter: { q: 'halo' } })),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Halo Ring (JW-000001)' }));
    // The list the save reloads shows the review with its product.
    getList.mockImplementation(async (resource) =>
      resource === 'products' ? { data: [halo], total: 1 } : { data: [{ ...dee, productId: 'p-1' }], total: 1 },
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Add Review' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ customerName: 'Eli Moss', productId: 'p-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click((await rowOf('Dee Park')).getByRole('button', { name: 'Edit' }));
    const editing = within(await screen.findByRole('dialog', { name: 'Edit Review' }));
    await waitFor(() =>
      expect(editing.getByRole('combobox', { name: 'Product' })).toHaveValue('Halo Ring (JW-000001)'),
    );
  });
});
