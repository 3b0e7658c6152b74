import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Caller } from './support.ts';

// Every admin route, whichever module added it, found in the server's own route table: a new
// admin route that forgets its permission fails here without anyone listing it.
describe('Admin API: access', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  function adminRoutes(): { method: string; path: string; url: string }[] {
    return app.server
      .table()
      .filter((route) => route.path.startsWith('/api/v1/admin/'))
      .map((route) => ({ method: route.method.toUpperCase(), path: route.path, url: route.path.replace(/\{[^}]+\}/g, '1') }));
  }

  it('finds the admin routes of every module', () => {
    const paths = adminRoutes().map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /api/v1/admin/dashboard',
      'GET /api/v1/admin/users',
      'POST /api/v1/admin/users/{id}/impersonate',
      'GET /api/v1/admin/roles',
      'GET /api/v1/admin/permissions',
      'GET /api/v1/admin/subscriptions',
      'POST /api/v1/admin/products/sync',
    ]) {
      expect(paths).to.include(expected);
    }
  });

  it('answers 403 to a signed-in user without admin.access on every admin route, before reading the body', async () => {
    const user = await Caller.create(app.server);
    for (const route of adminRoutes()) {
      const response = await user.request(route.method, route.url, route.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${route.method} ${route.path}: ${response.payload}`).to.equal(403);
    }
  });

  it('answers 401 to a visitor on every admin route', async () => {
    for (const route of adminRoutes()) {
      const response = await app.server.inject({ method: route.method, url: route.url, payload: route.method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${route.method} ${route.path}: ${response.payload}`).to.equal(401);
    }
  });

  it('lets an admin through to every admin list', async () => {
    const admin = await Caller.create(app.server, { roles: ['admin'] });
    const lists = adminRoutes().filter((route) => route.method === 'GET' && !route.path.includes('{'));
    expect(lists.length).to.be.greaterThan(4);
    for (const route of lists) {
      const response = await admin.request('GET', route.url);
      expect(response.statusCode, `${route.path}: ${response.payload}`).to.equal(200);
    }
  });
});
