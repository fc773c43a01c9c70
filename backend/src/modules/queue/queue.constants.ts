/** The job queues on Redis (bull). Workers for each are registered by the module that owns the work. */
export const QUEUES = { mail: 'mail', imports: 'imports', feeds: 'feeds', repricing: 'repricing' } as const;
