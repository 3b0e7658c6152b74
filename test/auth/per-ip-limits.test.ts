import { expect } from 'chai';
import type { ServerInjectResponse } from '@hapi/hapi';
import { LOGIN_IP_THROTTLE, REGISTRATION_IP_THROTTLE } from '../../server/modules/auth/throttle.ts';
import { User } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from './support/http-client.ts';
import { makeUser, PASSWORD } from './support/users.ts';

const PROXY = '10.0.0.1';

function tooMany(response: ServerInjectResponse, kind: 'login attempts' | 'requests'): void {
  expect(response.statusCode, response.payload).to.equal(429);
  const wait = Number(response.headers['retry-after']);
  expect(wait).to.be.within(1, REGISTRATION_IP_THROTTLE.windowSeconds);
  // The house error shape: a message, nothing else.
  expect(response.result).to.deep.equal({ message: `Too many ${kind}. Please try again in ${wait} seconds.` });
}

describe('auth: per-address limits on the visitor forms', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { TRUSTED_PROXIES: PROXY } });
  });
  after(() => app.stop());

  it('stops one address trying many accounts at login, before any password is checked', async () => {
    const sprayer = new Browser(app.server, { remoteAddress: '203.0.113.50' });
    for (let i = 0; i < LOGIN_IP_THROTTLE.max; i++) {
      // Each e-mail is new, so the per-account limit never triggers.
      const response = await sprayer.post('/auth/login', { email: `random${i}@example.com`, password: 'guess' });
      expect(response.statusCode, `attempt ${i + 1}`).to.equal(422);
    }
    tooMany(await sprayer.post('/auth/login', { email: 'random-last@example.com', password: 'guess' }), 'login attempts');

    // Not even the right password gets through from that address now; other addresses are untouched.
    await makeUser('bystander@example.com');
    tooMany(await sprayer.post('/auth/login', { email: 'bystander@example.com', password: PASSWORD }), 'login attempts');
    expect((await new Browser(app.server, { remoteAddress: '203.0.113.51' }).post('/auth/login', { email: 'bystander@example.com', password: PASSWORD })).statusCode).to.equal(200);
  });

  it('does not let a client spread its attempts over forged X-Forwarded-For addresses', async () => {
    const sprayer = new Browser(app.server, { remoteAddress: '203.0.113.60' });
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_IP_THROTTLE.max; i++) {
      statuses.push((await sprayer.post('/auth/login', { email: `forged${i}@example.com`, password: 'guess' }, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
    }
    expect(statuses.at(-1)).to.equal(429);
    expect(statuses.slice(0, -1).every((status) => status === 422)).to.equal(true);
  });

  it('counts each client behind the trusted proxy on its own', async () => {
    const proxy = new Browser(app.server, { remoteAddress: PROXY });
    for (let i = 0; i <= LOGIN_IP_THROTTLE.max; i++) {
      const response = await proxy.post('/auth/login', { email: `behind${i}@example.com`, password: 'guess' }, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      expect(response.statusCode, `client ${i + 1}`).to.equal(422);
    }
  });

  it('limits registrations from one address, and only from that one', async () => {
    const form = (email: string) => ({ email, password: PASSWORD, password_confirmation: PASSWORD, policies: { terms: true, privacy: true } });
    const signups = new Browser(app.server, { remoteAddress: '203.0.113.70' });
    for (let i = 0; i < REGISTRATION_IP_THROTTLE.max; i++) {
      const response = await signups.post('/auth/register', form(`signup${i}@example.com`));
      expect(response.statusCode, response.payload).to.equal(200);
      signups.cookies.delete('sitewright_session');
    }
    tooMany(await signups.post('/auth/register', form('signup-over@example.com')), 'requests');
    expect(await User.count({ where: { email: 'signup-over@example.com' } })).to.equal(0);
    const elsewhere = await new Browser(app.server, { remoteAddress: '203.0.113.71' }).post('/auth/register', form('signup-elsewhere@example.com'));
    expect(elsewhere.statusCode).to.equal(200);
  });
});
