import { getQueueToken } from '@nestjs/bull';
import { Logger, type Provider } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from './queue.constants.js';

/**
 * A queue emits 'error' while Redis is unreachable; an EventEmitter with no listener for 'error'
 * throws, which would bring the process down. RedisStatus already reports the outage, so these are
 * only logged at debug level.
 */
export class QueueErrorListener {
  private readonly logger = new Logger('Queue');

  /** Listens on every queue of QUEUES, so a queue added there cannot be left without a listener. */
  static readonly provider: Provider = {
    provide: QueueErrorListener,
    inject: Object.values(QUEUES).map((name) => getQueueToken(name)),
    useFactory: (...queues: Queue[]) => new QueueErrorListener(queues),
  };

  // In the constructor, not onModuleInit: a refused connection can be reported while other modules
  // still initialise, and an 'error' without a listener by then would already have thrown.
  constructor(queues: Queue[]) {
    for (const queue of queues) {
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
