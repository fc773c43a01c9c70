import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ImportQueue, LIVE_JOB_STATES } from './import-queue.js';
import { ImportsRepository, STALE_AFTER_SECONDS } from './imports.repository.js';
import { RedisStatus } from '../queue/index.js';

const SWEEP_EVERY_MS = 60_000;

/** What staff read on an import whose job was lost twice. */
export const LOST_IMPORT_REASON =
  'The import stopped: its job was lost twice (the worker running it stopped, or the job queue lost its data). ' +
  'Rows already imported are kept; Retry continues after the last saved row.';

/**
 * No import stays `queued` or `running` with nothing behind it. Every minute (and at start) the
 * worker role looks for imports that have not moved for a while and whose job is neither waiting,
 * running nor waiting for its next attempt (Redis lost it, another shop's worker took it, a worker
 * died between two attempts): such an import is queued again once (the run resumes after its last
 * committed batch), and failed with a reason and a Retry if its job is lost again.
 */
@Injectable()
export class ImportSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Imports');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly imports: ImportsRepository,
    private readonly queue: ImportQueue,
    private readonly redis: RedisStatus,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), SWEEP_EVERY_MS);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private kick(): void {
    this.running ??= this.sweep()
      .catch((error: Error) => this.logger.warn(`Looking for lost imports failed: ${error.message}`))
      .finally(() => (this.running = undefined));
  }

  async sweep(): Promise<void> {
    // Without Redis every job would look lost.
    if (!this.redis.isReady) return;
    for (const lost of await this.imports.unmoved(STALE_AFTER_SECONDS)) {
      const state = await this.queue.stateOf(lost.id);
      if (LIVE_JOB_STATES.has(state)) continue;
      if (!lost.requeued && (await this.imports.markRequeued(lost.id))) {
        await this.queue.add(lost.id);
        this.logger.warn(`Import ${lost.id} (${lost.fileName}) had no job behind it (${state}); queued it again`);
      } else if (lost.requeued && (await this.imports.failLost(lost.id, LOST_IMPORT_REASON, STALE_AFTER_SECONDS))) {
        this.logger.error(
          `Import ${lost.id} (${lost.fileName}) lost its job again (${state}); marked failed, staff can retry it`,
        );
      }
    }
  }
}
