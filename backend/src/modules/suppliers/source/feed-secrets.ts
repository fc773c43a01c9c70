import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A supplier's passwords, token and key: stored only sealed (suppliers.secrets), never answered nor logged. */
export interface FeedSecrets {
  httpPassword?: string;
  httpToken?: string;
  sftpPassword?: string;
  sftpPrivateKey?: string;
}

const SECRET_FIELDS = ['httpPassword', 'httpToken', 'sftpPassword', 'sftpPrivateKey'] as const;
/** The stored text's first field; a later scheme (other cipher, key rotation) gets its own. */
const VERSION = 'v1';
const IV_BYTES = 12; // GCM's standard nonce size
const TAG_BYTES = 16;

/** Sealed secrets that cannot be opened: changed FEED_SECRET_KEY or damaged text. Says so without the text. */
export class FeedSecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedSecretsError';
  }
}

/**
 * FEED_SECRET_KEY is a long random string (32+ characters in production), so HKDF is enough to make
 * the 256-bit AES key of it; a slow password hash would only add start-up time. The salt and info tie
 * the key to this use, so the same environment value never doubles as another key.
 */
function aesKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'gem-shop supplier feeds', 'feed-secrets v1', 32));
}

/** AES-256-GCM of the secrets' JSON, as `v1:<iv>:<tag>:<ciphertext>` (base64). Empty fields are left out. */
export function sealSecrets(secrets: FeedSecrets, secretKey: string): string {
  const kept = Object.fromEntries(SECRET_FIELDS.filter((field) => secrets[field]).map((f) => [f, secrets[f]]));
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secretKey), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(kept), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join(':');
}

/** The secrets sealed by sealSecrets; `null` or '' (a supplier without secrets) opens to `{}`. */
export function openSecrets(sealed: string | null | undefined, secretKey: string): FeedSecrets {
  if (!sealed) return {};
  const [version, ...parts] = sealed.split(':');
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64'));
  if (version !== VERSION || parts.length !== 3 || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new FeedSecretsError('The stored supplier secrets are not in a known format (expected v1:…).');
  let json: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(secretKey), iv);
    decipher.setAuthTag(tag);
    json = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    // GCM's tag check fails alike for another key and for altered text; both mean "enter them again".
    throw new FeedSecretsError(
      'The stored supplier secrets cannot be opened with this FEED_SECRET_KEY: the key has changed or the ' +
        'stored text was altered. Restore the key, or enter the supplier’s password, token or key again.',
    );
  }
  const opened = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(SECRET_FIELDS.filter((f) => typeof opened[f] === 'string').map((f) => [f, opened[f]]));
}
