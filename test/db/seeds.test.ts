import { expect } from 'chai';
import { PERMISSIONS } from '../../common/constants.ts';
import { CONTENT_ITEMS_RESTRICTION, CONTENT_PERMISSION } from '../../common/collections.ts';
import { Price, Product } from '../../server/modules/billing/models.ts';
import { Permission, Role } from '../../server/modules/roles/models.ts';
import { runSeeds } from '../../server/modules/install/seeds.ts';
import { permissionsFor } from '../../server/modules/roles/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('seeds', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  async function counts() {
    const entries = await Promise.all(Object.entries(app.db.models).map(async ([name, model]) => [name, await (model as unknown as { count(): Promise<number> }).count()] as const));
    return Object.fromEntries(entries);
  }

  it('seeds on first boot and creates no duplicates when run again', async () => {
    const before = await counts();
    expect(before.Role).to.equal(3);
    expect(before.Theme).to.equal(2);
    expect(before.Product).to.equal(4);
    expect(before.Price).to.equal(8);
    expect(before.Localization).to.equal(1);
    await runSeeds();
    await runSeeds(['plans', 'menus']);
    expect(await counts()).to.deep.equal(before);
  });

  it('seeds the built-in roles: guest for visitors, users by default, admin with the admin permission', async () => {
    const roles = await Role.findAll({ order: [['id', 'ASC']] });
    const byName = Object.fromEntries(roles.map((r) => [r.name, r]));
    expect(byName.guest.guests).to.equal(true);
    expect(byName.users.default).to.equal(true);
    const granted = await permissionsFor('role', roles.map((r) => r.id));
    expect(granted.get(byName.admin.id)!.map((p) => p.name)).to.deep.equal([PERMISSIONS.admin]);
    expect(granted.get(byName.users.id)!.map((p) => p.name).sort()).to.deep.equal([PERMISSIONS.apiAccess, PERMISSIONS.projectsCreate]);
    const names = (await Permission.findAll()).map((p) => p.name).sort();
    expect(names).to.deep.equal(['admin', 'admin.access', 'ai.generate', 'api.access', 'content.items', 'projects.create', 'workspaces.members']);
  });

  it('seeds the plans with their site quotas, monthly and yearly prices and the Essentials trial', async () => {
    const products = await Product.findAll({ include: [{ model: Price, as: 'prices' }], order: [['position', 'ASC']] });
    expect(products.map((p) => p.name)).to.deep.equal(['Essentials', 'Starter', 'Premium', 'Ultimate']);
    expect(products[0].trial_period_days).to.equal(7);
    expect(products.slice(1).every((p) => p.trial_period_days === null)).to.equal(true);
    const quotas = await permissionsFor('product', products.map((p) => p.id));
    const siteCount = (name: string) => {
      const product = products.find((p) => p.name === name)!;
      return quotas.get(product.id)!.find((p) => p.name === PERMISSIONS.projectsCreate)!.restrictions.find((r) => r.name === 'count')!.value;
    };
    expect([siteCount('Starter'), siteCount('Premium'), siteCount('Ultimate')]).to.deep.equal([5, 20, 50]);
    // Seats per workspace the subscriber owns: members plus pending invites.
    const seats = (product: Product) => quotas.get(product.id)!.find((p) => p.name === 'workspaces.members')!.restrictions.find((r) => r.name === 'count')!.value;
    expect(products.map(seats)).to.deep.equal([1, 3, 10, 25]);
    // Blog posts and collection items per site; the largest plan has no cap.
    const items = (product: Product) => quotas.get(product.id)!.find((p) => p.name === CONTENT_PERMISSION)!.restrictions.find((r) => r.name === CONTENT_ITEMS_RESTRICTION)!.value;
    expect(products.map(items)).to.deep.equal([100, 1000, 10000, '']);
    for (const product of products) {
      const monthly = product.prices!.find((p) => p.interval === 'month')!;
      const yearly = product.prices!.find((p) => p.interval === 'year')!;
      expect(monthly.interval_count).to.equal(1);
      expect(yearly.amount).to.be.closeTo(monthly.amount * 12 * 0.8, 0.01);
    }
  });
});
