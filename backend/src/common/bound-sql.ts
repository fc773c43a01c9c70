import { type RawBuilder, sql } from 'kysely';

/**
 * `text` with its `?` placeholders sent as real bind parameters. MikroORM's execute() writes the values
 * into the SQL text, which for a batch's multi-megabyte JSON costs an escaped copy and a second parse.
 */
export function bound<Row = unknown>(text: string, values: unknown[]): RawBuilder<Row> {
  const parts = text.split('?');
  return sql<Row>`${sql.join(
    parts.flatMap((part, i) => (i < values.length ? [sql.raw(part), sql.val(values[i])] : [sql.raw(part)])),
    sql.raw(''),
  )}`;
}
