import { expect } from 'chai';
import type { BootstrapData, User as UserData } from '../../common/types.ts';
import type { PermissionDefinitionData } from '../../server/modules/roles/admin-permissions.ts';
import type { AdminRoleData } from '../../server/modules/roles/admin-roles.ts';
import { Menu, MenuItem } from '../../server/modules/menus/models.ts';
import { Permissionable, Role } from '../../server/modules/roles/models.ts';
import { UserRole } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Caller, listUrl, messageOf } from './support.ts';

describe('Admin API: roles and permissions', function () {
  this.timeout(60_000);
  let app: TestApp;
  let admin: Caller;

  before(async () => {
    app = await startTestApp();
    admin = await Caller.create(app.server, { roles: ['admin'] });
  });
  after(() => app.stop());

  async function roleNamed(name: string): Promise<AdminRoleData> {
    const page = await admin.list<AdminRoleData>('/api/v1/admin/roles', { query: name });
    const role = page.data.find((r) => r.name === name);
    expect(role, name).to.not.equal(undefined);
    return role!;
  }

  async function guestRole(): Promise<BootstrapData['guest_role']> {
    const response = await app.server.inject({ method: 'GET', url: '/api/v1/bootstrap-data' });
    return (response.result as { data: BootstrapData }).data.guest_role;
  }

  it('lists every permission of the catalogue with its restrictions', async () => {
    const { permissions } = await admin.ok<{ permissions: PermissionDefinitionData[] }>('GET', '/api/v1/admin/permissions');
    const names = permissions.map((p) => p.name);
    expect(names).to.include.members(['admin', 'admin.access', 'projects.create', 'api.access']);
    const projects = permissions.find((p) => p.name === 'projects.create')!;
    expect(projects).to.include({ display_name: 'Create sites', group: 'projects' });
    expect(projects.restrictions.map((r) => [r.name, r.type])).to.deep.equal([['count', 'number']]);
  });

  it('lists the seeded roles with their flags, permissions and member counts', async () => {
    const page = await admin.list<AdminRoleData>('/api/v1/admin/roles', { orderBy: 'name', orderDir: 'asc' });
    expect(page.data.map((role) => role.name)).to.deep.equal(['admin', 'guest', 'users']);
    const users = page.data.find((role) => role.name === 'users')!;
    expect(users).to.include({ default: true, guests: false });
    expect(users.permissions?.map((p) => p.name).sort()).to.deep.equal(['api.access', 'projects.create']);
    expect(page.data.find((role) => role.name === 'admin')!.users_count).to.equal(1);
    const defaults = await admin.list<AdminRoleData>('/api/v1/admin/roles', { filters: [{ key: 'guests', value: true }] });
    expect(defaults.data.map((role) => role.name)).to.deep.equal(['guest']);
    expect((await admin.request('GET', listUrl('/api/v1/admin/roles', { filters: [{ key: 'users', value: 1 }] }))).statusCode).to.equal(400);
  });

  it('creates and edits a role with permissions and restrictions, which its holders get at once', async () => {
    const created = await admin.request('POST', '/api/v1/admin/roles', {
      name: 'Editors',
      description: 'Build a few sites.',
      permissions: [{ name: 'projects.create', restrictions: [{ name: 'count', value: 2 }] }],
    });
    expect(created.statusCode, created.payload).to.equal(201);
    const role = (created.result as { role: AdminRoleData }).role;
    expect(role).to.include({ name: 'Editors', description: 'Build a few sites.', default: false, guests: false, users_count: 0 });
    expect(role.permissions?.map(({ name, restrictions }) => ({ name, restrictions }))).to.deep.equal([{ name: 'projects.create', restrictions: [{ name: 'count', value: 2 }] }]);

    const member = await Caller.create(app.server, { roles: ['Editors'] });
    const me = async () => ((await member.ok<{ user: UserData }>('GET', '/api/v1/users/me')).user.permissions ?? []).map((p) => p.name).sort();
    expect(await me()).to.deep.equal(['projects.create']);

    const { role: edited } = await admin.ok<{ role: AdminRoleData }>('PUT', `/api/v1/admin/roles/${role.id}`, {
      name: 'Site editors',
      permissions: [{ name: 'projects.create' }, { name: 'api.access' }],
    });
    expect(edited.name).to.equal('Site editors');
    expect(edited.users_count).to.equal(1);
    expect(await me()).to.deep.equal(['api.access', 'projects.create']);
    expect((await admin.ok<{ role: AdminRoleData }>('GET', `/api/v1/admin/roles/${role.id}`)).role.permissions?.length).to.equal(2);
  });

  it('refuses a taken name, an unknown permission or restriction, and unknown roles', async () => {
    const taken = await admin.request('POST', '/api/v1/admin/roles', { name: 'admin' });
    expect(taken.statusCode).to.equal(422);
    expect(messageOf(taken)).to.equal('A role with this name already exists.');
    expect((await admin.request('POST', '/api/v1/admin/roles', { name: 'Broken', permissions: [{ name: 'everything' }] })).statusCode).to.equal(422);
    const restriction = await admin.request('POST', '/api/v1/admin/roles', { name: 'Broken', permissions: [{ name: 'projects.create', restrictions: [{ name: 'size', value: 1 }] }] });
    expect(restriction.statusCode).to.equal(422);
    expect(await Role.count({ where: { name: 'Broken' } })).to.equal(0);
    expect((await admin.request('GET', '/api/v1/admin/roles/99999')).statusCode).to.equal(404);
  });

  it('keeps exactly one default role: setting the flag moves it, clearing it is refused', async () => {
    const { role } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Members', default: true, permissions: [{ name: 'projects.create' }] });
    expect(role.default).to.equal(true);
    expect((await roleNamed('users')).default).to.equal(false);
    expect(await Role.count({ where: { default: true } })).to.equal(1);
    const newcomer = await createUser({ email: 'newcomer@example.com', password: 'correct horse battery' });
    expect((await UserRole.findAll({ where: { user_id: newcomer.id } })).map((link) => link.role_id)).to.deep.equal([role.id]);

    const cleared = await admin.request('PUT', `/api/v1/admin/roles/${role.id}`, { default: false });
    expect(cleared.statusCode).to.equal(422);
    expect(messageOf(cleared)).to.equal('There must be a default role for new users: make another role the default instead.');
    await admin.ok('PUT', `/api/v1/admin/roles/${(await roleNamed('users')).id}`, { default: true });
    expect((await roleNamed('Members')).default).to.equal(false);
  });

  it('keeps exactly one guest role, and visitors get the new one at once', async () => {
    expect((await guestRole())?.name).to.equal('guest');
    const { role } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Visitors', guests: true, permissions: [{ name: 'api.access' }] });
    expect((await guestRole())?.name).to.equal('Visitors');
    expect((await guestRole())?.permissions?.map((p) => p.name)).to.deep.equal(['api.access']);
    expect((await roleNamed('guest')).guests).to.equal(false);
    expect((await admin.request('PUT', `/api/v1/admin/roles/${role.id}`, { guests: false })).statusCode).to.equal(422);
    await admin.ok('PUT', `/api/v1/admin/roles/${(await roleNamed('guest')).id}`, { guests: true });
    expect((await guestRole())?.name).to.equal('guest');
  });

  it('deletes roles (their holders lose them) but never the default or guest role', async () => {
    const { role } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Temporary', permissions: [{ name: 'api.access' }] });
    const holder = await Caller.create(app.server, { roles: ['Temporary', 'users'] });
    expect((await admin.request('DELETE', `/api/v1/admin/roles/${role.id}`)).statusCode).to.equal(204);
    expect(await Role.count({ where: { id: role.id } })).to.equal(0);
    expect(await Permissionable.count({ where: { permissionable_type: 'role', permissionable_id: role.id } })).to.equal(0);
    expect(((await holder.ok<{ user: UserData }>('GET', '/api/v1/users/me')).user.roles ?? []).map((r) => r.name)).to.deep.equal(['users']);

    for (const name of ['users', 'guest']) {
      const refused = await admin.request('DELETE', `/api/v1/admin/roles/${(await roleNamed(name)).id}`);
      expect(refused.statusCode, name).to.equal(409);
    }
    const { role: other } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Another' });
    const bulk = await admin.request('DELETE', '/api/v1/admin/roles', { ids: [other.id, (await roleNamed('users')).id] });
    expect(bulk.statusCode).to.equal(409);
    expect(messageOf(bulk)).to.equal('The default role for new users cannot be deleted: make another role the default first.');
    expect(await Role.count({ where: { id: other.id } })).to.equal(1);
    expect((await admin.request('DELETE', '/api/v1/admin/roles', { ids: [other.id] })).statusCode).to.equal(204);
    expect(await Role.count({ where: { id: other.id } })).to.equal(0);
  });
  it('takes a deleted role out of the menu items that ask for it, so they do not vanish for everyone', async () => {
    const { role: staff } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Staff' });
    const { role: crew } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Crew' });
    const { role: kept } = await admin.ok<{ role: AdminRoleData }>('POST', '/api/v1/admin/roles', { name: 'Kept' });
    const menu = await Menu.create({ name: 'Staff links', positions: ['footer'] });
    const items = await MenuItem.bulkCreate([
      { menu_id: menu.id, label: 'Rota', action: '/rota', type: 'route', roles: [staff.id], order: 0 },
      { menu_id: menu.id, label: 'Handbook', action: '/handbook', type: 'route', roles: [staff.id, kept.id], order: 1 },
      { menu_id: menu.id, label: 'Crew room', action: '/crew', type: 'route', roles: [crew.id, kept.id], order: 2 },
    ]);
    const menuRoles = async () => {
      const response = await app.server.inject({ method: 'GET', url: '/api/v1/bootstrap-data' });
      const menus = (response.result as { data: BootstrapData }).data.menus;
      return Object.fromEntries(menus.find((m) => m.id === menu.id)!.items.map((item) => [item.label, item.roles]));
    };
    // Read once, so the answers below prove the cached menus were dropped too.
    expect(await menuRoles()).to.deep.equal({ Rota: [staff.id], Handbook: [staff.id, kept.id], 'Crew room': [crew.id, kept.id] });

    expect((await admin.request('DELETE', `/api/v1/admin/roles/${staff.id}`)).statusCode).to.equal(204);
    expect(await menuRoles()).to.deep.equal({ Rota: [], Handbook: [kept.id], 'Crew room': [crew.id, kept.id] });

    expect((await admin.request('DELETE', '/api/v1/admin/roles', { ids: [crew.id] })).statusCode).to.equal(204);
    expect(await menuRoles()).to.deep.equal({ Rota: [], Handbook: [kept.id], 'Crew room': [kept.id] });
    expect((await MenuItem.findByPk(items[2].id))!.roles).to.deep.equal([kept.id]);

    // The appearance editor saves the menus back as it loaded them: no role id it would refuse is left.
    const { menus } = await admin.ok<{ menus: unknown[] }>('GET', '/api/v1/admin/appearance');
    expect((await admin.request('PUT', '/api/v1/admin/appearance', { menus })).statusCode).to.equal(200);
  });
});
