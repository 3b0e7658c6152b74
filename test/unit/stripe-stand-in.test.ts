import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Stripe from 'stripe';
import { createStripeStandIn, parseForm, type StripeStandIn } from '../helpers/stripe-server.ts';

// The Stripe stand-in exercised through the real SDK, with a small webhook receiver playing the app:
// it verifies each delivery with stripe.webhooks.constructEvent, as the app must.

interface Received {
  event: Stripe.Event;
  header: string;
}

describe('Stripe stand-in (test/helpers/stripe-server.ts)', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let receiver: Server;
  let received: Received[];
  /** What the "app" does with a verified event before answering, like a real handler calling Stripe back. */
  let onEvent: ((event: Stripe.Event) => Promise<void>) | null;

  before(async () => {
    standIn = await createStripeStandIn();
    // No retries: a refused request must surface at once in these tests.
    stripe = new Stripe(standIn.secretKey, { ...standIn.stripeOptions, maxNetworkRetries: 0 });
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const header = String(req.headers['stripe-signature'] ?? '');
        try {
          const event = stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), header, standIn.webhookSecret);
          received.push({ event, header });
          await onEvent?.(event);
          res.writeHead(200).end('{"received":true}');
        } catch (error) {
          res.writeHead(400).end((error as Error).message);
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    standIn.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`);
  });

  beforeEach(() => {
    standIn.reset();
    received = [];
    onEvent = null;
  });

  after(async () => {
    await standIn.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  async function plan(amount = 1200, interval: 'month' | 'year' = 'month') {
    const product = await stripe.products.create({ name: `Pro ${interval}`, metadata: { plan: 'pro' } });
    const price = await stripe.prices.create({ product: product.id, unit_amount: amount, currency: 'usd', recurring: { interval, interval_count: 1 } });
    return { product, price };
  }

  async function subscribed(options: { trialDays?: number; amount?: number } = {}) {
    const { product, price } = await plan(options.amount);
    const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { user_id: '4' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/billing/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing',
      ...(options.trialDays ? { subscription_data: { trial_period_days: options.trialDays } } : {}),
    });
    const subscription = await standIn.completeCheckout(session.id);
    received = [];
    return { product, price, customer, session, subscription };
  }

  async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
    try {
      await promise;
    } catch (error) {
      return error as Stripe.errors.StripeError;
    }
    throw new Error('expected the request to be refused');
  }

  it('parses bracket notation into nested objects and arrays', () => {
    expect(parseForm('line_items[0][price]=price_1&line_items[0][quantity]=2&metadata[user_id]=4&expand[]=subscription&expand[]=customer&phases[1][items][0][price]=p%202+x')).to.deep.equal({
      line_items: [{ price: 'price_1', quantity: '2' }],
      metadata: { user_id: '4' },
      expand: ['subscription', 'customer'],
      phases: [{ items: [{ price: 'p 2 x' }] }],
    });
    expect(parseForm('metadata[0]=a')).to.deep.equal({ metadata: { 0: 'a' } });
  });

  it('refuses a wrong API key like Stripe, and records every call', async () => {
    const intruder = new Stripe('sk_test_wrongwrongwrong1234', { ...standIn.stripeOptions, maxNetworkRetries: 0 });
    const error = await rejection(intruder.customers.create({ email: 'x@example.com' }));
    expect(error).to.be.instanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).to.equal(401);
    expect(error.message).to.match(/^Invalid API Key provided: sk_test_\*+1234$/);
    expect(standIn.calls.at(-1)).to.include({ method: 'POST', path: '/v1/customers', status: 401 });
  });

  it('creates, reads and updates customers, merging and unsetting metadata', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { user_id: '4', team: 'a' } });
    expect(customer.id).to.match(/^cus_/);
    expect(customer).to.include({ object: 'customer', email: 'ada@example.com', livemode: false });
    const updated = await stripe.customers.update(customer.id, { name: 'Ada L.', metadata: { team: '', plan: 'pro' } });
    expect(updated.metadata).to.deep.equal({ user_id: '4', plan: 'pro' });
    const fetched = await stripe.customers.retrieve(customer.id);
    expect(fetched).to.deep.include({ name: 'Ada L.', email: 'ada@example.com' });
    expect(standIn.calls.find((call) => call.method === 'POST' && call.path === '/v1/customers')?.params).to.deep.equal({ email: 'ada@example.com', name: 'Ada', metadata: { user_id: '4', team: 'a' } });
    expect(standIn.customer(customer.id)?.name).to.equal('Ada L.');
  });

  it('creates, updates, reads and lists products', async () => {
    const product = await stripe.products.create({ name: 'Pro', description: 'For teams', metadata: { sitewright_uuid: 'u-1' } });
    const other = await stripe.products.create({ name: 'Legacy', active: true });
    expect(product).to.include({ object: 'product', name: 'Pro', description: 'For teams', active: true });
    await stripe.products.update(other.id, { active: false });
    expect((await stripe.products.retrieve(other.id)).active).to.equal(false);
    const active = await stripe.products.list({ active: true });
    expect(active).to.include({ object: 'list', has_more: false, url: '/v1/products' });
    expect(active.data.map((p) => p.id)).to.deep.equal([product.id]);
    const all = await stripe.products.list({ limit: 1 });
    expect(all.data.map((p) => p.id)).to.deep.equal([other.id]);
    expect(all.has_more).to.equal(true);
    const everything: string[] = [];
    for await (const p of stripe.products.list({ limit: 1 })) everything.push(p.id);
    expect(everything).to.deep.equal([other.id, product.id]);
  });

  it('creates, reads, lists and updates prices, which are immutable in amount', async () => {
    const { product, price } = await plan(1900);
    expect(price).to.deep.include({ object: 'price', unit_amount: 1900, currency: 'usd', type: 'recurring', product: product.id, active: true });
    expect(price.recurring).to.include({ interval: 'month', interval_count: 1 });
    expect(String(price.unit_amount_decimal)).to.equal('1900');
    const keyed = await stripe.prices.create({ product: product.id, unit_amount: 19000, currency: 'usd', recurring: { interval: 'year' }, lookup_key: 'pro_yearly' });
    const clash = await rejection(stripe.prices.create({ product: product.id, unit_amount: 1, currency: 'usd', lookup_key: 'pro_yearly' }));
    expect(clash.message).to.equal(`A price (\`${keyed.id}\`) already uses that lookup key.`);
    const amountChange = await rejection(stripe.rawRequest('POST', `/v1/prices/${price.id}`, { unit_amount: 2500 }));
    expect(amountChange).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(amountChange).to.include({ statusCode: 400, message: 'Received unknown parameter: unit_amount', param: 'unit_amount' });
    const retired = await stripe.prices.update(price.id, { active: false, metadata: { retired: 'yes' }, lookup_key: 'pro_old' });
    expect(retired).to.deep.include({ active: false, lookup_key: 'pro_old', unit_amount: 1900 });
    expect((await stripe.prices.retrieve(price.id)).metadata).to.deep.equal({ retired: 'yes' });
    expect((await stripe.prices.list({ product: product.id, active: true })).data.map((p) => p.id)).to.deep.equal([keyed.id]);
    expect((await stripe.prices.list({ product: product.id })).data).to.have.length(2);
    const badInteger = await rejection(stripe.rawRequest('POST', '/v1/prices', { product: product.id, unit_amount: 12.5, currency: 'usd' }));
    expect(badInteger).to.include({ statusCode: 400, message: 'Invalid integer: 12.5' });
  });

  it('answers resource_missing for unknown ids and a clear 404 for unknown URLs', async () => {
    const error = await rejection(stripe.subscriptions.retrieve('sub_x'));
    expect(error).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).to.include({ statusCode: 404, code: 'resource_missing', message: "No such subscription: 'sub_x'", param: 'id' });
    const unknown = await rejection(stripe.rawRequest('GET', '/v1/nothing_here'));
    expect(unknown.statusCode).to.equal(404);
    expect(unknown.message).to.match(/^Unrecognized request URL \(GET: \/v1\/nothing_here\)/);
  });

  it('honours Idempotency-Key: same key and parameters replay the stored answer, other parameters are refused', async () => {
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'signup-1' });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'signup-1' });
    expect(again.id).to.equal(first.id);
    expect(standIn.calls.filter((call) => call.idempotencyKey === 'signup-1').map((call) => call.replayed ?? false)).to.deep.equal([false, true]);
    const other = await rejection(stripe.customers.create({ email: 'twice@example.com' }, { idempotencyKey: 'signup-1' }));
    expect(other).to.be.instanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('runs the hosted checkout: page, submit, webhooks in order, redirect to success_url', async () => {
    const { product, price } = await plan(1200);
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: '4',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/billing/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing',
      metadata: { user_id: '4' },
      subscription_data: { trial_period_days: 7, metadata: { user_id: '4' } },
    });
    expect(session).to.deep.include({ object: 'checkout.session', status: 'open', mode: 'subscription', client_reference_id: '4', subscription: null, url: `${standIn.url}/pay/${session.id}` });
    expect(session.id).to.match(/^cs_test_/);

    const pageResponse = await fetch(session.url!);
    const html = await pageResponse.text();
    expect(html).to.contain('<title>Stripe Checkout stand-in</title>').and.contain(product.name).and.contain('$12.00').and.contain('<button type="submit">Subscribe</button>');

    const submitted = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
    expect(submitted.status).to.equal(303);
    expect(submitted.headers.get('location')).to.equal(`http://app.test/billing/done?session=${session.id}`);
    expect(received.map(({ event }) => event.type)).to.deep.equal(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(standIn.deliveries.map((delivery) => delivery.status)).to.deep.equal([200, 200, 200]);
    const completed = received[0].event as Stripe.CheckoutSessionCompletedEvent;
    expect(completed).to.include({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1 });
    expect(completed.id).to.match(/^evt_/);
    expect(completed.request).to.deep.equal({ id: null, idempotency_key: null });
    expect(completed.data.object).to.include({ status: 'complete', customer: customer.id, client_reference_id: '4', payment_status: 'no_payment_required' });

    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const subscription = expanded.subscription as Stripe.Subscription;
    expect(subscription).to.include({ object: 'subscription', status: 'trialing', customer: customer.id, cancel_at_period_end: false, schedule: null });
    expect(subscription.metadata).to.deep.equal({ user_id: '4' });
    expect(subscription.trial_end! - subscription.trial_start!).to.equal(7 * 86_400);
    const item = subscription.items.data[0];
    expect(item.id).to.match(/^si_/);
    expect(item.price.id).to.equal(price.id);
    expect(item.current_period_end).to.equal(subscription.trial_end);

    // The same expansion through a raw query string, `expand[]=` style.
    const raw = await fetch(`${standIn.url}/v1/checkout/sessions/${session.id}?expand[]=subscription`, { headers: { Authorization: `Bearer ${standIn.secretKey}` } });
    expect(((await raw.json()) as { subscription: { id: string } }).subscription.id).to.equal(subscription.id);

    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).to.have.length(1);
    expect(invoices.data[0]).to.deep.include({ status: 'paid', amount_due: 0, amount_paid: 0, billing_reason: 'subscription_create' });
    expect(invoices.data[0].parent?.subscription_details?.subscription).to.equal(subscription.id);
    expect((await fetch(session.url!)).status).to.equal(200);
    expect((await fetch(session.url!, { method: 'POST', redirect: 'manual' })).status).to.equal(409);
  });

  it('refuses checkout for inactive prices and unknown customers', async () => {
    const { price } = await plan();
    await stripe.prices.update(price.id, { active: false });
    const inactive = await rejection(stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: price.id, quantity: 1 }], success_url: 'http://app.test/ok' }));
    expect(inactive).to.include({ statusCode: 400, param: 'line_items[0][price]' });
    const nobody = await rejection(stripe.checkout.sessions.create({ mode: 'subscription', customer: 'cus_nobody', line_items: [{ price: price.id }], success_url: 'http://app.test/ok' }));
    expect(nobody).to.include({ statusCode: 400, code: 'resource_missing', message: "No such customer: 'cus_nobody'" });
  });

  it('lists, swaps the price of, and cancels subscriptions with the matching webhooks', async () => {
    const { customer, subscription } = await subscribed();
    const bigger = await stripe.prices.create({ product: subscription.items.data[0].price.product as string, unit_amount: 2400, currency: 'usd', recurring: { interval: 'month' } });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).to.deep.equal([subscription.id]);

    const swapped = await stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0].id, price: bigger.id }], proration_behavior: 'always_invoice', metadata: { plan: 'bigger' } });
    expect(swapped.items.data[0].price.id).to.equal(bigger.id);
    expect(swapped.items.data[0].current_period_end).to.equal(subscription.items.data[0].current_period_end);
    expect(standIn.calls.find((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscription.id}`)?.params).to.deep.include({ proration_behavior: 'always_invoice' });
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.updated', 'invoice.paid']);
    const updated = received[0].event as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(updated.data.previous_attributes).to.have.keys('items', 'metadata', 'latest_invoice');
    expect((received[1].event as Stripe.InvoicePaidEvent).data.object).to.include({ billing_reason: 'subscription_update' });

    received = [];
    const ending = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(ending).to.include({ cancel_at_period_end: true, cancel_at: subscription.items.data[0].current_period_end, status: 'active' });
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.updated']);
    const kept = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(kept).to.include({ cancel_at_period_end: false, cancel_at: null });

    received = [];
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).to.equal('canceled');
    expect(canceled.ended_at).to.be.a('number');
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).to.have.length(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).to.have.length(1);
    expect(await rejection(stripe.subscriptions.cancel(subscription.id))).to.include({ statusCode: 404, code: 'resource_missing' });
    const frozen = await rejection(stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0].id, price: bigger.id }] }));
    expect(frozen.message).to.equal('A canceled subscription can only update its cancellation_details and metadata.');
  });

  it('downgrades at period end through a subscription schedule', async () => {
    const { subscription, product } = await subscribed({ amount: 2400 });
    const cheaper = await stripe.prices.create({ product: product.id, unit_amount: 900, currency: 'usd', recurring: { interval: 'month' } });
    const item = subscription.items.data[0];
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    expect(schedule.id).to.match(/^sub_sched_/);
    expect(schedule).to.deep.include({ status: 'active', subscription: subscription.id, end_behavior: 'release' });
    expect(schedule.phases).to.have.length(1);
    expect(schedule.phases[0]).to.deep.include({ start_date: item.current_period_start, end_date: item.current_period_end });
    expect(schedule.phases[0].items[0]).to.include({ price: item.price.id, quantity: 1 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).schedule).to.equal(schedule.id);
    const refused = await rejection(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
    expect(refused.message).to.contain('is managed by the subscription schedule');

    const updated = await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { items: [{ price: item.price.id, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
        { items: [{ price: cheaper.id, quantity: 1 }], duration: { interval: 'month', interval_count: 1 } },
      ],
    });
    expect(updated.phases.map((phase) => phase.items[0].price)).to.deep.equal([item.price.id, cheaper.id]);
    expect(updated.phases[1].start_date).to.equal(item.current_period_end);
    expect((await stripe.subscriptionSchedules.retrieve(schedule.id)).phases).to.have.length(2);

    const renewed = await standIn.advancePeriod(subscription.id);
    expect(renewed.items.data[0].price.id).to.equal(cheaper.id);
    expect(renewed.items.data[0].current_period_start).to.equal(item.current_period_end);
    expect(renewed.schedule).to.equal(schedule.id);
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.updated', 'invoice.paid']);
    expect((received[1].event as Stripe.InvoicePaidEvent).data.object).to.include({ amount_paid: 900, billing_reason: 'subscription_cycle' });

    // After its last phase the schedule lets go of the subscription (end_behavior release).
    const afterLastPhase = await standIn.advancePeriod(subscription.id);
    expect(afterLastPhase).to.include({ schedule: null, status: 'active' });
    expect(standIn.schedule(schedule.id)).to.include({ status: 'released', released_subscription: subscription.id, subscription: null });
  });

  it('releases and cancels schedules', async () => {
    const first = await subscribed();
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: first.subscription.id });
    const again = await rejection(stripe.subscriptionSchedules.create({ from_subscription: first.subscription.id }));
    expect(again.message).to.contain('already attached to a schedule');
    const released = await stripe.subscriptionSchedules.release(schedule.id);
    expect(released).to.include({ status: 'released', subscription: null, released_subscription: first.subscription.id });
    expect((await stripe.subscriptions.retrieve(first.subscription.id)).schedule).to.equal(null);
    expect(await rejection(stripe.subscriptionSchedules.update(schedule.id, { end_behavior: 'cancel' }))).to.include({ statusCode: 400 });

    const second = await stripe.subscriptionSchedules.create({ from_subscription: first.subscription.id });
    received = [];
    const canceled = await stripe.subscriptionSchedules.cancel(second.id);
    expect(canceled.status).to.equal('canceled');
    expect((await stripe.subscriptions.retrieve(first.subscription.id)).status).to.equal('canceled');
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.deleted']);
  });

  it('serves billing portal sessions', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test/account/billing' });
    expect(portal).to.include({ object: 'billing_portal.session', customer: customer.id, return_url: 'http://app.test/account/billing', url: `${standIn.url}/portal/${portal.id}` });
    expect(portal.id).to.match(/^bps_/);
    const html = await (await fetch(portal.url)).text();
    expect(html).to.contain('<title>Billing portal</title>').and.contain('href="http://app.test/account/billing"');
  });

  it('lists and serves invoices, newest first, with hosted pages and PDFs', async () => {
    const { customer, subscription } = await subscribed({ amount: 1500 });
    await standIn.advancePeriod(subscription.id);
    const all = await stripe.invoices.list({ customer: customer.id });
    expect(all.data.map((invoice) => invoice.billing_reason)).to.deep.equal(['subscription_cycle', 'subscription_create']);
    const latest = (await stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data[0];
    expect(latest.id).to.match(/^in_/);
    expect(latest).to.include({ status: 'paid', amount_due: 1500, amount_paid: 1500, currency: 'usd', customer: customer.id });
    expect(latest.number).to.match(/^[A-Z0-9]{8}-0002$/);
    expect(latest.lines.data[0]).to.deep.include({ amount: 1500, subscription: subscription.id });
    expect((await stripe.invoices.retrieve(latest.id)).hosted_invoice_url).to.equal(`${standIn.url}/invoices/${latest.id}`);
    expect(await (await fetch(latest.hosted_invoice_url!)).text()).to.contain(latest.number!);
    const pdf = await fetch(latest.invoice_pdf!);
    expect(pdf.headers.get('content-type')).to.equal('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).to.equal('%PDF-');
  });

  it('ends trials, renews, fails and recovers payments, and ends canceled subscriptions at period end', async () => {
    const { subscription } = await subscribed({ trialDays: 14, amount: 1200 });
    const active = await standIn.advancePeriod(subscription.id);
    expect(active.status).to.equal('active');
    expect(active.items.data[0].current_period_start).to.equal(subscription.trial_end);
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.updated', 'invoice.paid']);
    expect((received[0].event as Stripe.CustomerSubscriptionUpdatedEvent).data.previous_attributes).to.include({ status: 'trialing' });
    expect(received[0].event.created).to.be.at.least(subscription.trial_end!);

    received = [];
    const failed = await standIn.failPayment(subscription.id);
    expect(failed).to.include({ status: 'open', amount_due: 1200, amount_paid: 0 });
    expect(standIn.subscription(subscription.id)?.status).to.equal('past_due');
    expect(received.map(({ event }) => event.type)).to.deep.equal(['invoice.payment_failed', 'customer.subscription.updated']);
    const paid = await standIn.recoverPayment(subscription.id);
    expect(paid.status).to.equal('paid');
    expect(standIn.subscription(subscription.id)?.status).to.equal('active');

    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    received = [];
    const ended = await standIn.advancePeriod(subscription.id);
    expect(ended.status).to.equal('canceled');
    expect(received.map(({ event }) => event.type)).to.deep.equal(['customer.subscription.deleted']);
    const unpaid = await standIn.setStatus(subscription.id, 'unpaid', { emit: false });
    expect(unpaid.status).to.equal('unpaid');
  });

  it('lets tests replay, forge, hold and reorder signed webhooks', async () => {
    const { subscription } = await subscribed();
    const event = standIn.buildEvent('customer.subscription.updated', standIn.subscription(subscription.id)!);
    const { body, header } = standIn.signedPayload(event);
    expect(stripe.webhooks.constructEvent(body, header, standIn.webhookSecret).id).to.equal(event.id);
    const stale = standIn.signedPayload(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => stripe.webhooks.constructEvent(stale.body, stale.header, standIn.webhookSecret)).to.throw(/Timestamp outside the tolerance zone/);

    expect((await standIn.deliver(event)).status).to.equal(200);
    expect((await standIn.deliver(event, { secret: 'whsec_forged' })).status).to.equal(400);
    expect(received.map((entry) => entry.event.id)).to.deep.equal([event.id]);

    received = [];
    standIn.pauseWebhooks();
    await stripe.subscriptions.update(subscription.id, { metadata: { step: '1' } });
    await stripe.subscriptions.update(subscription.id, { metadata: { step: '2' } });
    expect(received).to.have.length(0);
    const flushed = await standIn.flushWebhooks({ reverse: true });
    expect(flushed.map((delivery) => delivery.status)).to.deep.equal([200, 200]);
    // Snapshots taken at emission: the newest state arrives first, the stale one last.
    expect(received.map(({ event }) => (event as Stripe.CustomerSubscriptionUpdatedEvent).data.object.metadata.step)).to.deep.equal(['2', '1']);
  });

  it('does not deadlock when the webhook handler calls Stripe back', async () => {
    const { price } = await plan();
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: price.id }], success_url: 'http://app.test/ok' });
    onEvent = async (event) => {
      if (event.type !== 'checkout.session.completed') return;
      const subscriptionId = event.data.object.subscription as string;
      await stripe.subscriptions.update(subscriptionId, { metadata: { linked: 'yes' } });
    };
    const subscription = await standIn.completeCheckout(session.id);
    // The update's own event is queued behind the ones being delivered; it follows shortly.
    await standIn.flushWebhooks();
    expect(standIn.deliveries.map((delivery) => delivery.status)).to.deep.equal([200, 200, 200, 200]);
    expect(received.map(({ event }) => event.type)).to.deep.equal(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']);
    expect(standIn.subscription(subscription.id)?.metadata).to.deep.equal({ linked: 'yes' });
  });
});
