import { describe, expect, test } from '@jest/globals';
import { isSafeUrl } from './safe-url.js';

describe('isSafeUrl', () => {
  test('http(s) addresses pass; paths of this shop only where allowed', () => {
    for (const url of [
      'https://www.gia.edu/report-check?reportno=1',
      'HTTP://cdn.example/a b.jpg',
      'http://127.0.0.1:8080/x',
    ])
      expect([url, isSafeUrl(url)]).toEqual([url, true]);
    expect(isSafeUrl('/media/ab/ab.png', { paths: true })).toBe(true);
    expect(isSafeUrl('/', { paths: true })).toBe(true);
    expect(isSafeUrl('/media/ab/ab.png')).toBe(false);
  });

  test('every spelling of a script, another scheme or another host is refused', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u001fhttps://a.example',
      'https://a.example/\u0085x',
      '&#106;avascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'ftp://files.example/a',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https:\\\\evil.example',
      'https:/evil.example',
      'https://',
      'https:///x',
      '/ space',
      '',
      42,
      null,
    ])
      expect([url, isSafeUrl(url, { paths: true })]).toEqual([url, false]);
  });
});
