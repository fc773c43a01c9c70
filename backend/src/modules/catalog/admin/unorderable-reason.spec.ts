import { describe, expect, test } from '@jest/globals';
import { ProductType } from '../entities/product.entity.js';
import { unorderableReason } from './unorderable-reason.js';

describe('unorderableReason', () => {
  const jewelry = (countInStock?: number) => ({
    productType: ProductType.Jewelry,
    countInStock,
    availability: undefined,
  });
  const diamond = (availability?: string, countInStock?: number) => ({
    productType: ProductType.NaturalDiamond,
    countInStock,
    availability,
  });

  test.each([
    [jewelry(2), null],
    [jewelry(0), 'its stock count is 0'],
    [jewelry(undefined), 'it has no stock count'],
    [{ ...jewelry(undefined), productType: ProductType.Ring }, 'it has no stock count'],
    [diamond('Guaranteed Available'), null],
    [diamond('Unavailable'), 'its availability is Unavailable'],
    [diamond(' On Memo '), 'its availability is On Memo'],
    [diamond(undefined), 'it has no availability'],
    // A stock count decides before the lab's word, both ways.
    [diamond('Available', 0), 'its stock count is 0'],
    [diamond('Unavailable', 3), null],
  ])('%o → %s', (product, reason) => {
    expect(unorderableReason(product)).toBe(reason);
  });
});
