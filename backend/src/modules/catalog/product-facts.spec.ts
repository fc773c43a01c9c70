import { describe, expect, test } from '@jest/globals';
import { ProductType } from './entities/product.entity.js';
import {
  availabilityOf,
  certificateUrlOf,
  discountOf,
  isOnSale,
  metaDescriptionOf,
  paidPriceOf,
  productPagePath,
} from './product-facts.js';

describe('availability (spec 1 §4)', () => {
  const jewelry = (countInStock?: number) => ({
    productType: ProductType.Jewelry,
    countInStock,
    availability: undefined,
  });
  const diamond = (availability?: string, countInStock?: number) => ({
    productType: ProductType.LabGrown,
    countInStock,
    availability,
  });

  test.each([
    [jewelry(6), 'In Stock (6 available)', true],
    [jewelry(5), 'Limited Stock (5 remaining)', true],
    [jewelry(1), 'Limited Stock (1 remaining)', true],
    [jewelry(0), 'Currently Unavailable', false],
    [jewelry(-2), 'Currently Unavailable', false],
    [jewelry(undefined), 'Availability Unknown', false],
    [diamond('Available'), 'Available', true],
    [diamond('Guaranteed Available'), 'Available', true],
    [diamond(' g '), 'Available', true],
    [diamond('Unavailable'), 'Currently Unavailable', false],
    [diamond('NA'), 'Currently Unavailable', false],
    [diamond('On Memo'), 'Availability Unknown', false],
    [diamond(undefined), 'Availability Unknown', false],
    [diamond('Unavailable', 3), 'Limited Stock (3 remaining)', true],
  ])('%o → %s', (product, label, canOrder) => {
    expect(availabilityOf(product)).toMatchObject({ label, canOrder });
  });
});

describe('certificate links (spec 1 §9)', () => {
  test('each lab opens its own report check; an unknown lab uses IGI; an explicit URL wins', () => {
    expect(certificateUrlOf({ lab: 'GIA', certificateNumber: '2141438171' })).toBe(
      'https://www.gia.edu/report-check?reportno=2141438171',
    );
    expect(certificateUrlOf({ lab: 'gsi', certificateNumber: 'X 1' })).toBe(
      'https://www.gemscience.net/report-check/?reportno=X%201',
    );
    expect(certificateUrlOf({ lab: 'HRD', certificateNumber: 'LG123' })).toBe(
      'https://www.igi.org/verify-your-report/?r=LG123',
    );
    expect(certificateUrlOf({ lab: 'GIA', certificateNumber: '1', certificateUrl: 'https://lab.example/1.pdf' })).toBe(
      'https://lab.example/1.pdf',
    );
    expect(certificateUrlOf({ lab: 'GIA' })).toBeNull();
  });
});

describe('discount', () => {
  test('discount = round((price − salePrice) / price × 100) while on sale', () => {
    expect(discountOf({ price: 1000, salePrice: 825, onSale: true })).toBe(18);
    expect(discountOf({ price: 1000, salePrice: 825, onSale: false })).toBe(0);
    expect(discountOf({ price: 1000, salePrice: 1200, onSale: true })).toBe(0);
  });
});

describe('product pages', () => {
  test('the meta description is the description on one line, or the name, cut at a word to 155 characters', () => {
    expect(metaDescriptionOf({ name: 'Ring', description: '  A fine\n  ring. ' })).toBe('A fine ring.');
    expect(metaDescriptionOf({ name: 'Ring', description: ' ' })).toBe('Ring');
    const long = metaDescriptionOf({ name: 'Ring', description: 'word '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/ word\.\.\.$/);
  });

  test('each kind of product has one canonical page', () => {
    const id = '5f0c1d2e-0000-4000-8000-000000000001';
    expect(productPagePath({ id, productType: ProductType.NaturalDiamond })).toBe(`/diamonds/${id}`);
    expect(productPagePath({ id, productType: ProductType.LabGrown })).toBe(`/diamonds/${id}`);
    expect(productPagePath({ id, productType: ProductType.Ring })).toBe(`/rings/${id}`);
    expect(productPagePath({ id, productType: ProductType.Jewelry })).toBe(`/jewelry/${id}`);
  });
});

describe('the price the shopper pays', () => {
  test.each([
    [{ price: 1005, salePrice: 905, onSale: true }, 905, 10],
    [{ price: 1005, salePrice: 905, onSale: false }, 1005, 0],
    [{ price: 1005, salePrice: undefined, onSale: true }, 1005, 0],
    [{ price: 2000, salePrice: 2500, onSale: true }, 2000, 0],
    [{ price: 2000, salePrice: 2000, onSale: true }, 2000, 0],
  ])('%o pays %d (%d%% off)', (product, paid, discount) => {
    expect(paidPriceOf(product)).toBe(paid);
    expect(isOnSale(product)).toBe(paid < product.price);
    expect(discountOf(product)).toBe(discount);
  });
});
