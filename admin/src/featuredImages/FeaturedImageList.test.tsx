import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describeHomeContentScreen } from '../homeContent/homeContentSuite.test-kit';
import { formFields, homeContentMocks, record, renderContentList, rowOf } from '../homeContent/homeContent.test-kit';
import { fileOf } from '../test-support/fakeXhr';
import { field, select } from '../test-support/renderScreen';
import FeaturedImageList from './FeaturedImageList';
import { fromShopWallClock, toShopWallClock } from './shopWallClock';
import type { FeaturedImage } from './types';

jest.setTimeout(20_000);

const slide = (fields: Pick<FeaturedImage, 'id' | 'title' | 'order'> & Partial<FeaturedImage>) =>
  record<FeaturedImage>({
    subtitle: null,
    linkUrl: null,
    linkText: 'Learn More',
    category: 'General',
    isActive: true,
    imageUrl: `https://shop.test/media/${fields.id}.jpg`,
    displayCount: 0,
    lastDisplayed: null,
    startsAt: null,
    endsAt: null,
    ...fields,
  });

const sparkle = slide({
  id: 'fi-1',
  title: 'Sparkle Sale',
  order: 0,
  subtitle: 'Up to 30% off',
  linkUrl: '/diamonds',
  linkText: 'Shop Now',
  category: 'Diamonds',
  displayCount: 12,
  imageVariants: {
    thumbnail: 'https://shop.test/media/fi-1-thumb.webp',
    card: 'https://shop.test/media/fi-1-card.webp',
    large: '',
  },
});
const bridal = slide({ id: 'fi-2', title: 'Bridal Week', order: 1, isActive: false });
const custom = slide({ id: 'fi-3', title: 'Custom Rings', order: 2 });

describeHomeContentScreen({
  List: FeaturedImageList,
  resource: 'featured-images',
  reorderKey: 'imageOrders',
  records: [sparkle, bridal, custom],
  heading: 'Featured Images',
  intro: 'Manage homepage slider images with automatic rotation',
  addLabel: 'Add Image',
  addTitle: 'Add Featured Image',
  saveFailed: 'Error saving image',
  deleteQuestion: 'Are you sure you want to delete this featured image?',
  loading: 'Loading featured images...',
  emptyTitle: 'No featured images yet',
  fillRequired: () => undefined,
});

