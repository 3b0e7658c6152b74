import { expect } from 'chai';
import type { ProductData } from '../../common/billing.ts';
import type { BootstrapData } from '../../common/types.ts';
import { Price, Product } from '../../server/modules/billing/models.ts';
import type { PlanSyncReport } from '../../server/modules/billing/plans-sync.ts';
import { cliEnv, runCliOk } from '../cli/helpers.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { withCsrf } from '../helpers/http.ts';
import { Customer, startBillingWorld, WEBHOOK_PATH, type BillingWorld } from './support.ts';

describe('Billing off (no Stripe keys)', function () {
  this.timeout(30_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.stop();
  });

  it('hides billing, answers 404 on its routes and lets every user build sites', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const bootstrap = await app.server.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { cookie } });
    const data = (bootstrap.result as { data: BootstrapData }).data;
    expect(data.settings.billing.enable).to.equal(false);
    expect(data.user!.subscriptions).to.deep.equal([]);
    for (const [method, url] of [
      ['GET', '/api/v1/account/usage'],
      ['POST', '/api/v1/billing/checkout'],
      ['POST', '/api/v1/billing/change-plan'],
      ['POST', '/api/v1/billing/portal'],
      ['GET', '/api/v1/billing/invoices'],
      ['POST', WEBHOOK_PATH],
    ] as const) {
      const response = await app.server.inject({ method, url, payload: {}, headers: withCsrf({ cookie }) });
      expect(response.statusCode, url).to.equal(404);
    }
    const created = await app.server.inject({ method: 'POST', url: '/api/v1/projects', payload: { name: 'Free for all' }, headers: withCsrf({ cookie }) });
    expect(created.statusCode, created.payload).to.equal(201);
  });
});

describe('Plans: admin API and sync to Stripe', function () {
  this.timeout(60_000);
  let world: BillingWorld;
  let admin: Customer;

  before(async () => {
    world = await startBillingWorld();
    admin = await Customer.create(world, { roles: ['admin'] });
  });
  after(async () => {
    await world.close();
  });

  it('creates, updates and deletes a plan with its prices and the permissions it grants; only admins may', async () => {
    const outsider = await Customer.create(world);
    expect((await outsider.request('GET', '/api/v1/admin/products')).statusCode).to.equal(403);

    const { product } = await admin.ok<{ product: ProductData }>('POST', '/api/v1/admin/products', {
      name: 'Agency',
      description: 'For studios.',
      feature_list: ['100 sites', 'Priority support'],
      prices: [
        { amount: 99, currency: 'usd', interval: 'month' },
        { amount: 950, currency: 'usd', interval: 'year' },
      ],
      permissions: [{ name: 'projects.create', restrictions: [{ name: 'count', value: 100 }] }],
    });
    expect(product.prices.map((p) => [p.amount, p.currency, p.interval])).to.deep.equal([
      [99, 'USD', 'month'],
      [950, 'USD', 'year'],
    ]);
    const detail = await admin.ok<{ permissions: { name: string; restrictions: { name: string; value: unknown }[] }[] }>('GET', `/api/v1/admin/products/${product.id}`);
    expect(detail.permissions.map(({ name, restrictions }) => ({ name, restrictions }))).to.deep.equal([{ name: 'projects.create', restrictions: [{ name: 'count', value: 100 }] }]);

    const duplicate = await admin.request('POST', '/api/v1/admin/products', { name: 'Agency' });
    expect(duplicate.statusCode).to.equal(422);
    expect(duplicate.result).to.deep.include({ errors: { name: 'A plan with this name already exists.' } });
    const badPrice = await admin.request('POST', '/api/v1/admin/products', { name: 'Broken', prices: [{ amount: -1, currency: 'usd', interval: 'week' }] });
    expect(badPrice.statusCode).to.equal(400);

    const updated = await admin.ok<{ product: ProductData }>('PUT', `/api/v1/admin/products/${product.id}`, { hidden: true, prices: [{ id: product.prices[0].id, amount: 109, currency: 'usd', interval: 'month' }] });
    expect(updated.product.hidden).to.equal(true);
    expect(updated.product.prices.map((p) => p.amount)).to.deep.equal([109]);
    const visible = (await admin.ok<{ products: ProductData[] }>('GET', '/api/v1/billing/products')).products;
    expect(visible.map((p) => p.name)).to.deep.equal(['Essentials', 'Starter', 'Premium', 'Ultimate']);

    expect((await admin.request('DELETE', `/api/v1/admin/products/${product.id}`)).statusCode).to.equal(204);
    expect(await Product.findByPk(product.id)).to.equal(null);
  });

  it('refuses to delete a plan someone subscribes to', async () => {
    const subscriber = await Customer.create(world);
    await subscriber.subscribe('Ultimate');
    const ultimate = (await Product.findOne({ where: { name: 'Ultimate' } }))!;
    const response = await admin.request('DELETE', `/api/v1/admin/products/${ultimate.id}`);
    expect(response.statusCode).to.equal(409);
    expect(response.result).to.include({ message: 'This plan has subscribers. Hide it instead of deleting it.' });
  });
});

describe('sitewright plans sync', function () {
  this.timeout(60_000);
  let world: BillingWorld;

  before(async () => {
    world = await startBillingWorld();
  });
  after(async () => {
    await world.close();
  });

  /** `sitewright plans sync --json` as an operator runs it against this install. */
  async function syncPlans(): Promise<PlanSyncReport[]> {
    const { config } = world.app;
    const result = await runCliOk(['plans', 'sync', '--json'], {
      cwd: makeTempDir(),
      env: cliEnv({
        DATABASE_URL: config.database.url,
        DATA_DIR: config.dataDir,
        APP_KEY: config.appKey,
        STRIPE_SECRET_KEY: world.stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: world.stripe.webhookSecret,
        STRIPE_API_BASE: world.stripe.url,
      }),
      timeoutMs: 60_000,
    });
    return (JSON.parse(result.stdout) as { plans: PlanSyncReport[] }).plans;
  }

  it('creates Products and Prices once, then replaces a Price whose amount changed and archives the old one', async () => {
    const first = await syncPlans();
    expect(first.map((p) => [p.name, p.action])).to.deep.equal([
      ['Essentials', 'created'],
      ['Starter', 'created'],
      ['Premium', 'created'],
      ['Ultimate', 'created'],
    ]);
    const premium = first.find((p) => p.name === 'Premium')!;
    const monthly = world.stripe.price(premium.prices[0].stripe_id)!;
    expect([monthly.unit_amount, monthly.currency, monthly.recurring?.interval, world.stripe.product(premium.stripe_id)!.name]).to.deep.equal([2900, 'usd', 'month', 'Premium']);

    const second = await syncPlans();
    expect(second.every((p) => p.action === 'unchanged' && p.prices.every((price) => price.action === 'unchanged'))).to.equal(true);

    const price = (await Price.findByPk(premium.prices[0].price_id))!;
    await price.update({ amount: 31 });
    const third = await syncPlans();
    const replaced = third.find((p) => p.name === 'Premium')!.prices[0];
    expect(replaced.action).to.equal('replaced');
    expect(replaced.archived).to.equal(monthly.id);
    expect(world.stripe.price(monthly.id)!.active).to.equal(false);
    expect(world.stripe.price(replaced.stripe_id)!.unit_amount).to.equal(3100);
    expect((await Price.findByPk(price.id))!.stripe_id).to.equal(replaced.stripe_id);
  });
});
