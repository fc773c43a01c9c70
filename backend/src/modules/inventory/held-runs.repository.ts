import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';
import { ImportJob, ImportStatus } from './entities/import-job.entity.js';

/** A supplier run held for review. */
export type HeldRun = Pick<ImportJob, 'id' | 'supplierId' | 'heldReason' | 'finishedAt'>;

/** Supplier runs held for review (a full feed that would retire too much): staff must decide on them. */
@Injectable()
export class HeldRuns extends Repository {
  /** Oldest first (by when the run stopped to wait). */
  list(): Promise<HeldRun[]> {
    return this.db.find(
      ImportJob,
      { status: ImportStatus.Held },
      { fields: ['id', 'supplierId', 'heldReason', 'finishedAt'], orderBy: { finishedAt: 'asc' } },
    );
  }
}
