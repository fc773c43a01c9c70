import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limit/index.js';
import { Clock } from './time/index.js';

/**
 * The providers every module may inject and no domain owns, provided once for the whole process: the
 * clock ("now", which tests move) and the rate limiter (its counters are shared by every caller).
 */
@Global()
@Module({
  providers: [Clock, RateLimiter],
  exports: [Clock, RateLimiter],
})
export class CommonModule {}
