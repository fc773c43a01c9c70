export { apiNoStoreByDefault } from './cache-control.js';
export { compressResponses } from './compression.js';
export { precompressedStatic } from './precompressed-static.js';
export { requestLogOptions } from './request-log.js';
export { RevisionEtagInterceptor, RevisionReader } from './revision-etag.js';
export { securityHeaders } from './security-headers.js';
