import { describe, expect, test } from '@jest/globals';
import { type ProductInput, ProductType } from '../../catalog/index.js';
import type { CertificateState } from './offers.repository.js';
import { settle } from './settle.js';

const payload = (name: string): ProductInput => ({
  productType: ProductType.LabGrown,
  name,
  description: 'A stone',
  price: 1,
  specifications: { stockNumber: 'S-1', certificateNumber: 'C1', lab: 'IGI' },
});
const offer = (id: string, retail: number, fields: ProductInput | null = payload('Offered')) => ({
  id,
  supplierId: 'supplier-a',
  stockNumber: `S-${id}`,
  cost: 100,
  retail,
  payload: fields,
});
const product = (supplierOfferId: string | null, supplierId: string | null = 'supplier-a') => ({
  id: 'product-1',
  stockNumber: 'P-1',
  productType: ProductType.LabGrown,
  supplierId,
  supplierOfferId,
});
const certificate = (state: Partial<CertificateState>): CertificateState => ({
  key: 'IGI:C1',
  offer: null,
  offerStockFree: true,
  product: null,
  ...state,
});

describe('settle: what each certificate shows', () => {
  test("the shop's own piece stays as it is, its offers linked to it", () => {
    const settled = settle([certificate({ offer: offer('o1', 900), product: product(null, null) })]);
    expect(settled).toMatchObject({ writes: [], prices: [], links: [{ key: 'IGI:C1', stockNumber: 'P-1' }] });
  });

  test('a product that keeps its offer in a repricing takes the new retail price alone', () => {
    const settled = settle([certificate({ offer: offer('o1', 950, null), product: product('o1') })]);
    expect(settled).toMatchObject({ writes: [], prices: [{ id: 'product-1', price: 950 }], links: [] });
  });

  test('a product switching to another offer is written whole from it, keeping its stock number', () => {
    const settled = settle([certificate({ offer: offer('o2', 800), product: product('o1') })]);
    expect(settled.prices).toEqual([]);
    expect(settled.writes).toEqual([
      expect.objectContaining({
        name: 'Offered',
        price: 800,
        supplierOfferId: 'o2',
        specifications: expect.objectContaining({ stockNumber: 'P-1' }),
      }),
    ]);
    expect(settled.links).toEqual([{ key: 'IGI:C1', stockNumber: 'P-1' }]);
  });

  test("a new stone takes the offer's stock number, or one marked with the offer when it is taken", () => {
    const free = settle([certificate({ offer: offer('o1', 900) })]);
    expect(free.writes[0].specifications.stockNumber).toBe('S-o1');
    const taken = settle([certificate({ offer: offer('o1', 900), offerStockFree: false })]);
    expect(taken.writes[0].specifications.stockNumber).toBe('S-o1~o1');
  });

  test('a supplier product with no live offer left is retired', () => {
    const settled = settle([certificate({ product: product('o1') })]);
    expect([...settled.retire]).toEqual([[ProductType.LabGrown, ['product-1']]]);
  });
});
