import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { BootstrapData } from '../../common/types.ts';
import { setBootstrapData } from './app/bootstrap/bootstrap-store.ts';
import { routes } from './app/router.tsx';
import { setApiTransport } from './lib/http/api-client.ts';
import { setTranslations } from './lib/i18n.tsx';

// The server's entry into the web app (built by `npm run build:web` into <web dist>/ssr/, see
// web/vite.ssr.config.ts): it renders a public page to HTML with the very components the browser
// runs, so a visitor sees the page before any script has loaded, and the browser then hydrates it
// (web/src/main.tsx). server/http/server-render.ts decides which requests get it.

/** What the server renders into the page: the root element's HTML and the answers it used. */
export interface RenderedPage {
  html: string;
  /** The queries the page read, as the browser's query client takes them (`hydrate`). */
  queries: DehydratedState;
}

/** How the renderer reaches the API: the server answers these requests itself, as for a guest. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page rendered for a guest, or null when the route answers with a redirect (or the HTML
 * would need an inline script; the browser then renders the page itself). Renders one at a time:
 * the bootstrap store, the translations and the API transport are the module's own state, as in
 * the browser, and a render waits for every lazy screen it meets.
 */
export function renderPage(url: string, data: BootstrapData, api: ApiTransport): Promise<RenderedPage | null> {
  const render = queue.then(() => renderNow(url, data, api));
  queue = render.catch(() => undefined);
  return render;
}

async function renderNow(url: string, data: BootstrapData, api: ApiTransport): Promise<RenderedPage | null> {
  setTranslations(data.i18n?.lines, data.i18n?.language);
  setBootstrapData(data);
  setApiTransport(api);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const render = () => renderHtml(<StaticRouterProvider router={router} context={context} hydrate={false} />, queryClient);

  // The first render meets the page's queries (a render does not run them); with their answers in
  // the cache the second render is the page as the browser shows it once loaded. A query that
  // failed, or that the page turned off, is left out, and both sides render its loading state.
  await render();
  await Promise.all(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
      .map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })),
  );
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const html = await render();
  return html.includes('<script') ? null : { html, queries: dehydrate(queryClient) };
}

async function renderHtml(page: ReactNode, queryClient: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
    </StrictMode>,
    // Every boundary in place: React moves a large one after the rest, behind an inline script that
    // the app's Content-Security-Policy refuses. renderNow() keeps such a page to the browser.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
