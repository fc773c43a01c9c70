import pg from 'pg';

/**
 * Where a run's database time goes, without pg_stat_statements (it needs a server restart to load):
 * pg_stat_activity sampled every `everyMs`, counting each statement other sessions of the database are
 * running (its first words), and its wait event when it waits. A statement's share of the samples is
 * its share of the time the database was busy for the shop.
 */
export async function sampleDatabaseActivity(url: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    client
      .query<{ statement: string; wait: string | null }>(
        `select left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as statement,
                nullif(concat_ws(':', wait_event_type, wait_event), '') as wait
           from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      )
      .then(({ rows }) => {
        samples += 1;
        for (const { statement, wait } of rows) {
          const key = wait && wait !== 'Client:ClientRead' ? `${statement} [${wait}]` : statement;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      })
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, everyMs);
  return {
    /** Stops sampling; answers the `top` statements by share of samples (1 = running in every sample). */
    async stop(top = 6): Promise<{ samples: number; statements: [string, number][] }> {
      clearInterval(timer);
      await client.end();
      const statements = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([statement, count]): [string, number] => [statement, count / Math.max(samples, 1)]);
      return { samples, statements };
    },
  };
}
