import { expect } from 'chai';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { UserRole } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { withCsrf } from '../helpers/http.ts';

// Who is asking is kept for a moment between requests; every change to it counts on the very next one.
describe('auth: a change to who is asking counts at once', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  async function status(headers: Record<string, string>, url = '/api/v1/projects'): Promise<number> {
    return (await app.server.inject({ url, headers })).statusCode;
  }

  it('refuses a banned user on the next request, by session and by API token', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const bearer = `Bearer ${(await createAccessToken(user, 'ci')).plainTextToken}`;
    expect(await status({ cookie })).to.equal(200);
    expect(await status({ authorization: bearer })).to.equal(200);
    await user.update({ banned_at: new Date() });
    expect(await status({ cookie })).to.equal(401);
    expect(await status({ authorization: bearer })).to.equal(401);
  });

  it('ends a session at sign-out, though it was used a moment before', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    expect(await status({ cookie })).to.equal(200);
    const logout = await app.server.inject({ method: 'POST', url: '/auth/logout', headers: withCsrf({ cookie }) });
    expect(logout.statusCode).to.equal(200);
    expect(await status({ cookie })).to.equal(401);
  });

  it('refuses a revoked API token on the next request', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const created = await createAccessToken(user, 'ci');
    const bearer = `Bearer ${created.plainTextToken}`;
    expect(await status({ authorization: bearer })).to.equal(200);
    const revoke = await app.server.inject({ method: 'DELETE', url: `/api/v1/access-tokens/${created.token.id}`, headers: withCsrf({ cookie }) });
    expect(revoke.statusCode).to.be.lessThan(300);
    expect(await status({ authorization: bearer })).to.equal(401);
  });

  it('shows a role given a moment ago on the next request', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    expect(await status({ cookie }, '/api/v1/admin/users')).to.equal(403);
    const admin = await Role.findOne({ where: { name: 'admin' } });
    await UserRole.create({ user_id: user.id, role_id: admin!.id });
    expect(await status({ cookie }, '/api/v1/admin/users')).to.equal(200);
  });
});
