/**
 * The reference a customer quotes for a request (`LJ-7K4M9P`): short, read aloud without doubt (no 0/O,
 * 1/I), and unique across orders, appointments and messages because all three draw from one
 * PostgreSQL sequence. The sequence number is scrambled by a fixed 30-bit permutation (a Feistel
 * network), so consecutive requests look unrelated and a reference tells nobody how many came before:
 * it is a name, never a key, and nothing is granted to whoever knows one.
 */
export const LEAD_REFERENCE_PREFIX = 'LJ';
/** The sequence the references are drawn from (see the migration that created it). */
export const LEAD_REFERENCE_SEQUENCE = 'lead_reference_seq';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 6; // 32^6 = 2^30 references
const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUND_KEYS = [0x2b7e, 0x1516, 0x28ae, 0x0d2a];
const PATTERN = new RegExp(`^(?:${LEAD_REFERENCE_PREFIX})?([${ALPHABET}]{${LENGTH}})$`);

/** The reference of the sequence's `n`th value (1 ≤ n < 2^30). */
export function leadReference(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 2 ** (2 * HALF_BITS))
    throw new RangeError('No reference left for this number');
  let code = scramble(n);
  let characters = '';
  for (let i = 0; i < LENGTH; i++) {
    characters = ALPHABET[code & 31] + characters;
    code >>>= 5;
  }
  return `${LEAD_REFERENCE_PREFIX}-${characters}`;
}

/**
 * A reference as staff or a customer might type it ("lj 7k4m9p", "7K4M-9P") in its stored form, or
 * null when the text cannot be one.
 */
export function normaliseLeadReference(text: string): string | null {
  const match = PATTERN.exec(text.toUpperCase().replace(/[\s-]/g, ''));
  return match ? `${LEAD_REFERENCE_PREFIX}-${match[1]}` : null;
}

/** A bijection on 30-bit numbers: each round swaps the halves and mixes one into the other. */
function scramble(n: number): number {
  let left = (n >>> HALF_BITS) & HALF_MASK;
  let right = n & HALF_MASK;
  for (const key of ROUND_KEYS) {
    const mixed = ((right * 0x3c6f + key) ^ (right >>> 5) ^ (right << 3)) & HALF_MASK;
    [left, right] = [right, left ^ mixed];
  }
  return ((left << HALF_BITS) | right) >>> 0;
}
