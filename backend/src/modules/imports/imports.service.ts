import { relative } from 'node:path';
import { InjectQueue } from '@nestjs/bull';
import { BadRequestException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { ListQuery } from '../../common/list-query.js';
import { QUEUES } from '../queue/queue.constants.js';
import { RedisStatus } from '../queue/redis-status.service.js';
import type { User } from '../users/entities/user.entity.js';
import { isUuid } from '../users/users.service.js';
import { type ImportCategory } from './csv/import-categories.js';
import { readHeader } from './csv/row-mapper.js';
import type { ImportDto, StartImportDto } from './dto/import.dto.js';
import { ImportJob, ImportMode } from './entities/import-job.entity.js';
import { errorsCsv } from './errors-csv.js';
import { readCsvHeader } from './import-file-check.js';
import { type ImportSortField, ImportsRepository } from './imports.repository.js';

/** The upload as multer leaves it: in the imports folder, where the worker will read it. */
export interface UploadedCsv {
  path: string;
  size: number;
  originalname: string;
}

/** Shown items of a record; errors.csv has every one. */
const FAILED_ITEMS_SHOWN = 1000;
export const IMPORTS_UNAVAILABLE = 'Imports are unavailable right now (the job queue cannot be reached). Please try again in a few minutes.';
const fileError = (message: string) => new BadRequestException({ message, errors: { file: message } });

/** Starts imports (file checked, record written, job queued), and answers their progress and refused rows. */
@Injectable()
export class ImportsService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly redis: RedisStatus,
    @InjectQueue(QUEUES.imports) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(actor: User, file: UploadedCsv | undefined, body: StartImportDto): Promise<ImportDto> {
    if (!file) throw fileError('Please select a category and CSV file');
    const sniffed = await readCsvHeader(file.path);
    if ('error' in sniffed) throw fileError(sniffed.error);
    const header = readHeader(body.category, sniffed.header);
    if (!header.mapper) throw fileError(header.error ?? 'The file has no header row');
    // Nothing is kept when the queue cannot take the job: the interceptor removes the file.
    if (!this.redis.isReady) throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);

    const job = Object.assign(new ImportJob(), {
      fileName: file.originalname.slice(0, 255) || 'upload.csv',
      storedFile: relative(this.config.imports.dir, file.path),
      fileSize: file.size,
      category: body.category,
      mode: body.mode ?? ImportMode.Upsert,
      dryRun: body.dryRun === 'true',
      columns: header.mapper.columns,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
    });
    await this.imports.create(job);
    try {
      // The import's id is the job's: adding it twice (a client retry) queues it once.
      await this.queue.add({ importId: job.id }, { jobId: job.id, attempts: 5, backoff: { type: 'exponential', delay: 5000 } });
    } catch {
      await this.imports.remove(job.id);
      throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);
    }
    return this.present(job, []);
  }

  async list(query: ListQuery<ImportSortField>): Promise<{ items: ImportDto[]; total: number }> {
    const { imports, total } = await this.imports.list(query);
    return { items: imports.map((job) => this.present(job, [])), total };
  }

  async get(id: string): Promise<ImportDto> {
    const job = await this.find(id);
    return this.present(job, await this.imports.failures(id, FAILED_ITEMS_SHOWN));
  }

  /** The refused rows as they were in the file, with an Error column. */
  async errorsCsv(id: string): Promise<AsyncGenerator<string>> {
    return errorsCsv(this.imports, await this.find(id));
  }

  async fileNameOf(id: string): Promise<string> {
    return (await this.find(id)).fileName;
  }

  private async find(id: string): Promise<ImportJob> {
    const job = isUuid(id) ? await this.imports.find(id) : null;
    if (!job) throw new NotFoundException('Import not found');
    return job;
  }

  private present(job: ImportJob, failures: { rowIndex: number; stockNumber: string; field: string; error: string }[]): ImportDto {
    return {
      id: job.id,
      fileName: job.fileName,
      category: job.category as ImportCategory,
      mode: job.mode,
      dryRun: job.dryRun,
      status: job.status,
      progress: job.progress,
      totalItems: job.processedRows,
      createdCount: job.createdCount,
      updatedCount: job.updatedCount,
      successCount: job.createdCount + job.updatedCount,
      failedCount: job.failedCount,
      unavailableCount: job.unavailableCount,
      failedItems: failures.map(({ rowIndex, stockNumber, field, error }) => ({ rowIndex, stockNumber, field, error })),
      error: job.error ?? null,
      actor: { id: job.actorId ?? null, name: job.actorName ?? null, email: job.actorEmail ?? null },
      createdAt: job.createdAt,
      startedAt: job.startedAt ?? null,
      finishedAt: job.finishedAt ?? null,
    };
  }
}
