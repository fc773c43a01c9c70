import { join, relative } from 'node:path';
import { access } from 'node:fs/promises';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { ListQuery } from '../../common/list-query.js';
import { type ImportCategory } from './csv/import-categories.js';
import { readHeader } from './csv/row-mapper.js';
import type { ImportDto, SamplePreviewDto, StartImportDto } from './dto/import.dto.js';
import { ImportJob, ImportMode, ImportStatus } from './entities/import-job.entity.js';
import { errorsCsv } from './errors-csv.js';
import { readCsvHeader } from './import-file-check.js';
import { IMPORTS_UNAVAILABLE, ImportQueue } from './import-queue.js';
import { type ImportSortField, ImportsRepository } from './imports.repository.js';
import { RedisStatus } from '../queue/index.js';
import { feedSupplierOf, SuppliersRepository } from '../suppliers/index.js';
import { ImportTrigger } from './entities/import-job.entity.js';
import { FeedRuns } from './feed-runs.service.js';
import { previewFeed, previewSample } from './feed-preview.js';
import type { FeedPreviewDto } from './dto/import.dto.js';
import type { User } from '../users/index.js';
import { isUuid } from '../../common/text/index.js';
import type { SampleHead } from './sample-upload.js';

/** The upload as multer leaves it: in the imports folder, where the worker will read it. */
export interface UploadedCsv {
  path: string;
  size: number;
  originalname: string;
}

/** Shown items of a record; errors.csv has every one. */
const FAILED_ITEMS_SHOWN = 1000;
const fileError = (message: string) => new BadRequestException({ message, errors: { file: message } });

/** A multipart field's header names (JSON `{ "Stone ID": "Stock #" }`), or a 400 on the field. */
function aliasesOf(json: string | undefined): Record<string, string> {
  if (!json) return {};
  let aliases: unknown;
  try {
    aliases = JSON.parse(json);
  } catch {
    /* refused below */
  }
  const isMap =
    typeof aliases === 'object' &&
    aliases !== null &&
    !Array.isArray(aliases) &&
    Object.values(aliases).every((column) => typeof column === 'string');
  if (isMap) return aliases as Record<string, string>;
  const message = 'columnAliases is the header names as JSON: {"Stone ID": "Stock #"}';
  throw new BadRequestException({ message, errors: { columnAliases: message } });
}

