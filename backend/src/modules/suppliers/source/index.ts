// Fetching a supplier's feed file (HTTP(S) or SFTP), its sealed secrets and the private-host guard.
export { FeedFetchError, type FeedFetchErrorCode } from './feed-fetch-error.js';
export { FeedSecretsError, openSecrets, sealSecrets, type FeedSecrets } from './feed-secrets.js';
export {
  FETCH_DEFAULTS,
  fetchFeed,
  type FeedSource,
  type FetchFeedOptions,
  type HttpFeedSource,
  type SftpFeedSource,
} from './fetch-feed.js';
export { assertPublicHost, isPublicAddress } from './private-hosts.js';
