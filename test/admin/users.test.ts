import { expect } from 'chai';
import type { BootstrapData, User as UserData } from '../../common/types.ts';
import type { AdminUserData } from '../../server/modules/users/admin-users.ts';
import { AccessToken, Session } from '../../server/modules/auth/models.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { Browser } from '../auth/support/http-client.ts';
import { Caller, listUrl, messageOf } from './support.ts';

const PASSWORD = 'correct horse battery';

describe('Admin API: users', function () {
  this.timeout(60_000);
  let app: TestApp;
  let admin: Caller;
  let roleIds: Record<string, number>;

  before(async () => {
    app = await startTestApp();
    admin = await Caller.create(app.server, { roles: ['admin'] });
    roleIds = Object.fromEntries((await Role.findAll()).map((role) => [role.name, role.id]));
  });
  after(() => app.stop());

  async function createUser(payload: Record<string, unknown>): Promise<AdminUserData> {
    const response = await admin.request('POST', '/api/v1/admin/users', { password: PASSWORD, ...payload });
    expect(response.statusCode, response.payload).to.equal(201);
    return (response.result as { user: AdminUserData }).user;
  }

  async function bootstrap(cookie: string): Promise<BootstrapData> {
    const response = await app.server.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { cookie } });
    return (response.result as { data: BootstrapData }).data;
  }

  async function login(email: string, password = PASSWORD) {
    return new Browser(app.server).post('/auth/login', { email, password });
  }

  describe('the list', () => {
    const tag = `list${Date.now()}`;
    let users: AdminUserData[];

    before(async () => {
      users = [];
      for (const [first, last, verified] of [
        ['Zed', 'Alpha', true],
        ['Amy', 'Brown', false],
        ['Mia', 'Clark', true],
        ['Bob', 'Dunn', false],
        ['Kim', 'Evans', true],
      ] as const) {
        users.push(await createUser({ email: `${first.toLowerCase()}.${tag}@example.com`, first_name: first, last_name: last, verified }));
      }
    });

    it('pages, with the pagination every admin list answers', async () => {
      const first = await admin.list<AdminUserData>('/api/v1/admin/users', { query: tag, perPage: 2, orderBy: 'id', orderDir: 'asc' });
      expect(first).to.include({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
      expect(first.data.map((user) => user.id)).to.deep.equal(users.slice(0, 2).map((user) => user.id));
      const last = await admin.list<AdminUserData>('/api/v1/admin/users', { query: tag, perPage: 2, page: 3, orderBy: 'id', orderDir: 'asc' });
      expect(last.data.map((user) => user.id)).to.deep.equal([users[4].id]);
      expect(last.data[0]).to.have.all.keys('id', 'email', 'display_name', 'first_name', 'last_name', 'avatar', 'email_verified_at', 'banned_at', 'created_at', 'roles', 'permissions');
      expect(last.data[0].roles).to.deep.equal([{ id: roleIds.users, name: 'users' }]);
    });

    it('sorts by e-mail and by display name, either way', async () => {
      const byEmail = await admin.list<AdminUserData>('/api/v1/admin/users', { query: tag, orderBy: 'email', orderDir: 'asc' });
      expect(byEmail.data.map((user) => user.first_name)).to.deep.equal(['Amy', 'Bob', 'Kim', 'Mia', 'Zed']);
      const byName = await admin.list<AdminUserData>('/api/v1/admin/users', { query: tag, orderBy: 'display_name', orderDir: 'desc' });
      expect(byName.data.map((user) => user.display_name)).to.deep.equal(['Zed Alpha', 'Mia Clark', 'Kim Evans', 'Bob Dunn', 'Amy Brown']);
    });

    it('searches names and e-mail addresses', async () => {
      expect((await admin.list<AdminUserData>('/api/v1/admin/users', { query: 'Clark' })).data.map((user) => user.first_name)).to.deep.equal(['Mia']);
      expect((await admin.list<AdminUserData>('/api/v1/admin/users', { query: 'mia clark' })).data.map((user) => user.first_name)).to.deep.equal(['Mia']);
      expect((await admin.list<AdminUserData>('/api/v1/admin/users', { query: `bob.${tag}` })).data.map((user) => user.first_name)).to.deep.equal(['Bob']);
    });

    it('filters by role, verified, suspended and creation date', async () => {
      const names = async (filters: object[]) =>
        (await admin.list<AdminUserData>('/api/v1/admin/users', { query: tag, filters, orderBy: 'email', orderDir: 'asc' })).data.map((user) => user.first_name);
      expect(await names([{ key: 'verified', value: false }])).to.deep.equal(['Amy', 'Bob']);
      expect(await names([{ key: 'verified', value: true }])).to.deep.equal(['Kim', 'Mia', 'Zed']);
      await admin.ok('PUT', `/api/v1/admin/users/${users[2].id}`, { roles: [roleIds.admin] });
      expect(await names([{ key: 'role', value: roleIds.admin }])).to.deep.equal(['Mia']);
      expect(await names([{ key: 'role', value: roleIds.admin, operator: '!=' }])).to.deep.equal(['Amy', 'Bob', 'Kim', 'Zed']);
      await admin.ok('POST', `/api/v1/admin/users/${users[3].id}/suspend`);
      expect(await names([{ key: 'suspended', value: true }])).to.deep.equal(['Bob']);
      expect(await names([{ key: 'suspended', value: true }, { key: 'verified', value: true }])).to.deep.equal([]);
      const hourAgo = new Date(Date.now() - 3600_000).toISOString();
      const inAnHour = new Date(Date.now() + 3600_000).toISOString();
      expect(await names([{ key: 'created_at', value: [hourAgo, inAnHour], operator: 'between' }])).to.have.length(5);
      expect(await names([{ key: 'created_at', value: hourAgo, operator: '<' }])).to.deep.equal([]);
    });

    it('answers 400 for an unknown filter, column or filter value', async () => {
      for (const query of [
        { filters: [{ key: 'password', value: 'x' }] },
        { orderBy: 'password' },
        { filters: [{ key: 'role', value: 'admin' }] },
        { filters: [{ key: 'created_at', value: 'yesterday', operator: '>' }] },
        { filters: 'not json' },
        { perPage: 101 },
      ]) {
        const response = await admin.request('GET', listUrl('/api/v1/admin/users', query));
        expect(response.statusCode, JSON.stringify(query)).to.equal(400);
      }
      const unknown = await admin.request('GET', listUrl('/api/v1/admin/users', { filters: [{ key: 'password', value: 'x' }] }));
      expect(messageOf(unknown)).to.equal('Unknown filter "password".');
    });
  });

  it('creates a user with roles, direct permissions with restrictions and the verified flag; they apply at once', async () => {
    const created = await createUser({
      email: 'Grace@Example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      roles: [roleIds.users],
      permissions: [{ name: 'projects.create', restrictions: [{ name: 'count', value: '3' }] }, { name: 'admin.access' }],
      verified: true,
    });
    expect(created).to.include({ email: 'grace@example.com', display_name: 'Grace Hopper' });
    expect(created.email_verified_at).to.be.a('string');
    expect(created.permissions).to.deep.equal([
      { name: 'projects.create', restrictions: [{ name: 'count', value: 3 }] },
      { name: 'admin.access', restrictions: [] },
    ]);
    const browser = new Browser(app.server);
    expect((await browser.post('/auth/login', { email: 'grace@example.com', password: PASSWORD })).statusCode).to.equal(200);
    const me = (await browser.request('GET', '/api/v1/users/me')).result as { user: UserData };
    expect(me.user.permissions.find((p) => p.name === 'projects.create')?.restrictions).to.deep.equal([{ name: 'count', value: 3 }]);
    expect((await browser.request('GET', '/api/v1/admin/users')).statusCode).to.equal(200);
  });

  it('refuses unknown roles and permissions, a bad restriction, a taken e-mail and a short password, creating nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nobody1@example.com', roles: [99_999] }, 'roles'],
      [{ email: 'nobody2@example.com', permissions: [{ name: 'root' }] }, 'permissions.0.name'],
      [{ email: 'nobody3@example.com', permissions: [{ name: 'projects.create', restrictions: [{ name: 'count', value: 'many' }] }] }, 'permissions.0.restrictions.0'],
      [{ email: 'nobody4@example.com', permissions: [{ name: 'api.access', restrictions: [{ name: 'count', value: 1 }] }] }, 'permissions.0.restrictions.0'],
      [{ email: 'grace@example.com' }, 'email'],
      [{ email: 'nobody5@example.com', password: 'short' }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const response = await admin.request('POST', '/api/v1/admin/users', { password: PASSWORD, ...payload });
      expect(response.statusCode, response.payload).to.equal(422);
      expect((response.result as { errors: Record<string, string> }).errors).to.have.property(field);
    }
    expect(await User.count({ where: { email: ['nobody1@example.com', 'nobody2@example.com', 'nobody3@example.com', 'nobody4@example.com', 'nobody5@example.com'] } })).to.equal(0);
  });

  it('edits names, e-mail, password, roles, permissions and the verified flag', async () => {
    const created = await createUser({ email: 'edit-me@example.com', permissions: [{ name: 'api.access' }], verified: true });
    const { user } = await admin.ok<{ user: AdminUserData }>('PUT', `/api/v1/admin/users/${created.id}`, {
      email: 'edited@example.com',
      first_name: 'Edith',
      last_name: '',
      password: 'a brand new password',
      roles: [roleIds.admin, roleIds.users],
      permissions: [],
      verified: false,
    });
    expect(user).to.include({ email: 'edited@example.com', first_name: 'Edith', last_name: null, display_name: 'Edith', email_verified_at: null });
    expect(user.roles.map((role) => role.name).sort()).to.deep.equal(['admin', 'users']);
    expect(user.permissions).to.deep.equal([]);
    expect((await login('edited@example.com', 'a brand new password')).statusCode).to.equal(200);
    expect((await admin.ok<{ user: AdminUserData }>('GET', `/api/v1/admin/users/${created.id}`)).user.email).to.equal('edited@example.com');
    const taken = await admin.request('PUT', `/api/v1/admin/users/${created.id}`, { email: 'grace@example.com' });
    expect(taken.statusCode).to.equal(422);
    expect((await admin.request('PUT', '/api/v1/admin/users/999999', { first_name: 'Ghost' })).statusCode).to.equal(404);
  });

  it('suspends a user: login refused, every session ended, API tokens refused; unsuspending lets them back in', async () => {
    const { user, email } = await createTestUser();
    const browser = new Browser(app.server);
    expect((await browser.post('/auth/login', { email, password: PASSWORD })).statusCode).to.equal(200);
    const otherSession = await signInAs(user);
    const { plainTextToken } = await createAccessToken(user, 'CI');
    const bearer = () => app.server.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${plainTextToken}` } });
    expect((await bearer()).statusCode).to.equal(200);

    const { user: suspended } = await admin.ok<{ user: AdminUserData }>('POST', `/api/v1/admin/users/${user.id}/suspend`, { reason: 'Spam' });
    expect(suspended.banned_at).to.be.a('string');
    expect(await Session.count({ where: { user_id: user.id } })).to.equal(0);
    expect((await browser.request('GET', '/api/v1/users/me')).statusCode).to.equal(401);
    expect((await app.server.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: otherSession } })).statusCode).to.equal(401);
    expect((await bearer()).statusCode).to.equal(401);
    expect(await AccessToken.count({ where: { user_id: user.id } })).to.equal(1);
    const refused = await login(email);
    expect(refused.statusCode).to.equal(422);
    expect(messageOf(refused)).to.equal('This account has been suspended.');

    const { user: back } = await admin.ok<{ user: AdminUserData }>('POST', `/api/v1/admin/users/${user.id}/unsuspend`);
    expect(back.banned_at).to.equal(null);
    expect((await login(email)).statusCode).to.equal(200);
    expect((await bearer()).statusCode).to.equal(200);
  });

  it('refuses to let admins suspend or delete themselves', async () => {
    const suspend = await admin.request('POST', `/api/v1/admin/users/${admin.user.id}/suspend`);
    expect(suspend.statusCode).to.equal(422);
    expect(messageOf(suspend)).to.equal("You can't suspend your own account.");
    const remove = await admin.request('DELETE', `/api/v1/admin/users/${admin.user.id}`);
    expect(remove.statusCode).to.equal(422);
    expect(messageOf(remove)).to.equal("You can't delete your own account here: use account settings.");
    const bulk = await admin.request('DELETE', '/api/v1/admin/users', { ids: [admin.user.id] });
    expect(bulk.statusCode).to.equal(422);
    expect(await User.count({ where: { id: admin.user.id, banned_at: null } })).to.equal(1);
  });

  describe('impersonation', () => {
    it('makes the admin session act as the user, with the banner data, until it is stopped', async () => {
      const impersonator = await Caller.create(app.server, { roles: ['admin'] });
      await impersonator.ok('PUT', `/api/v1/admin/users/${impersonator.user.id}`, { first_name: 'Ada', last_name: 'Admin' });
      const { user: target } = await createTestUser();

      const started = await impersonator.ok<{ user: UserData }>('POST', `/api/v1/admin/users/${target.id}/impersonate`);
      expect(started.user.id).to.equal(target.id);
      const data = await bootstrap(impersonator.cookie);
      expect(data.user?.id).to.equal(target.id);
      expect(data.impersonating).to.deep.equal({ admin_id: impersonator.user.id, admin_name: 'Ada Admin' });
      // The session has the user's permissions now, not the admin's.
      expect((await impersonator.request('GET', '/api/v1/admin/users')).statusCode).to.equal(403);

      const stopped = await impersonator.ok<{ user: UserData }>('POST', '/api/v1/impersonation/stop');
      expect(stopped.user.id).to.equal(impersonator.user.id);
      const after = await bootstrap(impersonator.cookie);
      expect(after.user?.id).to.equal(impersonator.user.id);
      expect(after.impersonating).to.equal(null);
      expect((await impersonator.request('GET', '/api/v1/admin/users')).statusCode).to.equal(200);

      const again = await impersonator.request('POST', '/api/v1/impersonation/stop');
      expect(again.statusCode).to.equal(409);
      expect(messageOf(again)).to.equal('This session is not impersonating anyone.');
      expect((await bootstrap(await signInAs(target))).impersonating).to.equal(null);
    });

    it('refuses to impersonate yourself, a suspended user, or without a browser session', async () => {
      const self = await admin.request('POST', `/api/v1/admin/users/${admin.user.id}/impersonate`);
      expect(self.statusCode).to.equal(422);
      expect(messageOf(self)).to.equal("You can't impersonate yourself.");
      const { user: banned } = await createTestUser();
      await admin.ok('POST', `/api/v1/admin/users/${banned.id}/suspend`);
      const suspended = await admin.request('POST', `/api/v1/admin/users/${banned.id}/impersonate`);
      expect(suspended.statusCode).to.equal(422);
      expect(messageOf(suspended)).to.equal("A suspended user can't be impersonated.");
      const { plainTextToken } = await createAccessToken(admin.user, 'script');
      const { user: target } = await createTestUser();
      const byToken = await app.server.inject({ method: 'POST', url: `/api/v1/admin/users/${target.id}/impersonate`, headers: { authorization: `Bearer ${plainTextToken}` } });
      expect(byToken.statusCode).to.equal(422);
      expect((await app.server.inject({ method: 'POST', url: '/api/v1/impersonation/stop' })).statusCode).to.equal(401);
    });

    it('hands the session back when the impersonated user is suspended, and ends it when the admin is', async () => {
      const impersonator = await Caller.create(app.server, { roles: ['admin'] });
      const { user: target } = await createTestUser();
      await impersonator.ok('POST', `/api/v1/admin/users/${target.id}/impersonate`);
      await admin.ok('POST', `/api/v1/admin/users/${target.id}/suspend`);
      const handedBack = await bootstrap(impersonator.cookie);
      expect(handedBack.user?.id).to.equal(impersonator.user.id);
      expect(handedBack.impersonating).to.equal(null);

      const { user: other } = await createTestUser();
      await impersonator.ok('POST', `/api/v1/admin/users/${other.id}/impersonate`);
      await admin.ok('POST', `/api/v1/admin/users/${impersonator.user.id}/suspend`);
      expect((await bootstrap(impersonator.cookie)).user).to.equal(null);
    });
  });

  it('deletes one user, or several at once', async () => {
    const one = await createUser({ email: 'delete-one@example.com' });
    const two = await createUser({ email: 'delete-two@example.com' });
    const three = await createUser({ email: 'delete-three@example.com' });
    expect((await admin.request('DELETE', `/api/v1/admin/users/${one.id}`)).statusCode).to.equal(204);
    expect((await admin.request('GET', `/api/v1/admin/users/${one.id}`)).statusCode).to.equal(404);
    expect((await admin.request('DELETE', `/api/v1/admin/users/${one.id}`)).statusCode).to.equal(404);
    const bulk = await admin.server.inject({ method: 'DELETE', url: '/api/v1/admin/users', payload: { ids: [two.id, three.id] }, headers: withCsrf({ cookie: admin.cookie }) });
    expect(bulk.statusCode).to.equal(204);
    expect(await User.count({ where: { id: [one.id, two.id, three.id] } })).to.equal(0);
  });
});
