/** The job queues on Redis (bull). Workers for each are registered by the module that owns the work. */
export const QUEUES = { mail: 'mail', imports: 'imports', feeds: 'feeds', repricing: 'repricing' } as const;

/** How a failed job is retried (bull's exponential backoff: delay × 2^(attempts made − 1)), and how often. */
export const JOB_RETRIES = { attempts: 5, backoff: { type: 'exponential', delay: 2000 } } as const;
