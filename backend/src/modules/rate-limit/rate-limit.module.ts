import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service.js';

/**
 * The rate limiter, provided once for the whole process (sign-in, password reset and the lead forms
 * share it); its counters live in Redis under the shop's prefix.
 */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
