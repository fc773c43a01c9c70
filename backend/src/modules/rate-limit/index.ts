/** Fixed-window rate limits shared by every API process of the shop (sign-in, password reset, registration, lead forms). */
export { RateLimitModule } from './rate-limit.module.js';
export { addressKey, RateLimiter, type RateLimitedAction, type SignInAttempt } from './rate-limiter.service.js';
