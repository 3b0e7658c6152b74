import { BILLING_MESSAGES, displayedAmount, type CurrentPlan, type InvoiceData } from '../../../common/billing.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import type { User } from '../users/models.ts';
import { choosePlan, ensureCustomer, startCheckout, type PlanChoice } from './checkout.ts';
import { callStripe, type Stripe } from './gateway.ts';
import type { Price, Subscription } from './models.ts';
import { stripePriceFor } from './plans-sync.ts';
import { activeSubscription, FREE_GATEWAY, pendingScheduledPriceId, refreshSubscription, serializeCurrentPlan } from './subscriptions.ts';

// Changes to a running plan. Each one asks Stripe to change the subscription, then writes down
// the subscription as Stripe answers it; the webhooks that follow find nothing left to change.

async function currentSubscription(ctx: AppContext, user: User): Promise<Subscription> {
  const subscription = await activeSubscription(user.id, ctx.now());
  if (!subscription) throw new InvalidError(BILLING_MESSAGES.noSubscription);
  return subscription;
}

/** Cancel and resume concern what Stripe bills; a free plan has nothing to stop. */
async function currentStripeSubscription(ctx: AppContext, user: User): Promise<Subscription> {
  const subscription = await currentSubscription(ctx, user);
  if (subscription.gateway_name === FREE_GATEWAY) throw new InvalidError(BILLING_MESSAGES.freePlan);
  return subscription;
}

/** Monthly cost, so a yearly plan and a monthly one compare (an upgrade costs more per month). */
function monthlyCost(price: Pick<Price, 'amount' | 'interval' | 'interval_count'>): number {
  return displayedAmount(price) / (price.interval === 'year' ? 12 : 1);
}

async function releaseSchedule(subscription: Subscription): Promise<void> {
  if (!subscription.gateway_schedule_id) return;
  const scheduleId = subscription.gateway_schedule_id;
  await callStripe((stripe) => stripe.subscriptionSchedules.release(scheduleId));
}

async function currentPlanOf(subscription: Subscription | null, now: Date): Promise<CurrentPlan> {
  if (!subscription) throw new InvalidError(BILLING_MESSAGES.noSubscription);
  return serializeCurrentPlan(subscription, now);
}

/**
 * Moves a subscriber to another plan or billing interval. An upgrade (more per month) swaps the
 * price at once with Stripe's proration; a downgrade waits for the end of the paid period, as a
 * second phase of a Stripe subscription schedule.
 */
export async function changePlan(ctx: AppContext, user: User, choice: PlanChoice): Promise<{ url: null; current_plan: CurrentPlan } | { redirect_url: string }> {
  const subscription = await currentSubscription(ctx, user);
  const { price } = await choosePlan(choice);
  if (pendingScheduledPriceId(subscription, ctx.now()) === price.id) throw new InvalidError(BILLING_MESSAGES.alreadyScheduled);
  if (subscription.price_id === price.id) throw new InvalidError(BILLING_MESSAGES.alreadyOnPlan);
  // From a free plan, a paid one starts with a checkout (there is no card to charge yet).
  if (subscription.gateway_name === FREE_GATEWAY) {
    const answer = await startCheckout(ctx, user, { productId: choice.productId, priceId: price.id });
    return 'redirect_url' in answer ? answer : { url: null, current_plan: await currentPlanOf(await activeSubscription(user.id, ctx.now()), ctx.now()) };
  }
  const target = await stripePriceFor(price);
  const remote = await callStripe((stripe) => stripe.subscriptions.retrieve(subscription.gateway_id));
  const item = remote.items.data[0];
  const current = subscription.price ?? null;
  const isUpgrade = !current || monthlyCost(price) >= monthlyCost(current);
  if (isUpgrade) {
    await releaseSchedule(subscription);
    await callStripe((stripe) =>
      stripe.subscriptions.update(remote.id, { items: [{ id: item.id, price: target }], proration_behavior: 'create_prorations', cancel_at_period_end: false }),
    );
  } else {
    await scheduleDowngrade(remote, item, target);
  }
  return { url: null, current_plan: await currentPlanOf(await refreshSubscription(subscription.gateway_id), ctx.now()) };
}

