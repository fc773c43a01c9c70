/**
 * Values no field of the shop may accept, written as the raw text a client sends: JSON for bodies
 * (1e309 and -0 have no JavaScript spelling that survives JSON.stringify), percent-encoded text for
 * query strings and path segments. hostile-input.test.ts sends them to every operation of the API.
 */

export interface Hostile {
  name: string;
  /** The raw text as it goes on the wire. */
  raw: string;
}

const json = (name: string, value: unknown): Hostile => ({ name, raw: JSON.stringify(value) });
const nested = (depth: number, open: string, inner: string, close: string) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Strings no field may keep: they are not text (PostgreSQL cannot store them, validators throw on them) or not a single line. */
export const HOSTILE_STRINGS: Hostile[] = [
  json('a lone high surrogate', '\ud800'),
  json('a lone low surrogate', 'x\udc00y'),
  json('surrogates in the wrong order', '\udc00\ud800'),
  json('a lone surrogate in an e-mail address', 'ada\ud800@example.com'),
  json('a NUL character', '\u0000'),
  json('a NUL inside text', 'Ada\u0000Lovelace'),
  json('a NUL in an e-mail address', 'ada\u0000@example.com'),
];

/** Values no field may accept, wherever they appear: also sent to records that exist. */
export const REFUSED_EVERYWHERE: Hostile[] = [
  ...HOSTILE_STRINGS,
  { name: '1e309 (Infinity once parsed)', raw: '1e309' },
  { name: '-1e309', raw: '-1e309' },
  { name: 'a prototype key', raw: '{"__proto__":{"role":"admin","isAdmin":true}}' },
  { name: 'a constructor key', raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'deeply nested arrays', raw: nested(5_000, '[', '1', ']') },
  { name: 'deeply nested objects', raw: nested(1_500, '{"a":', '1', '}') },
];

/**
 * Values of the wrong type, size or shape for most fields. A few fields take some of them (true
 * for a flag, '' to clear a note), so they go to records nobody has and to forms that stay incomplete.
 */
export const HOSTILE_VALUES: Hostile[] = [
  ...REFUSED_EVERYWHERE,
  json('null', null),
  json('true', true),
  json('an empty string', ''),
  json('blank text', '   '),
  json('control characters', '\u0001\u0007\u001b[31m\u007f\u0085'),
  json('a header injection', 'x\r\nBcc: someone@example.com'),
  json('right-to-left override', '\u202egnp.exe'),
  json('a byte-order mark', '\ufeff'),
  json('a huge string', 'x'.repeat(90_000)),
  json('a path traversal', '../../../../etc/passwd'),
  json('SQL', "' OR 1=1; DROP TABLE products; --"),
  json('markup', '<script>alert(1)</script>'),
  json('a number as text', '1e309'),
  json('NaN as text', 'NaN'),
  json('an impossible date', '2026-02-30T25:61:00Z'),
  json('JSON text hiding a NUL', '{"category":"\\u0000","shape":"\\ud800"}'),
  { name: '-0', raw: '-0' },
  { name: 'a number past 2^53', raw: '9007199254740993' },
  { name: 'a tiny number', raw: '1e-400' },
  json('a negative number', -1),
  json('a fraction', 0.5),
  json('a huge number', 1e300),
  json('an empty array', []),
  json('an array of hostile strings', ['\ud800', '\u0000']),
  json('an empty object', {}),
  json('an object', { a: 1 }),
  { name: 'an array of 12 000 items', raw: `[${Array(12_000).fill('"x"').join(',')}]` },
];

/** The values each field gets on its own (all of HOSTILE_VALUES go to every field at once). */
export const FIELD_VALUES: Hostile[] = HOSTILE_VALUES.filter(
  (value) =>
    REFUSED_EVERYWHERE.includes(value) ||
    [
      'null',
      'true',
      'an empty string',
      'control characters',
      'a huge string',
      '-0',
      'a huge number',
      'an empty array',
      'an array of hostile strings',
      'an object',
      'JSON text hiding a NUL',
    ].includes(value.name),
);

/** Whole bodies that are not what an operation reads. */
export const HOSTILE_BODIES: Hostile[] = [
  ...HOSTILE_VALUES,
  { name: 'not JSON', raw: '{"fullName":' },
  { name: 'an empty body', raw: '' },
  { name: 'a 1 MB array', raw: `[${Array(250_000).fill('1').join(',')}]` },
  { name: 'a 1 MB string', raw: JSON.stringify('x'.repeat(1_048_576)) },
  {
    name: 'prototype keys at the top',
    raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"prototype":{}}',
  },
  { name: 'an Object.prototype method name as a key', raw: '{"hasOwnProperty":1,"toString":"x","valueOf":{}}' },
  { name: 'a key that is not text', raw: '{"\\ud800":"x"}' },
];

