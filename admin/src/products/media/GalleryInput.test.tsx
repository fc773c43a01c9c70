import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GalleryInput } from './GalleryInput';
import {
  FakeXhr,
  fileOf,
  formValue,
  installMediaXhr,
  refusal,
  removeFakeXhr,
  renderInForm,
  storedMedia,
} from './media.test-kit';

jest.setTimeout(20_000);

beforeEach(installMediaXhr);
afterEach(removeFakeXhr);

const paths = (count: number) => Array.from({ length: count }, (_, index) => `/media/ab/old-${index + 1}.png`);
const pngs = (count: number) => Array.from({ length: count }, (_, index) => fileOf(`new-${index + 1}.png`));
const gallery = (images: string[]) =>
  renderInForm(<GalleryInput source="galleryImages" kind="image" max={5} label="Gallery Images" />, {
    galleryImages: images,
  });
const add = (files: File[]) => fireEvent.change(screen.getByTestId('galleryImages-add'), { target: { files } });
const replaceAll = (files: File[]) =>
  fireEvent.change(screen.getByTestId('galleryImages-replace'), { target: { files } });

describe('GalleryInput', () => {
  test('previews in a list; the Add tile is there below 5 images and hidden at 5', () => {
    const { unmount } = gallery(paths(4));
    expect(screen.getAllByRole('img', { name: /^Gallery Images \d$/ })).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Gallery Images 2' })).toHaveAttribute('src', '/media/ab/old-2.png');
    expect(screen.getByRole('button', { name: 'Add Gallery Images' })).toBeEnabled();
    unmount();

    gallery(paths(5));
    expect(screen.queryByRole('button', { name: 'Add Gallery Images' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace All Gallery Images' })).toBeInTheDocument();
  });

  test('Remove is offered only while more than one image exists', () => {
    gallery(paths(2));
    expect(screen.getAllByRole('button', { name: /^Remove Gallery Images/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Gallery Images 1' }));
    expect(formValue('galleryImages')).toEqual(['/media/ab/old-2.png']);
    expect(screen.queryByRole('button', { name: /^Remove Gallery Images/ })).not.toBeInTheDocument();
  });

  test('Add uploads the chosen files into the free slots only', async () => {
    gallery(paths(3));

    add(pngs(4));
    await waitFor(() =>
      expect(formValue('galleryImages')).toEqual([...paths(3), '/media/ab/new-1.png', '/media/ab/new-2.png']),
    );
    expect(FakeXhr.requests).toHaveLength(2);
    expect(screen.getByText('At most 5 Gallery Images: the first 2 of the 4 files chosen were used.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  test('one added file that is refused gives its own reason and nothing is sent', () => {
    gallery(paths(1));

    add([fileOf('huge.jpg', 'image/jpeg', 5242881)]);
    expect(screen.getByRole('alert')).toHaveTextContent('Image too large (max 5MB): 5.00MB');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  test('Replace All with one invalid file shows the spec message and keeps the old list', () => {
    gallery(paths(2));

    replaceAll([
      fileOf('a.png'),
      fileOf('notes.txt', 'text/plain'),
      fileOf('c.png'),
      fileOf('huge.jpg', 'image/jpeg', 5242881),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some files were invalid: File 2: notes.txt - Invalid, File 4: huge.jpg - Invalid',
    );
    expect(FakeXhr.requests).toHaveLength(0);
    expect(formValue('galleryImages')).toEqual(paths(2));
  });

  test('Replace All with 7 valid files uploads and keeps the first 5, with progress', async () => {
    FakeXhr.answer = () => 'pending';
    gallery(paths(2));

    replaceAll(pngs(7));
    act(() => FakeXhr.requests[0].progress(50, 100));
    // One bar over the whole batch: half of the first of five files is 10%.
    expect(screen.getByRole('progressbar', { name: 'Uploading Gallery Images' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );

    for (let index = 0; index < 5; index++) {
      await waitFor(() => expect(FakeXhr.requests).toHaveLength(index + 1));
      act(() => FakeXhr.requests[index].settle({ status: 201, body: storedMedia(`new-${index + 1}.png`) }));
    }
    await waitFor(() => expect(formValue('galleryImages')).toEqual(pngs(5).map((file) => `/media/ab/${file.name}`)));
    expect(FakeXhr.requests).toHaveLength(5);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a server refusal shows its message and leaves the list as it was', async () => {
    FakeXhr.answer = (request) =>
      request.file.name === 'new-2.png'
        ? refusal('Invalid file type: image/svg+xml. Use JPG, PNG, GIF or WEBP.')
        : { status: 201, body: storedMedia(request.file.name) };
    gallery(paths(2));

    replaceAll(pngs(3));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type: image/svg+xml. Use JPG, PNG, GIF or WEBP.',
    );
    expect(FakeXhr.requests).toHaveLength(2);
    expect(formValue('galleryImages')).toEqual(paths(2));
  });

  test('Cancel stops the upload and changes nothing', async () => {
    FakeXhr.answer = () => 'pending';
    gallery(paths(2));

    add(pngs(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(FakeXhr.requests[0].aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(formValue('galleryImages')).toEqual(paths(2));
  });

  test('the same widget holds 72 360° frames', () => {
    renderInForm(<GalleryInput source="rotationImages" kind="rotation" max={72} label="360° Images" />, {
      rotationImages: paths(71),
    });
    expect(screen.getByRole('group', { name: '360° Images (71/72)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 360° Images' })).toBeInTheDocument();
  });
});
