/** Value–weight pairs for `Random.weighted`. */
export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

/** A small seeded generator (mulberry32): the same seed always gives the same sequence. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  weighted<T>(pairs: Weighted<T>): T {
    let r = this.next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  }

  /** Log-normal around `median`, clipped to [min, max]. */
  logNormal(median: number, sigma: number, min: number, max: number): number {
    const z = Math.sqrt(-2 * Math.log(this.next() || 1e-9)) * Math.cos(2 * Math.PI * this.next());
    return Math.min(max, Math.max(min, median * Math.exp(sigma * z)));
  }
}

export function round(x: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(x * factor) / factor;
}
