import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describeHomeContentScreen } from '../homeContent/homeContentSuite.test-kit';
import { formFields, homeContentMocks, record, renderContentList, rowOf } from '../homeContent/homeContent.test-kit';
import { fileOf } from '../test-support/fakeXhr';
import { field, select } from '../test-support/renderScreen';
import ShopCategoryList from './ShopCategoryList';
import { categoryLinks, type ShopCategory } from './types';

jest.setTimeout(20_000);

const tile = (fields: Pick<ShopCategory, 'id' | 'title' | 'order'> & Partial<ShopCategory>) =>
  record<ShopCategory>({
    description: null,
    linkUrl: '/jewelry',
    categoryType: 'jewelry',
    productFilters: {},
    isActive: true,
    imageUrl: `https://shop.test/media/${fields.id}.jpg`,
    ...fields,
  });

const rings = tile({
  id: 'sc-1',
  title: 'Engagement Rings',
  order: 0,
  description: 'Find the one',
  linkUrl: '/jewelry?category=engagement',
  categoryType: 'engagement-rings',
  productFilters: { category: 'ring', specifications: { material: 'platinum' } },
});
const ovals = tile({
  id: 'sc-2',
  title: 'Oval Diamonds',
  order: 1,
  isActive: false,
  linkUrl: '/diamonds?shape=oval',
  categoryType: 'diamonds',
});
const custom = tile({
  id: 'sc-3',
  title: 'Custom Jewelry',
  order: 2,
  linkUrl: '/custom-jewelry',
  categoryType: 'custom',
});

describeHomeContentScreen({
  List: ShopCategoryList,
  resource: 'shop-categories',
  reorderKey: 'categoryOrders',
  records: [rings, ovals, custom],
  heading: 'Shop Categories',
  intro: 'Manage homepage shop by category section',
  addLabel: 'Add Category',
  addTitle: 'Add Shop Category',
  saveFailed: 'Error saving category',
  deleteQuestion: 'Are you sure you want to delete this category?',
  loading: 'Loading categories...',
  emptyTitle: 'No categories yet',
  fillRequired: () => fireEvent.change(select('Link URL'), { target: { value: '/diamonds' } }),
});

describe('Shop categories', () => {
  const mocks = homeContentMocks({ total: 3, active: 2, inactive: 1, recentUploads: 0 });
  const render = () => renderContentList('shop-categories', ShopCategoryList, mocks);

  beforeEach(() => {
    mocks.install();
    mocks.getList.mockResolvedValue({ data: [rings, ovals, custom], total: 3 });
  });

  const openAdd = async () => {
    await rowOf(rings.title);
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    return within(await screen.findByRole('dialog', { name: 'Add Shop Category' }));
  };

  test('the link is chosen from the fixed list and is required', async () => {
    render();
    const dialog = await openAdd();
    const options = within(select('Link URL'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', ...categoryLinks]);

    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Link URL is required')).toBeInTheDocument();
    expect(dialog.getByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Image is required')).toBeInTheDocument();
    fireEvent.change(select('Link URL'), { target: { value: '/diamonds?shape=round' } });
    expect(dialog.queryByText('Link URL is required')).not.toBeInTheDocument();
  });

  test('add sends a multipart POST with the category type default and the product filters as JSON', async () => {
    mocks.api.answer.mockReturnValue({ status: 201, body: tile({ id: 'sc-9', title: 'Pendants', order: 3 }) });
    render();
    const dialog = await openAdd();
    expect(select('Category Type')).toHaveValue('jewelry');

    fireEvent.change(field('Title'), { target: { value: 'Pendants' } });
    fireEvent.change(field('Description'), { target: { value: 'Close to the heart' } });
    fireEvent.change(select('Link URL'), { target: { value: '/jewelry?category=pendant' } });
    fireEvent.change(select('Category Type'), { target: { value: 'pendants' } });
    fireEvent.change(field('Product Type'), { target: { value: 'jewelry' } });
    fireEvent.change(field('Diamond Type'), { target: { value: 'lab-grown' } });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [fileOf('pendant.webp', 'image/webp')] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(mocks.callsTo('POST', '/api/admin/shop-categories')).toHaveLength(1));
    const fields = formFields(mocks.callsTo('POST', '/api/admin/shop-categories')[0].body);
    expect(fields).toEqual({
      title: 'Pendants',
      description: 'Close to the heart',
      linkUrl: '/jewelry?category=pendant',
      categoryType: 'pendants',
      productFilters: JSON.stringify({ productType: 'jewelry', specifications: { diamondType: 'lab-grown' } }),
      order: '3',
      isActive: 'true',
      image: 'pendant.webp',
    });
    expect(await screen.findByText('Category added')).toBeInTheDocument();
  });

  test('edit fills the form from the record and sends PUT /:id', async () => {
    render();
    fireEvent.click((await rowOf(rings.title)).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Shop Category' }));
    expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', rings.imageUrl);
    expect(select('Link URL')).toHaveValue('/jewelry?category=engagement');
    expect(field('Material')).toHaveValue('platinum');

    fireEvent.change(field('Title'), { target: { value: 'Rings' } });
    fireEvent.change(field('Material'), { target: { value: '' } });
    const newImage = fileOf('rings.jpg', 'image/jpeg');
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [newImage] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(mocks.callsTo('PUT', '/api/admin/shop-categories/sc-1')).toHaveLength(1));
    expect(formFields(mocks.callsTo('PUT', '/api/admin/shop-categories/sc-1')[0].body)).toEqual({
      title: 'Rings',
      description: 'Find the one',
      linkUrl: '/jewelry?category=engagement',
      categoryType: 'engagement-rings',
      productFilters: JSON.stringify({ category: 'ring' }),
      order: '0',
      isActive: 'true',
      image: 'rings.jpg',
    });
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
  });

  test('rows show the description, type and link', async () => {
    render();
    const row = await rowOf(rings.title);
    expect(row.getByText('Find the one')).toBeInTheDocument();
    expect(row.getByText('Engagement Rings · /jewelry?category=engagement')).toBeInTheDocument();
  });
});
