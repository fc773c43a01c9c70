import type { SearchQuery } from './random-mix.js';

/**
 * The search benchmarks' HTTP side: one timed search with what its Server-Timing header says, many
 * clients asking at once, percentiles and the tables both benchmarks print.
 */

/** One answer as the client saw it, and the server's account of it (Server-Timing). */
export interface TimedAnswer {
  status: number;
  /** Request sent → body read, on the client. */
  ms: number;
  /** The engine that answered (`index`, `sql`), '' when the header is missing. */
  engine: string;
  /** The search as the server timed it, and its parts when the server sends them. */
  searchMs?: number;
  indexMs?: number;
  rowsMs?: number;
}

/** A Server-Timing header's metrics by name: `render;dur=31.2` is `render` → { dur: 31.2 }. */
export function serverTimingMetrics(header: string): Map<string, { desc?: string; dur?: number }> {
  const metrics = new Map<string, { desc?: string; dur?: number }>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    const values = Object.fromEntries(params.map((param) => param.split('=').map((part) => part.trim())));
    metrics.set(name, {
      desc: values.desc?.replace(/^"|"$/g, ''),
      dur: values.dur === undefined ? undefined : Number(values.dur),
    });
  }
  return metrics;
}

/** `search;desc="index";dur=4.1, index;dur=1.9, rows;dur=2.0`: the search, then its parts. */
export function parseServerTiming(header: string): Pick<TimedAnswer, 'engine' | 'searchMs' | 'indexMs' | 'rowsMs'> {
  const metrics = serverTimingMetrics(header);
  const search = metrics.get('search');
  return {
    engine: search?.desc ?? '',
    searchMs: search?.dur,
    indexMs: metrics.get('index')?.dur,
    rowsMs: metrics.get('rows')?.dur,
  };
}

/** GET /api/diamonds?<query>, timed to the last byte of the body. */
export async function timedSearch(base: string, query: SearchQuery): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(`${base}/diamonds?${new URLSearchParams(query)}`);
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200 && process.env.BENCH_VERBOSE)
    console.error(`[bench] ${JSON.stringify(query)} answered ${response.status}: ${Buffer.from(body).toString()}`);
  return { status: response.status, ms, ...parseServerTiming(response.headers.get('server-timing') ?? '') };
}

/**
 * `clients` clients, each asking the next search of `queries` as soon as its previous answer is in
 * (keep-alive HTTP), until the list is used up or `until()` says stop. Answers in the list's order.
 */
export function runClients(
  base: string,
  clients: number,
  queries: SearchQuery[],
  until: () => boolean = () => false,
): Promise<TimedAnswer[]> {
  return askInParallel(clients, queries, (query) => timedSearch(base, query), until);
}

/**
 * `clients` clients, each taking the next request of `requests` to `ask` as soon as its previous
 * answer is in, until the list is used up or `until()` says stop. Answers in the list's order.
 */
export async function askInParallel<Request, Answer>(
  clients: number,
  requests: Request[],
  ask: (request: Request) => Promise<Answer>,
  until: () => boolean = () => false,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests.length && !until()) {
        const index = next++;
        answers[index] = await ask(requests[index]);
      }
    }),
  );
  return answers.filter(Boolean);
}

/** Throws on the first answer that is not 200: the benchmark's queries are all valid. */
export function allAnswered(answers: TimedAnswer[], what: string): TimedAnswer[] {
  const failed = answers.find((answer) => answer.status !== 200);
  if (failed) throw new Error(`${what}: a search answered ${failed.status} (BENCH_VERBOSE=1 prints it)`);
  return answers;
}

/** When a fresh process became ready: ms from its start to GET /health/ready answering 200, and to the first search its index answered. */
export interface StartTimes {
  readyMs: number;
  indexMs: number;
}

/** Asks every 50 ms, from `started` (when the process was spawned) on. */
export async function timeStart(base: string, started: number, timeoutMs = 600_000): Promise<StartTimes> {
  let readyMs: number | undefined;
  for (;;) {
    if (readyMs === undefined) {
      const status = await fetch(`${base}/health/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) readyMs = performance.now() - started;
    }
    if (readyMs !== undefined) {
      const answer = await timedSearch(base, { limit: '1', facets: 'false' });
      if (answer.status === 200 && answer.engine === 'index') return { readyMs, indexMs: performance.now() - started };
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`the process was not ready within ${timeoutMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until searches are answered by the index, so its build at start-up is not timed. */
export async function waitForIndex(base: string, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await timedSearch(base, { limit: '1', facets: 'false' }).catch(() => undefined);
    if (answer?.status === 200 && answer.engine === 'index') return performance.now() - started;
    if (performance.now() - started > timeoutMs)
      throw new Error(`the search index was not ready within ${timeoutMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const p95 = (samples: number[]) => percentile(samples, 95).toFixed(1);

/** A table of n, p50, p95 and p99 per named set of timings (ms). */
export function printPercentiles(rows: [string, number[]][]): void {
  const width = Math.max(40, ...rows.map(([name]) => name.length + 2));
  console.log(`\n${'ms'.padEnd(width)}${['n', 'p50', 'p95', 'p99'].map((h) => h.padStart(9)).join('')}`);
  for (const [name, samples] of rows)
    console.log(
      `${name.padEnd(width)}${String(samples.length).padStart(9)}${[50, 95, 99].map((p) => percentile(samples, p).toFixed(1).padStart(9)).join('')}`,
    );
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const meanOf = (answers: TimedAnswer[], part: (answer: TimedAnswer) => number | undefined) => {
  const values = answers.map(part).filter((value): value is number => value !== undefined);
  return values.length ? mean(values).toFixed(2).padStart(9) : '–'.padStart(9);
};

/**
 * Where a search's time goes, as means per search: the server's total and its parts (index, reading
 * the page's rows) from Server-Timing, and the rest of what the client waited (HTTP, validation, JSON).
 */
export function printCostParts(rows: [string, TimedAnswer[]][]): void {
  const width = Math.max(40, ...rows.map(([name]) => name.length + 2));
  const headers = ['client', 'search', 'index', 'rows', 'rest'];
  console.log(`\n${'mean ms per search'.padEnd(width)}${headers.map((h) => h.padStart(9)).join('')}`);
  for (const [name, answers] of rows) {
    const timed = answers.filter((answer) => answer.searchMs !== undefined);
    console.log(
      `${name.padEnd(width)}${meanOf(answers, (a) => a.ms)}${meanOf(timed, (a) => a.searchMs)}${meanOf(timed, (a) => a.indexMs)}${meanOf(timed, (a) => a.rowsMs)}${meanOf(timed, (a) => a.ms - a.searchMs!)}`,
    );
  }
}

/** The share of answers each engine gave, e.g. `index 0.97, sql 0.03`. */
export function engineShares(answers: TimedAnswer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { engine } of answers) counts.set(engine || 'unknown', (counts.get(engine || 'unknown') ?? 0) + 1);
  return new Map([...counts].map(([engine, count]) => [engine, count / answers.length]));
}
