import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import pg from 'pg';

/**
 * pg has no COPY FROM STDIN stream of its own (that is the pg-copy-streams package, not installed):
 * this query answers the server's CopyInResponse by sending the file's bytes as they are read.
 */
class CopyFromFile extends pg.Query {
  constructor(
    sql: string,
    private readonly path: string,
  ) {
    super(sql);
  }

  // Called by pg's client when the server is ready for the data.
  handleCopyInResponse(connection: {
    stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
    sendCopyFromChunk(chunk: Buffer): void;
    endCopyFrom(): void;
    sendCopyFail(message: string): void;
  }): void {
    void (async () => {
      try {
        for await (const chunk of createReadStream(this.path, { highWaterMark: 1024 * 1024 })) {
          connection.sendCopyFromChunk(chunk as Buffer);
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
        connection.endCopyFrom();
      } catch (error) {
        connection.sendCopyFail((error as Error).message);
      }
    })();
  }
}

/**
 * The floor any importer stands on: PostgreSQL's own CSV loader reading the same file into an
 * empty table of text columns (no parsing into types, no checks, no indexes). Answers rows/s.
 */
export async function copyBaseline(
  url: string,
  path: string,
  columns: number,
): Promise<{ rows: number; seconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cells = Array.from({ length: columns }, (_, i) => `c${i + 1} text`).join(', ');
    await client.query('drop table if exists bench_copy_baseline');
    await client.query(`create table bench_copy_baseline (${cells})`);
    const started = performance.now();
    const query = client.query(
      new CopyFromFile('copy bench_copy_baseline from stdin with (format csv, header true)', path),
    );
    const [result] = (await once(query, 'end')) as [pg.QueryResult];
    const seconds = (performance.now() - started) / 1000;
    return { rows: result.rowCount ?? 0, seconds };
  } finally {
    await client.query('drop table if exists bench_copy_baseline').catch(() => undefined);
    await client.end();
  }
}
