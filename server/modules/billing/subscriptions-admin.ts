import { Op, literal, type WhereOptions } from 'sequelize';
import { BILLING_MESSAGES } from '../../../common/billing.ts';
import type { AppContext } from '../../context.ts';
import type { Pagination } from '../../../common/pagination.ts';
import { paginate, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { billingConfigured, callStripe } from './gateway.ts';
import { Price, Product, Subscription } from './models.ts';
import { cancelAtPeriodEnd } from './plan-changes.ts';
import { STRIPE_NOT_CONFIGURED } from './plans-sync.ts';
import { FREE_GATEWAY, isValidSubscription, refreshSubscription } from './subscriptions.ts';

// Every subscriber's subscription, for the admin area: the list, cancelling and extending. A
// change to a paid subscription is asked of Stripe and written down as Stripe answers, like the
// subscriber's own changes (plan-changes.ts); a free plan has no Stripe object and changes here only.

export const SUBSCRIPTION_ADMIN_MESSAGES = {
  notFound: 'Subscription not found.',
  ended: 'This subscription has already ended.',
  pastDate: 'The new end must be in the future.',
  notLater: 'The new end must be after the current one.',
  tooFar: 'A subscription can be extended by two years at most.',
  neverEnds: "This plan doesn't end: there is nothing to extend.",
};

// Stripe accepts a trial end up to two years ahead.
const MAX_EXTENSION_MS = 730 * 24 * 3600 * 1000;

export interface AdminSubscriptionData {
  id: number;
  user: { id: number; email: string; display_name: string } | null;
  product: { id: number; name: string } | null;
  price: { id: number; amount: number; currency: string; interval: 'month' | 'year'; interval_count: number } | null;
  gateway_name: string;
  gateway_id: string;
  /** Stripe's status (or `active`/`canceled` for a free plan). */
  status: string;
  /** Whether the plan's features are on now. */
  valid: boolean;
  cancel_at_period_end: boolean;
  trial_ends_at: string | null;
  renews_at: string | null;
  ends_at: string | null;
  created_at: string;
}

const WITH_PLAN = [
  { model: Product, as: 'product' },
  { model: Price, as: 'price' },
];

const subscriptionList: ListSpec<Subscription> = {
  model: Subscription,
  // The search (subscriber's e-mail or the Stripe id) is subscriptionSearch below: the e-mail is on another table.
  searchable: [],
  sortable: ['id', 'created_at', 'renews_at', 'ends_at', 'gateway_status', 'product_id'],
  filters: { status: (filter) => ({ gateway_status: filter.operator === '!=' ? { [Op.ne]: filter.value } : filter.value }), product_id: true, user_id: true, gateway_name: true },
  defaultOrder: ['id', 'desc'],
  include: WITH_PLAN,
};

function subscriptionSearch(text: string | undefined): WhereOptions | undefined {
  if (!text) return undefined;
  const pattern = Subscription.sequelize!.escape(`%${text.toLowerCase()}%`);
  return { [Op.or]: [{ gateway_id: { [Op.like]: `%${text}%` } }, { user_id: { [Op.in]: literal(`(SELECT id FROM users WHERE email LIKE ${pattern})`) } }] };
}

async function serializeSubscriptions(rows: Subscription[], now: Date): Promise<AdminSubscriptionData[]> {
  const users = new Map((await User.findAll({ where: { id: { [Op.in]: [...new Set(rows.map((row) => row.user_id))] } } })).map((user) => [user.id, user]));
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => {
    const user = users.get(row.user_id);
    return {
      id: row.id,
      user: user ? { id: user.id, email: user.email, display_name: displayName(user) } : null,
      product: row.product ? { id: row.product.id, name: row.product.name } : null,
      price: row.price ? { id: row.price.id, amount: row.price.amount, currency: row.price.currency, interval: row.price.interval, interval_count: row.price.interval_count } : null,
      gateway_name: row.gateway_name,
      gateway_id: row.gateway_id,
      status: row.gateway_status,
      valid: isValidSubscription(row, now),
      cancel_at_period_end: row.cancel_at_period_end,
      trial_ends_at: iso(row.trial_ends_at),
      renews_at: iso(row.renews_at),
      ends_at: iso(row.ends_at),
      created_at: new Date(row.created_at).toISOString(),
    };
  });
}

