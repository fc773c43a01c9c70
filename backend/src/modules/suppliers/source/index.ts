// Fetching a supplier's feed file (HTTP(S) or SFTP), its sealed secrets and the private-host guard.
export { FeedFetchError, type FeedFetchErrorCode } from './feed-fetch-error.js';
export {
  FeedSecretsError,
  holdsSecret,
  openSecrets,
  sealSecrets,
  secretOrigin,
  type FeedSecrets,
} from './feed-secrets.js';
export { HOST_KEY_FINGERPRINT, hostKeyFingerprint } from './sftp-source.js';
export {
  FETCH_DEFAULTS,
  fetchFeed,
  fetchFeedHead,
  PREVIEW_HEAD_BYTES,
  type FetchedFeed,
  type FeedSource,
  type FetchFeedOptions,
  type HttpFeedSource,
  type SftpFeedSource,
} from './fetch-feed.js';
export { assertPublicHost, isPublicAddress } from './private-hosts.js';
