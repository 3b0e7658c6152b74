import { expect } from 'chai';
import { apiClient, apiUrl } from '../../web/src/lib/http/api-client.ts';
import { HttpError, httpErrorMessage } from '../../web/src/lib/http/http-error.ts';
import { shouldRetryQuery } from '../../web/src/lib/query-client.ts';
import { safeRedirectPath, loginPathWithRedirect } from '../../web/src/app/auth/redirects.ts';

// The browser's fetch and document.cookie are replaced by recorders: what is under test is
// exactly what the client puts on the wire.
describe('web API client', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let cookie = '';
  let nextResponse: () => Response;
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { document: globals.document, fetch: globals.fetch, window: globals.window };

  before(() => {
    globals.document = {
      get cookie() {
        return cookie;
      },
    };
    globals.window = { location: { origin: 'http://app.test', protocol: 'http:' } };
    globals.fetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return nextResponse();
    };
  });
  after(() => Object.assign(globals, saved));
  beforeEach(() => {
    calls.length = 0;
    cookie = '';
    nextResponse = () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const last = () => calls[calls.length - 1];
  const header = (name: string) => (last().init.headers as Record<string, string>)[name];

  it('puts paths under /api/v1/ except auth, secure and absolute URLs', () => {
    expect(apiUrl('users/me')).to.equal('/api/v1/users/me');
    expect(apiUrl('/users/me')).to.equal('/api/v1/users/me');
    expect(apiUrl('auth/login')).to.equal('/auth/login');
    expect(apiUrl('secure/auth/social/google/login')).to.equal('/secure/auth/social/google/login');
    expect(apiUrl('authors')).to.equal('/api/v1/authors');
    expect(apiUrl('https://x.test/a')).to.equal('https://x.test/a');
  });

  it('joins with, load and loadCount with commas and sends credentials', async () => {
    await apiClient.get('users/me', { with: ['roles', 'social_profiles', 'tokens'], load: ['a'], loadCount: ['b', 'c'], q: 'x y', none: null });
    expect(last().url).to.equal('/api/v1/users/me?with=roles%2Csocial_profiles%2Ctokens&load=a&loadCount=b%2Cc&q=x+y');
    expect(last().init.method).to.equal('GET');
    expect(last().init.credentials).to.equal('include');
    expect(header('X-XSRF-TOKEN')).to.equal(undefined);
  });

  it('adds the selected workspace to GET, POST and PUT and echoes the XSRF cookie', async () => {
    cookie = 'activeWorkspaceId=5; XSRF-TOKEN=abc%3D%3D';
    await apiClient.get('notifications', { perPage: 30 });
    expect(last().url).to.equal('/api/v1/notifications?perPage=30&workspaceId=5');
    expect(header('X-XSRF-TOKEN')).to.equal('abc==');
    await apiClient.post('access-tokens', { tokenName: 't' });
    expect(JSON.parse(last().init.body as string)).to.deep.equal({ tokenName: 't', workspaceId: 5 });
    const form = new FormData();
    form.append('file', 'x');
    await apiClient.post('file-entries', form);
    expect((last().init.body as FormData).get('workspaceId')).to.equal('5');
    cookie = 'activeWorkspaceId=0';
    await apiClient.post('auth/logout');
    expect(last().url).to.equal('/auth/logout');
    expect(last().init.body).to.equal(undefined);
  });

  it('sends PUT, PATCH and DELETE as POST with the override header and _method', async () => {
    await apiClient.put('users/me', { first_name: 'A' });
    expect(last().init.method).to.equal('POST');
    expect(last().url).to.equal('/api/v1/users/me?_method=PUT');
    expect(header('X-HTTP-Method-Override')).to.equal('PUT');
    await apiClient.delete('users/3', undefined, { params: { deleteCurrentUser: true } });
    expect(last().url).to.equal('/api/v1/users/3?deleteCurrentUser=true&_method=DELETE');
    expect(header('X-HTTP-Method-Override')).to.equal('DELETE');
    await apiClient.patch('things/1', { a: 1 });
    expect(last().url).to.equal('/api/v1/things/1?_method=PATCH');
  });

  it('throws the server error shape and retries queries at most twice, never after 401, 403 or 404', async () => {
    nextResponse = () => new Response(JSON.stringify({ message: 'The given data was invalid.', errors: { email: ['Email taken', 'x'] } }), { status: 422, headers: { 'content-type': 'application/json' } });
    const error = await apiClient.post('auth/register', {}).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(422);
    expect(httpErrorMessage(error)).to.equal('The given data was invalid.');
    expect(httpErrorMessage(error, 'email')).to.equal('Email taken');
    expect(shouldRetryQuery(0, error)).to.equal(true);
    expect(shouldRetryQuery(1, new HttpError(500, { message: '' }, ''))).to.equal(true);
    expect(shouldRetryQuery(2, new HttpError(500, { message: '' }, ''))).to.equal(false);
    for (const status of [401, 403, 404]) expect(shouldRetryQuery(0, new HttpError(status, { message: '' }, ''))).to.equal(false);
  });

  it('follows only same-origin redirect paths', () => {
    expect(safeRedirectPath('/dashboard?x=1#h')).to.equal('/dashboard?x=1#h');
    for (const evil of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)']) expect(safeRedirectPath(evil), evil).to.equal(null);
    expect(loginPathWithRedirect('/dashboard')).to.equal('/login?redirect=%2Fdashboard');
  });
});
