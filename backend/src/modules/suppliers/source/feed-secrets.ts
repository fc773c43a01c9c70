import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A supplier's passwords, token and key: stored only sealed (suppliers.secrets), never answered nor logged. */
export interface FeedSecrets {
  httpPassword?: string;
  httpToken?: string;
  sftpPassword?: string;
  sftpPrivateKey?: string;
  /**
   * Where they may be sent: the origin (`https://host:443`, `sftp://host:22`, see secretOrigin) of the
   * address they were entered for, sealed with them. A change of scheme, host or port drops them on
   * save, and a run refuses to send them anywhere else. Absent in secrets sealed before this was kept:
   * those count as entered for the supplier's current address (the rule that replaced a migration).
   */
  origin?: string;
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
  const kept: Record<string, string> = Object.fromEntries(
    SECRET_FIELDS.filter((field) => secrets[field]).map((f) => [f, secrets[f]!]),
  );
  if (secrets.origin) kept.origin = secrets.origin;
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
  return Object.fromEntries(
    [...SECRET_FIELDS, 'origin'].filter((f) => typeof opened[f] === 'string').map((f) => [f, opened[f]]),
  );
}

/** Whether any password, token or key is among the secrets (the origin alone is none). */
export const holdsSecret = (secrets: FeedSecrets) => SECRET_FIELDS.some((field) => Boolean(secrets[field]));

/**
 * The origin a secret is bound to: scheme, host and port, the port always written out, so
 * `https://a.example` and `https://a.example:443` are one origin and `http://a.example` another.
 * An SFTP server's is `sftp://host:port`. Null for an address that cannot be parsed.
 */
export function secretOrigin(source: { url: string } | { host: string; port: number }): string | null {
  if ('url' in source) {
    if (!URL.canParse(source.url)) return null;
    const url = new URL(source.url);
    if (!['http:', 'https:'].includes(url.protocol)) return null;
    return `${url.protocol}//${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
  }
  const host = source.host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (!host) return null;
  return `sftp://${host.includes(':') ? `[${host}]` : host}:${source.port}`;
}