export function listAdminSubscriptions(ctx: AppContext, query: ListQuery): Promise<Pagination<AdminSubscriptionData>> {
  return paginate({ ...subscriptionList, where: subscriptionSearch(query.query) }, query, (rows) => serializeSubscriptions(rows, ctx.now()));
}

async function findSubscription(id: number): Promise<Subscription> {
  const subscription = await Subscription.findByPk(id, { include: WITH_PLAN });
  if (!subscription) throw new NotFoundError(SUBSCRIPTION_ADMIN_MESSAGES.notFound);
  return subscription;
}

async function answer(ctx: AppContext, id: number): Promise<AdminSubscriptionData> {
  return (await serializeSubscriptions([await findSubscription(id)], ctx.now()))[0];
}

/** A subscription that still runs and, when Stripe bills it, a Stripe to ask. */
async function runningSubscription(ctx: AppContext, id: number): Promise<Subscription> {
  const subscription = await findSubscription(id);
  if (!isValidSubscription(subscription, ctx.now())) throw new InvalidError(SUBSCRIPTION_ADMIN_MESSAGES.ended);
  if (subscription.gateway_name !== FREE_GATEWAY && !(await billingConfigured())) throw new ConflictError(STRIPE_NOT_CONFIGURED);
  return subscription;
}

/**
 * Ends a subscription at the end of its paid period, or at once (no refund: the rest of the
 * period is forfeited). A free plan has no period: it ends at once either way.
 */
export async function cancelAdminSubscription(ctx: AppContext, id: number, immediately: boolean): Promise<AdminSubscriptionData> {
  const subscription = await runningSubscription(ctx, id);
  if (subscription.gateway_name === FREE_GATEWAY) {
    await subscription.update({ gateway_status: 'canceled', ends_at: ctx.now(), renews_at: null });
  } else if (immediately) {
    await callStripe((stripe) => stripe.subscriptions.cancel(subscription.gateway_id));
    await refreshSubscription(subscription.gateway_id);
  } else {
    if (subscription.cancel_at_period_end) throw new InvalidError(BILLING_MESSAGES.alreadyCancelled);
    await cancelAtPeriodEnd(subscription);
  }
  return answer(ctx, id);
}

/**
 * Gives a subscriber time for free: the current period (or the plan's end) moves to `endsAt`.
 * Stripe does that as a trial lasting until then, without proration, so the next charge falls on
 * the new date and nothing is credited or billed now.
 */
export async function extendAdminSubscription(ctx: AppContext, id: number, endsAt: Date): Promise<AdminSubscriptionData> {
  const subscription = await runningSubscription(ctx, id);
  const now = ctx.now();
  if (endsAt.getTime() <= now.getTime()) throw InvalidError.field('ends_at', SUBSCRIPTION_ADMIN_MESSAGES.pastDate);
  if (endsAt.getTime() - now.getTime() > MAX_EXTENSION_MS) throw InvalidError.field('ends_at', SUBSCRIPTION_ADMIN_MESSAGES.tooFar);
  const currentEnd = subscription.ends_at ?? subscription.renews_at;
  if (currentEnd && endsAt.getTime() <= new Date(currentEnd).getTime()) throw InvalidError.field('ends_at', SUBSCRIPTION_ADMIN_MESSAGES.notLater);
  if (subscription.gateway_name === FREE_GATEWAY) {
    if (!currentEnd) throw InvalidError.field('ends_at', SUBSCRIPTION_ADMIN_MESSAGES.neverEnds);
    await subscription.update(subscription.ends_at ? { ends_at: endsAt } : { renews_at: endsAt });
  } else {
    const trialEnd = Math.floor(endsAt.getTime() / 1000);
    await callStripe((stripe) => stripe.subscriptions.update(subscription.gateway_id, { trial_end: trialEnd, proration_behavior: 'none' }));
    await refreshSubscription(subscription.gateway_id);
  }
  return answer(ctx, id);
}
