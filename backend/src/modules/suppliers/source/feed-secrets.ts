import { openText, SealedTextError, sealText, type SealingPurpose } from '../../../common/sealed-text.js';

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

/** The salt and info tie the AES key to this use, so FEED_SECRET_KEY never doubles as another key. */
const FEED_SECRETS: SealingPurpose = { salt: 'gem-shop supplier feeds', info: 'feed-secrets v1' };

/** Sealed secrets that cannot be opened: changed FEED_SECRET_KEY or damaged text. Says so without the text. */
export class FeedSecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedSecretsError';
  }
}

/** AES-256-GCM of the secrets' JSON (common/sealed-text.ts). Empty fields are left out. */
export function sealSecrets(secrets: FeedSecrets, secretKey: string): string {
  const kept: Record<string, string> = Object.fromEntries(
    SECRET_FIELDS.filter((field) => secrets[field]).map((f) => [f, secrets[f]!]),
  );
  if (secrets.origin) kept.origin = secrets.origin;
  return sealText(JSON.stringify(kept), secretKey, FEED_SECRETS);
}

/** The secrets sealed by sealSecrets; `null` or '' (a supplier without secrets) opens to `{}`. */
export function openSecrets(sealed: string | null | undefined, secretKey: string): FeedSecrets {
  if (!sealed) return {};
  let json: string;
  try {
    json = openText(sealed, secretKey, FEED_SECRETS);
  } catch (error) {
    if (!(error instanceof SealedTextError)) throw error;
    if (error.reason === 'format')
      throw new FeedSecretsError('The stored supplier secrets are not in a known format (expected v1:…).');
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