async function scheduleDowngrade(remote: Stripe.Subscription, item: Stripe.SubscriptionItem, target: string): Promise<void> {
  const scheduleId = typeof remote.schedule === 'string' ? remote.schedule : remote.schedule?.id;
  const schedule = scheduleId
    ? await callStripe((stripe) => stripe.subscriptionSchedules.retrieve(scheduleId))
    : await callStripe((stripe) => stripe.subscriptionSchedules.create({ from_subscription: remote.id }));
  const currentPhase = schedule.phases[0];
  const currentPrice = typeof item.price === 'string' ? item.price : item.price.id;
  const next = (await callStripe((stripe) => stripe.prices.retrieve(target))).recurring;
  await callStripe((stripe) =>
    stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { items: [{ price: currentPrice, quantity: item.quantity ?? 1 }], start_date: currentPhase?.start_date ?? item.current_period_start, end_date: item.current_period_end },
        { items: [{ price: target, quantity: item.quantity ?? 1 }], duration: { interval: next?.interval ?? 'month', interval_count: next?.interval_count ?? 1 } },
      ],
    }),
  );
}

/**
 * Stops a Stripe subscription's renewal: it runs to the end of the paid period (a pending
 * downgrade is dropped). The subscriber's cancel and the admin area's both come here.
 */
export async function cancelAtPeriodEnd(subscription: Subscription): Promise<Subscription | null> {
  await releaseSchedule(subscription);
  await callStripe((stripe) => stripe.subscriptions.update(subscription.gateway_id, { cancel_at_period_end: true }));
  return refreshSubscription(subscription.gateway_id);
}

/** Stops renewal of the user's own plan. */
export async function cancelPlan(ctx: AppContext, user: User): Promise<CurrentPlan> {
  const subscription = await currentStripeSubscription(ctx, user);
  if (subscription.cancel_at_period_end) throw new InvalidError(BILLING_MESSAGES.alreadyCancelled);
  return currentPlanOf(await cancelAtPeriodEnd(subscription), ctx.now());
}

/** Undoes a cancellation before the period ends. */
export async function resumePlan(ctx: AppContext, user: User): Promise<CurrentPlan> {
  const subscription = await currentStripeSubscription(ctx, user);
  if (!subscription.cancel_at_period_end) throw new InvalidError(BILLING_MESSAGES.notCancelled);
  await callStripe((stripe) => stripe.subscriptions.update(subscription.gateway_id, { cancel_at_period_end: false }));
  return currentPlanOf(await refreshSubscription(subscription.gateway_id), ctx.now());
}

/** Stripe's hosted billing portal, where the user changes their payment method. */
export async function billingPortalUrl(ctx: AppContext, user: User, returnPath = '/billing'): Promise<string> {
  const customer = await ensureCustomer(user);
  const base = ctx.config.appUrl.replace(/\/+$/, '');
  const session = await callStripe((stripe) => stripe.billingPortal.sessions.create({ customer, return_url: `${base}${returnPath}` }));
  return session.url;
}

/** The user's invoices, newest first, with Stripe's hosted page and PDF. */
export async function listInvoices(user: User): Promise<InvoiceData[]> {
  if (!user.stripe_customer_id) return [];
  const customer = user.stripe_customer_id;
  const invoices = await callStripe((stripe) => stripe.invoices.list({ customer, limit: 24 }));
  return invoices.data.map((invoice) => ({
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    status: invoice.status ?? null,
    amount_due: invoice.amount_due / 100,
    amount_paid: invoice.amount_paid / 100,
    currency: invoice.currency.toUpperCase(),
    created_at: new Date(invoice.created * 1000).toISOString(),
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
  }));
}
