import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FileUploadInput, fileNameOf } from './FileUploadInput';
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

const video = <FileUploadInput source="videoUrl" kind="video" label="Video" accept="video/*" />;
const certificate = (
  <FileUploadInput
    source="specifications.certificateImage"
    kind="certificate"
    label="Certificate File"
    accept="application/pdf,image/*"
  />
);
const choose = (source: string, file: File) =>
  fireEvent.change(screen.getByTestId(`${source}-file`), { target: { files: [file] } });

test('fileNameOf: the last segment, decoded, without query', () => {
  expect(fileNameOf('/media/3f/3fa9.mp4')).toBe('3fa9.mp4');
  expect(fileNameOf('https://cdn.test/certs/GIA%20123.pdf?v=2')).toBe('GIA 123.pdf');
});

describe('FileUploadInput', () => {
  test('no file yet: Upload sends the video with progress, then links it with Replace and Remove', async () => {
    FakeXhr.answer = () => 'pending';
    renderInForm(video);
    expect(screen.getByText('No file')).toBeInTheDocument();
    expect(screen.getByTestId('videoUrl-file')).toHaveAttribute('accept', 'video/*');

    choose('videoUrl', fileOf('spin.mp4', 'video/mp4'));
    const request = FakeXhr.requests[0];
    expect(request.body!.get('kind')).toBe('video');
    act(() => request.progress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'Uploading Video' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeDisabled();

    act(() => request.settle({ status: 201, body: storedMedia('spin.mp4') }));
    expect(await screen.findByRole('link', { name: 'spin.mp4' })).toHaveAttribute('href', '/media/ab/spin.mp4');
    expect(formValue('videoUrl')).toBe('/media/ab/spin.mp4');
    expect(screen.getByRole('button', { name: 'Replace Video' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Video' }));
    expect(formValue('videoUrl')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('a video of the wrong type is refused before sending', () => {
    renderInForm(video);

    choose('videoUrl', fileOf('clip.avi', 'video/x-msvideo'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type: video/x-msvideo. Use MP4, WEBM or MOV.');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  test('the certificate goes under specifications; too large is refused, a server refusal is shown', async () => {
    renderInForm(certificate, { specifications: { certificateImage: '/media/ab/old.pdf' } });
    expect(screen.getByRole('link', { name: 'old.pdf' })).toBeInTheDocument();

    choose('specifications.certificateImage', fileOf('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Certificate too large (max 10MB): 10.00MB');
    expect(FakeXhr.requests).toHaveLength(0);

    FakeXhr.answer = () => refusal('The certificate image could not be read. It may be damaged.');
    choose('specifications.certificateImage', fileOf('scan.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The certificate image could not be read. It may be damaged.',
      ),
    );
    expect(FakeXhr.requests[0].body!.get('kind')).toBe('certificate');
    expect(formValue('specifications.certificateImage')).toBe('/media/ab/old.pdf');

    FakeXhr.answer = (request) => ({ status: 201, body: storedMedia(request.file.name) });
    choose('specifications.certificateImage', fileOf('GIA-2141.pdf', 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'GIA-2141.pdf' })).toBeInTheDocument();
    expect(formValue('specifications.certificateImage')).toBe('/media/ab/GIA-2141.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