/** Starts imports (file checked, record written, job queued), and answers their progress and refused rows. */
@Injectable()
export class ImportsService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly redis: RedisStatus,
    private readonly queue: ImportQueue,
    private readonly suppliers: SuppliersRepository,
    private readonly runs: FeedRuns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(actor: User, file: UploadedCsv | undefined, body: StartImportDto): Promise<ImportDto> {
    if (!file) throw fileError('Please select a category and CSV file');
    const supplier = body.supplierId ? await this.uploadSupplier(body) : null;
    const sniffed = await readCsvHeader(file.path);
    if ('error' in sniffed) throw fileError(sniffed.error);
    const header = readHeader(body.category, sniffed.header, supplier?.columnAliases);
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
      supplierId: supplier?.id ?? null,
      trigger: ImportTrigger.Upload,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
    });
    await this.imports.create(job);
    try {
      await this.queue.add(job.id);
    } catch {
      await this.imports.remove(job.id);
      throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);
    }
    return this.present(job, [], false, supplier?.name ?? null);
  }

  /** Run now: a run of the supplier's source, queued. */
  async run(actor: User, supplierId: string): Promise<ImportDto> {
    return this.get((await this.runs.start(supplierId, ImportTrigger.Manual, actor)).id);
  }

  async confirm(actor: User, id: string): Promise<ImportDto> {
    await this.runs.confirm(id, actor);
    return this.get(id);
  }

  async discard(id: string): Promise<ImportDto> {
    await this.runs.discard(id);
    return this.get(id);
  }

  /** How the supplier's file maps (fetched now), with the header names given or the saved ones. */
  async preview(supplierId: string, columnAliases?: Record<string, string>): Promise<FeedPreviewDto> {
    const stored = await this.suppliers.find(supplierId);
    if (!stored) throw new NotFoundException('Supplier not found');
    const supplier = feedSupplierOf(stored, this.config.feeds.secretKey, this.suppliers);
    if (!supplier.source)
      throw new BadRequestException({
        message: `${supplier.name}'s files are uploaded by hand: upload one to see how its columns map`,
        errors: { supplierId: 'This supplier has no source to fetch from' },
      });
    const answer = await previewFeed(
      { ...supplier, source: supplier.source },
      columnAliases ?? supplier.columnAliases,
      this.config.imports.dir,
      this.config.feeds,
    );
    if ('error' in answer)
      throw new BadRequestException({ message: answer.error, errors: { supplierId: answer.error } });
    return answer;
  }

  /** How a sample staff uploaded maps (a manual supplier's file): its head only, with the header names given. */
  async previewSample(file: SampleHead | undefined, body: SamplePreviewDto): Promise<FeedPreviewDto> {
    if (!file) throw fileError('Choose a sample of the supplier’s file (CSV) to preview');
    const answer = await previewSample(
      body.category,
      file.buffer,
      aliasesOf(body.columnAliases),
      this.config.imports.dir,
    );
    if ('error' in answer) throw fileError(answer.error);
    return answer;
  }

  /** An upload for a supplier: of that supplier's category, never a dry run (which writes nothing to offers). */
  private async uploadSupplier(body: StartImportDto) {
    const supplier = await this.suppliers.find(body.supplierId!);
    if (!supplier)
      throw new BadRequestException({ message: 'Supplier not found', errors: { supplierId: 'Supplier not found' } });
    if (supplier.category !== body.category) {
      const message = `${supplier.name}'s feed holds ${supplier.category} products: choose that category`;
      throw new BadRequestException({ message, errors: { category: message } });
    }
    if (body.dryRun === 'true') {
      const message = "A dry run checks the shop's own files; a supplier's file is checked as it runs";
      throw new BadRequestException({ message, errors: { dryRun: message } });
    }
    return supplier;
  }

  /** Queues a failed import again while its file is kept (a lost job); it resumes after its last committed batch. */
  async retry(id: string): Promise<ImportDto> {
    const job = await this.find(id);
    if (job.status !== ImportStatus.Failed)
      throw new ConflictException(`Only a failed import can be retried (this one is ${job.status})`);
    if (!(await this.fileKept(job)))
      throw new ConflictException('The file of this import is no longer kept: upload it again');
    if (!this.redis.isReady) throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);
    if (!(await this.imports.reopen(id))) throw new ConflictException('The import was retried already');
    await this.queue.add(id).catch(() => undefined);
    // Should Redis fail right now, the sweep finds the import without a job and queues it.
    return this.get(id);
  }

  async list(query: ListQuery<ImportSortField>): Promise<{ items: ImportDto[]; total: number }> {
    const { imports, total } = await this.imports.list(query);
    const names = await this.suppliers.namesOf(imports.flatMap((job) => (job.supplierId ? [job.supplierId] : [])));
    return {
      items: await Promise.all(
        imports.map(async (job) =>
          this.present(job, [], await this.retryable(job), job.supplierId ? (names.get(job.supplierId) ?? null) : null),
        ),
      ),
      total,
    };
  }

  async get(id: string): Promise<ImportDto> {
    const job = await this.find(id);
    const supplierName = job.supplierId
      ? ((await this.suppliers.namesOf([job.supplierId])).get(job.supplierId) ?? null)
      : null;
    return this.present(
      job,
      await this.imports.failures(id, FAILED_ITEMS_SHOWN),
      await this.retryable(job),
      supplierName,
    );
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

  /** A failed import keeps its file only when its job was lost (not when the file itself failed). */
  private async retryable(job: ImportJob): Promise<boolean> {
    return job.status === ImportStatus.Failed && (await this.fileKept(job));
  }

  private fileKept(job: ImportJob): Promise<boolean> {
    return access(join(this.config.imports.dir, job.storedFile)).then(
      () => true,
      () => false,
    );
  }

  private present(
    job: ImportJob,
    failures: { rowIndex: number; stockNumber: string; field: string; error: string }[],
    retryable: boolean,
    supplierName: string | null,
  ): ImportDto {
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
      retryable,
      actor: { id: job.actorId ?? null, name: job.actorName ?? null, email: job.actorEmail ?? null },
      createdAt: job.createdAt,
      startedAt: job.startedAt ?? null,
      finishedAt: job.finishedAt ?? null,
      supplierId: job.supplierId ?? null,
      supplierName,
      trigger: job.trigger,
      bytesFetched: job.bytesFetched == null ? null : Number(job.bytesFetched),
      retiredCount: job.unavailableCount,
      priceUpCount: job.priceUpCount,
      priceDownCount: job.priceDownCount,
      heldReason: job.heldReason ?? null,
      heldFor: job.heldFor ?? null,
      durationMs: job.startedAt && job.finishedAt ? job.finishedAt.getTime() - job.startedAt.getTime() : null,
    };
  }
}
