/** What went wrong with a fetch, for the runner's status and tests; `reason` is the sentence staff read. */
export type FeedFetchErrorCode =
  | 'unreachable'
  | 'timeout'
  | 'unauthorized'
  | 'not-found'
  | 'http-status'
  | 'tls'
  | 'cut-short'
  | 'too-large'
  | 'bad-gzip'
  | 'private-host'
  | 'auth'
  | 'host-key'
  | 'other-origin'
  | 'bad-source';

/**
 * A feed could not be fetched. The reason is written for staff and is built from codes and names only,
 * never from a request's headers or a connection's settings, so no password or token can appear in it.
 */
export class FeedFetchError extends Error {
  constructor(
    readonly code: FeedFetchErrorCode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'FeedFetchError';
  }
}
