import { createHash } from 'node:crypto';
import type { OptionalProps } from '@mikro-orm/core';
import type { Product } from '../entities/product.entity.js';
import { Random, round } from './random.js';

type Columns = Omit<Product, typeof OptionalProps>;

/** One row of the products table, every column present (null where empty), as bulk inserts want it. */
export type DemoProduct = { [K in keyof Columns]-?: undefined extends Columns[K] ? Exclude<Columns[K], undefined> | null : Columns[K] };

/** What a kind's generator gets for one product. */
export interface DemoContext {
  random: Random;
  /** 1-based position within its kind, the number in the stock number. */
  index: number;
  seed: number;
  now: Date;
}

const DAY_MS = 86_400_000;

/** A stable UUID (version 5 layout) from the seed and stock number, so a product keeps its address across re-seeds. */
export function demoId(seed: number, stockNumber: string): string {
  const hex = createHash('sha1').update(`${seed}:${stockNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const stockNumber = (prefix: string, index: number) => `${prefix}-${String(index).padStart(6, '0')}`;

/** Created within the year before `now`, to the second; the last 30 days count as new arrivals. */
export function arrival(random: Random, now: Date) {
  const ageDays = random.next() * 365;
  const createdAt = new Date(Math.floor((now.getTime() - ageDays * DAY_MS) / 1000) * 1000);
  return { createdAt, updatedAt: createdAt, isNewArrival: ageDays < 30 };
}

/**
 * About one product in ten is on sale: `salePrice` below the regular `price` (decisions.md's
 * discount). A few more show an earlier, higher `originalPrice` struck through.
 */
export function pricing(random: Random, price: number, saleRate = 0.1) {
  const chance = random.next();
  const cut = random.pick([0.1, 0.15, 0.2, 0.25, 0.3]);
  if (chance < saleRate) return { price, originalPrice: null, salePrice: round(price * (1 - cut)), onSale: true };
  if (chance < saleRate + 0.04) return { price, originalPrice: round(price / (1 - cut)), salePrice: null, onSale: false };
  return { price, originalPrice: null, salePrice: null, onSale: false };
}

export function reviews(random: Random, share: number) {
  if (!random.chance(share)) return { rating: null, numReviews: 0 };
  return { rating: round(random.between(3.6, 5), 1), numReviews: random.int(1, 80) };
}

export const CITIES = [
  { city: 'New York', state: 'NY', country: 'USA' },
  { city: 'Los Angeles', state: 'CA', country: 'USA' },
  { city: 'London', state: '', country: 'United Kingdom' },
  { city: 'Antwerp', state: '', country: 'Belgium' },
  { city: 'Mumbai', state: 'MH', country: 'India' },
  { city: 'Surat', state: 'GJ', country: 'India' },
] as const;

const CUTS = new Set(['Emerald', 'Asscher', 'Princess', 'Radiant', 'Cushion']);

/** How a shape reads in a name: 'Emerald-Cut' (so it is not taken for the gem), 'Oval'. */
export const cutName = (shape: string) => (CUTS.has(shape) ? `${shape}-Cut` : shape);

/** The same inside a sentence: 'emerald-cut', 'Asscher-cut' (named after a person), 'oval'. */
export const cutWords = (shape: string) => (shape === 'Asscher' ? 'Asscher-cut' : cutName(shape).toLowerCase());

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
