/** Fixed-window rate limits shared by every API process of the shop (sign-in, password reset, lead forms). */
export { RateLimiter, type RateLimitedAction } from './rate-limiter.service.js';
