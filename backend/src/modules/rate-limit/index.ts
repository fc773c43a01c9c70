/** Fixed-window rate limits shared by every API process of the shop (sign-in, password reset, lead forms). */
export { RateLimitModule } from './rate-limit.module.js';
export { RateLimiter, type RateLimitedAction } from './rate-limiter.service.js';
