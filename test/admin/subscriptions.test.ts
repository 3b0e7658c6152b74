import { expect } from 'chai';
import type { ProductData } from '../../common/billing.ts';
import type { PlanSyncReport } from '../../server/modules/billing/plans-sync.ts';
import type { AdminSubscriptionData } from '../../server/modules/billing/subscriptions-admin.ts';
import { Product, Subscription } from '../../server/modules/billing/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Customer, plan, startBillingWorld, type BillingWorld } from '../billing/support.ts';
import { Caller, listUrl, messageOf } from './support.ts';

const DAY = 24 * 3600 * 1000;

describe('Admin API: subscriptions and plan sync', function () {
  this.timeout(90_000);
  let world: BillingWorld;
  let admin: Customer;

  before(async () => {
    world = await startBillingWorld();
    admin = await Customer.create(world, { roles: ['admin'] });
  });
  after(() => world.close());

  async function list(query: Record<string, unknown> = {}): Promise<AdminSubscriptionData[]> {
    return (await admin.ok<{ pagination: { data: AdminSubscriptionData[] } }>('GET', listUrl('/api/v1/admin/subscriptions', query))).pagination.data;
  }

  async function subscriber(planName: string): Promise<{ customer: Customer; stripeId: string; row: AdminSubscriptionData }> {
    const customer = await Customer.create(world);
    const stripeId = await customer.subscribe(planName);
    const row = (await list({ query: customer.user.email })).find((r) => r.gateway_id === stripeId)!;
    expect(row, stripeId).to.not.equal(undefined);
    return { customer, stripeId, row };
  }

  it('syncs the plans to Stripe from the admin area', async () => {
    const { plans } = await admin.ok<{ plans: PlanSyncReport[] }>('POST', '/api/v1/admin/products/sync');
    expect(plans.map((p) => p.name)).to.include.members(['Essentials', 'Starter', 'Premium', 'Ultimate']);
    for (const report of plans) expect(world.stripe.product(report.stripe_id)?.name).to.equal(report.name);
    const again = await admin.ok<{ plans: PlanSyncReport[] }>('POST', '/api/v1/admin/products/sync');
    expect(again.plans.every((p) => p.action === 'unchanged' && p.prices.every((price) => price.action === 'unchanged'))).to.equal(true);
  });

  it('lists subscriptions with the subscriber and the plan, searched and filtered', async () => {
    const { customer, row } = await subscriber('Starter');
    const starter = await plan(world, 'Starter');
    expect(row).to.deep.include({ user: { id: customer.user.id, email: customer.user.email, display_name: customer.user.email.split('@')[0] }, product: { id: starter.id, name: 'Starter' } });
    expect(row).to.include({ status: 'active', valid: true, gateway_name: 'stripe', cancel_at_period_end: false, ends_at: null });
    expect(row.price).to.include({ amount: 12, currency: 'USD', interval: 'month' });
    expect(row.renews_at).to.be.a('string');

    await subscriber('Premium');
    const premium = await plan(world, 'Premium');
    const byPlan = await list({ filters: [{ key: 'product_id', value: premium.id }] });
    expect(byPlan.length).to.be.greaterThan(0);
    expect(byPlan.every((r) => r.product?.name === 'Premium')).to.equal(true);
    expect((await list({ filters: [{ key: 'status', value: 'canceled' }] })).every((r) => r.status === 'canceled')).to.equal(true);
    const bad = await admin.request('GET', listUrl('/api/v1/admin/subscriptions', { filters: [{ key: 'email', value: 'x' }] }));
    expect(bad.statusCode).to.equal(400);
  });

  it('cancels at the end of the period through Stripe, and refuses to cancel twice', async () => {
    const { customer, stripeId, row } = await subscriber('Starter');
    const { subscription } = await admin.ok<{ subscription: AdminSubscriptionData }>('POST', `/api/v1/admin/subscriptions/${row.id}/cancel`, {});
    expect(subscription).to.include({ status: 'active', valid: true, cancel_at_period_end: true, renews_at: null, ends_at: row.renews_at });
    expect(world.stripe.subscription(stripeId)?.cancel_at_period_end).to.equal(true);
    expect((await customer.usage()).current_plan).to.include({ status: 'cancelled' });
    const twice = await admin.request('POST', `/api/v1/admin/subscriptions/${row.id}/cancel`, {});
    expect(twice.statusCode).to.equal(422);
  });

  it('cancels at once: the plan ends now, in Stripe too', async () => {
    const { customer, stripeId, row } = await subscriber('Premium');
    const { subscription } = await admin.ok<{ subscription: AdminSubscriptionData }>('POST', `/api/v1/admin/subscriptions/${row.id}/cancel`, { immediately: true });
    expect(subscription).to.include({ status: 'canceled', valid: false });
    expect(world.stripe.subscription(stripeId)?.status).to.equal('canceled');
    expect((await customer.me()).autumn_subscription_active).to.equal(false);
    const ended = await admin.request('POST', `/api/v1/admin/subscriptions/${row.id}/extend`, { ends_at: new Date(Date.now() + 90 * DAY).toISOString() });
    expect(ended.statusCode).to.equal(422);
    expect(messageOf(ended)).to.equal('This subscription has already ended.');
  });

  it('extends a paid subscription as free time in Stripe: the next charge moves, nothing is prorated', async () => {
    const { customer, stripeId, row } = await subscriber('Starter');
    const invoicesBefore = world.stripe.events.filter((event) => event.type === 'invoice.paid').length;
    const endsAt = new Date(new Date(row.renews_at!).getTime() + 30 * DAY);
    endsAt.setUTCMilliseconds(0);
    const { subscription } = await admin.ok<{ subscription: AdminSubscriptionData }>('POST', `/api/v1/admin/subscriptions/${row.id}/extend`, { ends_at: endsAt.toISOString() });
    expect(subscription).to.include({ renews_at: endsAt.toISOString(), status: 'trialing', valid: true, ends_at: null });
    const remote = world.stripe.subscription(stripeId)!;
    expect(remote.trial_end).to.equal(endsAt.getTime() / 1000);
    expect(remote.items.data[0].current_period_end).to.equal(endsAt.getTime() / 1000);
    const update = world.stripe.calls.filter((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${stripeId}`).at(-1)!;
    expect(update.params).to.include({ proration_behavior: 'none', trial_end: String(endsAt.getTime() / 1000) });
    await world.stripe.flushWebhooks();
    expect(world.stripe.events.filter((event) => event.type === 'invoice.paid').length).to.equal(invoicesBefore);
    expect((await customer.me()).autumn_subscription_active).to.equal(true);
    expect((await Subscription.findByPk(row.id))!.renews_at!.toISOString()).to.equal(endsAt.toISOString());
  });

  it('extends a cancelled subscription: it ends later', async () => {
    const { row } = await subscriber('Starter');
    await admin.ok('POST', `/api/v1/admin/subscriptions/${row.id}/cancel`, {});
    const endsAt = new Date(new Date(row.renews_at!).getTime() + 10 * DAY);
    endsAt.setUTCMilliseconds(0);
    const { subscription } = await admin.ok<{ subscription: AdminSubscriptionData }>('POST', `/api/v1/admin/subscriptions/${row.id}/extend`, { ends_at: endsAt.toISOString() });
    expect(subscription).to.include({ ends_at: endsAt.toISOString(), cancel_at_period_end: true, valid: true });
  });

  it('refuses an extension into the past, before the current end, or too far ahead', async () => {
    const { row } = await subscriber('Starter');
    const cases: [string, string][] = [
      [new Date(Date.now() - DAY).toISOString(), 'The new end must be in the future.'],
      [new Date(new Date(row.renews_at!).getTime() - DAY).toISOString(), 'The new end must be after the current one.'],
      [new Date(Date.now() + 800 * DAY).toISOString(), 'A subscription can be extended by two years at most.'],
    ];
    for (const [endsAt, message] of cases) {
      const response = await admin.request('POST', `/api/v1/admin/subscriptions/${row.id}/extend`, { ends_at: endsAt });
      expect(response.statusCode, endsAt).to.equal(422);
      expect(messageOf(response)).to.equal(message);
    }
    expect((await admin.request('POST', `/api/v1/admin/subscriptions/${row.id}/extend`, { ends_at: 'soon' })).statusCode).to.equal(400);
    expect((await admin.request('POST', '/api/v1/admin/subscriptions/999999/cancel', {})).statusCode).to.equal(404);
  });

  it('cancels a free plan at once, without Stripe, and will not extend a plan that never ends', async () => {
    const { product: hobby } = await admin.ok<{ product: ProductData }>('POST', '/api/v1/admin/products', {
      name: 'Hobby',
      free: true,
      prices: [{ amount: 0, currency: 'usd', interval: 'month' }],
    });
    const customer = await Customer.create(world);
    await customer.ok('POST', '/api/v1/billing/checkout', { product_id: hobby.id, price_id: hobby.prices[0].id });
    const row = (await list({ filters: [{ key: 'product_id', value: hobby.id }] }))[0];
    expect(row).to.include({ gateway_name: 'none', status: 'active', valid: true });
    const never = await admin.request('POST', `/api/v1/admin/subscriptions/${row.id}/extend`, { ends_at: new Date(Date.now() + 30 * DAY).toISOString() });
    expect(never.statusCode).to.equal(422);
    expect(messageOf(never)).to.equal("This plan doesn't end: there is nothing to extend.");
    const calls = world.stripe.calls.length;
    const { subscription } = await admin.ok<{ subscription: AdminSubscriptionData }>('POST', `/api/v1/admin/subscriptions/${row.id}/cancel`, {});
    expect(subscription).to.include({ status: 'canceled', valid: false });
    expect(world.stripe.calls.length).to.equal(calls);
  });
});

describe('Admin API: subscriptions with Stripe not configured', function () {
  this.timeout(30_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  it('still lists subscriptions, but refuses to sync plans or change a paid subscription (409)', async () => {
    const admin = await Caller.create(app.server, { roles: ['admin'] });
    const product = await Product.findOne({ where: { name: 'Starter' } });
    const row = await Subscription.create({ user_id: admin.user.id, product_id: product!.id, price_id: null, gateway_id: 'sub_left_behind', gateway_status: 'active', renews_at: new Date(Date.now() + 10 * DAY) });
    const page = await admin.list<AdminSubscriptionData>('/api/v1/admin/subscriptions');
    expect(page.data.map((r) => r.gateway_id)).to.deep.equal(['sub_left_behind']);
    const sync = await admin.request('POST', '/api/v1/admin/products/sync');
    expect(sync.statusCode).to.equal(409);
    expect(messageOf(sync)).to.equal('Stripe is not configured: set the Stripe keys first.');
    expect((await admin.request('POST', `/api/v1/admin/subscriptions/${row.id}/cancel`, {})).statusCode).to.equal(409);
  });
});
