import { leadReference, normaliseLeadReference } from './lead-reference.js';

describe('leadReference', () => {
  it('writes LJ- and six characters that read aloud without doubt', () => {
    for (const n of [1, 2, 3, 1000, 2 ** 30 - 1]) expect(leadReference(n)).toMatch(/^LJ-[2-9A-HJ-NP-Z]{6}$/);
  });

  it('gives every number its own reference, and neighbours look unrelated', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 200_000; n++) seen.add(leadReference(n));
    expect(seen.size).toBe(200_000);
    const [a, b] = [leadReference(41), leadReference(42)];
    expect([...a].filter((char, i) => char === b[i]).length).toBeLessThan(6);
  });

  it('refuses numbers past the sequence', () => {
    expect(() => leadReference(2 ** 30)).toThrow(RangeError);
  });
});

describe('normaliseLeadReference', () => {
  it('reads a reference however it is typed', () => {
    const reference = leadReference(7);
    const code = reference.slice(3);
    for (const typed of [reference, reference.toLowerCase(), code, ` lj ${code.slice(0, 3)}-${code.slice(3)} `])
      expect(normaliseLeadReference(typed)).toBe(reference);
  });

  it('is null for text that cannot be one', () => {
    for (const typed of ['', 'ring', 'LJ-0O1I00', 'LJ-ABCDEFG', '%', 'LJ-ABC'])
      expect(normaliseLeadReference(typed)).toBeNull();
  });
});
