/** What other modules may use of the queues: the module, the queue names, this shop's key prefix and Redis's state. */
export { QueueModule } from './queue.module.js';
export { JOB_RETRIES, QUEUES } from './queue.constants.js';
export { QueueScope, databaseIdentity, defaultQueuePrefix, type JobOrigin } from './queue-scope.js';
export { RedisStatus, START_REDIS_HINT } from './redis-status.service.js';
