import { describe, expect, test } from '@jest/globals';
import { heroLeadImage } from './page-head.js';

describe('the home page’s preload of its first hero picture', () => {
  test('names the same candidates as the storefront’s slide (600 and 1600 px copies across the screen)', () => {
    const slide = {
      imageUrl: '/media/a/hero.jpg',
      imageVariants: { card: '/media/a/hero-600.webp', large: '/media/a/hero-1600.webp' },
    };
    expect(heroLeadImage(slide)).toEqual({
      src: '/media/a/hero-1600.webp',
      srcset: '/media/a/hero-600.webp 600w, /media/a/hero-1600.webp 1600w',
      sizes: '100vw',
    });
  });

  test('a picture without copies is asked for as it is; no slide at all means the default slide’s', () => {
    expect(heroLeadImage({ imageUrl: '/media/b/hero.svg', imageVariants: null })).toEqual({ src: '/media/b/hero.svg' });
    expect(heroLeadImage(undefined)).toEqual({ src: '/home/hero-diamonds.svg' });
  });
});
