import { expect } from 'chai';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { AccessToken, Session } from '../../server/modules/auth/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from './support/http-client.ts';
import { makeUser, PASSWORD } from './support/users.ts';

const NEW_PASSWORD = 'a different password';

describe('auth: password change and confirmation', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  async function signIn(email: string): Promise<Browser> {
    const browser = new Browser(app.server);
    const response = await browser.post('/auth/login', { email, password: PASSWORD });
    expect(response.statusCode).to.equal(200);
    return browser;
  }

  it('needs a signed-in user', async () => {
    const browser = new Browser(app.server);
    expect((await browser.put('/auth/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).to.equal(401);
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).statusCode).to.equal(401);
    expect((await browser.post('/auth/user/confirm-password', { password: PASSWORD })).statusCode).to.equal(401);
  });

  it('changes the password only with the current one, and ends the other sessions of the user', async () => {
    await makeUser('change@example.com');
    await makeUser('neighbour@example.com');
    const here = await signIn('change@example.com');
    const elsewhere = await signIn('change@example.com');
    const neighbour = await signIn('neighbour@example.com');

    const wrong = await here.put('/auth/user/password', { current_password: 'not it', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.statusCode).to.equal(422);
    expect((wrong.result as { errors: Record<string, string> }).errors).to.have.keys('current_password');
    expect(await elsewhere.whoAmI()).to.equal('change@example.com');

    const mismatch = await here.put('/auth/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'typo' });
    expect(mismatch.statusCode).to.equal(400);
    expect((mismatch.result as { errors: Record<string, string> }).errors).to.have.keys('password_confirmation');

    // PUT arrives as POST with the method override, as the web app sends it.
    const changed = await here.post('/auth/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { 'x-http-method-override': 'PUT' });
    expect(changed.statusCode).to.equal(200);
    expect(changed.result).to.deep.equal({ message: 'Password changed. Your other sessions were signed out and your API tokens were revoked.' });
    expect(await here.whoAmI()).to.equal('change@example.com');
    expect(await elsewhere.whoAmI()).to.equal(null);
    expect(await neighbour.whoAmI()).to.equal('neighbour@example.com');

    const fresh = new Browser(app.server);
    expect((await fresh.post('/auth/login', { email: 'change@example.com', password: PASSWORD })).statusCode).to.equal(422);
    expect((await fresh.post('/auth/login', { email: 'change@example.com', password: NEW_PASSWORD })).statusCode).to.equal(200);
  });

  it('revokes every API token of the user when the password changes, and says so', async () => {
    const user = await makeUser('tokens-change@example.com');
    const other = await makeUser('tokens-bystander@example.com');
    // A token minted by whoever held the old password, and one of another user.
    const minted = await createAccessToken(user, 'left behind by an intruder');
    const bystander = await createAccessToken(other, 'CI');
    const bearer = (token: string) => app.server.inject({ url: '/api/v1/user-sessions', headers: { authorization: `Bearer ${token}` } });
    expect((await bearer(minted.plainTextToken)).statusCode).to.equal(200);

    const browser = await signIn('tokens-change@example.com');
    const changed = await browser.put('/auth/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(changed.statusCode).to.equal(200);
    expect((changed.result as { message: string }).message).to.contain('API tokens were revoked');

    expect((await bearer(minted.plainTextToken)).statusCode).to.equal(401);
    expect(await AccessToken.count({ where: { user_id: user.id } })).to.equal(0);
    expect((await bearer(bystander.plainTextToken)).statusCode).to.equal(200);
  });

  it('confirms the password for sensitive actions and reports the confirmation window', async () => {
    const user = await makeUser('confirm@example.com');
    const browser = await signIn('confirm@example.com');
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).result).to.deep.equal({ confirmed: false });

    const wrong = await browser.post('/auth/user/confirm-password', { password: 'nope' });
    expect(wrong.statusCode).to.equal(422);
    expect((wrong.result as { errors: Record<string, string> }).errors).to.deep.equal({ password: 'The provided password is incorrect.' });
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).result).to.deep.equal({ confirmed: false });

    const right = await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(right.statusCode).to.equal(200);
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).result).to.deep.equal({ confirmed: true });
    expect((await browser.get('/auth/user/confirmed-password-status')).result).to.deep.equal({ confirmed: true });

    // Confirmed 9001 s ago is outside the 9000 s window; a shorter window asked for is honoured.
    const session = await Session.findOne({ where: { user_id: user.id } });
    await session!.update({ payload: { ...session!.payload, passwordConfirmedAt: Date.now() - 9001 * 1000 } });
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).result).to.deep.equal({ confirmed: false });
    await session!.update({ payload: { ...session!.payload, passwordConfirmedAt: Date.now() - 120 * 1000 } });
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=60')).result).to.deep.equal({ confirmed: false });
    expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).result).to.deep.equal({ confirmed: true });
    // The confirmation belongs to the session, not to the user.
    const other = await signIn('confirm@example.com');
    expect((await other.get('/auth/user/confirmed-password-status?seconds=9000')).result).to.deep.equal({ confirmed: false });
  });

  it('stops password guessing through the confirmation form after 10 tries a minute', async () => {
    await makeUser('guess@example.com');
    const browser = await signIn('guess@example.com');
    for (let i = 0; i < 10; i++) expect((await browser.post('/auth/user/confirm-password', { password: `guess ${i}` })).statusCode).to.equal(422);
    const blocked = await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(blocked.statusCode).to.equal(429);
    expect(blocked.headers['retry-after']).to.match(/^\d+$/);
  });
});
