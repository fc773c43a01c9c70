import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link sent by e-mail (password reset, e-mail proof): 256 random bits for the link,
 * and only its SHA-256 for the database, so a copy of the table opens nothing.
 */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
