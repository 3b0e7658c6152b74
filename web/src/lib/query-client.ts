import { hydrate, QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES, QUERY_STALE_MS } from '../../../common/constants.ts';
import { errorStatus } from './http/http-error.ts';

// The one query client: retry at most twice, never after 401, 403 or 404;
// data is fresh for 30 seconds.

const NO_RETRY_STATUSES = new Set([401, 403, 404]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== null && NO_RETRY_STATUSES.has(status)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetryQuery,
      staleTime: QUERY_STALE_MS,
    },
    mutations: {
      retry: false,
    },
  },
});

/**
 * Puts the answers a server-rendered page was rendered with (<script type="application/json"
 * id="query-data">, server/http/server-render.ts) in the cache, so the first render matches the
 * server's HTML and asks for nothing again.
 */
export function hydrateServerQueries(doc: Document = document): void {
  const text = doc.getElementById('query-data')?.textContent;
  if (!text) return;
  try {
    hydrate(queryClient, JSON.parse(text));
  } catch (error) {
    console.error('Invalid embedded query data', error);
  }
}
