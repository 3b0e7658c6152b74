import { configureBilling } from '../../server/modules/billing/gateway.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import type { Server } from '@hapi/hapi';
import { expect } from 'chai';
import type { RouteObject } from 'react-router';
import { APP_ROUTE_PATHS, CUSTOM_PAGE_ALIASES, matchAppRoute } from '../../common/app-routes.ts';
import { createServer } from '../../server/app.ts';
import { CustomPage } from '../../server/modules/pages/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';

/** Every leaf path of a react-router route tree, joined from its ancestors ('' is the index). */
function leafPaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? prefix : [prefix, route.path].filter(Boolean).join('/');
    if (route.children?.length) return leafPaths(route.children, path);
    return route.index || route.path !== undefined ? [path] : [];
  });
}

/** A browser path that the route pattern matches. */
function sample(pattern: string): string {
  return `/${pattern.replace(/:\w+/g, (name) => (name === ':pageId' ? '1' : 'x1')).replace(/\*$/, 'some/deeper/page')}`;
}

const BILLING_ROUTE = /^(checkout|billing)(\/|$)/;

describe('app routes and not-found answers (issue 9)', () => {
  let app: TestApp;
  let server: Server;

  before(async () => {
    app = await startTestApp();
    const distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--bootstrap-data--><div id="root"></div></body></html>');
    server = await createServer(app.ctx, { webDistDir: distDir });
  });
  after(() => app.stop());

  it("lists exactly the web router's paths (web/src/app/router.tsx)", async () => {
    register(new URL('./support/stub-assets-loader.mjs', import.meta.url));
    // tsx compiles files outside the root tsconfig (web/ is excluded) with the classic JSX
    // transform, which calls a global React.
    const holder = globalThis as { React?: unknown };
    holder.React ??= await import('react');
    // Not a literal specifier, so the server typecheck does not pull in the web app (Vite types).
    const routerModule = new URL('../../web/src/app/router.tsx', import.meta.url).href;
    const { routes } = (await import(routerModule)) as { routes: RouteObject[] };
    const fromRouter = leafPaths(routes).filter((path) => path !== '*');
    expect([...fromRouter].sort()).to.deep.equal([...APP_ROUTE_PATHS].sort());
  });

  it('has checkout and billing screens only while billing is on (Stripe keys set)', async () => {
    const billingPaths = APP_ROUTE_PATHS.filter((p) => BILLING_ROUTE.test(p));
    expect(billingPaths).to.have.length(4);
    for (const pattern of billingPaths) expect((await server.inject(sample(pattern))).statusCode, sample(pattern)).to.equal(404);
    configureBilling({ ...app.config, stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', apiBase: '' } });
    try {
      for (const pattern of billingPaths) expect((await server.inject(sample(pattern))).statusCode, sample(pattern)).to.equal(200);
    } finally {
      configureBilling(app.config);
    }
  });

  it('matches like react-router: params, splats, case-insensitive static segments', () => {
    expect(matchAppRoute('/')).to.deep.equal({ path: '', params: {} });
    expect(matchAppRoute('/Login')?.path).to.equal('login');
    expect(matchAppRoute('/dashboard/api')?.path).to.equal('dashboard/api');
    expect(matchAppRoute('/dashboard/projects/7')).to.deep.equal({ path: 'dashboard/*', params: { '*': 'projects/7' } });
    expect(matchAppRoute('/admin')?.path).to.equal('admin');
    expect(matchAppRoute('/pages/3/about%20us')).to.deep.equal({ path: 'pages/:pageId/:pageSlug', params: { pageId: '3', pageSlug: 'about us' } });
    expect(matchAppRoute('/editor')).to.equal(null);
    expect(matchAppRoute('/login/extra')).to.equal(null);
    expect(matchAppRoute('/%E0%A4%A')).to.equal(null);
  });

  it('answers every app route 200 and anything else 404, both with the app shell', async () => {
    for (const pattern of APP_ROUTE_PATHS.filter((p) => !p.startsWith('pages/') && !(p in CUSTOM_PAGE_ALIASES) && !BILLING_ROUTE.test(p))) {
      const res = await server.inject(sample(pattern));
      expect(res.statusCode, sample(pattern)).to.equal(200);
    }
    for (const url of ['/no-such-page', '/dashboardx', '/editor', '/login/extra', '/pages', '/wp-admin/install.php', '/privacy/policy']) {
      const res = await server.inject(url);
      expect(res.statusCode, url).to.equal(404);
      expect(res.headers['content-type'], url).to.contain('text/html');
      expect(res.payload, url).to.contain('id="bootstrap-data"');
    }
  });

  it('answers custom pages 200 when they exist and 404 when not', async () => {
    const page = await CustomPage.findOne({ where: { slug: 'about-us' } });
    expect((await server.inject('/pages/about-us')).statusCode).to.equal(200);
    expect((await server.inject(`/pages/${page!.id}/about-us`)).statusCode).to.equal(200);
    expect((await server.inject('/pages/no-such-page')).statusCode).to.equal(404);
    expect((await server.inject('/pages/99999/about-us')).statusCode).to.equal(404);
    expect((await server.inject('/api/v1/custom-pages/no-such-page')).statusCode).to.equal(404);
  });

  it('resolves the footer links /privacy, /terms, /about and /more to the seeded pages', async () => {
    for (const [alias, slug] of Object.entries(CUSTOM_PAGE_ALIASES)) {
      expect((await server.inject(`/${alias}`)).statusCode, alias).to.equal(200);
      const api = await server.inject(`/api/v1/custom-pages/${slug}`);
      expect(api.statusCode, slug).to.equal(200);
    }
    expect(Object.keys(CUSTOM_PAGE_ALIASES)).to.have.members(['privacy', 'terms', 'about', 'more']);
  });
});
