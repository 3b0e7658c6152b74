import { expect } from 'chai';
import type { ServerInjectResponse } from '@hapi/hapi';
import { AccessToken } from '../../server/modules/auth/models.ts';
import { sha256 } from '../../server/security/tokens.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { withCsrf } from '../helpers/http.ts';

interface CreatedToken {
  token: { id: number; name: string; last_used_at: string | null; created_at: string };
  plainTextToken: string;
}

describe('API access tokens', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  function call(method: string, url: string, cookie: string | null, payload?: object): Promise<ServerInjectResponse> {
    return app.server.inject({ method, url, headers: withCsrf(cookie ? { cookie } : {}), payload });
  }

  function bearer(method: string, url: string, token: string, payload?: object): Promise<ServerInjectResponse> {
    return app.server.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  }

  async function createToken(cookie: string, tokenName = 'CI'): Promise<CreatedToken> {
    const res = await call('POST', '/api/v1/access-tokens', cookie, { tokenName });
    expect(res.statusCode, res.payload).to.equal(200);
    return res.result as CreatedToken;
  }

  it('creates a token shown once as id|secret, storing only the SHA-256 of the secret', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const created = await createToken(cookie, 'Deploy from CI');
    expect(created.token).to.have.all.keys('id', 'name', 'last_used_at', 'created_at');
    expect(created.token.name).to.equal('Deploy from CI');
    expect(created.token.last_used_at).to.equal(null);
    const [id, secret] = created.plainTextToken.split('|');
    expect(Number(id)).to.equal(created.token.id);
    expect(secret).to.match(/^[A-Za-z0-9]{40}$/);

    const row = await AccessToken.findByPk(created.token.id);
    expect(row!.user_id).to.equal(user.id);
    expect(row!.token_hash).to.equal(sha256(secret));
    expect(JSON.stringify(row!.toJSON())).to.not.contain(secret);

    // Listed afterwards without the secret.
    const me = await call('GET', '/api/v1/users/me?with=tokens', cookie);
    const tokens = (me.result as { user: { tokens: object[] } }).user.tokens;
    expect(tokens).to.deep.equal([{ id: created.token.id, name: 'Deploy from CI', last_used_at: null }]);
    expect(me.payload).to.not.contain(secret);
  });

  it('authenticates API calls with the Bearer token, without CSRF, and records last_used_at', async () => {
    const { user, email } = await createTestUser();
    const { plainTextToken, token } = await createToken(await signInAs(user));
    const res = await bearer('GET', '/api/v1/users/me', plainTextToken);
    expect(res.statusCode).to.equal(200);
    expect((res.result as { user: { email: string } }).user.email).to.equal(email);
    const row = await AccessToken.findByPk(token.id);
    expect(row!.last_used_at).to.be.instanceOf(Date);
    expect(Date.now() - row!.last_used_at!.getTime()).to.be.below(60_000);

    const write = await bearer('PUT', '/api/v1/users/me', plainTextToken, { first_name: 'Robot' });
    expect(write.statusCode, write.payload).to.equal(200);
    expect((write.result as { user: { first_name: string } }).user.first_name).to.equal('Robot');
  });

  it('refuses a tampered token: the right id with another secret, or another id', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const first = await createToken(cookie);
    const second = await createToken(cookie);
    const [firstId, firstSecret] = first.plainTextToken.split('|');
    const [, secondSecret] = second.plainTextToken.split('|');
    const tampered = [
      `${firstId}|${secondSecret}`,
      `${firstId}|${firstSecret.slice(0, -1)}${firstSecret.endsWith('a') ? 'b' : 'a'}`,
      `${Number(firstId) + 1000}|${firstSecret}`,
      firstSecret,
    ];
    for (const token of tampered) {
      const res = await bearer('GET', '/api/v1/users/me', token);
      expect(res.statusCode, token).to.equal(401);
      expect(JSON.parse(res.payload).message).to.equal('Invalid API token.');
    }
  });

  it('deletes only the owner’s tokens: another user’s id answers 404 and that token keeps working', async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const ownerCookie = await signInAs(owner.user);
    const otherCookie = await signInAs(other.user);
    const created = await createToken(ownerCookie);

    const foreign = await call('DELETE', `/api/v1/access-tokens/${created.token.id}`, otherCookie);
    expect(foreign.statusCode).to.equal(404);
    expect((await bearer('GET', '/api/v1/users/me', created.plainTextToken)).statusCode).to.equal(200);
    expect((await call('DELETE', '/api/v1/access-tokens/999999', ownerCookie)).statusCode).to.equal(404);

    const deleted = await call('DELETE', `/api/v1/access-tokens/${created.token.id}`, ownerCookie);
    expect(deleted.statusCode).to.equal(200);
    expect(deleted.result).to.deep.equal({ message: 'Token deleted' });
    expect(await AccessToken.findByPk(created.token.id)).to.equal(null);
    expect((await bearer('GET', '/api/v1/users/me', created.plainTextToken)).statusCode).to.equal(401);
  });

  it('needs api.access, a signed-in user and a recently confirmed password to manage tokens', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const created = await createToken(cookie);

    const withoutApi = await createTestUser({ roles: [] });
    const denied = await call('POST', '/api/v1/access-tokens', await signInAs(withoutApi.user), { tokenName: 'x' });
    expect(denied.statusCode).to.equal(403);
    expect(await AccessToken.count({ where: { user_id: withoutApi.user.id } })).to.equal(0);

    expect((await call('POST', '/api/v1/access-tokens', null, { tokenName: 'x' })).statusCode).to.equal(401);
    const unconfirmed = await signInAs(user, { passwordConfirmed: false });
    expect((await call('POST', '/api/v1/access-tokens', unconfirmed, { tokenName: 'x' })).statusCode).to.equal(423);
    expect((await call('DELETE', `/api/v1/access-tokens/${created.token.id}`, unconfirmed)).statusCode).to.equal(423);
    // A token cannot mint more tokens: it carries no password confirmation.
    expect((await bearer('POST', '/api/v1/access-tokens', created.plainTextToken, { tokenName: 'x' })).statusCode).to.equal(423);

    const nameless = await call('POST', '/api/v1/access-tokens', cookie, { tokenName: '' });
    expect(nameless.statusCode).to.equal(400);
    expect(JSON.parse(nameless.payload).errors).to.have.property('tokenName');
  });
});
