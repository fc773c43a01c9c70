import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type FeedSource,
  FeedFetchError,
  fetchFeed,
  fetchFeedHead,
  type SuppliersRepository,
} from '../suppliers/index.js';
import { readCsvHeader } from './import-file-check.js';
import type { ImportsRepository } from './imports.repository.js';

/** What a supplier run needs of the configuration. */
export interface FeedOptions {
  /** FEED_SECRET_KEY: opens the supplier's password, token or key. */
  secretKey: string;
  /** FEED_ALLOW_PRIVATE_HOSTS: let feeds come from loopback and private addresses (tests, a supplier on the LAN). */
  allowPrivateHosts: boolean;
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

/** A supplier's list shows its last run: copied onto the supplier whenever a run starts or ends. */
export async function recordRunOnSupplier(
  suppliers: SuppliersRepository,
  imports: ImportsRepository,
  importId: string,
): Promise<void> {
  const run = await imports.find(importId);
  if (run?.supplierId)
    await suppliers.recordRun(run.supplierId, {
      id: run.id,
      status: run.status,
      at: run.finishedAt ?? run.createdAt,
    });
}
