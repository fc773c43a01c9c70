import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/renderApp';
import { HeroSection } from './HeroSection';
import type { HeroSlide } from './homeContentTypes';
import { advance, preferReducedMotion, settle, variantsOf } from './home.test-kit';

const slide = (n: number): HeroSlide => ({
  id: `s${n}`,
  title: `Slide ${n}`,
  subtitle: `Subtitle ${n}`,
  linkUrl: n === 3 ? 'https://partner.example/sale' : `/jewelry?category=s${n}`,
  linkText: n === 2 ? '' : `Go ${n}`,
  category: 'General',
  imageUrl: `http://shop.test/media/s${n}.jpg`,
  imageVariants: variantsOf(`s${n}`),
});

function serveSlides(images: HeroSlide[]) {
  mockApi({ 'GET /api/featured-images/current': () => jsonResponse({ success: true, images }) });
}

async function renderHero() {
  const view = renderWithProviders(<HeroSection />);
  await settle();
  return view;
}

/** Only the showing slide is exposed; the others are hidden from assistive tech. */
const currentTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('hero slider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).matchMedia;
  });

  test('shows the current slides with title, subtitle and link; the page heading stays the same', async () => {
    serveSlides([slide(1), slide(2), slide(3)]);
    await renderHero();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brilliance, ethically made.');
    const hero = screen.getByRole('region', { name: 'Brilliance, ethically made.' });
    const current = within(hero).getByRole('group', { name: '1 of 3' });
    expect(within(current).getByRole('heading', { level: 2 })).toHaveTextContent('Slide 1');
    expect(within(current).getByText('Subtitle 1')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Go 1' })).toHaveAttribute('href', '/jewelry?category=s1');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    // A slide without link text gets the default one.
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/jewelry?category=s2');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('link', { name: 'Go 3' })).toHaveAttribute('href', 'https://partner.example/sale');
  });

  test.each([
    ['the request fails', () => mockFetch()],
    ['there are no slides', () => serveSlides([])],
  ])('shows the default slides when %s', async (_, serve) => {
    serve();
    const { container } = await renderHero();
    expect(currentTitle()).toBe('Certified Diamonds, Honestly Priced');
    expect(screen.getByRole('link', { name: 'Shop Diamonds' })).toHaveAttribute('href', '/diamonds');
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    expect(container.querySelector('img')).toHaveAttribute('src', '/home/hero-diamonds.svg');
  });

  test('keeps its place empty while the slides load, so defaults never flash up', () => {
    mockApi({ 'GET /api/featured-images/current': () => new Promise<Response>(() => {}) });
    const { container } = renderWithProviders(<HeroSection />);
    expect(screen.getByRole('region', { name: 'Brilliance, ethically made.' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  test('arrows wrap around and dots jump to a slide', async () => {
    serveSlides([slide(1), slide(2), slide(3), slide(4)]);
    await renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe('Slide 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle()).toBe('Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 4' }));
    expect(currentTitle()).toBe('Slide 3');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 4' })).not.toHaveAttribute('aria-current');
  });

  test('moves on every 4 seconds', async () => {
    serveSlides([slide(1), slide(2), slide(3)]);
    await renderHero();
    await advance(3999);
    expect(currentTitle()).toBe('Slide 1');
    await advance(1);
    expect(currentTitle()).toBe('Slide 2');
    await advance(4000);
    expect(currentTitle()).toBe('Slide 3');
    await advance(4000);
    expect(currentTitle()).toBe('Slide 1');
  });

  test('waits while the pointer is over it and while focus is inside', async () => {
    serveSlides([slide(1), slide(2)]);
    await renderHero();
    fireEvent.mouseEnter(screen.getByRole('heading', { level: 2 }));
    await advance(10_000);
    expect(currentTitle()).toBe('Slide 1');
    fireEvent.mouseLeave(screen.getByRole('heading', { level: 2 }));
    await advance(4000);
    expect(currentTitle()).toBe('Slide 2');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    await advance(10_000);
    expect(currentTitle()).toBe('Slide 2');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    await advance(4000);
    expect(currentTitle()).toBe('Slide 1');
  });

  test('the Pause button stops the rotation and Play starts it again', async () => {
    serveSlides([slide(1), slide(2)]);
    await renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    await advance(10_000);
    expect(currentTitle()).toBe('Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    await advance(4000);
    expect(currentTitle()).toBe('Slide 2');
  });

  test('never moves on its own for visitors who prefer reduced motion', async () => {
    preferReducedMotion();
    serveSlides([slide(1), slide(2)]);
    await renderHero();
    await advance(20_000);
    expect(currentTitle()).toBe('Slide 1');
    expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle()).toBe('Slide 2');
  });

  test('serves each picture in a size that fits the screen; only the first loads eagerly and first', async () => {
    serveSlides([slide(1), slide(2), { ...slide(3), imageVariants: null }]);
    const { container } = await renderHero();
    const [first, second, third] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute(
      'srcset',
      'http://shop.test/media/s1-card.webp 600w, http://shop.test/media/s1-large.webp 1600w',
    );
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('src', 'http://shop.test/media/s1-large.webp');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('srcset', expect.stringContaining('s2-card.webp 600w'));
    // Without variants the original picture is all there is.
    expect(third).toHaveAttribute('src', 'http://shop.test/media/s3.jpg');
    expect(third).not.toHaveAttribute('srcset');
  });

  test('a single slide shows no controls', async () => {
    serveSlides([slide(1)]);
    await renderHero();
    expect(currentTitle()).toBe('Slide 1');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
