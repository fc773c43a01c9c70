/**
 * JSON with every object's keys sorted, for comparing values: a jsonb value read back from PostgreSQL
 * keeps PostgreSQL's key order, not the order it was written in.
 */
export const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value !== null && typeof value === 'object' && !(value instanceof Date)
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);
