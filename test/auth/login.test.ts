import { expect } from 'chai';
import { createServer } from '../../server/app.ts';
import { Session } from '../../server/modules/auth/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser, parseSetCookies, SESSION_COOKIE } from './support/http-client.ts';
import { mailTo, startMailServer, type TestMailServer } from './support/mail-server.ts';
import { CHROME_LINUX, makeUser, PASSWORD, SAFARI_IPHONE } from './support/users.ts';

const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

describe('auth: login and logout', () => {
  let mail: TestMailServer;
  let app: TestApp;
  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ env: { MAIL_URL: mail.url } });
  });
  after(async () => {
    await app.stop();
    await mail.close();
  });

  it('signs in with an HttpOnly SameSite=Lax session cookie, case-insensitively, and answers bootstrapData as a JSON string', async () => {
    await makeUser('ada@example.com');
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/login', { email: 'Ada@Example.COM', password: PASSWORD });
    expect(response.statusCode).to.equal(200);
    const { bootstrapData } = response.result as { bootstrapData: string };
    expect(bootstrapData).to.be.a('string');
    expect(JSON.parse(bootstrapData).user.email).to.equal('ada@example.com');
    const cookie = parseSetCookies(response).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.attributes.httponly).to.equal(true);
    expect(cookie.attributes.samesite).to.equal('Lax');
    expect(cookie.attributes.path).to.equal('/');
    // Without "remember" the cookie lives as long as the browser does.
    expect(cookie.attributes).to.not.have.property('max-age');
    expect(cookie.attributes).to.not.have.property('secure');
    expect(await browser.whoAmI()).to.equal('ada@example.com');
  });

  it('marks the session and XSRF cookies Secure when the app URL is https', async () => {
    await makeUser('secure@example.com');
    const secure = await createServer({ ...app.ctx, config: { ...app.config, appUrl: 'https://sites.example.com' } });
    const response = await new Browser(secure).post('/auth/login', { email: 'secure@example.com', password: PASSWORD });
    expect(response.statusCode).to.equal(200);
    expect(parseSetCookies(response).find((c) => c.name === SESSION_COOKIE)!.attributes.secure).to.equal(true);
    const visit = await secure.inject('/api/v1/bootstrap-data');
    expect(parseSetCookies(visit).find((c) => c.name === 'XSRF-TOKEN')!.attributes.secure).to.equal(true);
  });

  it('changes the session id at login, so the cookie held before no longer authenticates', async () => {
    await makeUser('fixation@example.com');
    const browser = new Browser(app.server);
    await makeUser('first@example.com');
    await browser.post('/auth/login', { email: 'first@example.com', password: PASSWORD });
    const before = browser.sessionCookie!;
    const response = await browser.post('/auth/login', { email: 'fixation@example.com', password: PASSWORD });
    expect(response.statusCode).to.equal(200);
    expect(browser.sessionCookie).to.be.a('string').and.not.equal(before);
    const stale = new Browser(app.server);
    stale.cookies.set(SESSION_COOKIE, before);
    expect(await stale.whoAmI()).to.equal(null);
    expect(await browser.whoAmI()).to.equal('fixation@example.com');
  });

  it('keeps a remembered session for about 30 days', async () => {
    await makeUser('remember@example.com');
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/login', { email: 'remember@example.com', password: PASSWORD, remember: true });
    const cookie = parseSetCookies(response).find((c) => c.name === SESSION_COOKIE)!;
    expect(Number(cookie.attributes['max-age'])).to.be.within(30 * 86400 - 5, 30 * 86400);
    const session = await Session.findOne({ where: { user_id: (await User.findOne({ where: { email: 'remember@example.com' } }))!.id } });
    expect(session!.remember).to.equal(true);
    expect(session!.expires_at.getTime() - Date.now()).to.be.greaterThan(29 * 86400 * 1000);
  });

  it('refuses a wrong password or an unknown e-mail with the same field error', async () => {
    await makeUser('wrong@example.com');
    const browser = new Browser(app.server);
    for (const body of [
      { email: 'wrong@example.com', password: 'not the password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const response = await browser.post('/auth/login', body);
      expect(response.statusCode).to.equal(422);
      expect(response.result).to.deep.equal({ message: CREDENTIALS_MESSAGE, errors: { email: CREDENTIALS_MESSAGE } });
      expect(parseSetCookies(response).some((c) => c.name === SESSION_COOKIE)).to.equal(false);
    }
    expect(await browser.whoAmI()).to.equal(null);
  });

  it('refuses a suspended account even with the right password', async () => {
    const user = await makeUser('banned@example.com');
    await user.update({ banned_at: new Date() });
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/login', { email: 'banned@example.com', password: PASSWORD });
    expect(response.statusCode).to.equal(422);
    expect(response.result).to.deep.equal({ message: 'This account has been suspended.', errors: { email: 'This account has been suspended.' } });
    expect(await Session.count({ where: { user_id: user.id } })).to.equal(0);
  });

  it('answers missing fields and a malformed e-mail with 400 and field errors', async () => {
    const response = await new Browser(app.server).post('/auth/login', { email: 'not-an-email' });
    expect(response.statusCode).to.equal(400);
    expect((response.result as { errors: Record<string, unknown> }).errors).to.have.keys('email', 'password');
  });

  it('allows 5 attempts a minute per e-mail and IP; the 6th gets 429 with Retry-After, whatever the letter case', async () => {
    await makeUser('target@example.com');
    const browser = new Browser(app.server, { remoteAddress: '203.0.113.7' });
    const spellings = ['target@example.com', 'TARGET@example.com', 'Target@Example.com', 'tArGeT@eXaMpLe.CoM', 'target@EXAMPLE.COM'];
    for (const email of spellings) {
      const response = await browser.post('/auth/login', { email, password: 'guess' });
      expect(response.statusCode, email).to.equal(422);
    }
    const blocked = await browser.post('/auth/login', { email: 'TaRgEt@example.com', password: PASSWORD });
    expect(blocked.statusCode).to.equal(429);
    expect((blocked.result as { message: string }).message).to.match(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).to.be.within(1, 60);
    expect(await browser.whoAmI()).to.equal(null);

    // Another address from the same IP, and the same address from another IP, are counted apart.
    await makeUser('bystander@example.com');
    expect((await browser.post('/auth/login', { email: 'bystander@example.com', password: PASSWORD })).statusCode).to.equal(200);
    const elsewhere = new Browser(app.server, { remoteAddress: '198.51.100.4' });
    expect((await elsewhere.post('/auth/login', { email: 'target@example.com', password: PASSWORD })).statusCode).to.equal(200);
  });

  it('starts no user session for a 2FA user: a guest session remembers who may answer the challenge', async () => {
    const user = await makeUser('two-factor@example.com');
    await user.update({ two_factor_secret: 'sealed', two_factor_confirmed_at: new Date() });
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/login', { email: 'two-factor@example.com', password: PASSWORD, remember: true });
    expect(response.statusCode).to.equal(200);
    expect(response.result).to.deep.equal({ two_factor: true });
    expect(browser.sessionCookie).to.be.a('string');
    expect(await browser.whoAmI()).to.equal(null);
    const session = await Session.findOne({ where: { user_id: null, ip_address: '127.0.0.1' }, order: [['id', 'DESC']] });
    expect(session!.payload).to.deep.include({ twoFactorUserId: user.id, twoFactorRemember: true });
    expect(await Session.count({ where: { user_id: user.id } })).to.equal(0);
  });

  it('logs out: the session row goes, the cookie is cleared and the answer is guest bootstrap data', async () => {
    await makeUser('leaving@example.com');
    const browser = new Browser(app.server);
    await browser.post('/auth/login', { email: 'leaving@example.com', password: PASSWORD });
    const cookie = browser.sessionCookie!;
    const response = await browser.post('/auth/logout');
    expect(response.statusCode).to.equal(200);
    const data = JSON.parse((response.result as { bootstrapData: string }).bootstrapData);
    expect(data.user).to.equal(null);
    expect(data.settings.branding.site_name).to.be.a('string');
    expect(browser.sessionCookie).to.equal(undefined);
    const replay = new Browser(app.server);
    replay.cookies.set(SESSION_COOKIE, cookie);
    expect(await replay.whoAmI()).to.equal(null);
  });

  it('refuses a foreign-origin or token-less logout carrying the session cookie (CSRF)', async () => {
    await makeUser('csrf@example.com');
    const browser = new Browser(app.server);
    await browser.post('/auth/login', { email: 'csrf@example.com', password: PASSWORD });
    const foreign = await browser.post('/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(foreign.statusCode).to.equal(403);
    const noHeader = await app.server.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: `${SESSION_COOKIE}=${browser.sessionCookie}` } });
    expect(noHeader.statusCode).to.equal(403);
    expect(await browser.whoAmI()).to.equal('csrf@example.com');
  });

  it('mails "New sign-in to your account" with device, IP and time for a new device, and not for the first sign-in', async () => {
    await makeUser('notice@example.com');
    await new Browser(app.server, { userAgent: SAFARI_IPHONE }).post('/auth/login', { email: 'notice@example.com', password: PASSWORD });
    const browser = new Browser(app.server, { userAgent: CHROME_LINUX, remoteAddress: '192.0.2.44' });
    await browser.post('/auth/login', { email: 'notice@example.com', password: PASSWORD });
    const notice = await mail.take(mailTo('notice@example.com', 'New sign-in to your account'));
    expect(notice.text).to.contain('Chrome on Linux');
    expect(notice.text).to.contain('192.0.2.44');
    expect(notice.text).to.match(new RegExp(String(new Date().getUTCFullYear())));
    expect(notice.html).to.contain('Chrome on Linux');
    expect(notice.parsed.from?.text).to.contain('no-reply@localhost');

    // A brand-new account's first sign-in comes without the mail: the notice above arrived, and
    // nothing was queued for this one before the next mail for it.
    await makeUser('fresh@example.com');
    await new Browser(app.server).post('/auth/login', { email: 'fresh@example.com', password: PASSWORD });
    await new Browser(app.server).post('/auth/forgot-password', { email: 'fresh@example.com' });
    await mail.take(mailTo('fresh@example.com', 'Reset your password'));
    expect(mail.pending().filter(mailTo('fresh@example.com'))).to.deep.equal([]);
  });
});
