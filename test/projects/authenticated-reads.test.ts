import { expect } from 'chai';
import { PERMISSIONS } from '../../common/constants.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { AccessToken, Session } from '../../server/modules/auth/models.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { User, UserRole } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// An authenticated read (the project list) is cheap because the requester is read in one query
// with nothing per-user cached (bench/auth-read.ts measures the speed). These hold the other half:
// whatever changes about the requester counts from the very next request.
describe('Authenticated reads', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  function list(headers: Record<string, string>) {
    return app.server.inject({ method: 'GET', url: '/api/v1/projects', headers });
  }

  /** The SQL statements one request runs. */
  async function statementsOf(headers: Record<string, string>): Promise<{ statusCode: number; sql: string[] }> {
    // Sequelize reads options.logging at each query; the typings do not expose it.
    const sequelize = app.db.sequelize as unknown as { options: { logging: unknown } };
    const sql: string[] = [];
    const logging = sequelize.options.logging;
    sequelize.options.logging = (statement: string) => void sql.push(statement.replace(/^Executing \([^)]*\): /, ''));
    try {
      const response = await list(headers);
      return { statusCode: response.statusCode, sql };
    } finally {
      sequelize.options.logging = logging;
    }
  }

  it('reads the session, user, roles and grants in one query at most (none while kept) and writes nothing on a read', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    expect((await list({ cookie })).statusCode).to.equal(200); // fills the site cache (roles, settings)
    const { statusCode, sql } = await statementsOf({ cookie });
    expect(statusCode).to.equal(200);
    const listing = sql.filter((statement) => /\bprojects?\b|project_pages/.test(statement) && !/\bsessions\b/.test(statement));
    const authentication = sql.filter((statement) => !listing.includes(statement));
    expect(authentication, authentication.join('\n')).to.have.length.at.most(1);
    expect(sql.filter((statement) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(statement))).to.deep.equal([]);
  });

  it('also reads an API token and its owner in one query', async () => {
    const { user } = await createTestUser();
    const { plainTextToken } = await createAccessToken(user, 'ci');
    const headers = { authorization: `Bearer ${plainTextToken}` };
    expect((await list(headers)).statusCode).to.equal(200); // the first use records last_used_at
    const { statusCode, sql } = await statementsOf(headers);
    expect(statusCode).to.equal(200);
    expect(sql.filter((statement) => /personal_access_tokens/.test(statement))).to.have.length(1);
    expect(sql.filter((statement) => /^\s*SELECT\b/i.test(statement) && !/\bprojects?\b|project_pages/.test(statement))).to.have.length(1);
  });

  it('refuses a session deleted a moment ago (signed out elsewhere)', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    expect((await list({ cookie })).statusCode).to.equal(200);
    await Session.destroy({ where: { user_id: user.id } });
    expect((await list({ cookie })).statusCode).to.equal(401);
  });

  it('refuses a user banned a moment ago, by session and by API token', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const { plainTextToken } = await createAccessToken(user, 'ci');
    const bearer = { authorization: `Bearer ${plainTextToken}` };
    expect((await list({ cookie })).statusCode).to.equal(200);
    expect((await list(bearer)).statusCode).to.equal(200);
    await User.update({ banned_at: new Date() }, { where: { id: user.id } });
    expect((await list({ cookie })).statusCode).to.equal(401);
    expect((await list(bearer)).statusCode).to.equal(401);
  });

  it('refuses an API token deleted a moment ago', async () => {
    const { user } = await createTestUser();
    const { plainTextToken } = await createAccessToken(user, 'ci');
    const bearer = { authorization: `Bearer ${plainTextToken}` };
    expect((await list(bearer)).statusCode).to.equal(200);
    await AccessToken.destroy({ where: { user_id: user.id } });
    expect((await list(bearer)).statusCode).to.equal(401);
  });

  it('applies a role taken away or a permission granted to the user from the next request', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    expect((await list({ cookie })).statusCode).to.equal(200);
    await UserRole.destroy({ where: { user_id: user.id } });
    expect((await list({ cookie })).statusCode).to.equal(403);
    await grantPermission('user', user.id, PERMISSIONS.projectsCreate);
    expect((await list({ cookie })).statusCode).to.equal(200);
  });

  it('applies a role granted to the user from the next request, with its permissions', async () => {
    const { user } = await createTestUser({ roles: [] });
    const cookie = await signInAs(user);
    expect((await list({ cookie })).statusCode).to.equal(403);
    const role = await Role.findOne({ where: { name: 'users' } });
    await UserRole.create({ user_id: user.id, role_id: role!.id });
    expect((await list({ cookie })).statusCode).to.equal(200);
  });

  it('sees a new grant to a role at once in this instance', async () => {
    const role = await Role.create({ name: `editors-${Date.now()}` });
    const { user } = await createTestUser({ roles: [role.name] });
    const cookie = await signInAs(user);
    expect((await list({ cookie })).statusCode).to.equal(403);
    await grantPermission('role', role.id, PERMISSIONS.projectsCreate);
    expect((await list({ cookie })).statusCode).to.equal(200);
  });

  it('still serves the bootstrap data of the signed-in user with their roles and permissions', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const response = await app.server.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { cookie } });
    const { data } = JSON.parse(response.payload) as { data: { user: { id: number; roles: { name: string }[]; permissions: { name: string }[] } } };
    expect(data.user.id).to.equal(user.id);
    expect(data.user.roles.map((r) => r.name)).to.deep.equal(['users']);
    expect(data.user.permissions.map((p) => p.name)).to.have.members([PERMISSIONS.projectsCreate, PERMISSIONS.apiAccess]);
  });
});
