import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  ServiceUnavailableException,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

/**
 * Watches the Redis connection the queues depend on. The server runs without Redis; whatever needs
 * the queue calls `assertAvailable()` and answers 503 with a way out instead of hanging.
 */
@Injectable()
export class RedisStatus implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Redis');
  private readonly client: Redis;
  private warned = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = new Redis(config.redisUrl, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    });
    this.client.on('error', (error: Error) => {
      if (this.warned) return;
      this.warned = true;
      this.logger.warn(
        `Redis is unreachable at ${config.redisUrl} (${error.message}). The server runs on, but queued work ` +
          '(e-mail, imports) is unavailable until Redis starts: ' +
          START_REDIS_HINT,
      );
    });
    this.client.on('ready', () => {
      if (this.warned) this.logger.log(`Redis is reachable again at ${config.redisUrl}`);
      this.warned = false;
    });
  }

  /** Gives a local Redis a moment to connect, so the first health check tells the truth. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.isReady) return;
    const abort = new AbortController();
    const { signal } = abort;
    await Promise.race([once(this.client, 'ready', { signal }), sleep(1500, undefined, { signal })]).catch(
      () => undefined,
    );
    abort.abort();
  }

  /** The shared connection, for small shared state such as rate-limit counters. */
  get connection(): Redis {
    return this.client;
  }

  get isReady(): boolean {
    return this.client.status === 'ready';
  }

  /** Round-trip time in ms, or null when Redis does not answer. */
  async ping(): Promise<number | null> {
    if (!this.isReady) return null;
    const started = performance.now();
    try {
      await this.client.ping();
      return Math.round(performance.now() - started);
    } catch {
      return null;
    }
  }

  assertAvailable(): void {
    if (!this.isReady) {
      throw new ServiceUnavailableException(
        `The job queue is unavailable because Redis cannot be reached at ${this.config.redisUrl}. ${START_REDIS_HINT}`,
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.client.disconnect();
  }
}

export const START_REDIS_HINT =
  'Start Redis (for example `redis-server --daemonize yes`, or `docker compose up -d redis`) or set REDIS_URL, then try again.';
