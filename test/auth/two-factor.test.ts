import { expect } from 'chai';
import QRCode from 'qrcode';
import type { ServerInjectResponse } from '@hapi/hapi';
import { PASSWORD_CONFIRMATION_SECONDS, RECOVERY_CODE_LENGTH } from '../../common/constants.ts';
import { Session } from '../../server/modules/auth/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { User } from '../../server/modules/users/models.ts';
import { decrypt } from '../../server/security/encryption.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, sessionCookieFrom, signInAs } from '../helpers/account-session.ts';
import { withCsrf } from '../helpers/http.ts';
import { awayFromStepBoundary, totp } from '../helpers/totp.ts';

const INVALID_CODE = 'The provided two factor authentication code was invalid.';

describe('two-factor authentication', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  function call(method: string, url: string, cookie: string | null, payload?: object): Promise<ServerInjectResponse> {
    return app.server.inject({ method, url, headers: withCsrf(cookie ? { cookie } : {}), payload });
  }

  /** A user with 2FA enabled and confirmed (with the code of the previous step), and a confirmed session. */
  async function userWithTwoFactor() {
    const account = await createTestUser();
    const cookie = await signInAs(account.user);
    expect((await call('POST', '/auth/user/two-factor-authentication', cookie)).statusCode).to.equal(200);
    const { secret } = (await call('GET', '/auth/user/two-factor/qr-code', cookie)).result as { svg: string; secret: string };
    await awayFromStepBoundary(5000);
    const confirm = await call('POST', '/auth/user/confirmed-two-factor-authentication', cookie, { code: totp(secret, { stepOffset: -1 }) });
    expect(confirm.statusCode, confirm.payload).to.equal(200);
    return { ...account, cookie, secret };
  }

  /** POST /auth/login for an account with 2FA: {two_factor: true} and the guest session that may answer the challenge. */
  async function passwordStep(email: string, password: string, remember = false): Promise<string> {
    const res = await call('POST', '/auth/login', null, { email, password, remember });
    expect(res.statusCode, res.payload).to.equal(200);
    expect(res.result).to.deep.equal({ two_factor: true });
    const cookie = sessionCookieFrom(res);
    expect(cookie).to.be.a('string');
    return cookie!;
  }

  async function recoveryCodesOf(cookie: string): Promise<string[]> {
    const res = await call('GET', '/auth/user/two-factor-recovery-codes', cookie);
    expect(res.statusCode).to.equal(200);
    return (res.result as { codes: string[] }).codes;
  }

  it('refuses every management call without a recently confirmed password (423)', async () => {
    const { user } = await createTestUser();
    const calls: [string, string, object?][] = [
      ['POST', '/auth/user/two-factor-authentication'],
      ['DELETE', '/auth/user/two-factor-authentication'],
      ['GET', '/auth/user/two-factor/qr-code'],
      ['POST', '/auth/user/confirmed-two-factor-authentication', { code: '123456' }],
      ['GET', '/auth/user/two-factor-recovery-codes'],
      ['POST', '/auth/user/two-factor-recovery-codes'],
    ];
    const unconfirmed = await signInAs(user, { passwordConfirmed: false });
    const stale = await signInAs(user, { passwordConfirmed: PASSWORD_CONFIRMATION_SECONDS + 5 });
    for (const cookie of [unconfirmed, stale]) {
      for (const [method, url, payload] of calls) {
        const res = await call(method, url, cookie, payload);
        expect(res.statusCode, `${method} ${url}`).to.equal(423);
        expect(JSON.parse(res.payload).message).to.equal('Password confirmation required.');
      }
    }
    for (const [method, url, payload] of calls) expect((await call(method, url, null, payload)).statusCode, `${method} ${url} as a visitor`).to.equal(401);
    await user.reload();
    expect(user.two_factor_secret).to.equal(null);
  });

  it('enables into "pending" with a secret and 8 recovery codes sealed with the app key', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const res = await call('POST', '/auth/user/two-factor-authentication', cookie);
    expect(res.statusCode).to.equal(200);
    expect((res.result as { user: { two_factor_confirmed_at: string | null } }).user.two_factor_confirmed_at).to.equal(null);

    await user.reload();
    expect(user.two_factor_confirmed_at).to.equal(null);
    const { secret } = (await call('GET', '/auth/user/two-factor/qr-code', cookie)).result as { secret: string };
    const codes = await recoveryCodesOf(cookie);
    expect(codes).to.have.length(8);
    expect(new Set(codes).size).to.equal(8);
    for (const code of codes) {
      expect(code).to.have.length(RECOVERY_CODE_LENGTH);
      expect(code).to.match(/^[a-zA-Z0-9]{10}-[a-zA-Z0-9]{10}$/);
      expect(code).to.not.match(/[01ilIoO]/);
    }
    // At rest: neither the secret nor a code appears in the row, and the app key opens them.
    expect(user.two_factor_secret).to.not.contain(secret);
    for (const code of codes) expect(user.two_factor_recovery_codes).to.not.contain(code);
    expect(decrypt(app.config.appKey, user.two_factor_secret!)).to.equal(secret);
    expect(JSON.parse(decrypt(app.config.appKey, user.two_factor_recovery_codes!))).to.deep.equal(codes);

    // Enabling again keeps the secret an authenticator app may already hold.
    await call('POST', '/auth/user/two-factor-authentication', cookie);
    expect(((await call('GET', '/auth/user/two-factor/qr-code', cookie)).result as { secret: string }).secret).to.equal(secret);
  });

  it('shows the otpauth URI as an SVG QR code (issuer = site name, label = e-mail) and the base32 secret', async () => {
    await setSetting('branding.site_name', 'Acme Sites');
    try {
      const { user, email } = await createTestUser();
      const cookie = await signInAs(user);
      await call('POST', '/auth/user/two-factor-authentication', cookie);
      const res = await call('GET', '/auth/user/two-factor/qr-code', cookie);
      expect(res.statusCode).to.equal(200);
      const { svg, secret } = res.result as { svg: string; secret: string };
      expect(svg.startsWith('<svg')).to.equal(true);
      expect(secret).to.match(/^[A-Z2-7]{32}$/);
      // The Key URI Format authenticator apps read, written out by hand.
      const uri = `otpauth://totp/Acme%20Sites:${encodeURIComponent(email)}?secret=${secret}&issuer=Acme%20Sites`;
      expect(svg).to.equal(await QRCode.toString(uri, { type: 'svg', margin: 1 }));
    } finally {
      await setSetting('branding.site_name', 'Sitewright');
    }
  });

  it('answers 422 for the QR code before 2FA is enabled', async () => {
    const { user } = await createTestUser();
    const res = await call('GET', '/auth/user/two-factor/qr-code', await signInAs(user));
    expect(res.statusCode).to.equal(422);
    expect(JSON.parse(res.payload).message).to.equal('Two factor authentication is not enabled.');
  });

  it('confirms with a code from an independent RFC 6238 implementation, within ±1 step only', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    await call('POST', '/auth/user/two-factor-authentication', cookie);
    const { secret } = (await call('GET', '/auth/user/two-factor/qr-code', cookie)).result as { secret: string };
    await awayFromStepBoundary(5000);

    for (const code of ['000000', totp(secret, { stepOffset: -2 }), totp(secret, { stepOffset: 2 })]) {
      const wrong = await call('POST', '/auth/user/confirmed-two-factor-authentication', cookie, { code });
      expect(wrong.statusCode, code).to.equal(422);
      expect(JSON.parse(wrong.payload)).to.deep.equal({ message: INVALID_CODE, errors: { code: INVALID_CODE } });
    }
    await user.reload();
    expect(user.two_factor_confirmed_at).to.equal(null);

    const res = await call('POST', '/auth/user/confirmed-two-factor-authentication', cookie, { code: totp(secret, { stepOffset: 1 }) });
    expect(res.statusCode, res.payload).to.equal(200);
    expect((res.result as { user: { two_factor_confirmed_at: string } }).user.two_factor_confirmed_at).to.be.a('string');
    await user.reload();
    expect(user.two_factor_confirmed_at).to.be.instanceOf(Date);
    expect(user.two_factor_last_step).to.equal(Math.floor(Date.now() / 30_000) + 1);
  });

  it('logs in through the challenge with a code: a new session id, and the code never works again', async () => {
    const { email, password, secret, user } = await userWithTwoFactor();
    const pending = await passwordStep(email, password, true);
    // The password alone signs no one in.
    expect((await call('GET', '/api/v1/users/me', pending)).statusCode).to.equal(401);

    const code = totp(secret);
    const res = await call('POST', '/auth/two-factor-challenge', pending, { code });
    expect(res.statusCode, res.payload).to.equal(200);
    const bootstrap = JSON.parse((res.result as { bootstrapData: string }).bootstrapData);
    expect(bootstrap.user.email).to.equal(email);
    const signedIn = sessionCookieFrom(res);
    expect(signedIn).to.be.a('string').and.not.equal(pending);
    expect(String(res.headers['set-cookie'])).to.match(/Max-Age=2592000/);

    const me = await call('GET', '/api/v1/users/me', signedIn);
    expect(me.statusCode).to.equal(200);
    expect((me.result as { user: { id: number } }).user.id).to.equal(user.id);
    expect((await call('GET', '/api/v1/users/me', pending)).statusCode).to.equal(401);

    // Replayed (same code, same step), and the step before it: both refused.
    for (const stale of [code, totp(secret, { stepOffset: -1 }), totp(secret, { stepOffset: -2 })]) {
      const again = await call('POST', '/auth/two-factor-challenge', await passwordStep(email, password), { code: stale });
      expect(again.statusCode).to.equal(422);
      expect(JSON.parse(again.payload).errors).to.deep.equal({ code: INVALID_CODE });
    }
  });

  it('accepts a recovery code once and replaces it with a fresh one', async () => {
    const { email, password, cookie } = await userWithTwoFactor();
    const before = await recoveryCodesOf(cookie);
    const used = before[3];

    const res = await call('POST', '/auth/two-factor-challenge', await passwordStep(email, password), { recovery_code: used });
    expect(res.statusCode, res.payload).to.equal(200);
    expect(sessionCookieFrom(res)).to.be.a('string');

    const after = await recoveryCodesOf(cookie);
    expect(after).to.have.length(8);
    expect(after).to.not.include(used);
    expect(after.filter((code) => !before.includes(code))).to.have.length(1);
    expect(after[3]).to.have.length(RECOVERY_CODE_LENGTH);

    const again = await call('POST', '/auth/two-factor-challenge', await passwordStep(email, password), { recovery_code: used });
    expect(again.statusCode).to.equal(422);
    expect(JSON.parse(again.payload)).to.deep.equal({ message: INVALID_CODE, errors: { recovery_code: INVALID_CODE } });
  });

  it('refuses a challenge without a pending password login', async () => {
    const { user } = await userWithTwoFactor();
    for (const cookie of [null, await signInAs(null), await signInAs(user)]) {
      const res = await call('POST', '/auth/two-factor-challenge', cookie, { code: '123456' });
      expect(res.statusCode).to.equal(422);
      expect(JSON.parse(res.payload).errors.code).to.equal('Your sign-in has expired. Please log in again.');
    }
  });

  it('validates the answer: a code of exactly 6 characters or a recovery code of exactly 21', async () => {
    const { email, password } = await userWithTwoFactor();
    const pending = await passwordStep(email, password);
    for (const payload of [{}, { code: '12345' }, { code: '1234567' }, { recovery_code: 'short' }, { code: '123456', recovery_code: 'a'.repeat(21) }]) {
      const res = await call('POST', '/auth/two-factor-challenge', pending, payload);
      expect(res.statusCode, JSON.stringify(payload)).to.equal(400);
      expect(JSON.parse(res.payload).errors).to.be.an('object');
    }
  });

  it('stops a brute force on the challenge after 5 attempts a minute (429 with Retry-After)', async () => {
    const { email, password, secret } = await userWithTwoFactor();
    const pending = await passwordStep(email, password);
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/auth/two-factor-challenge', pending, { code: String(100000 + i) });
      expect(res.statusCode, `attempt ${i + 1}`).to.equal(422);
    }
    const blocked = await call('POST', '/auth/two-factor-challenge', pending, { code: totp(secret) });
    expect(blocked.statusCode).to.equal(429);
    expect(JSON.parse(blocked.payload).message).to.match(/^Too many two factor authentication attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).to.be.within(1, 60);
    expect(sessionCookieFrom(blocked)).to.equal(null);
    // A fresh pending session from the same address does not reset the count for this user.
    const retry = await call('POST', '/auth/two-factor-challenge', await passwordStep(email, password), { code: totp(secret) });
    expect(retry.statusCode).to.equal(429);
  });

  it('regenerates recovery codes and disables 2FA, clearing the secret, codes and confirmation', async () => {
    const { user, email, password, cookie } = await userWithTwoFactor();
    const old = await recoveryCodesOf(cookie);
    const regenerated = await call('POST', '/auth/user/two-factor-recovery-codes', cookie);
    expect(regenerated.statusCode).to.equal(200);
    const codes = (regenerated.result as { codes: string[] }).codes;
    expect(codes).to.have.length(8);
    expect(codes.some((code) => old.includes(code))).to.equal(false);
    expect(await recoveryCodesOf(cookie)).to.deep.equal(codes);
    const withOld = await call('POST', '/auth/two-factor-challenge', await passwordStep(email, password), { recovery_code: old[0] });
    expect(withOld.statusCode).to.equal(422);

    const disabled = await call('DELETE', '/auth/user/two-factor-authentication', cookie);
    expect(disabled.statusCode).to.equal(200);
    expect(disabled.result).to.deep.equal({ message: 'Two factor authentication has been disabled.' });
    const row = await User.findByPk(user.id);
    expect([row!.two_factor_secret, row!.two_factor_recovery_codes, row!.two_factor_confirmed_at]).to.deep.equal([null, null, null]);
    expect(await recoveryCodesOf(cookie)).to.deep.equal([]);

    // Without 2FA the password step signs in directly.
    const login = await call('POST', '/auth/login', null, { email, password });
    expect(login.statusCode).to.equal(200);
    expect(login.result).to.have.property('bootstrapData');
    expect(await Session.count({ where: { user_id: user.id } })).to.be.greaterThan(0);
  });
});
