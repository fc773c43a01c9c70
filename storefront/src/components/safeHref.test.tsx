import { describe, expect, test } from '@jest/globals';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ContentLink } from '../pages/home/ContentLink';
import { safeHref } from './safeHref';

const HOSTILE = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example\\x',
  'https:\\\\evil.example',
];

describe('safeHref: the one gate for links written from data', () => {
  test('http(s) addresses and paths of this site pass unchanged', () => {
    for (const url of [
      'https://www.igi.org/verify?r=1',
      'HTTP://cdn.example/a.mp4',
      '/media/ab/ab.pdf',
      '/jewelry?metal=gold',
    ])
      expect(safeHref(url)).toBe(url);
  });

  test('anything a browser would run or send elsewhere is dropped', () => {
    for (const url of [...HOSTILE, '', null, undefined]) expect([url, safeHref(url)]).toEqual([url, undefined]);
  });

  test('a slide link that is not safe renders as plain text, never as an href', () => {
    for (const url of HOSTILE) {
      const { container, unmount } = render(
        <MemoryRouter>
          <ContentLink to={url}>Shop now</ContentLink>
        </MemoryRouter>,
      );
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe('Shop now');
      unmount();
    }
    const { container } = render(
      <MemoryRouter>
        <ContentLink to="https://partner.example/sale">Shop now</ContentLink>
      </MemoryRouter>,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://partner.example/sale');
  });
});
