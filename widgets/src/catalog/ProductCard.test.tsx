import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { productFixture } from '../test-support/products';
import { ProductCard } from './ProductCard';
import { IMAGE_CYCLE_MS } from './useImageCycle';

afterEach(() => {
  jest.useRealTimers();
});

const image = () => screen.getByRole('img', { name: 'Halo Engagement Ring' });

describe('ProductCard', () => {
  test('cycles through the gallery every 1.5 s while hovered, and shows the main picture again when left', () => {
    jest.useFakeTimers();
    render(<ProductCard product={productFixture()} href="/jewelry/1" />);
    const card = screen.getByRole('article', { name: 'Halo Engagement Ring' });
    expect(image()).toHaveAttribute('src', 'https://shop.example/media/ring-main.jpg');

    fireEvent.mouseEnter(card);
    act(() => jest.advanceTimersByTime(IMAGE_CYCLE_MS));
    expect(image()).toHaveAttribute('src', 'https://shop.example/media/ring-side.jpg');
    act(() => jest.advanceTimersByTime(IMAGE_CYCLE_MS));
    expect(image()).toHaveAttribute('src', 'https://shop.example/media/ring-main.jpg');
    act(() => jest.advanceTimersByTime(IMAGE_CYCLE_MS));
    fireEvent.mouseLeave(card);
    expect(image()).toHaveAttribute('src', 'https://shop.example/media/ring-main.jpg');
  });

  test('a missing or broken picture shows the drawn placeholder under the product name', () => {
    render(
      <ProductCard product={productFixture({ images: ['https://shop.example/media/gone.jpg'] })} href="/jewelry/1" />,
    );
    fireEvent.error(image());
    const placeholder = screen.getByRole('img', { name: 'Halo Engagement Ring, picture unavailable' });
    expect(placeholder.tagName).toBe('DIV');
  });

  test("a diamond's grades read apart: 'Excellent · E · VS1 · IGI', each named for a screen reader", () => {
    render(
      <ProductCard
        product={productFixture({
          productType: 'lab-grown',
          name: '1.01 Carat Oval Lab-Grown Diamond',
          shape: 'Oval',
          carat: 1.01,
          cut: 'Excellent',
          color: 'E',
          clarity: 'VS1',
          lab: 'IGI',
        })}
        href="/diamonds/1"
      />,
    );
    const grades = document.querySelector('.gem-card__grades')!;
    const seen = grades.cloneNode(true) as Element;
    for (const hidden of seen.querySelectorAll('.gem-visually-hidden')) hidden.remove();
    expect(seen.textContent).toBe('Excellent · E · VS1 · IGI');
    const heard = grades.cloneNode(true) as Element;
    for (const hidden of heard.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    expect(heard.textContent).toBe('Cut: ExcellentColor: EClarity: VS1Certificate: IGI');
    expect(screen.getByText('Excellent')).toHaveClass('gem-grade--top');
  });

  test('an original price above the price is struck through; no Order Now without onOrder', () => {
    render(
      <ProductCard
        product={productFixture({ originalPrice: 5000, featured: false, isNewArrival: false })}
        href="/jewelry/1"
      />,
    );
    expect(screen.getByText('$5,000').closest('s')).toHaveTextContent('Was $5,000');
    expect(screen.queryByText('NEW')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('no stars without approved reviews; with them, the stars and count link to the product page’s reviews', () => {
    const { unmount } = render(
      <ProductCard product={productFixture({ rating: null, numReviews: 0 })} href="/jewelry/1" />,
    );
    expect(screen.queryByRole('link', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/★/)).toBeNull();
    unmount();

    render(
      <ProductCard product={productFixture({ rating: 4.5, numReviews: 2 })} href="https://shop.example/jewelry/1" />,
    );
    const stars = screen.getByRole('link', { name: 'Rated 4.5 out of 5 from 2 reviews' });
    expect(stars).toHaveAttribute('href', 'https://shop.example/jewelry/1#reviews');
    expect(stars).toHaveTextContent('★★★★★ (2)');
  });
});
