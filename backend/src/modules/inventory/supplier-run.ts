import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type FeedSource,
  type FeedSupplier,
  FeedFetchError,
  fetchFeed,
  fetchFeedHead,
  feedSupplierOf,
  SuppliersRepository,
} from '../suppliers/index.js';
import { SupplierOffers } from './offers/supplier-offers.js';
import type { ImportJob } from './entities/import-job.entity.js';
import { readCsvHeader } from './import-file-check.js';
import type { ImportsRepository } from './imports.repository.js';

/** What a supplier run needs of the configuration. */
export interface FeedOptions {
  /** FEED_SECRET_KEY: opens the supplier's password, token or key. */
  secretKey: string;
  /** FEED_ALLOW_PRIVATE_HOSTS: let feeds come from loopback and private addresses (tests, a supplier on the LAN). */
  allowPrivateHosts: boolean;
}

/** The run's supplier with its secrets opened, or why the run cannot go on. */
export async function loadFeedSupplier(
  em: EntityManager,
  supplierId: string,
  options: FeedOptions,
): Promise<{ supplier: FeedSupplier } | { error: string }> {
  const suppliers = new SuppliersRepository(em);
  const supplier = await suppliers.find(supplierId);
  if (!supplier) return { error: 'The supplier of this run was removed' };
  try {
    // With the repository, an SFTP run records the host key it meets (pinned on first use).
    return { supplier: feedSupplierOf(supplier, options.secretKey, suppliers) };
  } catch (error) {
    return { error: `The supplier's saved password, token or key cannot be read: ${(error as Error).message}` };
  }
}

/**
 * Downloads the supplier's file to where the run reads it and checks it is UTF-8 CSV text. A failure
 * (unreachable, refused, cut short, not CSV…) answers the reason staff read, and the run changes nothing.
 * `head`: only the file's first bytes (the mapping preview), never the whole file.
 */
export async function fetchSupplierFile(
  source: FeedSource,
  destination: string,
  options: FeedOptions,
  head = false,
): Promise<{ bytes: number } | { error: string }> {
  await mkdir(dirname(destination), { recursive: true });
  try {
    const { bytes } = await (head ? fetchFeedHead : fetchFeed)(source, destination, {
      allowPrivateHosts: options.allowPrivateHosts,
    });
    const sniffed = await readCsvHeader(destination);
    if ('error' in sniffed) return { error: `The supplier's file cannot be imported: ${sniffed.error}` };
    return { bytes };
  } catch (error) {
    if (error instanceof FeedFetchError) return { error: error.reason };
    throw error;
  }
}

/** Why a supplier run waits when no markup staff saved prices its stones (the console links it to the markup page). */
export const NO_MARKUP_REASON =
  "No markup saved yet: prices would equal supplier cost. Save the shop's markup, then confirm this run.";

/**
 * A supplier run publishes nothing until staff have saved the markup that prices its stones: the shop's
 * default, or the supplier's own rules (which only staff set, in its form). Answers why the run waits, or
 * null when it may go on. Checked before the file is fetched: the confirmed run fetches a fresh one.
 */
export async function markupHold(em: EntityManager, supplierId: string): Promise<string | null> {
  return (await new SuppliersRepository(em).markupSavedFor(supplierId)) ? null : NO_MARKUP_REASON;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
const size = (bytes: number) =>
  bytes < 1_000_000
    ? `${(bytes / 1000).toFixed(1)} kB`
    : `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 2 : 1)} MB`;

/**
 * Safe retirement: a full feed that would retire more than the supplier's limit of its live stones, or
 * whose file is that much smaller than the last one (a truncated download), is held for staff to
 * confirm or discard. Answers why, with the numbers, or null when retiring may go ahead.
 */
export async function retirementHold(
  em: EntityManager,
  imports: ImportsRepository,
  supplier: FeedSupplier,
  job: ImportJob,
): Promise<string | null> {
  const limit = supplier.retireLimitPercent;
  const { missing, live } = await new SupplierOffers(em).missingFrom(em.fork(), supplier.id, job.id);
  const reasons: string[] = [];
  if (live > 0 && percent(missing, live) > limit)
    reasons.push(
      `it would retire ${missing.toLocaleString('en-US')} of ${supplier.name}'s ${live.toLocaleString('en-US')} live stones (${percent(missing, live)} %), over the ${limit} % limit`,
    );
  const previous = await imports.previousFileSize(supplier.id, job.id);
  const bytes = Number(job.fileSize);
  if (previous && bytes < previous * (1 - limit / 100))
    reasons.push(
      `the file is ${size(bytes)}, ${percent(previous - bytes, previous)} % smaller than the last one (${size(previous)})`,
    );
  return reasons.length ? `Held for review: ${reasons.join(', and ')}. Nothing was retired yet.` : null;
}

/** A supplier's list shows its last run: copied onto the supplier whenever a run starts or ends. */
export async function recordRunOnSupplier(em: EntityManager, imports: ImportsRepository, importId: string) {
  const run = await imports.find(importId);
  if (run?.supplierId)
    await new SuppliersRepository(em).recordRun(run.supplierId, {
      id: run.id,
      status: run.status,
      at: run.finishedAt ?? run.createdAt,
    });
}
