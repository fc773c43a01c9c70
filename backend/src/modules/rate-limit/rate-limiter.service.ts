import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig, RateLimit } from '../../config/config.js';
import { TooManyRequestsException } from '../../common/too-many-requests.exception.js';
import { normaliseEmail } from '../../common/text/index.js';
import { QueueScope, RedisStatus } from '../queue/index.js';

export type RateLimitedAction = 'sign-in' | 'password-reset' | 'registration';

const MESSAGES: Record<RateLimitedAction, string> = {
  'sign-in': 'Too many sign-in attempts.',
  'password-reset': 'Too many password reset requests.',
  registration: 'Too many sign-up attempts.',
};

/** The first added delay once an address is past its free failures; it doubles per failure, up to the cap. */
const FIRST_DELAY_MS = 250;

/** What a sign-in attempt reports back once the password has been checked. */
export interface SignInAttempt {
  /** The sign-in is complete (password, and the second step where there is one): this client's failures for the address are forgotten. */
  succeeded(): Promise<void>;
  /**
   * This step was right but another must follow (the password of an account with two-step sign-in): the
   * attempt is no failure, and this client's earlier failures stay counted, so the right password cannot
   * wipe the count of wrong codes.
   */
  passed(): Promise<void>;
}

// Takes back one count without creating the key (a plain DECR would create it at -1 without expiry).
const REFUND = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/**
 * Fixed-window counters. They live in Redis under the shop's prefix, so every API process of this
 * shop (and no other shop) shares them; while Redis is down each process counts on its own, so
 * sign-in keeps working.
 *
 * Sign-in counts FAILURES, never refusing a person because of what someone else did (issue 27,
 * point 1): per (address, client IP) and per client IP past their limits the client gets a 429; per
 * address across all clients answers only slow down (a delay doubling with each failure, capped), so
 * many clients together cannot guess fast, while the owner, from a client that has not failed, still
 * signs in. Addresses are counted under a hash of their normalised spelling (addressKey).
 */
@Injectable()
export class RateLimiter {
  private readonly local = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly redis: RedisStatus,
    private readonly scope: QueueScope,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Starts a sign-in, or one step of it (a password, a two-step code): a 429 with Retry-After when this
   * client is past its failures (for this address, or in all), else waits as long as the address's
   * failures from everyone ask. Until `succeeded()` or `passed()` the attempt counts as a failure, so
   * concurrent guesses cannot slip past the limit.
   */
  async beginSignIn(address: string, ip: string): Promise<SignInAttempt> {
    const { perAddress, perIp, slowdownPerAddress, slowdownMaxMs } = this.config.authRateLimit;
    const email = addressKey(address);
    const keys = {
      pair: `sign-in:failures:address-ip:${email}:${ip}`,
      client: `sign-in:failures:ip:${ip}`,
      address: `sign-in:failures:address:${email}`,
    };
    const pair = await this.hit(keys.pair, perAddress.windowSeconds);
    if (pair.count > perAddress.limit) {
      await this.refund(keys.pair);
      this.refuse('sign-in', pair.retryAfterSeconds);
    }
    const client = await this.hit(keys.client, perIp.windowSeconds);
    if (client.count > perIp.limit) {
      await Promise.all([this.refund(keys.pair), this.refund(keys.client)]);
      this.refuse('sign-in', client.retryAfterSeconds);
    }
    const { count } = await this.hit(keys.address, slowdownPerAddress.windowSeconds);
    const earlierFailures = count - 1;
    if (earlierFailures >= slowdownPerAddress.limit && slowdownMaxMs > 0) {
      const doublings = Math.min(earlierFailures - slowdownPerAddress.limit, 20);
      await sleep(Math.min(slowdownMaxMs, FIRST_DELAY_MS * 2 ** doublings));
    }
    return {
      succeeded: async () => {
        await Promise.all([this.forget(keys.pair), this.refund(keys.client), this.refund(keys.address)]);
      },
      passed: async () => {
        await Promise.all([this.refund(keys.pair), this.refund(keys.client), this.refund(keys.address)]);
      },
    };
  }

  /** Counts one request (password reset: per address and per IP); throws a 429 with Retry-After once either limit is passed. */
  async consume(action: RateLimitedAction, address: string, ip: string): Promise<void> {
    const { perAddress, perIp } = this.config.authRateLimit;
    const checks: Array<[string, RateLimit]> = [
      [`${action}:address:${addressKey(address)}`, perAddress],
      [`${action}:ip:${ip}`, perIp],
    ];
    for (const [key, limit] of checks) {
      const { count, retryAfterSeconds } = await this.hit(key, limit.windowSeconds);
      if (count > limit.limit) this.refuse(action, retryAfterSeconds);
    }
  }

  /** Counts one sign-up attempt from `ip` (registration answers whether an address is taken). */
  async consumeRegistration(ip: string): Promise<void> {
    const limit = this.config.authRateLimit.registerPerIp;
    const { count, retryAfterSeconds } = await this.hit(`registration:ip:${ip}`, limit.windowSeconds);
    if (count > limit.limit) this.refuse('registration', retryAfterSeconds);
  }

  /** Counts one attempt under `key` (e.g. `lead:orders:ip:<ip>`); throws a 429 with `message` and Retry-After once `limit` is passed. */
  async consumeKey(key: string, limit: RateLimit, message: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.hit(key, limit.windowSeconds);
    if (count > limit.limit) throw new TooManyRequestsException(message, retryAfterSeconds);
  }

  /**
   * Counts one use of `key` and answers whether it is still within `limit`, without throwing: for what
   * is quietly skipped past its limit (e-mail to one recipient address) rather than refused.
   */
  async allowKey(key: string, limit: RateLimit): Promise<boolean> {
    const { count } = await this.hit(key, limit.windowSeconds);
    return count <= limit.limit;
  }

  /** Forgets an address's requests for `action` (per address, from every client). */
  async reset(action: RateLimitedAction, address: string): Promise<void> {
    await this.forget(`${action}:address:${addressKey(address)}`);
  }

  private refuse(action: RateLimitedAction, retryAfterSeconds: number): never {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new TooManyRequestsException(
      `${MESSAGES[action]} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    );
  }

  private async forget(key: string): Promise<void> {
    this.local.delete(key);
    if (this.redis.isReady) await this.redis.connection.del(this.redisKey(key)).catch(() => undefined);
  }

  private async refund(key: string): Promise<void> {
    const entry = this.local.get(key);
    if (entry) entry.count = Math.max(0, entry.count - 1);
    if (this.redis.isReady) await this.redis.connection.eval(REFUND, 1, this.redisKey(key)).catch(() => undefined);
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

/**
 * How an e-mail address appears in a counter's key: a hash of its normalised spelling, so every
 * spelling counts as one and Redis (whose keys anyone with access can list) holds no address.
 */
export function addressKey(address: string): string {
  return createHash('sha256').update(normaliseEmail(address)).digest('hex').slice(0, 32);
}
