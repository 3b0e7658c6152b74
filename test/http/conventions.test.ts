import { expect } from 'chai';
import Joi from 'joi';
import { createServer } from '../../server/app.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';

// Probe routes stand in for the domain routes later issues add: the conventions under test
// are server-wide plugins, and these routes let each one be observed directly.
describe('HTTP conventions', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    app.server.route([
      {
        method: ['PUT', 'PATCH', 'DELETE', 'POST'],
        path: '/api/v1/probe',
        options: { auth: { mode: 'optional' }, validate: { payload: Joi.object({ name: Joi.string().max(20), count: Joi.number().integer() }).allow(null) } },
        handler: (request) => ({
          method: request.method,
          workspaceId: request.app.workspaceId,
          relations: request.app.relations,
          payload: request.payload,
        }),
      },
      {
        method: 'GET',
        path: '/api/v1/probe',
        options: { auth: { mode: 'optional' }, validate: { query: Joi.object({ page: Joi.number().integer().min(1) }) } },
        handler: (request) => ({ workspaceId: request.app.workspaceId, relations: request.app.relations, query: request.query }),
      },
      {
        method: 'GET',
        path: '/api/v1/probe/crash',
        options: { auth: false },
        handler: () => {
          throw new Error('database password is hunter2');
        },
      },
    ]);
  });
  after(() => app.stop());

  it('turns POST into PUT, PATCH or DELETE from the override header or the _method parameter', async () => {
    const header = await app.server.inject({ method: 'POST', url: '/api/v1/probe', headers: withCsrf({ 'x-http-method-override': 'PUT' }), payload: { name: 'a' } });
    expect(header.statusCode).to.equal(200);
    expect((header.result as { method: string }).method).to.equal('put');
    const param = await app.server.inject({ method: 'POST', url: '/api/v1/probe?_method=DELETE', headers: withCsrf() });
    expect((param.result as { method: string }).method).to.equal('delete');
    const patch = await app.server.inject({ method: 'POST', url: '/api/v1/probe?_method=patch', headers: withCsrf({ 'x-http-method-override': 'PATCH' }) });
    expect((patch.result as { method: string }).method).to.equal('patch');
    const ignored = await app.server.inject({ method: 'POST', url: '/api/v1/probe?_method=GET', headers: withCsrf() });
    expect((ignored.result as { method: string }).method).to.equal('post');
  });

  it('reads workspaceId from query, body or the activeWorkspaceId cookie into the request context', async () => {
    const query = await app.server.inject('/api/v1/probe?workspaceId=12&page=2');
    expect(query.result).to.deep.include({ workspaceId: 12, query: { page: 2 } });
    const body = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { workspaceId: 7, name: 'x' }, headers: withCsrf() });
    expect(body.result).to.deep.include({ workspaceId: 7, payload: { name: 'x' } });
    const cookie = await app.server.inject({ url: '/api/v1/probe', headers: { cookie: 'activeWorkspaceId=3' } });
    expect((cookie.result as { workspaceId: number }).workspaceId).to.equal(3);
    const none = await app.server.inject('/api/v1/probe');
    expect((none.result as { workspaceId: number }).workspaceId).to.equal(0);
    const bad = await app.server.inject('/api/v1/probe?workspaceId=abc');
    expect(bad.statusCode).to.equal(400);
    expect(bad.result).to.deep.equal({ message: 'workspaceId must be a workspace id', errors: { workspaceId: 'workspaceId must be a workspace id' } });
  });

  it('splits comma-joined with, load and loadCount', async () => {
    const res = await app.server.inject('/api/v1/probe?with=roles,social_profiles,tokens&load=pages&loadCount=members,pages');
    expect((res.result as { relations: unknown }).relations).to.deep.equal({
      with: ['roles', 'social_profiles', 'tokens'],
      load: ['pages'],
      loadCount: ['members', 'pages'],
    });
  });

  it('answers malformed JSON, wrong types and unknown fields with 400 and the error shape', async () => {
    const malformed = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: '{"name":', headers: withCsrf({ 'content-type': 'application/json' }) });
    expect(malformed.statusCode).to.equal(400);
    expect(malformed.result).to.deep.equal({ message: 'Invalid request payload JSON format' });

    const wrong = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: 5, count: 'many', extra: true }, headers: withCsrf() });
    expect(wrong.statusCode).to.equal(400);
    const body = wrong.result as { message: string; errors: Record<string, string> };
    expect(body.errors).to.deep.equal({ name: 'Name must be a string', count: 'Count must be a number', extra: 'Extra is not allowed' });
    expect(body.message).to.equal('Name must be a string');

    const badQuery = await app.server.inject('/api/v1/probe?page=0&color=red');
    expect(badQuery.statusCode).to.equal(400);
    expect((badQuery.result as { errors: Record<string, string> }).errors).to.have.keys('page', 'color');
  });

  it('refuses cookie-authenticated writes without the XSRF token echoed, or from another origin', async () => {
    const first = await app.server.inject('/api/v1/bootstrap-data');
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(setCookie, 'XSRF-TOKEN cookie').to.be.a('string');
    expect(setCookie).to.not.match(/HttpOnly/i);
    expect(setCookie).to.match(/SameSite=Lax/i);

    const missing = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: 'x' } });
    expect(missing.statusCode).to.equal(403);
    expect(missing.result).to.deep.equal({ message: 'CSRF token mismatch. Reload the page and try again.' });
    const mismatched = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: 'x' }, headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'b' } });
    expect(mismatched.statusCode).to.equal(403);
    const foreign = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: 'x' }, headers: withCsrf({ origin: 'https://evil.example' }) });
    expect(foreign.statusCode).to.equal(403);
    expect(foreign.result).to.deep.equal({ message: 'Cross-origin requests are not allowed.' });
    const sameOrigin = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: 'x' }, headers: withCsrf({ origin: app.config.appUrl }) });
    expect(sameOrigin.statusCode).to.equal(200);
  });

  it('refuses an oversize body with 413 and the error shape', async () => {
    const res = await app.server.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: 'x'.repeat(2 * 1024 * 1024) }, headers: withCsrf() });
    expect(res.statusCode).to.equal(413);
    expect((res.result as { message: string }).message).to.match(/greater than maximum allowed/);
  });

  it('answers unknown API paths with JSON 404s for any method, even with a broken body', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/nothing-here'],
      ['DELETE', '/auth/nothing'],
      ['GET', '/secure/nothing/here'],
    ]) {
      const res = await app.server.inject({ method, url, payload: method === 'GET' ? undefined : '{oops', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, `${method} ${url}`).to.equal(404);
      expect(res.headers['content-type']).to.contain('application/json');
      expect((res.result as { message: string }).message).to.equal(`There is no API endpoint ${method} ${url}`);
    }
  });

  it('hides server faults behind the generic message', async () => {
    const res = await app.server.inject('/api/v1/probe/crash');
    expect(res.statusCode).to.equal(500);
    expect(res.result).to.deep.equal({ message: 'There was an issue. Please try again.' });
    expect(res.payload).to.not.contain('hunter2');
  });

  it('sends security headers on API responses', async () => {
    const res = await app.server.inject('/api/v1/bootstrap-data');
    expect(res.headers['x-frame-options']).to.equal('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['referrer-policy']).to.equal('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).to.contain('camera=()');
    expect(res.headers).to.not.have.property('strict-transport-security');
  });

  it('adds HSTS when the app URL is https', async () => {
    const secure = await createServer({ ...app.ctx, config: { ...app.config, appUrl: 'https://sites.example.com' } });
    const res = await secure.inject('/api/v1/bootstrap-data');
    expect(res.headers['strict-transport-security']).to.contain('max-age=15552000');
  });

  it('serves custom pages by slug or id, and 404s unknown ones', async () => {
    const bySlug = await app.server.inject('/api/v1/custom-pages/privacy-policy');
    expect(bySlug.statusCode).to.equal(200);
    const page = (bySlug.result as { page: { id: number; title: string; body: string } }).page;
    expect(page.title).to.equal('Privacy Policy');
    const byId = await app.server.inject(`/api/v1/custom-pages/${page.id}`);
    expect((byId.result as { page: { title: string } }).page.title).to.equal('Privacy Policy');
    const missing = await app.server.inject('/api/v1/custom-pages/no-such-page');
    expect(missing.statusCode).to.equal(404);
    expect(missing.result).to.deep.equal({ message: 'Page not found' });
  });
});
