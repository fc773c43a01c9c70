import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '@nestjs/common';
import type { Job } from 'bull';

/** What every job carries: the identity of the database it belongs to (see databaseIdentity). */
export interface JobOrigin {
  database: string;
}

/**
 * Where this shop's keys live in Redis and which database its jobs belong to. Two shops on one Redis
 * (staging and production, two developers) get different prefixes by default, so they never share a
 * queue or a counter; every process of one shop (API and workers, on any machine) derives the same.
 */
export class QueueScope {
  constructor(
    /** `host:port/database` of the database this process uses. */
    readonly database: string,
    /** QUEUE_PREFIX, or one derived from `database`. */
    readonly prefix: string,
  ) {}

  static of(databaseUrl: string, queuePrefix?: string): QueueScope {
    const database = databaseIdentity(databaseUrl);
    return new QueueScope(database, queuePrefix ?? defaultQueuePrefix(database));
  }

  /** A Redis key of this shop's own, e.g. key('rate', 'sign-in:ip:…'). */
  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  /** A job's data, stamped with this shop's database. */
  stamp<T extends object>(data: T): T & JobOrigin {
    return { ...data, database: this.database };
  }

  /**
   * Throws (and logs an error) when the job belongs to another database: a worker never runs, and so
   * never completes, another shop's job (it can only meet one when QUEUE_PREFIX is shared on purpose).
   */
  assertOwn(job: Job<Partial<JobOrigin>>, logger: Logger): void {
    if (this.isOwn(job)) return;
    const origin = job.data?.database ? `database ${job.data.database}` : 'an unknown database (the job names none)';
    const message =
      `Job ${job.id} of queue "${job.queue.name}" belongs to ${origin}, but this worker uses database ${this.database}; ` +
      'it is not run here. Two shops share this Redis and QUEUE_PREFIX: give each its own QUEUE_PREFIX (or leave it unset).';
    logger.error(message);
    throw new Error(message);
  }

  isOwn(job: Job<Partial<JobOrigin>>): boolean {
    return job.data?.database === this.database;
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|0\.0\.0\.0)$/;

/**
 * The database's identity: host, port and database name (never the user or password, which differ
 * between processes of one shop and change with rotations). A database on this machine (a loopback
 * address or a socket folder, such as the embedded PostgreSQL) is named by the machine's host name,
 * so two developers' local databases differ.
 */
export function databaseIdentity(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get('host');
  let host = (socket ?? decodeURIComponent(url.hostname)).replace(/^\[|\]$/g, '').toLowerCase() || 'localhost';
  if (LOOPBACK.test(host) || host.startsWith('/')) host = hostname().toLowerCase();
  const port = url.port || url.searchParams.get('port') || '5432';
  // Without a name in the URL, PostgreSQL connects to the database named like the user.
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `${host}:${port}/${database}`;
}

/** `shop-<database name>-<hash of the identity>`: readable in Redis tools, unique per database. */
export function defaultQueuePrefix(identity: string): string {
  const name = identity
    .slice(identity.indexOf('/') + 1)
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `shop-${name}-${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}
