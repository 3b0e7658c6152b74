import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { DashboardData } from '../../common/admin-dashboard.ts';
import { Project } from '../../server/modules/projects/models.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { FileEntryModel } from '../../server/modules/uploads/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Customer, startBillingWorld, type BillingWorld } from '../billing/support.ts';
import { Caller, messageOf } from './support.ts';

const DAY = 24 * 3600 * 1000;
const dayKey = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

/** Moves a row's creation back in time, as if it had been made then. */
async function backdate(table: string, id: number, date: Date): Promise<void> {
  await User.sequelize!.query(`UPDATE ${table} SET created_at = :date WHERE id = :id`, { replacements: { date, id } });
}

function valueOn(series: { date: string; value: number }[], daysAgo: number): number | undefined {
  return series.find((point) => point.date === dayKey(daysAgo))?.value;
}

describe('Admin API: dashboard', function () {
  this.timeout(60_000);
  let app: TestApp;
  let admin: Caller;

  before(async () => {
    app = await startTestApp();
    admin = await Caller.create(app.server, { roles: ['admin'] });
    for (const daysAgo of [2, 2, 5, 40]) {
      const { user } = await createTestUser();
      await backdate('users', user.id, at(daysAgo));
    }
    let number = 0;
    const site = async (daysAgo: number, published: boolean) => {
      const project = await Project.create({ uuid: randomUUID(), user_id: admin.user.id, name: `Site ${daysAgo}`, slug: `site-${randomUUID().slice(0, 8)}`, published });
      await backdate('projects', project.id, at(daysAgo));
      return project;
    };
    const live = await site(3, true);
    await site(3, false);
    await site(20, false);
    const deploy = (project: Project, daysAgo: number, status: 'ready' | 'failed', target: 'prod' | 'draft' = 'prod') =>
      Deploy.create({ project_id: project.id, number: (number += 1), user_id: admin.user.id, source: 'project', status, target, message: null, finished_at: at(daysAgo) });
    // Published twice on one day, once the day before; a failed attempt and a draft do not count.
    await deploy(live, 1, 'ready');
    await deploy(live, 1, 'ready');
    await deploy(live, 2, 'ready');
    await deploy(live, 0, 'failed');
    await deploy(live, 0, 'ready', 'draft');
    const file = (size: number) => FileEntryModel.create({ name: 'a.png', file_name: randomUUID(), mime: 'image/png', extension: 'png', file_size: size, type: 'file', disk: 'uploads', user_id: admin.user.id });
    await file(1000);
    await (await file(500)).destroy();
  });
  after(() => app.stop());

  it('counts new users, sites created and sites published per day over the range, with totals', async () => {
    const data = await admin.ok<DashboardData>('GET', '/api/v1/admin/dashboard?range=7d');
    expect(data.range).to.deep.equal({ from: dayKey(6), to: dayKey(0) });
    expect(data.series.new_users.map((point) => point.date)).to.deep.equal([6, 5, 4, 3, 2, 1, 0].map(dayKey));
    expect(data.series.new_users.map((point) => point.value)).to.deep.equal([0, 1, 0, 0, 2, 0, 1]);
    expect(valueOn(data.series.sites_created, 3)).to.equal(2);
    expect(data.series.sites_created.reduce((sum, point) => sum + point.value, 0)).to.equal(2);
    expect(data.series.sites_published.map((point) => point.value)).to.deep.equal([0, 0, 0, 0, 1, 1, 0]);
    expect(data.totals).to.deep.equal({ users: 5, sites: 3, published_sites: 1, storage_bytes: 1500 });
    expect(data.series).to.not.have.property('revenue');
  });

  it('widens to 30, 90 or 365 days, or a range of dates', async () => {
    const month = await admin.ok<DashboardData>('GET', '/api/v1/admin/dashboard?range=30d');
    expect(month.series.sites_created).to.have.length(30);
    expect(valueOn(month.series.sites_created, 20)).to.equal(1);
    expect(month.series.new_users.reduce((sum, point) => sum + point.value, 0)).to.equal(4);
    const quarter = await admin.ok<DashboardData>('GET', '/api/v1/admin/dashboard?range=90d');
    expect(quarter.series.new_users.reduce((sum, point) => sum + point.value, 0)).to.equal(5);
    expect((await admin.ok<DashboardData>('GET', '/api/v1/admin/dashboard?range=365d')).series.new_users).to.have.length(365);
    const dates = await admin.ok<DashboardData>('GET', `/api/v1/admin/dashboard?from=${dayKey(5)}&to=${dayKey(2)}`);
    expect(dates.range).to.deep.equal({ from: dayKey(5), to: dayKey(2) });
    expect(dates.series.new_users.map((point) => point.value)).to.deep.equal([1, 0, 0, 2]);
  });

  it('refuses an unknown range and a backwards or too long one with 400', async () => {
    for (const query of ['range=14d', `from=${dayKey(3)}`, `range=7d&from=${dayKey(3)}&to=${dayKey(1)}`, 'from=2020-01-10&to=2020-01-01', 'from=2020-01-01&to=2024-01-01']) {
      const response = await admin.request('GET', `/api/v1/admin/dashboard?${query}`);
      expect(response.statusCode, query).to.equal(400);
    }
    expect(messageOf(await admin.request('GET', '/api/v1/admin/dashboard?from=2020-01-10&to=2020-01-01'))).to.equal('The range must start before it ends.');
  });
});

describe('Admin API: dashboard with billing on', function () {
  this.timeout(90_000);
  let world: BillingWorld;

  before(async () => {
    world = await startBillingWorld();
  });
  after(() => world.close());

  it('adds active subscriptions and monthly recurring revenue, trials not counted as revenue', async () => {
    const admin = await Customer.create(world, { roles: ['admin'] });
    await (await Customer.create(world)).subscribe('Starter');
    await (await Customer.create(world)).subscribe('Premium', 'year');
    const trial = await Customer.create(world);
    await trial.subscribe('Essentials');
    expect((await trial.usage()).current_plan?.is_trial).to.equal(true);

    const data = await admin.ok<DashboardData>('GET', '/api/v1/admin/dashboard?range=7d');
    // Starter is 12 a month; Premium yearly is 278.40, 23.20 a month.
    expect(data.totals).to.include({ active_subscriptions: 3, revenue: 35.2, revenue_currency: 'USD' });
    expect(data.series.revenue?.map((point) => point.value)).to.deep.equal([0, 0, 0, 0, 0, 0, 35.2]);
  });
});
