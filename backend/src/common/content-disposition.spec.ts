import { describe, expect, test } from '@jest/globals';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  test('an ASCII fallback and the UTF-8 name, always a plain ASCII header', () => {
    expect(contentDisposition('orders-2026-11-29.csv')).toBe(
      `attachment; filename="orders-2026-11-29.csv"; filename*=UTF-8''orders-2026-11-29.csv`,
    );
    expect(contentDisposition('stones – May-errors.csv')).toBe(
      `attachment; filename="stones _ May-errors.csv"; filename*=UTF-8''stones%20%E2%80%93%20May-errors.csv`,
    );
    expect(contentDisposition('Łódź Gems – Feed.csv')).toBe(
      `attachment; filename="_odz Gems _ Feed.csv"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20Gems%20%E2%80%93%20Feed.csv`,
    );
  });

  test('quotes, backslashes, line breaks and lone surrogates cannot break the header', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1\ud800.csv');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1_.csv"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%EF%BF%BD.csv`,
    );
    expect(contentDisposition("it's (1).csv")).toContain(`filename*=UTF-8''it%27s%20%281%29.csv`);
    expect(contentDisposition()).toBe('attachment');
  });
});
