import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, type CreateParams, type CreateResult, type DataProvider } from 'react-admin';
import { PRODUCTS_PAGE, deferred, field, renderScreen, select } from '../test-support/renderScreen';
import ProductCreate from './ProductCreate';

jest.setTimeout(30_000);

const create = jest.fn<(resource: string, params: CreateParams) => Promise<CreateResult>>();
const dataProvider = testDataProvider({ create } as Partial<DataProvider>);

beforeEach(() => {
  create.mockReset().mockImplementation(async (_resource, { data }) => ({ data: { ...data, id: 'p-9' } }));
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** react-admin logs every failed request; the failure tests expect theirs. */
const expectFailureLogs = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

const render = () => renderScreen(<ProductCreate />, dataProvider);
const pick = (title: string) => fireEvent.click(screen.getByRole('heading', { level: 3, name: title }));
const addButton = () => screen.getByRole('button', { name: /^(Add Product|Adding\.\.\.)$/ });
const choose = (label: string, option: string) => {
  fireEvent.mouseDown(select(label));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

/** The Jewelry form with every required field filled. */
function fillJewelry() {
  pick('Jewelry');
  fireEvent.change(field('Name'), { target: { value: 'Halo Ring' } });
  fireEvent.change(field('Price'), { target: { value: '1299.5' } });
  fireEvent.change(field('Description'), { target: { value: 'A halo ring.' } });
  fireEvent.change(field('Stock Number'), { target: { value: 'JW-7' } });
  choose('Jewelry Classification', 'Lab Grown Diamond');
  choose('Jewelry Category', 'Engagement Ring');
  choose('Metal', '18K White Gold');
  fireEvent.change(field('Main Image URL'), { target: { value: 'https://cdn.test/halo.jpg' } });
}

const refusal = (message: string) =>
  new HttpError(message, 409, {
    message,
    errors: { 'specifications.stockNumber': message, root: { serverError: message } },
  });

describe('ProductCreate', () => {
  test('shows the three category cards; a card opens its form, X and Cancel go back to the cards', () => {
    render();

    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    // Labels as a person writes them, not the types' enum values.
    for (const title of ['Natural diamond', 'Lab-grown diamond', 'Jewelry']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }

    pick('Natural diamond');
    expect(screen.getByRole('heading', { name: 'Add a natural diamond' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'VDB Required Fields' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close form' }));
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();

    pick('Lab-grown diamond');
    expect(screen.getByRole('heading', { name: 'Add a lab-grown diamond' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Required VDB Fields' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
  });

  test('the jewelry form offers only the sub-categories of the chosen category, and clears one that no longer fits', () => {
    render();
    pick('Jewelry');
    expect(select('Jewelry Sub-Category')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a Jewelry Category first')).toBeInTheDocument();

    choose('Jewelry Category', 'Earrings');
    fireEvent.mouseDown(select('Jewelry Sub-Category'));
    const offered = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent?.trim())
      .filter(Boolean);
    expect(offered).toEqual(['Huggie Earrings', 'Stud Earrings', 'Drop Earrings']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Stud Earrings' }));
    expect(select('Jewelry Sub-Category')).toHaveTextContent('Stud Earrings');

    choose('Jewelry Category', 'Engagement Ring');
    expect(select('Jewelry Sub-Category')).not.toHaveTextContent('Stud Earrings');
    fireEvent.mouseDown(select('Jewelry Sub-Category'));
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: 'Stud Earrings' })).toBeNull();
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Halo Ring' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    choose('Jewelry Category', 'Pendant');
    expect(screen.getByText('None for Pendant')).toBeInTheDocument();
  });

  test('the price fields say which price the shopper pays', () => {
    render();
    pick('Natural diamond');
    expect(field('Price')).toHaveAccessibleDescription(
      'What the shopper pays, unless a lower sale price is set later (Edit, with On Sale)',
    );
    expect(field('Total Price')).toHaveAccessibleDescription(
      "The supplier sheet's total, for reference; the shopper pays the price above",
    );
  });

  test('Add Product on an empty form: the invalid-form toast and the spec messages, nothing is sent', async () => {
    render();
    pick('Jewelry');

    fireEvent.click(addButton());

    expect(await screen.findByText('Please fix the validation errors')).toBeInTheDocument();
    for (const message of [
      'Name is required',
      'Valid price is required',
      'Description is required',
      'Stock number is required',
      'Jewelry classification is required',
      'Jewelry category is required',
      'Metal is required',
      'At least one image (file or URL) is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  test('choosing a category again starts a fresh form, without the earlier errors or values', async () => {
    render();
    pick('Jewelry');
    fireEvent.change(field('Name'), { target: { value: 'Halo Ring' } });
    fireEvent.click(addButton());
    expect(await screen.findByText('Description is required')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    pick('Jewelry');

    expect(field('Name')).toHaveValue('');
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Metal is required')).not.toBeInTheDocument();
  });

  test('a valid jewelry form is created as productType jewelry, then the toast and the products list', async () => {
    const { location } = render();
    fillJewelry();

    fireEvent.click(addButton());

    expect(await screen.findByText('Jewelry added successfully!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('products', {
      data: expect.objectContaining({
        productType: 'jewelry',
        name: 'Halo Ring',
        price: 1299.5,
        description: 'A halo ring.',
        mainImage: 'https://cdn.test/halo.jpg',
        specifications: expect.objectContaining({
          stockNumber: 'JW-7',
          jewelryClassification: 'Lab Grown Diamond',
          jewelryCategory: 'Engagement Ring',
          metal: '18K White Gold',
        }),
      }),
    });
    expect(await screen.findByText(PRODUCTS_PAGE)).toBeInTheDocument();
    expect(location()).toBe('/products');
  });

  test('the jewelry form asks for the stock count and sends it; an orderable piece gets the plain success toast', async () => {
    render();
    fillJewelry();
    expect(field('Stock Count')).toHaveAccessibleDescription('Shoppers can order the piece while this is above 0');
    fireEvent.change(field('Stock Count'), { target: { value: '2' } });
    create.mockImplementation(async (_resource, { data }) => ({
      data: { ...data, id: 'p-9', unorderableReason: null },
    }));

    fireEvent.click(addButton());

    expect(await screen.findByText('Jewelry added successfully!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('products', { data: expect.objectContaining({ countInStock: 2 }) });
    expect(screen.queryByText(/Shoppers cannot order this piece/)).not.toBeInTheDocument();
  });

  test('saving a piece shoppers cannot order warns with the reason the server gives', async () => {
    create.mockImplementation(async (_resource, { data }) => ({
      data: { ...data, id: 'p-9', unorderableReason: 'its stock count is 0' },
    }));
    const { location } = render();
    fillJewelry();
    fireEvent.change(field('Stock Count'), { target: { value: '0' } });

    fireEvent.click(addButton());

    expect(
      await screen.findByText('Jewelry added successfully! Shoppers cannot order this piece: its stock count is 0.'),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('products', { data: expect.objectContaining({ countInStock: 0 }) });
    // Saved all the same: the wizard goes on to the list.
    await waitFor(() => expect(location()).toBe('/products'));
  });

  test('the diamond forms ask for availability and say which value shoppers cannot order', () => {
    render();
    pick('Lab-grown diamond');

    expect(select('Availability')).toHaveTextContent('Available');
    expect(screen.getByText('Shoppers cannot order an Unavailable stone')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Stock Count/)).not.toBeInTheDocument();
  });

  test('the button reads Adding... while the create request is pending', async () => {
    const pending = deferred<CreateResult>();
    create.mockReturnValue(pending.promise);
    render();
    fillJewelry();
    expect(addButton()).toHaveTextContent('Add Product');

    fireEvent.click(addButton());

    await waitFor(() => expect(addButton()).toHaveTextContent('Adding...'));
    pending.resolve({ data: { id: 'p-9' } });
    expect(await screen.findByText('Jewelry added successfully!')).toBeInTheDocument();
  });

  test('a refusal with field errors shows the message under Stock Number and as a toast; the form stays', async () => {
    const message = 'A product with stock number JW-7 already exists';
    create.mockRejectedValue(refusal(message));
    expectFailureLogs();
    const { location } = render();
    fillJewelry();

    fireEvent.click(addButton());

    // Once under the field, once in the toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field('Stock Number')).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Failed to add jewelry')).not.toBeInTheDocument();
    expect(location()).toBe('/products/create');
    expect(addButton()).toHaveTextContent('Add Product');
  });

  test.each([
    ['a 500 without a body message', 'Failed to add jewelry', new HttpError('Internal Server Error', 500, {})],
    ['a network failure', 'Failed to add jewelry', new Error('Failed to fetch')],
    [
      'a refusal whose body has a message',
      'Price is too high',
      new HttpError('Bad Request', 400, { message: 'Price is too high' }),
    ],
  ])('a failure without field errors (%s) toasts "%s"', async (_case, toast, error) => {
    create.mockRejectedValue(error);
    expectFailureLogs();
    const { location } = render();
    fillJewelry();

    fireEvent.click(addButton());

    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(location()).toBe('/products/create');
    expect(addButton()).toHaveTextContent('Add Product');
  });
});
