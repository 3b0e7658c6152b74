import { expect } from 'chai';
import { up as removeDuplicatedUserMenuItems } from '../../migrations/0006-user-menu-duplicates.ts';
import { up as addTagsToAdminSidebar } from '../../migrations/0017-admin-sidebar-tags.ts';
import { runSeeds } from '../../server/modules/install/seeds.ts';
import { Menu, MenuItem } from '../../server/modules/menus/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('user menu seed', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const authDropdown = async () => (await Menu.findOne({ where: { name: 'Auth dropdown' } }))!;
  const labels = async (menuId: number) => (await MenuItem.findAll({ where: { menu_id: menuId }, order: [['order', 'ASC']] })).map((item) => `${item.label} ${item.action}`);

  it('seeds only what the user menu does not link by itself, and seeding again adds nothing', async () => {
    const menu = await authDropdown();
    expect(await labels(menu.id)).to.deep.equal(['Dashboard /dashboard', 'Admin area /admin']);
    await runSeeds(['menus']);
    expect(await labels(menu.id)).to.deep.equal(['Dashboard /dashboard', 'Admin area /admin']);
  });

  it('removes the "Account settings" item earlier seeds added, keeps items an admin changed, and can run again', async () => {
    const menu = await authDropdown();
    // An install seeded before the fix, plus an item an admin pointed at the same page under another name.
    await MenuItem.bulkCreate([
      { menu_id: menu.id, label: 'Account settings', action: '/account-settings', type: 'route', icon: 'settings', order: 2 },
      { menu_id: menu.id, label: 'My profile', action: '/account-settings', type: 'route', order: 3 },
    ]);
    const sequelize = Menu.sequelize!;
    const context = { queryInterface: sequelize.getQueryInterface(), sequelize };
    await removeDuplicatedUserMenuItems({ context });
    await removeDuplicatedUserMenuItems({ context });
    expect(await labels(menu.id)).to.deep.equal(['Dashboard /dashboard', 'Admin area /admin', 'My profile /account-settings']);
  });

  it('adds the Tags screen after Pages to an admin sidebar seeded before it, once', async () => {
    const menu = (await Menu.findOne({ where: { name: 'Admin sidebar' } }))!;
    // The sidebar as older installs seeded it: no Tags item.
    await MenuItem.destroy({ where: { menu_id: menu.id, action: '/admin/tags' } });
    const sequelize = Menu.sequelize!;
    const context = { queryInterface: sequelize.getQueryInterface(), sequelize };
    await addTagsToAdminSidebar({ context });
    await addTagsToAdminSidebar({ context });
    const actions = (await labels(menu.id)).map((line) => line.split(' ').pop());
    expect(actions.filter((action) => action === '/admin/tags')).to.have.length(1);
    expect(actions.indexOf('/admin/tags')).to.equal(actions.indexOf('/admin/pages') + 1);
    expect(actions).to.include('/admin/files');
  });
});
