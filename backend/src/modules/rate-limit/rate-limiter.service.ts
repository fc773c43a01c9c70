import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig, RateLimit } from '../../config/config.js';
import { TooManyRequestsException } from '../../common/too-many-requests.exception.js';
import { QueueScope, RedisStatus } from '../queue/index.js';

export type RateLimitedAction = 'sign-in' | 'password-reset';

const MESSAGES: Record<RateLimitedAction, string> = {
  'sign-in': 'Too many sign-in attempts.',
  'password-reset': 'Too many password reset requests.',
};

/**
 * Fixed-window counters per e-mail address and per IP. They live in Redis under the shop's prefix, so
 * every API process of this shop (and no other shop) shares them; while Redis is down each process
 * counts on its own, so sign-in keeps working.
 */
@Injectable()
export class RateLimiter {
  private readonly local = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly redis: RedisStatus,
    private readonly scope: QueueScope,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws a 429 with Retry-After once either limit is passed. */
  async consume(action: RateLimitedAction, address: string, ip: string): Promise<void> {
    const { perAddress, perIp } = this.config.authRateLimit;
    const checks: Array<[string, RateLimit]> = [
      [`${action}:address:${address.trim().toLowerCase()}`, perAddress],
      [`${action}:ip:${ip}`, perIp],
    ];
    for (const [key, limit] of checks) {
      const { count, retryAfterSeconds } = await this.hit(key, limit.windowSeconds);
      if (count > limit.limit) {
        const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
        throw new TooManyRequestsException(
          `${MESSAGES[action]} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfterSeconds,
        );
      }
    }
  }

  /** Counts one attempt under `key` (e.g. `lead:orders:ip:<ip>`); throws a 429 with `message` and Retry-After once `limit` is passed. */
  async consumeKey(key: string, limit: RateLimit, message: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.hit(key, limit.windowSeconds);
    if (count > limit.limit) throw new TooManyRequestsException(message, retryAfterSeconds);
  }

  /** Forgets an address's attempts, e.g. after a successful sign-in. */
  async reset(action: RateLimitedAction, address: string): Promise<void> {
    const key = `${action}:address:${address.trim().toLowerCase()}`;
    this.local.delete(key);
    if (this.redis.isReady) await this.redis.connection.del(this.redisKey(key)).catch(() => undefined);
  }

  private async hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
    if (this.redis.isReady) {
      try {
        const results = await this.redis.connection
          .multi()
          .set(this.redisKey(key), 0, 'EX', windowSeconds, 'NX')
          .incr(this.redisKey(key))
          .ttl(this.redisKey(key))
          .exec();
        const count = Number(results?.[1]?.[1]);
        const ttl = Number(results?.[2]?.[1]);
        if (Number.isFinite(count)) return { count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
      } catch {
        // Fall through to the in-process counter.
      }
    }
    const now = Date.now();
    let entry = this.local.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.local.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) };
  }

  private redisKey(key: string): string {
    return this.scope.key('rate', key);
  }
}
