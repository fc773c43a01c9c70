import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from './queue.constants.js';

/**
 * A queue emits 'error' while Redis is unreachable; an EventEmitter with no listener for 'error'
 * throws, which would bring the process down. RedisStatus already reports the outage, so these are
 * only logged at debug level.
 */
@Injectable()
export class QueueErrorListener implements OnModuleInit {
  private readonly logger = new Logger('Queue');

  constructor(
    @Inject(getQueueToken(QUEUES.mail)) private readonly mail: Queue,
    @Inject(getQueueToken(QUEUES.imports)) private readonly imports: Queue,
  ) {}

  onModuleInit(): void {
    for (const queue of [this.mail, this.imports]) {
      queue.on('error', (error: Error) => this.logger.debug(`${queue.name}: ${error.message}`));
    }
  }
}
