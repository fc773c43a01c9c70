import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Text sealed at rest (suppliers' feed secrets, staff members' authenticator secrets): AES-256-GCM under a key
 * made of a configured secret for one use only, stored as `v1:<iv>:<tag>:<ciphertext>` (base64). GCM's tag
 * makes any change to the stored text, or another key, fail to open instead of giving garbage.
 */

/** What a key is for: its HKDF salt and info, so one configured secret never doubles as another use's key. */
export interface SealingPurpose {
  salt: string;
  info: string;
}

/** The stored text's first field; a later scheme (other cipher, key rotation) gets its own. */
const VERSION = 'v1';
const IV_BYTES = 12; // GCM's standard nonce size
const TAG_BYTES = 16;

/** Why sealed text did not open: not in the known format, or the key (or the text) is not the one sealed. */
export class SealedTextError extends Error {
  constructor(readonly reason: 'format' | 'key') {
    super(reason === 'format' ? 'The sealed text is not in a known format' : 'The sealed text cannot be opened');
    this.name = 'SealedTextError';
  }
}

/**
 * The configured secret is a long random string (32+ characters in production), so HKDF is enough to make
 * the 256-bit AES key of it; a slow password hash would only add start-up time.
 */
function aesKey(secretKey: string, purpose: SealingPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, purpose.salt, purpose.info, 32));
}

/** `plain` sealed with a fresh random nonce: the same text seals differently each time. */
export function sealText(plain: string, secretKey: string, purpose: SealingPurpose): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secretKey, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join(':');
}

/** The text sealed by sealText; throws SealedTextError (never with the text) when it cannot be opened. */
export function openText(sealed: string, secretKey: string, purpose: SealingPurpose): string {
  const [version, ...parts] = sealed.split(':');
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64'));
  if (version !== VERSION || parts.length !== 3 || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new SealedTextError('format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(secretKey, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    // GCM's tag check fails alike for another key and for altered text.
    throw new SealedTextError('key');
  }
}
