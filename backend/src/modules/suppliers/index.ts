/**
 * Supplier feeds' lower layer (issue 21): suppliers and their sources, secrets and schedules, markup
 * rules, and every supplier's offers with the storefront product each certificate shows. Runs are
 * imports: the imports module uses what is exported here.
 */
export { Supplier, SourceKind, FeedKind, HttpAuth, ScheduleKind } from './entities/supplier.entity.js';
export { SuppliersModule } from './suppliers.module.js';
export { SuppliersRepository, type DefaultMarkup, type LastRun } from './suppliers.repository.js';
export { DEMO_MARKUP_SAVED_BY, loadDemoMarkup } from './demo-markup.js';
export { FeedSchedule, type FeedTickData } from './feed-schedule.js';
export type { RepricingJobData } from './repricing-requests.js';
export { type FeedSupplier, feedSupplierOf } from './feed-supplier.js';
export { type FeedSource, FeedFetchError, fetchFeed, fetchFeedHead, PREVIEW_HEAD_BYTES } from './source/index.js';
export { DEFAULT_MARKUP, type MarkupRules } from './markup/index.js';
