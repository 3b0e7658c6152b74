import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestRoute } from '@hapi/hapi';
import { startTestApp, type TestApp } from '../helpers/app.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const AUTH = join(ROOT, 'server', 'modules', 'auth');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

// Files of the auth module that speak HTTP: the route plugins, with the session cookie helpers in session-routes.ts.
const HTTP_SIDE = /routes\.ts$/;

describe('auth module conventions', () => {
  const files = sources(AUTH).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

  it('services throw domain errors, never Boom', () => {
    expect(files.filter((f) => /from '@hapi\/boom'/.test(f.text)).map((f) => f.path)).to.deep.equal([]);
  });

  it('no handler calls a guard: access is declared on the routes', () => {
    expect(files.filter((f) => /http\/guards\.ts'/.test(f.text)).map((f) => f.path)).to.deep.equal([]);
  });

  it('services take plain values or an AppContext, not a hapi request, and import nothing from server/http', () => {
    const services = files.filter((f) => !HTTP_SIDE.test(f.path));
    expect(services.filter((f) => /from '@hapi\/hapi'/.test(f.text)).map((f) => f.path)).to.deep.equal([]);
    expect(services.filter((f) => /from '(\.\.\/)+http\//.test(f.text)).map((f) => f.path)).to.deep.equal([]);
  });

  it('modules read the client address only through server/http/client-ip.ts', () => {
    const serverFiles = sources(join(ROOT, 'server', 'modules'));
    // The web server configuration it prints sets X-Forwarded-For for the app; it reads no request.
    const writers = new Set([join(ROOT, 'server', 'modules', 'publishing', 'proxy-config.ts')]);
    const readers = serverFiles.filter((path) => !writers.has(path) && /remoteAddress|x-forwarded-for|cf-ipcity|cf-ipcountry/i.test(readFileSync(path, 'utf8')));
    expect(readers.map((path) => relative(ROOT, path))).to.deep.equal([]);
  });

  describe('declared access', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp();
    });
    after(() => app.stop());

    function route(method: string, path: string): RequestRoute {
      const found = app.server.table().find((r) => r.method === method && r.path === path);
      expect(found, `${method} ${path}`).to.not.equal(undefined);
      return found as RequestRoute;
    }

    it('lets visitors reach the sign-in forms', () => {
      const visitorRoutes: Array<[string, string]> = [
        ['post', '/auth/register'],
        ['post', '/auth/login'],
        ['post', '/auth/logout'],
        ['post', '/auth/forgot-password'],
        ['post', '/auth/reset-password'],
        ['post', '/auth/email/verification-notification'],
        ['get', '/auth/email/verify/{id}/{hash}'],
        ['post', '/auth/two-factor-challenge'],
        ['post', '/api/v1/recaptcha/verify'],
        ['get', '/secure/auth/social/{service}/login'],
        ['get', '/secure/auth/social/{service}/connect'],
        ['get', '/secure/auth/social/{service}/callback'],
        ['post', '/secure/auth/social/connect'],
      ];
      for (const [method, path] of visitorRoutes) {
        expect(route(method, path).settings.auth, `${method} ${path}`).to.include({ mode: 'optional' });
      }
    });

    it('asks for a recent password confirmation on token and 2FA management', () => {
      const sensitive: Array<[string, string]> = [
        ['post', '/api/v1/access-tokens'],
        ['delete', '/api/v1/access-tokens/{id}'],
        ['post', '/auth/user/two-factor-authentication'],
        ['delete', '/auth/user/two-factor-authentication'],
        ['get', '/auth/user/two-factor/qr-code'],
        ['post', '/auth/user/confirmed-two-factor-authentication'],
        ['get', '/auth/user/two-factor-recovery-codes'],
        ['post', '/auth/user/two-factor-recovery-codes'],
      ];
      for (const [method, path] of sensitive) {
        expect(route(method, path).settings.plugins?.access, `${method} ${path}`).to.include({ passwordConfirmed: true });
      }
    });
  });
});
