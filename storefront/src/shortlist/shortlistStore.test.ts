import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { productDto } from '../test/catalogFixtures';
import {
  addToShortlist,
  clearShortlist,
  refreshShortlisted,
  removeFromShortlist,
  shortlistItemFrom,
} from './shortlistEdits';
import { getShortlist, SHORTLIST_KEY, SHORTLIST_LIMIT, subscribeShortlist } from './shortlistStore';

const idOf = (n: number) => `5f0c1d2e-0000-4000-8000-00000000000${n}`;
const piece = (n: number) => productDto({ id: idOf(n), _id: idOf(n), name: `Piece ${n}`, stockNumber: `LG-00000${n}` });
const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('shortlist store', () => {
  test('keeps at most 5 pieces: a sixth is refused and the list is left as it was', () => {
    expect(SHORTLIST_LIMIT).toBe(5);
    for (let n = 1; n <= 5; n += 1) expect(addToShortlist(piece(n))).toBe('added');
    expect(addToShortlist(piece(6))).toBe('full');
    expect(getShortlist().map((item) => item.name)).toEqual(['Piece 1', 'Piece 2', 'Piece 3', 'Piece 4', 'Piece 5']);

    removeFromShortlist(idOf(2));
    expect(addToShortlist(piece(6))).toBe('added');
    expect(getShortlist().map((item) => item.id)).toEqual([idOf(1), idOf(3), idOf(4), idOf(5), idOf(6)]);
  });

  test('a piece already listed is not added twice', () => {
    addToShortlist(piece(1));
    expect(addToShortlist(piece(1))).toBe('already-listed');
    expect(getShortlist()).toHaveLength(1);
  });

  test('persists under shop.shortlist with what the comparison needs, and reads it back', () => {
    addToShortlist(
      productDto({
        onSale: true,
        salePrice: 1960,
        specs: {
          polish: 'Excellent',
          symmetry: 'Very Good',
          measurements: '7.35x7.38x4.52',
          fluorescenceIntensity: 'Faint',
          fluorescenceColor: 'Blue',
        },
      }),
    );
    expect(stored()).toEqual([
      {
        id: idOf(1),
        productType: 'lab-grown',
        name: '1.51 Carat Round Lab-Grown Diamond',
        stockNumber: 'LG-000001',
        price: 2450,
        salePrice: 1960,
        onSale: true,
        mainImage: 'http://localhost/media/a.jpg',
        path: `/diamonds/${idOf(1)}`,
        shape: 'Round',
        carat: 1.51,
        color: 'E',
        clarity: 'VS1',
        cut: 'Ideal',
        lab: 'IGI',
        certificateNumber: 'LG123456',
        metal: null,
        totalCaratWeight: null,
        measurements: '7.35x7.38x4.52',
        polish: 'Excellent',
        symmetry: 'Very Good',
        fluorescence: 'Faint Blue',
      },
    ]);
    // What another page load (or tab) finds: the stored value, not this module's memory.
    const copy = stored();
    localStorage.clear();
    expect(getShortlist()).toEqual([]);
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(copy));
    expect(getShortlist()).toEqual(copy);
  });

  test('jewelry and rings link to their canonical pages; a fancy colour stands in for the colour grade', () => {
    expect(shortlistItemFrom(productDto({ productType: 'jewelry', category: 'Necklace' })).path).toBe(
      `/jewelry/${idOf(1)}`,
    );
    expect(shortlistItemFrom(productDto({ productType: 'jewelry', category: 'Wedding Band' })).path).toBe(
      `/rings/${idOf(1)}`,
    );
    expect(shortlistItemFrom(productDto({ productType: 'ring' })).path).toBe(`/rings/${idOf(1)}`);
    expect(shortlistItemFrom(productDto({ color: null, fancyColor: 'Fancy Yellow' })).color).toBe('Fancy Yellow');
    expect(shortlistItemFrom(productDto({ specs: {} }))).toMatchObject({
      polish: null,
      symmetry: null,
      measurements: null,
      fluorescence: null,
    });
  });

  test('damaged or foreign stored values read as an empty list, and bad entries are dropped', () => {
    localStorage.setItem(SHORTLIST_KEY, '{not json');
    expect(getShortlist()).toEqual([]);
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify({ id: 'x' }));
    expect(getShortlist()).toEqual([]);
    const good = shortlistItemFrom(piece(1));
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify([good, { id: 'no-name' }, 42, good]));
    expect(getShortlist()).toEqual([good]);
  });

  test('the snapshot stays the same array until the list changes', () => {
    addToShortlist(piece(1));
    const first = getShortlist();
    expect(getShortlist()).toBe(first);
    addToShortlist(piece(2));
    expect(getShortlist()).not.toBe(first);
  });

  test('subscribers hear changes made here and, through the storage event, in other tabs', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeShortlist(listener);
    addToShortlist(piece(1));
    expect(listener).toHaveBeenCalledTimes(1);

    localStorage.setItem(SHORTLIST_KEY, JSON.stringify([shortlistItemFrom(piece(2))]));
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getShortlist().map((item) => item.id)).toEqual([idOf(2)]);

    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.customerToken' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    clearShortlist();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(SHORTLIST_KEY)).toBeNull();
  });

  test('refreshing updates a listed copy (a new sale price) and ignores pieces not listed', () => {
    addToShortlist(piece(1));
    refreshShortlisted(productDto({ ...piece(1), onSale: true, salePrice: 1999 }));
    expect(getShortlist()[0]).toMatchObject({ onSale: true, salePrice: 1999 });
    refreshShortlisted(piece(2));
    expect(getShortlist()).toHaveLength(1);
  });
});
