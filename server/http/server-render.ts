import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Server } from '@hapi/hapi';
import { PREVIEW_QUERY_FLAG } from '../../common/appearance/protocol.ts';
import { CUSTOM_PAGE_ALIASES, matchAppRoute } from '../../common/app-routes.ts';
import type { BootstrapData } from '../../common/types.ts';
import { embedJson } from './embed-json.ts';

// The public pages a visitor lands on arrive as HTML the web app's own components rendered here
// (web/src/server-render.tsx, built into <web dist>/ssr/), so a phone paints the page before it has
// downloaded and run the app's scripts; the browser then hydrates that HTML. Only guests get it:
// a signed-in user's pages depend on their account, and they are past the first visit. The
// appearance editor's preview is left to the browser, which applies the editor's commands.

/** Routes (common/app-routes.ts) rendered on the server: the marketing and content pages. */
const SERVER_RENDERED_ROUTES = new Set(['', 'pricing', 'contact', 'pages/:pageSlug', 'pages/:pageId/:pageSlug', ...Object.keys(CUSTOM_PAGE_ALIASES)]);
/** The homepage types (settings homepage.type) that show content rather than a form. */
const CONTENT_HOMEPAGES = new Set(['landing', 'customPage']);

/** web/src/server-render.tsx's answer. */
interface RenderedPage {
  html: string;
  queries: unknown;
}

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
type RenderPage = (url: string, data: BootstrapData, api: ApiTransport) => Promise<RenderedPage | null>;

/** The built renderer of a web build, or null when that build has none (`vite` dev server, an old build). */
export function serverRenderer(distDir: string): RenderPage | null {
  const file = join(distDir, 'ssr', 'server-render.js');
  if (!existsSync(file)) return null;
  let loaded: Promise<RenderPage> | undefined;
  return async (url, data, api) => {
    loaded ??= import(pathToFileURL(file).href).then((module: { renderPage: RenderPage }) => module.renderPage);
    return (await loaded)(url, data, api);
  };
}

export function rendersOnServer(request: Request, data: BootstrapData): boolean {
  if (data.user || request.query[PREVIEW_QUERY_FLAG] !== undefined) return false;
  const match = matchAppRoute(request.path);
  if (match === null || !SERVER_RENDERED_ROUTES.has(match.path)) return false;
  // A homepage showing the login or registration form is an app screen like /login.
  return match.path !== '' || CONTENT_HOMEPAGES.has(data.settings.homepage?.type ?? 'landing');
}

/**
 * The API as a guest sees it, answered by this server without a network hop: the renderer reads
 * what the page shows (plans, the gallery, a custom page) as the browser would.
 */
export function guestApi(server: Server): ApiTransport {
  return async (url, init) => {
    const response = await server.inject({ method: init.method ?? 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.statusCode === 204 ? null : response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** web/public/start-app.js, served beside index.html. */
const START_SCRIPT = '<script src="/start-app.js" defer></script>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `html` with the rendered page inside the app's root element, and the answers it was rendered with
 * beside the bootstrap data (web/src/lib/query-client.ts reads them). The app's entry script and
 * module preloads become data for web/public/start-app.js, which asks for them once the page has
 * loaded and painted: the page is readable without them. An HTML without the entry script (a build
 * this code does not know) keeps its scripts as they are.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const queries = `<script type="application/json" id="query-data">${embedJson(page.queries)}</script>`;
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  let document = html;
  if (entry) {
    const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
    const modules = `<script type="application/json" id="deferred-modules">${embedJson({ entry, preload })}</script>`;
    document = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', () => `${modules}${START_SCRIPT}</body>`);
  }
  return document.replace('<div id="root"></div>', () => `${queries}<div id="root">${page.html}</div>`);
}
