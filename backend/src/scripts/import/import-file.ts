import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ImportCategory,
  readHeader,
  ImportJob,
  ImportMode,
  readCsvHeader,
  ImportRunner,
  type ImportRunHooks,
  inventoryRepositories,
} from '../../modules/inventory/index.js';

/** The import history names the terminal as the actor: no staff account did it. */
export const COMMAND_LINE_ACTOR = 'Command line';

export interface ImportFileOptions {
  category: ImportCategory;
  mode?: ImportMode;
  dryRun?: boolean;
  hooks?: ImportRunHooks;
}

/** The file was refused before any import began, as an upload would be (400). */
export class RefusedFileError extends Error {}

/**
 * Imports a CSV file the way an upload does, without the queue: the same content check and header
 * check, a copy in the imports folder (the runner reads and then removes its own copy, never the
 * user's file), an import record, and the shared pipeline run in this process.
 */
export async function importFile(
  em: EntityManager,
  importsDir: string,
  path: string,
  options: ImportFileOptions,
): Promise<ImportJob> {
  const sniffed = await readCsvHeader(path);
  if ('error' in sniffed) throw new RefusedFileError(sniffed.error);
  const header = readHeader(options.category, sniffed.header);
  if (!header.mapper) throw new RefusedFileError(header.error ?? 'The file has no header row');

  // Beside the uploads, so a server's worker and this command see the same layout.
  const storedFile = join('incoming', `cli-${randomUUID()}.csv`);
  await mkdir(join(importsDir, 'incoming'), { recursive: true });
  await copyFile(path, join(importsDir, storedFile));

  const repositories = inventoryRepositories(em);
  const { imports } = repositories;
  const job = await imports.create(
    Object.assign(new ImportJob(), {
      fileName: basename(path).slice(0, 255),
      storedFile,
      fileSize: (await stat(path)).size,
      category: options.category,
      mode: options.mode ?? ImportMode.Upsert,
      dryRun: options.dryRun ?? false,
      columns: header.mapper.columns,
      actorName: COMMAND_LINE_ACTOR,
    }),
  );
  const runner = new ImportRunner(repositories, importsDir);
  let done: ImportJob | null;
  try {
    done = await runner.run(job.id, options.hooks);
  } catch (error) {
    // No queue will retry it: the record says failed and the copy goes, as when a job gives up.
    await runner.giveUp(job.id, `The import stopped: ${(error as Error).message}`).catch(() => undefined);
    throw error;
  }
  if (!done) throw new Error(`Import ${job.id} disappeared while it ran`);
  return done;
}
