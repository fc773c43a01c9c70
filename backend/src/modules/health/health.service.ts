import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { HealthRepository } from './health.repository.js';
import { type HealthDto, type ReadyDto, ServiceState, type ServiceHealthDto } from './dto/health.dto.js';
import { DiamondIndexService } from '../catalog/index.js';
import { RedisStatus, START_REDIS_HINT } from '../queue/index.js';

const DATABASE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly database: HealthRepository,
    private readonly redis: RedisStatus,
    private readonly diamondIndex: DiamondIndexService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Ready once this process's search index answers (at once with SEARCH_INDEX=off); until then a 503. */
  ready(): ReadyDto {
    if (!this.diamondIndex.ready)
      throw new ServiceUnavailableException(
        'The search index of this process is still loading; searches are answered with SQL meanwhile. Try again in a few seconds.',
      );
    return { status: 'ready', searchIndex: this.config.searchIndex ? 'ready' : 'off' };
  }

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([this.databaseHealth(), this.redisHealth()]);
    const status =
      database.status === ServiceState.Down ? 'down' : redis.status === ServiceState.Down ? 'degraded' : 'ok';
    return {
      status,
      version: this.config.version,
      role: this.config.role,
      uptimeSeconds: Math.round(process.uptime()),
      database,
      redis,
    };
  }

  private async databaseHealth(): Promise<ServiceHealthDto> {
    const started = performance.now();
    try {
      await withTimeout(this.database.ping(), DATABASE_TIMEOUT_MS);
      return { status: ServiceState.Up, latencyMs: Math.round(performance.now() - started) };
    } catch {
      return {
        status: ServiceState.Down,
        message: 'The database does not answer. Check that PostgreSQL is running and DATABASE_URL is right.',
      };
    }
  }

  private async redisHealth(): Promise<ServiceHealthDto> {
    const latencyMs = await this.redis.ping();
    if (latencyMs === null)
      return {
        status: ServiceState.Down,
        message: `Redis cannot be reached at ${this.config.redisUrl}. ${START_REDIS_HINT}`,
      };
    return { status: ServiceState.Up, latencyMs };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
