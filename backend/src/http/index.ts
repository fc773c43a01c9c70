export { apiNoStoreByDefault, CACHE, CatalogueCache, ProductCache } from './cache-control.js';
export { compressResponses } from './compression.js';
export { precompressedStatic } from './precompressed-static.js';
export { type EtagPart, LabelledRevision, RevisionEtagInterceptor, RevisionReader } from './revision-etag.js';
export { securityHeaders } from './security-headers.js';
