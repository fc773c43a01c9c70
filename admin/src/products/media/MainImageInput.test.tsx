import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { required } from 'react-admin';
import { MainImageInput } from './MainImageInput';
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

const choose = (file: File) => fireEvent.change(screen.getByTestId('mainImage-file'), { target: { files: [file] } });

describe('MainImageInput', () => {
  test('the Upload image button is a keyboard-reachable button that opens the file chooser', () => {
    renderInForm(<MainImageInput source="mainImage" />);
    const input = screen.getByTestId('mainImage-file') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');

    const button = screen.getByRole('button', { name: 'Upload image' });
    expect(button.tagName).toBe('BUTTON');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(input).toHaveAttribute('tabindex', '-1');
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
  });

  test('a valid image uploads with a progress bar, then the value is the stored path with a preview', async () => {
    FakeXhr.answer = () => 'pending';
    renderInForm(<MainImageInput source="mainImage" />);

    choose(fileOf('oval.png'));
    const request = FakeXhr.requests[0];
    expect(request.body!.get('kind')).toBe('image');
    act(() => request.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading main image' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeDisabled();

    act(() => request.settle({ status: 201, body: storedMedia('oval.png') }));
    await waitFor(() => expect(formValue('mainImage')).toBe('/media/ab/oval.png'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Main Image URL' })).toHaveValue('/media/ab/oval.png');
    expect(screen.getByRole('img', { name: 'Main image preview' })).toHaveAttribute('src', '/media/ab/oval.png');
  });

  test('5 MB + 1 byte is refused before sending, with the spec message', () => {
    renderInForm(<MainImageInput source="mainImage" />, { mainImage: 'https://cdn.test/old.jpg' });

    choose(fileOf('huge.jpg', 'image/jpeg', 5242881));
    expect(screen.getByRole('alert')).toHaveTextContent('Image too large (max 5MB): 5.00MB');
    expect(FakeXhr.requests).toHaveLength(0);
    expect(formValue('mainImage')).toBe('https://cdn.test/old.jpg');
  });

  test('a text file is refused with the spec message', () => {
    renderInForm(<MainImageInput source="mainImage" />);

    choose(fileOf('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type: text/plain. Use JPG, PNG, GIF or WEBP.');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  test('the server’s refusal is shown and the value kept; typing clears the message', async () => {
    FakeXhr.answer = () =>
      refusal('The image could not be read. It may be damaged; please export it again as JPG, PNG, GIF or WEBP.');
    renderInForm(<MainImageInput source="mainImage" />, { mainImage: '/media/ab/old.png' });

    choose(fileOf('broken.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be read. It may be damaged');
    expect(formValue('mainImage')).toBe('/media/ab/old.png');

    fireEvent.change(screen.getByRole('textbox', { name: 'Main Image URL' }), {
      target: { value: 'https://cdn.test/new.jpg' },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(formValue('mainImage')).toBe('https://cdn.test/new.jpg');
  });

  test('Remove clears the value; the required rule shows its message and the label its marker', async () => {
    renderInForm(
      <MainImageInput source="mainImage" validate={required('At least one image (file or URL) is required')} />,
      {
        mainImage: '/media/ab/old.png',
      },
    );
    expect(screen.getByText('Main Image URL').parentElement).toHaveTextContent('Main Image URL *');

    fireEvent.click(screen.getByRole('button', { name: 'Remove main image' }));
    expect(formValue('mainImage')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Main image preview' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least one image (file or URL) is required')).toBeInTheDocument();
  });

  test('a 401 ends the session', async () => {
    localStorage.setItem('shop.adminToken', 'expired');
    FakeXhr.answer = () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    renderInForm(<MainImageInput source="mainImage" />);

    choose(fileOf('oval.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });
});