/** Values for one query parameter, percent-encoded as they travel. */
export const HOSTILE_QUERY_VALUES: Hostile[] = [
  { name: 'a NUL', raw: '%00' },
  { name: 'a NUL inside text', raw: 'ada%00lovelace' },
  { name: 'UTF-8 of a lone surrogate', raw: '%ED%A0%80' },
  { name: 'a truncated escape', raw: '%E0%A4%A' },
  { name: 'a bare percent sign', raw: '%' },
  { name: 'not hex', raw: '%zz' },
  { name: 'an overlong NUL', raw: '%C0%80' },
  { name: 'bytes that are not UTF-8', raw: '%FF%FE' },
  { name: 'control characters', raw: '%01%07%1B%7F' },
  { name: 'an empty value', raw: '' },
  { name: 'a long value', raw: 'x'.repeat(6_000) },
  { name: '1e309', raw: '1e309' },
  { name: '-0', raw: '-0' },
  { name: 'NaN', raw: 'NaN' },
  { name: '-1', raw: '-1' },
  { name: 'hex', raw: '0x10' },
  { name: 'a fraction', raw: '1.5' },
  { name: '__proto__', raw: '__proto__' },
  { name: 'JSON with a NUL', raw: encodeURIComponent('{"q":"\\u0000","id":["\\u0000"]}') },
  { name: 'JSON with a lone surrogate', raw: encodeURIComponent('{"q":"\\ud800"}') },
  {
    name: 'JSON with prototype keys',
    raw: encodeURIComponent('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}'),
  },
  { name: 'JSON sort on a prototype key', raw: encodeURIComponent('["__proto__","ASC"]') },
  { name: 'JSON range past every limit', raw: encodeURIComponent('[-0,1e309]') },
  { name: 'JSON nested deeply', raw: encodeURIComponent(nested(1_000, '[', '0', ']')) },
  { name: 'JSON of the wrong type', raw: encodeURIComponent('"x"') },
  { name: 'a JSON string that is not JSON', raw: encodeURIComponent('{"q":') },
];

/** Whole query strings: names no operation reads, repeated names, names that are not text. */
export const HOSTILE_QUERY_STRINGS: Hostile[] = [
  { name: 'a prototype name', raw: '__proto__=x' },
  { name: 'a prototype path', raw: '__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true' },
  { name: 'a constructor name', raw: 'constructor=x' },
  { name: 'a NUL in a name', raw: 'a%00b=1' },
  { name: 'UTF-8 of a lone surrogate in a name', raw: '%ED%A0%80=1' },
  { name: 'a truncated escape in a name', raw: '%E0%A4%A=1' },
  { name: 'bracket syntax', raw: 'a[b][c]=1&a[]=2' },
  { name: 'only separators', raw: '&&&==&' },
  { name: 'many names', raw: Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&') },
];

/** Path segments in place of an id (or any other path parameter). */
export const HOSTILE_SEGMENTS: Hostile[] = [
  { name: 'an encoded traversal', raw: '..%2f..%2f' },
  { name: 'an encoded traversal in upper case', raw: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'encoded dots', raw: '%2e%2e' },
  { name: 'a backslash traversal', raw: '..%5c..%5c' },
  { name: 'an encoded slash', raw: 'a%2Fb' },
  { name: 'a NUL', raw: '%00' },
  { name: 'UTF-8 of a lone surrogate', raw: '%ED%A0%80' },
  { name: 'a truncated escape', raw: '%E0%A4%A' },
  { name: 'a bare percent sign', raw: '%' },
  { name: 'an encoded percent sign', raw: '%25' },
  { name: 'bytes that are not UTF-8', raw: '%FF' },
  { name: 'control characters', raw: '%01%1B%7F' },
  { name: 'a space', raw: '%20' },
  { name: 'a very long id', raw: 'a'.repeat(4_000) },
  { name: '-0', raw: '-0' },
  { name: '1e309', raw: '1e309' },
  { name: 'zero', raw: '0' },
  { name: 'NaN', raw: 'NaN' },
  { name: 'a number past 2^63', raw: '99999999999999999999999' },
  { name: '__proto__', raw: '__proto__' },
  { name: 'constructor', raw: 'constructor' },
  { name: 'the nil UUID', raw: '00000000-0000-0000-0000-000000000000' },
  { name: 'a UUID nobody has', raw: 'ffffffff-ffff-4fff-bfff-ffffffffffff' },
  { name: 'SQL', raw: "'%20OR%201%3D1--" },
  { name: 'markup', raw: '%3Cscript%3E' },
  { name: 'an emoji', raw: '%F0%9F%92%8E' },
];
