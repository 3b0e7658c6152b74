import { expect } from 'chai';
import { Op } from 'sequelize';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { AccessToken, AuthToken, RateLimit } from '../../server/modules/auth/models.ts';
import { sha256 } from '../../server/security/tokens.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from './support/http-client.ts';
import { linkIn, mailTo, startMailServer, type TestMailServer } from './support/mail-server.ts';
import { makeUser, PASSWORD } from './support/users.ts';

const LINK_SENT = { message: 'We have emailed your password reset link.' };
const INVALID = 'This password reset token is invalid.';
const SUBJECT = 'Reset your password';
const NEW_PASSWORD = 'a brand new password';

describe('auth: forgot and reset password', () => {
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

  async function requestLink(email: string): Promise<{ token: string; email: string }> {
    const response = await new Browser(app.server).post('/auth/forgot-password', { email });
    expect(response.result).to.deep.equal(LINK_SENT);
    const link = linkIn(await mail.take(mailTo(email.toLowerCase(), SUBJECT)), '/password/reset/');
    expect(link.origin).to.equal(app.config.appUrl);
    return { token: decodeURIComponent(link.pathname.slice('/password/reset/'.length)), email: link.searchParams.get('email')! };
  }

  function reset(fields: { token: string; email: string }, password = NEW_PASSWORD) {
    return new Browser(app.server).post('/auth/reset-password', { ...fields, password, password_confirmation: password });
  }

  it('answers an unknown e-mail exactly as a known one, and mails only the known one', async () => {
    await makeUser('known@example.com');
    const known = await new Browser(app.server, { remoteAddress: '192.0.2.1' }).post('/auth/forgot-password', { email: 'known@example.com' });
    const unknown = await new Browser(app.server, { remoteAddress: '192.0.2.1' }).post('/auth/forgot-password', { email: 'unknown@example.com' });
    expect(unknown.statusCode).to.equal(known.statusCode).and.equal(200);
    expect(unknown.result).to.deep.equal(known.result).and.deep.equal(LINK_SENT);
    await mail.take(mailTo('known@example.com', SUBJECT));
    expect(mail.received.filter(mailTo('unknown@example.com'))).to.deep.equal([]);
  });

  it('resets once with the mailed link, which works only once and signs the account out everywhere', async () => {
    await makeUser('reset@example.com');
    const signedIn = new Browser(app.server);
    await signedIn.post('/auth/login', { email: 'reset@example.com', password: PASSWORD });
    expect(await signedIn.whoAmI()).to.equal('reset@example.com');

    const fields = await requestLink('Reset@Example.com');
    expect(fields.email).to.equal('reset@example.com');
    const stored = await AuthToken.findOne({ where: { type: 'password_reset' }, order: [['id', 'DESC']] });
    expect(stored!.token_hash).to.equal(sha256(fields.token));
    expect(stored!.expires_at.getTime() - Date.now()).to.be.within(59 * 60 * 1000, 60 * 60 * 1000);

    const response = await reset(fields);
    expect(response.statusCode).to.equal(200);
    expect(response.result).to.deep.equal({ message: 'Your password has been reset!' });
    expect(await signedIn.whoAmI()).to.equal(null);

    const login = new Browser(app.server);
    expect((await login.post('/auth/login', { email: 'reset@example.com', password: PASSWORD })).statusCode).to.equal(422);
    expect((await login.post('/auth/login', { email: 'reset@example.com', password: NEW_PASSWORD })).statusCode).to.equal(200);

    const reused = await reset(fields, 'yet another password');
    expect(reused.statusCode).to.equal(422);
    expect(reused.result).to.deep.equal({ message: INVALID, errors: { email: INVALID } });
  });

  it('refuses an expired token, a wrong token and a token used with another e-mail', async () => {
    await makeUser('expired@example.com');
    await makeUser('someone-else@example.com');
    const fields = await requestLink('expired@example.com');
    for (const attempt of [
      { token: `${fields.token}x`, email: fields.email },
      { token: 'not-a-token', email: fields.email },
      { token: fields.token, email: 'someone-else@example.com' },
      { token: fields.token, email: 'nobody@example.com' },
    ]) {
      const response = await reset(attempt);
      expect(response.statusCode, JSON.stringify(attempt)).to.equal(422);
      expect(response.result).to.deep.equal({ message: INVALID, errors: { email: INVALID } });
    }
    await AuthToken.update({ expires_at: new Date(Date.now() - 1000) }, { where: { token_hash: sha256(fields.token) } });
    const expired = await reset(fields);
    expect(expired.statusCode).to.equal(422);
    expect(expired.result).to.deep.equal({ message: INVALID, errors: { email: INVALID } });
    expect((await new Browser(app.server).post('/auth/login', { email: 'expired@example.com', password: PASSWORD })).statusCode).to.equal(200);
  });

  it('validates the new password like registration', async () => {
    const response = await new Browser(app.server).post('/auth/reset-password', { token: 't', email: 'a@example.com', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).to.equal(400);
    expect((response.result as { errors: Record<string, string> }).errors).to.deep.equal({
      password: 'The password must be at least 8 characters.',
      password_confirmation: 'The password confirmation does not match.',
    });
  });

  it('mails one link a minute per address (same answer beyond it), and a new link replaces the old', async () => {
    await makeUser('flood@example.com');
    const first = await requestLink('flood@example.com');
    const second = await new Browser(app.server).post('/auth/forgot-password', { email: 'FLOOD@example.com' });
    expect(second.statusCode).to.equal(200);
    expect(second.result).to.deep.equal(LINK_SENT);
    // A mail queued later for another address arrives; none arrived for the throttled request.
    await makeUser('marker@example.com');
    await requestLink('marker@example.com');
    expect(mail.pending().filter(mailTo('flood@example.com'))).to.deep.equal([]);

    await RateLimit.destroy({ where: { key: { [Op.like]: 'forgot-password:%' } } });
    const replacement = await requestLink('flood@example.com');
    expect((await reset(first)).statusCode).to.equal(422);
    expect((await reset(replacement)).statusCode).to.equal(200);
  });

  it('revokes the API tokens of the account on reset, as the mail says', async () => {
    const user = await makeUser('recovered@example.com');
    const minted = await createAccessToken(user, 'minted by the intruder');
    const bearer = () => app.server.inject({ url: '/api/v1/user-sessions', headers: { authorization: `Bearer ${minted.plainTextToken}` } });
    expect((await bearer()).statusCode).to.equal(200);

    const response = await new Browser(app.server).post('/auth/forgot-password', { email: 'recovered@example.com' });
    expect(response.result).to.deep.equal(LINK_SENT);
    const message = await mail.take(mailTo('recovered@example.com', SUBJECT));
    expect(message.text).to.contain('revokes all of its API tokens');
    expect(message.html).to.contain('revokes all of its API tokens');
    const link = linkIn(message, '/password/reset/');
    const done = await reset({ token: decodeURIComponent(link.pathname.slice('/password/reset/'.length)), email: link.searchParams.get('email')! });
    expect(done.statusCode).to.equal(200);

    expect((await bearer()).statusCode).to.equal(401);
    expect(await AccessToken.count({ where: { user_id: user.id } })).to.equal(0);
  });

  it('answers 429 to one address submitting reset forms over and over', async () => {
    const browser = new Browser(app.server, { remoteAddress: '198.51.100.98' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await browser.post('/auth/reset-password', { token: `guess-${i}`, email: 'known@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode);
    }
    expect(statuses.slice(0, 10)).to.deep.equal(Array(10).fill(422));
    const limited = await browser.post('/auth/reset-password', { token: 'guess', email: 'known@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(limited.statusCode).to.equal(429);
    expect(limited.result).to.deep.equal({ message: `Too many requests. Please try again in ${limited.headers['retry-after']} seconds.` });
  });

  it('answers 429 to one IP spraying many addresses', async () => {
    const browser = new Browser(app.server, { remoteAddress: '198.51.100.99' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await browser.post('/auth/forgot-password', { email: `spray${i}@example.com` })).statusCode);
    expect(statuses.slice(0, 10)).to.deep.equal(Array(10).fill(200));
    expect(statuses[10]).to.equal(429);
  });
});
