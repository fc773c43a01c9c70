/**
 * The one spelling of an e-mail address that the shop stores, looks up, keeps unique and counts
 * attempts under (sign-in, password reset, registration).
 *
 * The rule: trim, Unicode NFKC (so fullwidth `ａｌｉｃｅ` and other compatibility forms become
 * `alice`), then JavaScript's locale-independent toLowerCase, then NFKC again (lower-casing can
 * produce sequences that compose), and finally `i` + COMBINING DOT ABOVE becomes `i`: that is what
 * lower-casing `İ` (U+0130) gives, and a dot above an `i`, which already has one, shows nothing
 * more, so `alİce` is read as `alice` (PostgreSQL's lower() under glibc locales agrees).
 *
 * The database does not compare addresses itself (no lower(), no ILIKE, whose answers depend on the
 * server's collation): `users.email` holds this normalised form, a unique index on the column keeps
 * it unique, and look-ups compare it by plain equality with the normalised input. So the rule here is
 * the only rule, and the rate limiter's keys agree with the database by construction.
 */
export function normaliseEmail(address: string): string {
  return address
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/i\u0307/g, 'i');
}
