import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
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
import { isUuid } from '../../common/text/index.js';
import type { AuditActor } from '../catalog/index.js';
import { SourceKind, SuppliersRepository } from '../suppliers/index.js';
import { SupplierOffers } from './offers/supplier-offers.js';
import { recordRunOnSupplier } from './supplier-run.js';
import type { User } from '../users/index.js';
import { HeldFor, ImportJob, ImportStatus, ImportTrigger } from './entities/import-job.entity.js';
import { IMPORTS_UNAVAILABLE, ImportQueue } from './import-queue.js';
import { ImportsRepository } from './imports.repository.js';
import { RedisStatus } from '../queue/index.js';

/** Where pulled feeds are written, under the imports folder (the worker reads and then removes them). */
export const FEEDS_FOLDER = 'feeds';

/**
 * Supplier runs: started by the schedule or by staff (Run now), and the held ones confirmed or
 * discarded. A run is an import with a supplier, so it has the imports' progress, resume, retry and
 * error file; one runs at a time per supplier (and per category, as all imports).
 */
@Injectable()
export class FeedRuns {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly offers: SupplierOffers,
    private readonly suppliers: SuppliersRepository,
    private readonly queue: ImportQueue,
    private readonly redis: RedisStatus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Queues a run of the supplier's source. Answers null (the schedule's tick) or refuses (staff) when
   * the supplier has a run queued, running or held for review: runs of one supplier never overlap.
   */
  async start(supplierId: string, trigger: ImportTrigger, actor: User | null): Promise<ImportJob> {
    const supplier = isUuid(supplierId) ? await this.suppliers.find(supplierId) : null;
    if (!supplier) throw new NotFoundException('Supplier not found');
    if (supplier.sourceKind === SourceKind.Manual)
      throw new BadRequestException({
        message: `${supplier.name}'s files are uploaded by hand: upload a file in Bulk Uploads instead`,
        errors: { supplierId: 'This supplier has no source to pull from' },
      });
    if (!this.redis.isReady) throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);
    const active = await this.imports.activeRunOf(supplier.id);
    if (active)
      throw new ConflictException(
        active.status === ImportStatus.Held
          ? `${supplier.name}'s last run is held for review: confirm or discard it first`
          : `A run of ${supplier.name} is already ${active.status}`,
      );
    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const job = Object.assign(new ImportJob(), {
      fileName: `${supplier.name} ${stamp}.csv`.slice(0, 255),
      storedFile: join(FEEDS_FOLDER, `${randomUUID()}.csv`),
      fileSize: 0,
      category: supplier.category,
      supplierId: supplier.id,
      trigger,
      actorId: actor?.id,
      actorName: actor?.name ?? (trigger === ImportTrigger.Schedule ? 'Schedule' : undefined),
      actorEmail: actor?.email,
    });
    await this.imports.create(job);
    await this.suppliers.recordRun(supplier.id, { id: job.id, status: job.status, at: job.createdAt });
    try {
      await this.queue.add(job.id);
    } catch {
      await this.imports.remove(job.id);
      throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);
    }
    return job;
  }

  /**
   * A held run, confirmed. Held for its markup: queued again, to publish at the markup staff saved since
   * (refused while there is still none). Held before retiring: the stones its file did not list retire now.
   */
  async confirm(id: string, user: User): Promise<void> {
    const job = await this.held(id);
    if (job.heldFor === HeldFor.Markup) return this.resume(job);
    const actor: AuditActor = { id: user.id, name: user.name, email: user.email };
    await this.offers.transaction(async () => {
      const retired = await this.offers.retireMissing(job.supplierId!, job.id, actor);
      await this.imports.finish(job.id, { status: ImportStatus.Done, unavailable: retired });
    });
    await recordRunOnSupplier(this.suppliers, this.imports, job.id);
  }

  /**
   * A held run, discarded: nothing is retired; what it updated stays (each row was a valid listing). One
   * held for its markup wrote nothing, and its uploaded file goes.
   */
  async discard(id: string): Promise<void> {
    const job = await this.held(id);
    await this.imports.finish(job.id, { status: ImportStatus.Discarded });
    await recordRunOnSupplier(this.suppliers, this.imports, job.id);
    await rm(join(this.config.imports.dir, job.storedFile), { force: true });
  }

  private async resume(job: ImportJob): Promise<void> {
    if (!(await this.suppliers.markupSavedFor(job.supplierId!)))
      throw new ConflictException(
        "No markup saved yet: save the shop's markup (or the supplier's own), then confirm this run",
      );
    if (!this.redis.isReady) throw new ServiceUnavailableException(IMPORTS_UNAVAILABLE);
    if (!(await this.imports.resumeHeldForMarkup(job.id))) throw new ConflictException('The run was confirmed already');
    await recordRunOnSupplier(this.suppliers, this.imports, job.id);
    // Should Redis fail right now, the sweep finds the queued run without a job and queues it.
    await this.queue.add(job.id).catch(() => undefined);
  }

  private async held(id: string): Promise<ImportJob> {
    const job = isUuid(id) ? await this.imports.find(id) : null;
    if (!job) throw new NotFoundException('Import not found');
    if (job.status !== ImportStatus.Held)
      throw new ConflictException(
        `Only a run held for review can be confirmed or discarded (this one is ${job.status})`,
      );
    return job;
  }
}