describe('Featured images', () => {
  const mocks = homeContentMocks({ total: 3, active: 2, inactive: 1, recentUploads: 1 });
  const render = () => renderContentList('featured-images', FeaturedImageList, mocks);

  beforeEach(() => {
    mocks.install();
    mocks.getList.mockResolvedValue({ data: [sparkle, bridal, custom], total: 3 });
  });

  const openAdd = async () => {
    await rowOf(sparkle.title);
    fireEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    return within(await screen.findByRole('dialog', { name: 'Add Featured Image' }));
  };

  test('the interface says the slider rotates 4 images every 24 hours', async () => {
    render();
    expect(await screen.findByText(/rotates to the next 4 every 24 hours/)).toBeInTheDocument();
  });

  test('add sends a multipart POST with the defaults, the order after the last row and the image', async () => {
    mocks.api.answer.mockReturnValue({ status: 201, body: slide({ id: 'fi-9', title: 'Gold Days', order: 3 }) });
    render();
    const dialog = await openAdd();
    expect(field('Link Text')).toHaveValue('Learn More');
    expect(select('Category')).toHaveValue('General');

    fireEvent.change(field('Title'), { target: { value: '  Gold Days ' } });
    fireEvent.change(field('Subtitle'), { target: { value: 'All gold, all week' } });
    fireEvent.change(field('Link URL'), { target: { value: '/jewelry' } });
    fireEvent.change(select('Category'), { target: { value: 'Jewelry' } });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [fileOf('gold.png')] } });
    const calls = mocks.getList.mock.calls.length;
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(mocks.callsTo('POST', '/api/admin/featured-images')).toHaveLength(1));
    const [post] = mocks.callsTo('POST', '/api/admin/featured-images');
    expect(formFields(post.body)).toEqual({
      title: 'Gold Days',
      subtitle: 'All gold, all week',
      linkUrl: '/jewelry',
      linkText: 'Learn More',
      category: 'Jewelry',
      order: '3',
      isActive: 'true',
      startsAt: '',
      endsAt: '',
      image: 'gold.png',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Featured image added')).toBeInTheDocument();
    expect(mocks.getList.mock.calls.length).toBeGreaterThan(calls);
  });

  test('edit shows the stored image and sends PUT /:id without an image unless one is chosen', async () => {
    render();
    fireEvent.click((await rowOf(sparkle.title)).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Featured Image' }));
    expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'https://shop.test/media/fi-1-card.webp',
    );
    expect(field('Title')).toHaveValue('Sparkle Sale');

    fireEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
    fireEvent.change(field('Display Order'), { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(mocks.callsTo('PUT', '/api/admin/featured-images/fi-1')).toHaveLength(1));
    const [put] = mocks.callsTo('PUT', '/api/admin/featured-images/fi-1');
    expect(formFields(put.body)).toEqual({
      title: 'Sparkle Sale',
      subtitle: 'Up to 30% off',
      linkUrl: '/diamonds',
      linkText: 'Shop Now',
      category: 'Diamonds',
      order: '5',
      isActive: 'false',
      startsAt: '',
      endsAt: '',
    });
    expect(await screen.findByText('Featured image updated')).toBeInTheDocument();
  });

  test('link and order rules', async () => {
    render();
    const dialog = await openAdd();
    fireEvent.change(field('Link URL'), { target: { value: 'diamonds page' } });
    fireEvent.change(field('Display Order'), { target: { value: '-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(dialog.getByText('Order must be a whole number, 0 or more')).toBeInTheDocument();
    fireEvent.change(field('Link URL'), { target: { value: 'https://shop.test/sale' } });
    expect(dialog.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
  });

  test('the schedule is typed in the shop time zone and sent as instants; the end must follow the start', async () => {
    mocks.api.answer.mockReturnValue({ status: 201, body: {} });
    render();
    const dialog = await openAdd();
    fireEvent.change(field('Title'), { target: { value: 'Spring' } });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [fileOf('spring.png')] } });
    await waitFor(() => expect(field('Starts')).toBeEnabled());
    // New York is UTC−5 in February, UTC−4 from mid-March.
    fireEvent.change(field('Starts'), { target: { value: '2026-04-01T09:00' } });
    fireEvent.change(field('Ends'), { target: { value: '2026-02-01T09:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('The end date must be after the start date')).toBeInTheDocument();

    fireEvent.change(field('Ends'), { target: { value: '2026-04-30T18:30' } });
    expect(dialog.queryByText('The end date must be after the start date')).not.toBeInTheDocument();
    expect(field('Ends')).toHaveValue('2026-04-30T18:30');
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(mocks.callsTo('POST', '/api/admin/featured-images')).toHaveLength(1));
    const fields = formFields(mocks.callsTo('POST', '/api/admin/featured-images')[0].body);
    expect(fields.startsAt).toBe('2026-04-01T13:00:00.000Z');
    expect(fields.endsAt).toBe('2026-04-30T22:30:00.000Z');
  });

  test('rows show their details and whether a slide is scheduled or expired', async () => {
    const day = 24 * 60 * 60 * 1000;
    const soon = new Date(Date.now() + 3 * day).toISOString();
    const past = new Date(Date.now() - 3 * day).toISOString();
    mocks.getList.mockResolvedValue({
      data: [
        sparkle,
        { ...bridal, startsAt: soon },
        { ...custom, startsAt: past, endsAt: new Date(Date.now() - day).toISOString() },
      ],
      total: 3,
    });
    render();

    const first = await rowOf(sparkle.title);
    expect(first.getByText('Up to 30% off')).toBeInTheDocument();
    expect(first.getByText('Diamonds · Shop Now → /diamonds · Displayed 12 times')).toBeInTheDocument();
    const thumbnail = screen
      .getByRole('button', { name: `Reorder ${sparkle.title}` })
      .closest('li')!
      .querySelector('img');
    expect(thumbnail).toHaveAttribute('src', 'https://shop.test/media/fi-1-thumb.webp');
    expect(first.queryByText('Scheduled')).not.toBeInTheDocument();

    const scheduled = await rowOf(bridal.title);
    expect(scheduled.getByText('Scheduled')).toBeInTheDocument();
    expect(await scheduled.findByText(/^Starts/)).toHaveTextContent(/Starts \w{3} \d+, \d{4}, \d+:\d{2} [AP]M/);
    const expired = await rowOf(custom.title);
    expect(expired.getByText('Expired')).toBeInTheDocument();
  });
});

describe('shop wall clock', () => {
  test('round trip through a DST change', () => {
    expect(fromShopWallClock('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(fromShopWallClock('2026-01-05T14:30', 'Europe/London')).toBe('2026-01-05T14:30:00.000Z');
    expect(toShopWallClock('2026-07-01T16:00:00.000Z', 'America/New_York')).toBe('2026-07-01T12:00');
    expect(toShopWallClock(null, 'America/New_York')).toBe('');
    expect(fromShopWallClock('', 'America/New_York')).toBe('');
  });
});
