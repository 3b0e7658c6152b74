import { expect } from 'chai';
import { BILLING_MESSAGES, type ProductData } from '../../common/billing.ts';
import { Price, Subscription, WebhookEvent } from '../../server/modules/billing/models.ts';
import { WEBHOOK_MESSAGES } from '../../server/modules/billing/webhooks.ts';
import { Project } from '../../server/modules/projects/models.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { Customer, plan, startBillingWorld, WEBHOOK_PATH, type BillingWorld } from './support.ts';

// Billing against the real Stripe SDK and a loopback stand-in speaking Stripe's wire format. Our
// subscription rows change only through Stripe's signed webhooks (or by reading Stripe back after
// a change the user asked for); the return to the success page grants nothing.

describe('Billing: checkout, subscriptions and webhooks', function () {
  this.timeout(60_000);
  let world: BillingWorld;

  before(async () => {
    world = await startBillingWorld();
  });
  after(async () => {
    await world.close();
  });

  it('activates a plan only when Stripe says the checkout completed, and reuses one Stripe customer per user', async () => {
    const customer = await Customer.create(world);
    const refused = await customer.request('POST', '/api/v1/projects', { name: 'Before paying' });
    expect(refused.statusCode).to.equal(403);
    expect(refused.result).to.include({ message: BILLING_MESSAGES.subscriptionRequired });

    const sessionId = await customer.checkout('Premium');
    const session = world.stripe.session(sessionId)!;
    expect(session.mode).to.equal('subscription');
    expect(session.success_url).to.match(/\/billing\/success\?product=\d+&interval=month&count=1&session_id=\{CHECKOUT_SESSION_ID\}$/);
    const stripeCustomer = world.stripe.customer(String(session.customer))!;
    expect(stripeCustomer.email).to.equal(customer.user.email);

    // Paid on Stripe's page, but its webhooks have not arrived: nothing is granted yet.
    world.stripe.pauseWebhooks();
    await world.stripe.completeCheckout(sessionId);
    expect((await customer.usage()).current_plan).to.equal(null);
    expect((await customer.me()).autumn_subscription_active).to.equal(false);

    await world.stripe.flushWebhooks();
    const usage = await customer.usage();
    expect(usage.current_plan).to.include({ name: 'Premium', status: 'active', is_trial: false, ends_at: null });
    expect(new Date(usage.current_plan!.renews_at!).getTime()).to.be.greaterThan(Date.now() + 27 * 86_400_000);
    expect(usage.usage.find((u) => u.permission === 'projects.create')).to.include({ used: 0, allowed: 20 });
    const me = await customer.me();
    expect(me.autumn_subscription_active).to.equal(true);
    expect(me.subscriptions).to.have.length(1);
    expect(me.subscriptions[0].valid).to.equal(true);
    expect((await customer.request('POST', '/api/v1/projects', { name: 'Paid for' })).statusCode).to.equal(201);

    // A second checkout while subscribed is refused; the customer is never created twice.
    const again = await customer.request('POST', '/api/v1/billing/checkout', { product_id: (await plan(world, 'Starter')).id });
    expect(again.statusCode).to.equal(422);
    expect(world.stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/customers' && c.params.email === customer.user.email)).to.have.length(1);
  });

  it('offers the trial once per user', async () => {
    const customer = await Customer.create(world);
    const sessions = () => world.stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions' && c.params.client_reference_id === String(customer.user.id));
    const first = await customer.checkout('Essentials');
    expect(sessions()[0].params.subscription_data).to.deep.include({ trial_period_days: '7' });
    const subscriptionId = (await world.stripe.completeCheckout(first)).id;
    await world.stripe.flushWebhooks();
    const trial = (await customer.usage()).current_plan!;
    expect(trial).to.include({ name: 'Essentials', is_trial: true });
    expect(new Date(trial.trial_ends_at!).getTime()).to.be.closeTo(Date.now() + 7 * 86_400_000, 60_000);

    // The trial ends without a plan (cancelled at once); a new checkout of the same plan has no trial.
    await world.stripe.setStatus(subscriptionId, 'canceled');
    await world.stripe.flushWebhooks();
    expect((await customer.usage()).current_plan).to.equal(null);
    await customer.checkout('Essentials');
    expect(sessions()).to.have.length(2);
    expect(sessions()[1].params.subscription_data).to.not.have.property('trial_period_days');
  });

  it('upgrades at once and downgrades at the end of the period, refusing the same scheduled change twice', async () => {
    const customer = await Customer.create(world);
    const subscriptionId = await customer.subscribe('Starter');

    const upgrade = await customer.changePlan('Premium');
    expect(upgrade.statusCode, upgrade.payload).to.equal(200);
    expect((upgrade.result as { current_plan: { name: string } }).current_plan.name).to.equal('Premium');
    const premiumPrice = (await plan(world, 'Premium')).prices.find((p) => p.interval === 'month')!;
    expect(world.stripe.subscription(subscriptionId)!.items.data[0].price.id).to.equal((await Price.findByPk(premiumPrice.id))!.stripe_id);
    expect((await customer.usage()).usage.find((u) => u.permission === 'projects.create')!.allowed).to.equal(20);

    const downgrade = await customer.changePlan('Starter');
    expect(downgrade.statusCode, downgrade.payload).to.equal(200);
    const scheduled = (await customer.usage()).current_plan!;
    expect(scheduled.name).to.equal('Premium');
    expect(scheduled.scheduled_changes).to.have.length(1);
    expect(scheduled.scheduled_changes[0]).to.include({ product_id: (await plan(world, 'Starter')).id, product_name: 'Starter' });
    expect(scheduled.scheduled_changes[0].starts_at).to.equal(scheduled.renews_at);

    const twice = await customer.changePlan('Starter');
    expect(twice.statusCode).to.equal(422);
    expect(twice.result).to.include({ message: 'You already have a scheduled change to this plan.' });

    // The period ends: Stripe applies the schedule's next phase and says so by webhook.
    await world.stripe.advancePeriod(subscriptionId);
    await world.stripe.flushWebhooks();
    const after = (await customer.usage()).current_plan!;
    expect(after.name).to.equal('Starter');
    expect(after.scheduled_changes).to.deep.equal([]);
    expect((await customer.usage()).usage.find((u) => u.permission === 'projects.create')!.allowed).to.equal(5);
  });

  it('stops showing a scheduled change once its date has passed or it runs, even before Stripe says so', async () => {
    const customer = await Customer.create(world);
    const row = (await Subscription.findOne({ where: { gateway_id: await customer.subscribe('Premium') } }))!;
    const starter = (await plan(world, 'Starter')).prices.find((p) => p.interval === 'month')!;
    const scheduledChanges = async () => (await customer.usage()).current_plan!.scheduled_changes;

    // A downgrade as the row keeps it until Stripe's webhook for the period end arrives.
    await row.update({ scheduled_price_id: starter.id, scheduled_at: new Date(Date.now() + 86_400_000) });
    expect(await scheduledChanges()).to.have.length(1);
    // The webhook is late: the change's date has passed.
    await row.update({ scheduled_at: new Date(Date.now() - 60_000) });
    expect(await scheduledChanges()).to.deep.equal([]);
    // The row already runs on the plan the change names.
    await row.update({ scheduled_at: new Date(Date.now() + 86_400_000), price_id: starter.id });
    expect(await scheduledChanges()).to.deep.equal([]);
  });

  it('cancels at the period end, resumes before it, and keeps every site after the plan lapses', async () => {
    const customer = await Customer.create(world);
    const subscriptionId = await customer.subscribe('Starter');
    const site = await customer.ok<{ project: { id: number } }>('POST', '/api/v1/projects', { name: 'Corner shop' });

    const cancelled = await customer.ok<{ current_plan: { status: string; renews_at: string | null; ends_at: string | null } }>('POST', '/api/v1/billing/cancel');
    expect(cancelled.current_plan.status).to.equal('cancelled');
    expect(cancelled.current_plan.renews_at).to.equal(null);
    expect(cancelled.current_plan.ends_at).to.be.a('string');
    expect(world.stripe.subscription(subscriptionId)!.cancel_at_period_end).to.equal(true);
    // Still the user's plan until it ends.
    expect((await customer.me()).autumn_subscription_active).to.equal(true);

    const resumed = await customer.ok<{ current_plan: { status: string; renews_at: string | null } }>('POST', '/api/v1/billing/resume');
    expect(resumed.current_plan.status).to.equal('active');
    expect(resumed.current_plan.renews_at).to.be.a('string');
    expect(world.stripe.subscription(subscriptionId)!.cancel_at_period_end).to.equal(false);

    await customer.ok('POST', '/api/v1/billing/cancel');
    await world.stripe.advancePeriod(subscriptionId);
    await world.stripe.flushWebhooks();
    expect(world.stripe.subscription(subscriptionId)!.status).to.equal('canceled');
    expect((await customer.me()).autumn_subscription_active).to.equal(false);
    expect((await customer.usage()).current_plan).to.equal(null);

    // Lapsed: the sites stay readable; changes and publishing name the plan that would allow them.
    const list = await customer.request('GET', '/api/v1/projects');
    expect(list.statusCode).to.equal(200);
    expect(await Project.count({ where: { user_id: customer.user.id } })).to.equal(1);
    expect((await customer.request('GET', `/api/v1/projects/${site.project.id}`)).statusCode).to.equal(200);
    const lapsed = BILLING_MESSAGES.lapsed('Starter');
    for (const [method, url] of [
      ['POST', '/api/v1/projects'],
      ['POST', `/api/v1/projects/${site.project.id}/deploys`],
    ] as const) {
      const response = await customer.request(method, url, { name: 'x' });
      expect(response.statusCode, url).to.equal(403);
      expect(response.result, url).to.include({ message: lapsed });
    }
  });

  it('mails the user when a renewal payment fails', async () => {
    const customer = await Customer.create(world);
    const subscriptionId = await customer.subscribe('Premium');
    await world.stripe.failPayment(subscriptionId);
    await world.stripe.flushWebhooks();
    const mail = await world.mail.take((m) => m.to.includes(customer.user.email) && m.subject === 'Your payment did not go through');
    expect(mail.text).to.include('Premium');
    expect(mail.text).to.include('$29');
    expect(mail.text).to.include('/billing');
    // Stripe retries the payment: the plan stays on meanwhile.
    expect((await customer.me()).autumn_subscription_active).to.equal(true);
  });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const customer = await Customer.create(world);
    const subscriptionId = await customer.subscribe('Starter');
    await world.stripe.setStatus(subscriptionId, 'canceled', { emit: false });
    const event = world.stripe.buildEvent('customer.subscription.deleted', world.stripe.subscription(subscriptionId)!);
    const before = await WebhookEvent.count();

    for (const options of [{ secret: 'whsec_forged' }, { timestamp: Math.floor(Date.now() / 1000) - 301 }]) {
      const { body, header } = world.stripe.signedPayload(event, options);
      const response = await world.app.server.inject({ method: 'POST', url: WEBHOOK_PATH, payload: body, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
      expect(response.statusCode).to.equal(400);
      expect(response.result).to.include({ message: WEBHOOK_MESSAGES.badSignature });
    }
    const unsigned = await world.app.server.inject({ method: 'POST', url: WEBHOOK_PATH, payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).to.equal(400);
    expect(await WebhookEvent.count()).to.equal(before);
    expect((await customer.me()).autumn_subscription_active).to.equal(true);

    // The same event correctly signed is taken.
    expect((await world.stripe.deliver(event)).status).to.equal(200);
    expect((await customer.me()).autumn_subscription_active).to.equal(false);
  });

  it('processes an event delivered twice once', async () => {
    const customer = await Customer.create(world);
    const subscriptionId = await customer.subscribe('Starter');
    world.stripe.pauseWebhooks();
    await world.stripe.failPayment(subscriptionId);
    const failed = world.stripe.events.filter((e) => e.type === 'invoice.payment_failed').at(-1)!;
    await world.stripe.flushWebhooks();
    const redelivery = await world.stripe.deliver(failed);
    expect(redelivery.status).to.equal(200);
    expect(JSON.parse(redelivery.body)).to.include({ duplicate: true });
    expect(await WebhookEvent.count({ where: { event_id: failed.id } })).to.equal(1);
    await world.mail.take((m) => m.to.includes(customer.user.email) && m.subject === 'Your payment did not go through');
    // The plan's activation is a notification e-mail of its own (server/modules/notifications/).
    await world.mail.take((m) => m.to.includes(customer.user.email) && m.subject === 'Your Starter plan is active');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(world.mail.pending().filter((m) => m.to.includes(customer.user.email))).to.have.length(0);
  });

  it('ends in Stripe’s current state whatever order the events arrive in', async () => {
    const customer = await Customer.create(world);
    world.stripe.pauseWebhooks();
    const subscription = await world.stripe.completeCheckout(await customer.checkout('Starter'));
    await world.stripe.setStatus(subscription.id, 'canceled');
    // Newest first: "deleted" arrives before "created" and "checkout.session.completed".
    const deliveries = await world.stripe.flushWebhooks({ reverse: true });
    expect(deliveries.map((d) => d.event.type)[0]).to.equal('customer.subscription.deleted');
    expect(deliveries.every((d) => d.status === 200)).to.equal(true);
    const row = await Subscription.findOne({ where: { gateway_id: subscription.id } });
    expect(row!.gateway_status).to.equal('canceled');
    expect((await customer.me()).autumn_subscription_active).to.equal(false);
  });

  it('counts sites against the plan and refuses one too many with the plan’s message', async () => {
    const customer = await Customer.create(world);
    await customer.subscribe('Premium');
    for (let i = 0; i < 19; i++) await createProject(customer.user, { name: `Site ${i + 1}`, workspaceId: 0 });
    expect((await customer.request('POST', '/api/v1/projects', { name: 'Site 20' })).statusCode).to.equal(201);
    const refused = await customer.request('POST', '/api/v1/projects', { name: 'Site 21' });
    expect(refused.statusCode).to.equal(403);
    expect(refused.result).to.include({ message: 'Your Premium plan allows 20 sites. Upgrade your plan to create more.' });
    expect((await customer.usage()).usage.find((u) => u.permission === 'projects.create')).to.include({ used: 20, allowed: 20 });
  });

  it('starts a free plan at once, without Stripe, and leaves it through a checkout for a paid one', async () => {
    const admin = await Customer.create(world, { roles: ['admin'] });
    const { product: hobby } = await admin.ok<{ product: ProductData }>('POST', '/api/v1/admin/products', {
      name: 'Hobby',
      free: true,
      prices: [{ amount: 0, currency: 'usd', interval: 'month' }],
      permissions: [{ name: 'projects.create', restrictions: [{ name: 'count', value: 1 }] }],
    });
    const customer = await Customer.create(world);
    const callsBefore = world.stripe.calls.length;
    const answer = await customer.ok('POST', '/api/v1/billing/checkout', { product_id: hobby.id, price_id: hobby.prices[0].id });
    expect(answer).to.deep.equal({ url: null });
    expect(world.stripe.calls.length).to.equal(callsBefore);
    expect((await customer.usage()).current_plan).to.include({ name: 'Hobby', status: 'active' });
    expect((await customer.usage()).usage.find((u) => u.permission === 'projects.create')!.allowed).to.equal(1);
    expect((await customer.request('POST', '/api/v1/billing/cancel')).statusCode).to.equal(422);

    const change = await customer.changePlan('Starter');
    expect(change.statusCode, change.payload).to.equal(200);
    const redirect = (change.result as { redirect_url: string }).redirect_url;
    expect(redirect.startsWith(`${world.stripe.url}/pay/`)).to.equal(true);
    await world.stripe.completeCheckout(redirect.split('/pay/')[1]);
    await world.stripe.flushWebhooks();
    expect((await customer.usage()).current_plan!.name).to.equal('Starter');
    const me = await customer.me();
    expect(me.subscriptions.map((s) => s.valid)).to.deep.equal([true, false]);
  });

  it('lists invoices with their hosted links and opens the billing portal', async () => {
    const customer = await Customer.create(world);
    await customer.subscribe('Premium');
    const { invoices } = await customer.ok<{ invoices: { amount_paid: number; currency: string; hosted_invoice_url: string; invoice_pdf: string }[] }>('GET', '/api/v1/billing/invoices');
    expect(invoices).to.have.length(1);
    expect(invoices[0]).to.include({ amount_paid: 29, currency: 'USD' });
    expect(invoices[0].hosted_invoice_url.startsWith(world.stripe.url)).to.equal(true);
    expect((await fetch(invoices[0].invoice_pdf)).headers.get('content-type')).to.match(/application\/pdf/);
    const portal = await customer.ok<{ redirect_url: string }>('POST', '/api/v1/billing/portal', { return_url: '/billing' });
    expect(portal.redirect_url.startsWith(`${world.stripe.url}/portal/`)).to.equal(true);
  });
});
