import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from './queue.constants.js';

/**
 * A queue emits 'error' while Redis is unreachable; an EventEmitter with no listener for 'error'
 * throws, which would bring the process down. RedisStatus already reports the outage, so these are
 * only logged at debug level.
 */
@Injectable()
export class QueueErrorListener {
  private readonly logger = new Logger('Queue');

  // In the constructor, not onModuleInit: a refused connection can be reported while other modules
  // still initialise, and an 'error' without a listener by then would already have thrown.
  constructor(@Inject(getQueueToken(QUEUES.mail)) mail: Queue, @Inject(getQueueToken(QUEUES.imports)) imports: Queue) {
    for (const queue of [mail, imports]) {
      queue.on('error', (error: Error) => this.logger.debug(`${queue.name}: ${error.message}`));
      // @nestjs/bull starts each worker with queue.process() and drops the promise; without Redis it
      // rejects, and an unhandled rejection would end the process.
      const process = queue.process.bind(queue) as (...args: unknown[]) => Promise<void>;
      queue.process = ((...args: unknown[]) => {
        const started = process(...args);
        started.catch((error: Error) => this.logger.debug(`${queue.name}: worker not started: ${error.message}`));
        return started;
      }) as Queue['process'];
    }
  }
}
