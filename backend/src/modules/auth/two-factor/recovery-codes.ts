import { createHash, randomInt } from 'node:crypto';

/**
 * Ten single-use recovery codes, for a staff member without their phone. Each is 10 characters of an alphabet
 * without look-alikes (0/o, 1/l/i), about 49 random bits, written `xxxxx-xxxxx`; only its SHA-256 is kept
 * (random codes that long need no slow hash), so a copy of the table opens nothing.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** The stored hash of a code as typed: case, spaces and hyphens do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
