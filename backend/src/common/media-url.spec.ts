import { describe, expect, test } from '@jest/globals';
import { mediaUrl } from './media-url.js';

describe('mediaUrl', () => {
  test('our own files are root-relative for browsers, whichever host they reached us by', () => {
    expect(mediaUrl('/media/3f/3fa9.png')).toBe('/media/3f/3fa9.png');
    expect(mediaUrl('media/3f/3fa9.png')).toBe('/media/3f/3fa9.png');
    expect(mediaUrl('/catalog/diamond-round.svg')).toBe('/catalog/diamond-round.svg');
  });

  test('with an origin (PUBLIC_URL: e-mails, sitemaps, share tags) they are absolute', () => {
    expect(mediaUrl('/media/3f/3fa9.png', 'https://shop.example')).toBe('https://shop.example/media/3f/3fa9.png');
    expect(mediaUrl('media/a.webp', 'https://shop.example')).toBe('https://shop.example/media/a.webp');
  });

  test('links to other sites stay as they are; nothing is null', () => {
    expect(mediaUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(mediaUrl('HTTP://cdn.example/a.jpg', 'https://shop.example')).toBe('HTTP://cdn.example/a.jpg');
    expect(mediaUrl(undefined)).toBeNull();
    expect(mediaUrl('', 'https://shop.example')).toBeNull();
  });
});
