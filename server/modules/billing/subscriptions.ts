import { Op, type InferAttributes, type Transaction } from 'sequelize';
import { BILLING_MESSAGES, type CurrentPlan } from '../../../common/billing.ts';
import type { Permission as PermissionData } from '../../../common/types.ts';
import { permissionsFor } from '../roles/service.ts';
import { User } from '../users/models.ts';
import { billingEnabled, callStripe, type Stripe } from './gateway.ts';
import { Price, Product, Subscription } from './models.ts';

// Our subscription rows follow Stripe's. Every change is written from a subscription read back
// from Stripe (never from an event's snapshot or a redirect), so events arriving late, twice or
// out of order all end in Stripe's current state.

/** A free plan's subscription is ours alone: no Stripe object stands behind it. */
export const FREE_GATEWAY = 'none';

/** Stripe statuses under which the plan's features stay on; past_due keeps them while Stripe retries the payment. */
const VALID_STATUSES = ['active', 'trialing', 'past_due'];

export function isValidSubscription(subscription: Pick<Subscription, 'gateway_status' | 'ends_at'>, now: Date): boolean {
  if (!VALID_STATUSES.includes(subscription.gateway_status)) return false;
  return !subscription.ends_at || new Date(subscription.ends_at).getTime() > now.getTime();
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function stripeId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Our price for a Stripe price; a price archived by a change of amount still names its product. */
async function localPlan(price: Stripe.Price, metadata: Stripe.Metadata): Promise<{ productId: number | null; priceId: number | null }> {
  const local = await Price.findOne({ where: { stripe_id: price.id } });
  if (local) return { productId: local.product_id, priceId: local.id };
  const product = await Product.findOne({ where: { stripe_id: stripeId(price.product) } });
  const productId = product?.id ?? (Number(metadata.product_id) || null);
  return { productId, priceId: null };
}

async function ownerOf(subscription: Stripe.Subscription): Promise<User | null> {
  const customer = stripeId(subscription.customer);
  const byCustomer = customer ? await User.findOne({ where: { stripe_customer_id: customer } }) : null;
  if (byCustomer) return byCustomer;
  const userId = Number(subscription.metadata?.user_id);
  return userId ? User.findByPk(userId) : null;
}

/** The next phase of a subscription's schedule: a downgrade waiting for the period's end. */
async function scheduledChange(subscription: Stripe.Subscription): Promise<{ priceId: number | null; at: Date | null }> {
  const scheduleId = stripeId(subscription.schedule);
  if (!scheduleId) return { priceId: null, at: null };
  const schedule = await callStripe((stripe) => stripe.subscriptionSchedules.retrieve(scheduleId));
  const now = Math.floor(Date.now() / 1000);
  const next = schedule.phases.find((phase) => phase.start_date > now);
  const nextPrice = stripeId(next?.items[0]?.price);
  if (!next || !nextPrice) return { priceId: null, at: null };
  const local = await Price.findOne({ where: { stripe_id: nextPrice } });
  return { priceId: local?.id ?? null, at: fromUnix(next.start_date) };
}

/** What our row should say about a subscription Stripe just answered with; null when no user of ours owns it. */
export interface SubscriptionState {
  gatewayId: string;
  values: Omit<InferAttributes<Subscription>, 'id' | 'gateway_id' | 'gateway_name' | 'created_at' | 'updated_at' | 'product' | 'price'>;
}

/** Reads everything the row needs (its owner, our plan, a waiting downgrade) before anything is written. */
export async function subscriptionState(subscription: Stripe.Subscription): Promise<SubscriptionState | null> {
  const owner = await ownerOf(subscription);
  if (!owner) return null;
  const item = subscription.items.data[0];
  const plan = item ? await localPlan(item.price, subscription.metadata ?? {}) : { productId: null, priceId: null };
  const schedule = await scheduledChange(subscription);
  const ended = ['canceled', 'incomplete_expired'].includes(subscription.status);
  const periodEnd = fromUnix(item?.current_period_end);
  const cancelling = subscription.cancel_at_period_end || Boolean(subscription.cancel_at);
  return {
    gatewayId: subscription.id,
    values: {
      user_id: owner.id,
      product_id: plan.productId,
      price_id: plan.priceId,
      gateway_status: subscription.status,
      gateway_customer_id: stripeId(subscription.customer),
      gateway_schedule_id: stripeId(subscription.schedule),
      scheduled_price_id: schedule.priceId,
      scheduled_at: schedule.at,
      quantity: item?.quantity ?? 1,
      trial_ends_at: fromUnix(subscription.trial_end),
      renews_at: ended || cancelling ? null : periodEnd,
      ends_at: ended ? (fromUnix(subscription.ended_at) ?? new Date()) : cancelling ? (fromUnix(subscription.cancel_at) ?? periodEnd) : null,
      cancel_at_period_end: cancelling,
    },
  };
}

/** Writes a state down, creating the row on first sight of the subscription. */
export async function writeSubscriptionState(state: SubscriptionState, transaction?: Transaction): Promise<Subscription> {
  const existing = await Subscription.findOne({ where: { gateway_id: state.gatewayId }, transaction });
  const row = existing
    ? await existing.update(state.values, { transaction })
    : await Subscription.create({ ...state.values, gateway_name: 'stripe', gateway_id: state.gatewayId }, { transaction });
  // A paid plan replaces a free one.
  if (isValidSubscription(row, new Date())) {
    await Subscription.update({ gateway_status: 'canceled', ends_at: new Date() }, { where: { user_id: row.user_id, gateway_name: FREE_GATEWAY, ends_at: null }, transaction });
  }
  return row;
}

/** Reads a subscription from Stripe and writes it down: how our rows change after a plan change. */
export async function refreshSubscription(gatewayId: string): Promise<Subscription | null> {
  const state = await subscriptionState(await callStripe((stripe) => stripe.subscriptions.retrieve(gatewayId)));
  if (!state) return null;
  await writeSubscriptionState(state);
  return Subscription.findOne({ where: { gateway_id: gatewayId }, ...WITH_PLAN });
}

const WITH_PLAN = { include: [{ model: Product, as: 'product' }, { model: Price, as: 'price' }] };

export function userSubscriptions(userId: number): Promise<Subscription[]> {
  return Subscription.findAll({ where: { user_id: userId }, ...WITH_PLAN, order: [['created_at', 'DESC'], ['id', 'DESC']] });
}

/** The subscription that decides the user's plan: the newest valid one. */
export async function activeSubscription(userId: number, now: Date): Promise<Subscription | null> {
  return (await userSubscriptions(userId)).find((s) => isValidSubscription(s, now)) ?? null;
}

/** The name of the plan the user is on while billing is on; null otherwise. */
export async function currentPlanName(userId: number): Promise<string | null> {
  if (!(await billingEnabled())) return null;
  return (await activeSubscription(userId, new Date()))?.product?.name ?? null;
}

/** Whether the user ever had a trial: the trial is offered once per user, whatever the plan. */
export async function hadTrial(userId: number): Promise<boolean> {
  return (await Subscription.count({ where: { user_id: userId, trial_ends_at: { [Op.ne]: null } } })) > 0;
}

/**
 * The price a subscription still waits to move to: none once its date has passed or the row already
 * runs on it. The row keeps a change until Stripe's next webhook rewrites it, and a late or lost
 * webhook must not leave the change looking scheduled.
 */
export function pendingScheduledPriceId(subscription: Pick<Subscription, 'scheduled_price_id' | 'scheduled_at' | 'price_id'>, now: Date): number | null {
  const { scheduled_price_id: priceId, scheduled_at: at } = subscription;
  if (!priceId || !at || priceId === subscription.price_id) return null;
  return new Date(at).getTime() > now.getTime() ? priceId : null;
}

export async function serializeCurrentPlan(subscription: Subscription, now: Date): Promise<CurrentPlan> {
  const product = subscription.product ?? (subscription.product_id ? await Product.findByPk(subscription.product_id) : null);
  const price = subscription.price ?? (subscription.price_id ? await Price.findByPk(subscription.price_id) : null);
  const scheduledPriceId = pendingScheduledPriceId(subscription, now);
  const scheduled = scheduledPriceId ? await Price.findByPk(scheduledPriceId, { include: [{ model: Product, as: 'product' }] }) : null;
  const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
  const cancelled = subscription.cancel_at_period_end || Boolean(subscription.ends_at);
  return {
    id: subscription.product_id ?? 0,
    name: product?.name ?? 'Plan',
    price: price
      ? { amount: price.amount, currency: price.currency, interval: price.interval, interval_count: price.interval_count }
      : { amount: 0, currency: 'USD', interval: 'month', interval_count: 1 },
    status: cancelled ? 'cancelled' : 'active',
    is_trial: subscription.gateway_status === 'trialing',
    renews_at: cancelled ? null : iso(subscription.renews_at),
    ends_at: iso(subscription.ends_at),
    trial_ends_at: subscription.gateway_status === 'trialing' ? iso(subscription.trial_ends_at) : null,
    scheduled_changes:
      scheduled && subscription.scheduled_at
        ? [{ product_id: scheduled.product_id, product_name: (scheduled as Price & { product?: Product }).product?.name ?? '', price_id: scheduled.id, starts_at: iso(subscription.scheduled_at)! }]
        : [],
  };
}

/** What the user payload says about billing (its subscriptions and whether one is active), plus the plan's own permissions. */
export async function billingProfile(userId: number, now: Date): Promise<{ subscriptions: { id: number; valid: boolean; product_id: number; status: string }[]; active: boolean; planPermissions: PermissionData[] }> {
  const rows = await Subscription.findAll({ where: { user_id: userId }, order: [['created_at', 'DESC'], ['id', 'DESC']] });
  const subscriptions = rows.map((row) => ({ id: row.id, valid: isValidSubscription(row, now), product_id: row.product_id ?? 0, status: row.gateway_status }));
  const active = rows.find((row) => isValidSubscription(row, now));
  const planPermissions = active?.product_id ? ((await permissionsFor('product', [active.product_id])).get(active.product_id) ?? []) : [];
  return { subscriptions, active: Boolean(active), planPermissions };
}

/** Why a change to a site is refused while billing is on and no plan runs: the lapsed plan by name, or none yet. */
export async function subscriptionRefusal(userId: number): Promise<string> {
  const latest = (await userSubscriptions(userId))[0];
  return latest ? BILLING_MESSAGES.lapsed(latest.product?.name ?? 'previous') : BILLING_MESSAGES.subscriptionRequired;
}
