import type { DemoContext, DemoProduct } from './demo-common.js';
import { diamond, LAB_GROWN, NATURAL } from './demo-diamonds.js';
import { jewelry, ring } from './demo-jewelry.js';
import { Random } from './random.js';

export type { DemoProduct } from './demo-common.js';

export interface DemoCatalogOptions {
  labGrown?: number;
  natural?: number;
  jewelry?: number;
  /** Products of the spec's 'ring' type (plain bands with ring specifications). */
  rings?: number;
  seed?: number;
  /** Creation dates fall in the year before it. */
  now?: Date;
}

export const DEMO_SEED = 20_261_122;

/**
 * The demo catalogue, one product at a time, so a benchmark can stream a million rows. Each kind
 * draws from a generator of its own, so the stones stay the same when the jewelry count changes.
 */
export function* generateDemoProducts(options: DemoCatalogOptions = {}): Generator<DemoProduct> {
  const {
    labGrown = 3000,
    natural = 1500,
    jewelry: pieces = 300,
    rings = 20,
    seed = DEMO_SEED,
    now = new Date(),
  } = options;
  const kinds: Array<[number, (context: DemoContext) => DemoProduct]> = [
    [labGrown, (context) => diamond(LAB_GROWN, context)],
    [natural, (context) => diamond(NATURAL, context)],
    [pieces, jewelry],
    [rings, ring],
  ];
  for (const [kind, [count, make]] of kinds.entries()) {
    const random = new Random(Math.imul(seed, 0x9e3779b1) + kind);
    for (let index = 1; index <= count; index++) yield make({ random, index, seed, now });
  }
}
