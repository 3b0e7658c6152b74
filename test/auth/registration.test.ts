import { expect } from 'chai';
import { setSetting } from '../../server/modules/settings/service.ts';
import { User, UserRole } from '../../server/modules/users/models.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser, parseSetCookies, SESSION_COOKIE } from './support/http-client.ts';
import { mailTo, startMailServer, type TestMailServer } from './support/mail-server.ts';
import { HUMAN_TOKEN, RECAPTCHA_SECRET, startSiteverify, type SiteverifyStandIn } from './support/siteverify.ts';

const ACCEPTED = { terms: true, privacy: true };

function form(email: string, extra: Record<string, unknown> = {}) {
  return { email, password: 'long enough password', password_confirmation: 'long enough password', policies: ACCEPTED, ...extra };
}

describe('auth: registration', () => {
  let mail: TestMailServer;
  let siteverify: SiteverifyStandIn;
  let app: TestApp;
  before(async () => {
    mail = await startMailServer();
    siteverify = await startSiteverify();
    app = await startTestApp({ env: { MAIL_URL: mail.url } });
  });
  after(async () => {
    await app.stop();
    await Promise.all([mail.close(), siteverify.close()]);
  });
  afterEach(async () => {
    await setSetting('registration.disable', false);
    await setSetting('recaptcha.enable.register', false);
    await setSetting('require_email_confirmation', false);
  });

  it('creates the account and its roles in one transaction: a failure leaves no account without roles', async () => {
    const findOrCreate = UserRole.findOrCreate;
    UserRole.findOrCreate = (async () => {
      throw new Error('user_roles is unavailable');
    }) as unknown as typeof UserRole.findOrCreate;
    let failed;
    try {
      failed = await new Browser(app.server, { remoteAddress: '192.0.2.30' }).post('/auth/register', form('atomic@example.com'));
    } finally {
      UserRole.findOrCreate = findOrCreate;
    }
    expect(failed.statusCode).to.equal(500);
    expect(await User.count({ where: { email: 'atomic@example.com' } })).to.equal(0);

    // Nothing half-made blocks the address: registering again works and brings the roles.
    const again = await new Browser(app.server, { remoteAddress: '192.0.2.30' }).post('/auth/register', form('atomic@example.com'));
    expect(again.statusCode, again.payload).to.equal(200);
    const user = (await User.findOne({ where: { email: 'atomic@example.com' }, include: [{ model: Role, as: 'roles' }] }))!;
    expect(user.roles!.map((role) => role.name)).to.not.deep.equal([]);
  });

  it('creates the account with the default roles and signs the user in', async () => {
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/register', form('New.User@Example.com', { first_name: 'Grace', last_name: 'Hopper' }));
    expect(response.statusCode).to.equal(200);
    const body = response.result as { status: string; bootstrapData: string };
    expect(body.status).to.equal('success');
    const data = JSON.parse(body.bootstrapData);
    expect(data.user).to.include({ email: 'new.user@example.com', first_name: 'Grace', last_name: 'Hopper', display_name: 'Grace Hopper' });
    const defaults = await Role.findAll({ where: { default: true } });
    expect(defaults.length).to.be.greaterThan(0);
    expect(data.user.roles.map((r: { id: number }) => r.id).sort()).to.deep.equal(defaults.map((r) => r.id).sort());
    expect(await browser.whoAmI()).to.equal('new.user@example.com');
    const user = await User.findOne({ where: { email: 'new.user@example.com' } });
    expect(user!.password).to.match(/^scrypt\$/);
  });

  it('requires every policy in registration.policies, each error on its own field', async () => {
    const none = await new Browser(app.server).post('/auth/register', form('policies@example.com', { policies: undefined }));
    expect(none.statusCode).to.equal(400);
    expect((none.result as { errors: Record<string, string> }).errors).to.deep.equal({
      'policies.terms': 'You must accept the Terms of Service.',
      'policies.privacy': 'You must accept the Privacy Policy.',
    });
    const one = await new Browser(app.server).post('/auth/register', form('policies@example.com', { policies: { terms: true, privacy: false } }));
    expect((one.result as { errors: Record<string, string> }).errors).to.deep.equal({ 'policies.privacy': 'You must accept the Privacy Policy.' });
    expect(await User.count({ where: { email: 'policies@example.com' } })).to.equal(0);

    await setSetting('registration.policies', [{ id: 'cookies', label: 'Cookie Policy', action: '/pages/cookies' }]);
    try {
      const custom = await new Browser(app.server).post('/auth/register', form('policies@example.com', { policies: { terms: true, privacy: true } }));
      expect((custom.result as { errors: Record<string, string> }).errors).to.deep.equal({ 'policies.cookies': 'You must accept the Cookie Policy.' });
      const accepted = await new Browser(app.server).post('/auth/register', form('policies@example.com', { policies: { cookies: true } }));
      expect(accepted.statusCode).to.equal(200);
    } finally {
      await setSetting('registration.policies', [
        { id: 'terms', label: 'Terms of Service', action: '/pages/terms-of-service' },
        { id: 'privacy', label: 'Privacy Policy', action: '/pages/privacy-policy' },
      ]);
    }
  });

  it('refuses short and unconfirmed passwords and reports all field errors at once', async () => {
    const response = await new Browser(app.server).post('/auth/register', {
      email: 'bad',
      password: 'short',
      password_confirmation: 'other',
      policies: ACCEPTED,
    });
    expect(response.statusCode).to.equal(400);
    const { errors } = response.result as { errors: Record<string, string> };
    expect(errors.password).to.equal('The password must be at least 8 characters.');
    expect(errors.password_confirmation).to.equal('The password confirmation does not match.');
    expect(errors.email).to.be.a('string');
    const mismatch = await new Browser(app.server).post('/auth/register', form('mismatch@example.com', { password_confirmation: 'long enough passwore' }));
    expect((mismatch.result as { errors: Record<string, string> }).errors).to.deep.equal({ password_confirmation: 'The password confirmation does not match.' });
  });

  it('refuses an e-mail already taken, whatever its letter case', async () => {
    expect((await new Browser(app.server).post('/auth/register', form('taken@example.com'))).statusCode).to.equal(200);
    const response = await new Browser(app.server).post('/auth/register', form('TAKEN@example.com'));
    expect(response.statusCode).to.equal(422);
    expect(response.result).to.deep.equal({ message: 'The email has already been taken.', errors: { email: 'The email has already been taken.' } });
  });

  it('answers 403 with a clear message while registration is disabled', async () => {
    await setSetting('registration.disable', true);
    const response = await new Browser(app.server).post('/auth/register', form('closed@example.com'));
    expect(response.statusCode).to.equal(403);
    expect(response.result).to.deep.equal({ message: 'Registration is currently disabled.' });
    const invalid = await new Browser(app.server).post('/auth/register', { email: 'x' });
    expect(invalid.statusCode).to.equal(403);
    expect(await User.count({ where: { email: 'closed@example.com' } })).to.equal(0);
  });

  describe('human check (reCAPTCHA)', () => {
    beforeEach(async () => {
      await setSetting('recaptcha.secret_key', RECAPTCHA_SECRET);
      await setSetting('recaptcha.verify_url', siteverify.url);
      siteverify.requests.length = 0;
    });

    it('POST recaptcha/verify asks siteverify with the secret and the token and answers {success}', async () => {
      const refused = await new Browser(app.server).post('/api/v1/recaptcha/verify', { token: 'bot-token' });
      expect(refused.statusCode).to.equal(200);
      expect(refused.result).to.deep.equal({ success: false });
      expect(siteverify.requests[0]).to.include({ secret: RECAPTCHA_SECRET, response: 'bot-token', remoteip: '127.0.0.1' });
      const accepted = await new Browser(app.server).post('/api/v1/recaptcha/verify', { token: HUMAN_TOKEN });
      expect(accepted.result).to.deep.equal({ success: true });
    });

    it('refuses registration without a token that passes, with "Could not verify you are human."', async () => {
      await setSetting('recaptcha.enable.register', true);
      for (const extra of [{}, { recaptcha_token: 'bot-token' }]) {
        const response = await new Browser(app.server).post('/auth/register', form('bot@example.com', extra));
        expect(response.statusCode).to.equal(422);
        expect(response.result).to.deep.equal({ message: 'Could not verify you are human.' });
      }
      expect(await User.count({ where: { email: 'bot@example.com' } })).to.equal(0);
    });

    it('accepts a token that passes, checked at registration or first through recaptcha/verify (tokens are single-use)', async () => {
      await setSetting('recaptcha.enable.register', true);
      const direct = await new Browser(app.server).post('/auth/register', form('human@example.com', { recaptcha_token: HUMAN_TOKEN }));
      expect(direct.statusCode).to.equal(200);

      // The web app checks the token first, then sends it with the form: one siteverify call in all.
      await startFreshToken();
      const browser = new Browser(app.server);
      expect((await browser.post('/api/v1/recaptcha/verify', { token: HUMAN_TOKEN })).result).to.deep.equal({ success: true });
      const calls = siteverify.requests.length;
      const viaCheck = await browser.post('/auth/register', form('human2@example.com', { recaptcha_token: HUMAN_TOKEN }));
      expect(viaCheck.statusCode).to.equal(200);
      expect(siteverify.requests.length).to.equal(calls);
      // The remembered pass is used up: the same token cannot register a second account.
      const replay = await new Browser(app.server).post('/auth/register', form('human3@example.com', { recaptcha_token: HUMAN_TOKEN }));
      expect(replay.statusCode).to.equal(422);
    });

    it('needs no token while the check is off', async () => {
      const response = await new Browser(app.server).post('/auth/register', form('no-check@example.com'));
      expect(response.statusCode).to.equal(200);
      expect(siteverify.requests).to.have.length(0);
    });

    // The stand-in, like Google, accepts each token once; a new stand-in run resets that.
    async function startFreshToken() {
      await siteverify.close();
      siteverify = await startSiteverify();
      await setSetting('recaptcha.verify_url', siteverify.url);
    }
  });

  it('with e-mail confirmation required: mails the link and does not sign in', async () => {
    await setSetting('require_email_confirmation', true);
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/register', form('confirm-me@example.com'));
    expect(response.statusCode).to.equal(200);
    expect(response.result).to.deep.include({ status: 'needs_email_verification' });
    expect((response.result as { message: string }).message).to.be.a('string').with.length.greaterThan(0);
    expect(response.result).to.not.have.property('bootstrapData');
    expect(parseSetCookies(response).some((c) => c.name === SESSION_COOKIE)).to.equal(false);
    expect(await browser.whoAmI()).to.equal(null);
    const verify = await mail.take(mailTo('confirm-me@example.com', 'Verify your email address'));
    expect(verify.text).to.match(/\/auth\/email\/verify\/\d+\/[0-9a-f]{64}\?expires=\d+&signature=[0-9a-f]{64}/);
  });
});
