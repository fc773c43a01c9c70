export { apiNoStoreByDefault, CACHE, CatalogueCache, ProductCache } from './cache-control.js';
export { compressResponses } from './compression.js';
export { precompressedStatic } from './precompressed-static.js';
export { securityHeaders } from './security-headers.js';
