import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { FakeXhr, fileOf, installMediaXhr, refusal, removeFakeXhr, storedMedia } from './media.test-kit';
import { checkCertificateFile, checkImageFile, checkVideoFile, mediaPreview, uploadMedia } from './uploadMedia';

const MB = 1024 * 1024;

describe('client checks (spec 2 §5, the server’s messages)', () => {
  test('images: JPG, PNG, GIF, WEBP up to 5242880 bytes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
      expect(checkImageFile(fileOf('a', type))).toBeUndefined();
    expect(checkImageFile(fileOf('max.jpg', 'image/jpeg', 5242880))).toBeUndefined();
    expect(checkImageFile(fileOf('big.jpg', 'image/jpeg', 5242881))).toBe('Image too large (max 5MB): 5.00MB');
    expect(checkImageFile(fileOf('notes.txt', 'text/plain'))).toBe(
      'Invalid file type: text/plain. Use JPG, PNG, GIF or WEBP.',
    );
    expect(checkImageFile(fileOf('logo.svg', 'image/svg+xml'))).toBe(
      'Invalid file type: image/svg+xml. Use JPG, PNG, GIF or WEBP.',
    );
  });

  test('a file the browser cannot type is left to the server, which reads its bytes', () => {
    expect(checkImageFile(fileOf('photo', ''))).toBeUndefined();
  });

  test('videos: MP4, WEBM, MOV up to 100 MB', () => {
    expect(checkVideoFile(fileOf('a.mov', 'video/quicktime'))).toBeUndefined();
    expect(checkVideoFile(fileOf('a.avi', 'video/x-msvideo'))).toBe(
      'Invalid file type: video/x-msvideo. Use MP4, WEBM or MOV.',
    );
    const big = fileOf('a.mp4', 'video/mp4');
    Object.defineProperty(big, 'size', { value: 150.5 * MB });
    expect(checkVideoFile(big)).toBe('Video too large (max 100MB): 150.50MB');
  });

  test('certificates: PDF or image up to 10 MB', () => {
    expect(checkCertificateFile(fileOf('c.pdf', 'application/pdf'))).toBeUndefined();
    expect(checkCertificateFile(fileOf('c.jpg', 'image/jpeg'))).toBeUndefined();
    expect(checkCertificateFile(fileOf('c.doc', 'application/msword'))).toBe(
      'Invalid file type: application/msword. Use PDF, JPG, PNG, GIF or WEBP.',
    );
    expect(checkCertificateFile(fileOf('c.pdf', 'application/pdf', 10 * MB + 1))).toBe(
      'Certificate too large (max 10MB): 10.00MB',
    );
  });
});

test('mediaPreview: /media paths and absolute URLs as they are', () => {
  expect(mediaPreview('/media/3f/3fa9.png')).toBe('/media/3f/3fa9.png');
  expect(mediaPreview('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  expect(mediaPreview(' media/3f/3fa9.png ')).toBe('/media/3f/3fa9.png');
});

describe('uploadMedia', () => {
  beforeEach(() => {
    installMediaXhr();
    localStorage.clear();
  });
  afterEach(removeFakeXhr);

  test('POSTs kind then file with the bearer token, reports progress, answers the stored media', async () => {
    localStorage.setItem('shop.adminToken', 'tok-1');
    FakeXhr.answer = () => 'pending';
    const seen: number[] = [];
    const file = fileOf('ring.png');
    const answer = uploadMedia(file, 'rotation', (percent) => seen.push(percent));

    const [request] = FakeXhr.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/media');
    expect(request.headers.Authorization).toBe('Bearer tok-1');
    expect([...request.body!.keys()]).toEqual(['kind', 'file']);
    expect(request.body!.get('kind')).toBe('rotation');
    expect(request.file.name).toBe('ring.png');

    request.progress(25, 100);
    request.settle({ status: 201, body: storedMedia('ring.png') });
    await expect(answer).resolves.toEqual(storedMedia('ring.png'));
    expect(seen).toEqual([25, 100]);
  });

  test('a refusal rejects with the server’s errors.file, else its message', async () => {
    FakeXhr.answer = () => refusal('Invalid file type: image/svg+xml. Use JPG, PNG, GIF or WEBP.');
    await expect(uploadMedia(fileOf('a.png'), 'image')).rejects.toThrow(
      'Invalid file type: image/svg+xml. Use JPG, PNG, GIF or WEBP.',
    );
    FakeXhr.answer = () => ({ status: 413, body: { statusCode: 413, message: 'The file is too large (max 100MB)' } });
    await expect(uploadMedia(fileOf('a.png'), 'image')).rejects.toThrow('The file is too large (max 100MB)');
  });

  test('a network failure or an unreadable answer: the generic message', async () => {
    FakeXhr.answer = () => 'network-error';
    await expect(uploadMedia(fileOf('a.png'), 'image')).rejects.toThrow('Upload failed. Please try again.');
    FakeXhr.answer = () => ({ status: 502, body: undefined });
    await expect(uploadMedia(fileOf('a.png'), 'image')).rejects.toThrow('Upload failed. Please try again.');
  });

  test('a 401 ends the session and rejects with the status', async () => {
    localStorage.setItem('shop.adminToken', 'expired');
    FakeXhr.answer = () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    await expect(uploadMedia(fileOf('a.png'), 'image')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });

  test('the signal aborts the request', async () => {
    FakeXhr.answer = () => 'pending';
    const controller = new AbortController();
    const answer = uploadMedia(fileOf('a.png'), 'image', undefined, controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.requests[0].aborted).toBe(true);
  });
});
