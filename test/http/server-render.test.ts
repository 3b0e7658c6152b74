import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { webDistDir } from '../../config/paths.ts';
import { createServer } from '../../server/app.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { makeTempDir } from '../helpers/config.ts';

// The public pages a guest lands on arrive rendered (server/http/server-render.ts with the web
// app's own components, web/src/server-render.tsx): a phone shows the page before the app's
// scripts have loaded. Needs the built web app (`npm run build:web`), as `npm test` makes it.

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>')).replace(/<div id="sw-custom-html">.*$/s, '').trim();
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function queryDataOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null {
  const match = /<script type="application\/json" id="query-data">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

describe('pages rendered on the server for guests', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async function () {
    if (!existsSync(join(webDistDir, 'ssr', 'server-render.js'))) throw new Error(`Build the web app first (npm run build:web): ${webDistDir}/ssr is missing`);
    app = await startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_render', STRIPE_WEBHOOK_SECRET: 'whsec_render' } });
    await app.server.initialize();
  });
  after(() => app.stop());

  it('sends the home page with its sections, the plans it shows and the answers it was rendered with', async () => {
    const response = await app.server.inject('/');
    expect(response.statusCode).to.equal(200);
    const text = textOf(rootOf(response.payload));
    expect(text).to.include('Build a website in minutes');
    expect(text).to.include('Simple, transparent pricing');
    // The seeded plans, read through the API as a guest's browser would.
    expect(text).to.include('Premium');
    expect(text).to.include('Purchase Now');
    // The browser starts from these answers instead of asking again.
    const queries = queryDataOf(response.payload)!.queries;
    expect(queries.map((query) => query.queryKey.join('/'))).to.have.members(['billing/products', 'showcase']);
    const showcase = queries.find((query) => query.queryKey[0] === 'showcase')!.state.data as { pages_count: number };
    expect(showcase.pages_count).to.be.a('number');
    // Nothing the app's Content-Security-Policy would refuse, and the app's scripts asked for only
    // once the page has loaded (web/public/start-app.js): no module script or preload in the HTML.
    expect(rootOf(response.payload)).to.not.include('<script');
    expect(response.payload).to.not.match(/<script type="module"|rel="modulepreload"/);
    expect(response.payload).to.include('<script src="/start-app.js" defer></script>');
    const deferred = JSON.parse(/<script type="application\/json" id="deferred-modules">(.*?)<\/script>/.exec(response.payload)![1]) as { entry: string; preload: string[] };
    expect(deferred.entry).to.match(/^\/assets\/index-.*\.js$/);
    expect(deferred.preload.some((href) => /^\/assets\/landing-page-.*\.js$/.test(href))).to.equal(true);
    expect((await app.server.inject('/start-app.js')).statusCode).to.equal(200);
  });

  it('sends /pricing, /contact and a custom page with their content', async () => {
    const pricing = textOf(rootOf((await app.server.inject('/pricing')).payload));
    expect(pricing).to.include('Premium');
    const contact = textOf(rootOf((await app.server.inject('/contact')).payload));
    expect(contact).to.include('Contact us');
    expect(contact).to.include('Message');
    const about = await app.server.inject('/pages/about-us');
    expect(about.statusCode).to.equal(200);
    expect(textOf(rootOf(about.payload))).to.include('We build tools that let anyone describe a website');
  });

  it('leaves signed-in users, the appearance editor preview and app screens to the browser', async () => {
    await setSetting('homepage.type', 'login');
    const loginHome = await app.server.inject('/');
    await setSetting('homepage.type', 'landing');
    expect(rootOf(loginHome.payload)).to.equal('<div id="root"></div>');
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    for (const [url, headers] of [
      ['/', { cookie }],
      ['/?appearanceEditor=true', {}],
      ['/login', {}],
      ['/dashboard', {}],
    ] as const) {
      const response = await app.server.inject({ url, headers });
      expect(rootOf(response.payload), url).to.equal('<div id="root"></div>');
      expect(queryDataOf(response.payload), url).to.equal(null);
      // An empty page needs its app at once.
      expect(response.payload, url).to.match(/<script type="module" crossorigin src="\/assets\/index-/);
      expect(response.payload, url).to.not.include('start-app.js');
    }
  });

  it('still serves the page, for the browser to render, when the renderer fails or the build has none', async () => {
    const broken = makeTempDir('sitewright-web-');
    cpSync(join(webDistDir, 'index.html'), join(broken, 'index.html'));
    cpSync(join(webDistDir, '.vite'), join(broken, '.vite'), { recursive: true });
    mkdirSync(join(broken, 'ssr'));
    writeFileSync(join(broken, 'ssr', 'server-render.js'), 'export async function renderPage() { throw new Error("renderer broke"); }\n');
    const withoutRenderer = makeTempDir('sitewright-web-');
    cpSync(join(webDistDir, 'index.html'), join(withoutRenderer, 'index.html'));
    for (const distDir of [broken, withoutRenderer]) {
      const server = await createServer(app.ctx, { webDistDir: distDir });
      const response = await server.inject('/');
      expect(response.statusCode).to.equal(200);
      expect(rootOf(response.payload)).to.equal('<div id="root"></div>');
      expect(response.payload).to.include('id="bootstrap-data"');
    }
  });
});
