import { type DehydratedState, type Query, QueryClient, dehydrate, hydrate } from '@tanstack/react-query';

/** The query cache's defaults, the same for the server render and the browser (a difference would show as a mismatch). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Marks a query whose answer belongs to one visitor (the session, their requests, a link's token): the server
 * render never asks for it, so the HTML it sends is the same for every visitor and may be cached (issue 30.3).
 */
export const PERSONAL = { personal: true } as const;

export const isPersonal = (query: Query) => query.meta?.personal === true;

/** The element of the server-rendered page that carries the query cache's answers to the browser. */
export const QUERY_STATE_ID = 'query-state';

/**
 * What the API said, when it said "no" (a 4xx with its status): as final as an answer, so it travels with the
 * page (an unknown product renders its Not Found page on both sides). A failure of the server (5xx, network)
 * does not: the browser asks again.
 */
export function answerStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Whether a query's state goes with the page to the browser: an answer, or the API's 4xx (answerStatus). */
export const travels = (query: Query) => {
  if (query.state.status === 'success') return true;
  const status = query.state.status === 'error' ? answerStatus(query.state.error) : undefined;
  return status !== undefined && status >= 400 && status < 500;
};

/** The cache's answers as the page carries them: JSON, so the server renders from exactly what the browser gets. */
export function serializeQueryState(client: QueryClient): string {
  return JSON.stringify(dehydrate(client, { shouldDehydrateQuery: travels }));
}

/** A new cache holding the answers a page carried (serializeQueryState). */
export function queryClientWith(serialized: string | null | undefined): QueryClient {
  const client = createQueryClient();
  if (serialized) hydrate(client, JSON.parse(serialized) as DehydratedState);
  return client;
}
