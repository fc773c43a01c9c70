import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based codes as every authenticator app reads them from an otpauth:// URI: HMAC-SHA1, six
 * digits, 30-second steps (what the apps assume; other values are ignored by some of them). The library
 * (otpauth) computes; the time always comes from the caller (the shop's Clock), never from Date.now().
 */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const ALGORITHM = 'SHA1';
/** A code of the step before or after the current one is accepted too: phones' clocks drift. */
const WINDOW = 1;
/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;

/** A new random secret, base32 (how apps take it when typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI the QR code holds: `issuer` and `label` (the staff member's e-mail) name the entry in the app. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totp(secret, issuer, label).toString();
}

/**
 * The time step `code` belongs to at `now`, within one step either side, or null when it is not a code of
 * this secret then. Callers refuse a step at or before the last one accepted (a code works once).
 */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(token)) return null;
  const timestamp = now.getTime();
  const delta = totp(secret).validate({ token, timestamp, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

function totp(secret: string, issuer = '', label = 'OTPAuth'): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}
