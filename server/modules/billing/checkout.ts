import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, type CheckoutAnswer } from '../../../common/billing.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { callStripe } from './gateway.ts';
import { Subscription, type Price, type Product } from './models.ts';
import { stripePriceFor } from './plans-sync.ts';
import { findProduct } from './products.ts';
import { activeSubscription, FREE_GATEWAY, hadTrial } from './subscriptions.ts';

/** The user's Stripe customer, created on their first checkout and reused ever after. */
export async function ensureCustomer(user: User): Promise<string> {
  if (user.stripe_customer_id) return user.stripe_customer_id;
  // The idempotency key makes two checkouts started at once get the same customer from Stripe.
  const customer = await callStripe((stripe) =>
    stripe.customers.create({ email: user.email, name: displayName(user), metadata: { user_id: String(user.id) } }, { idempotencyKey: `sitewright-customer-${user.id}` }),
  );
  await User.update({ stripe_customer_id: customer.id }, { where: { id: user.id, stripe_customer_id: null } });
  await user.reload();
  return user.stripe_customer_id ?? customer.id;
}

export interface PlanChoice {
  productId: number;
  priceId?: number;
  interval?: 'month' | 'year';
  intervalCount?: number;
}

/** The plan and price a request names; a price must belong to its plan and hidden plans are not for sale. */
export async function choosePlan(choice: PlanChoice): Promise<{ product: Product; price: Price }> {
  const product = await findProduct(choice.productId);
  if (product.hidden) throw new InvalidError(BILLING_MESSAGES.productNotFound, { product_id: BILLING_MESSAGES.productNotFound });
  const prices = product.prices ?? [];
  const price =
    choice.priceId !== undefined
      ? prices.find((p) => p.id === choice.priceId)
      : prices.find((p) => p.interval === (choice.interval ?? 'month') && p.interval_count === (choice.intervalCount ?? 1));
  if (!price) throw new InvalidError(BILLING_MESSAGES.priceNotFound, { price_id: BILLING_MESSAGES.priceNotFound });
  return { product, price };
}

/** Only a path of this app may be the page Stripe returns to. */
function successUrl(ctx: AppContext, requested: string | undefined, product: Product, price: Price): string {
  const base = ctx.config.appUrl.replace(/\/+$/, '');
  if (requested?.startsWith('/') && !requested.startsWith('//')) return `${base}${requested}`;
  const query = new URLSearchParams({ product: String(product.id), interval: price.interval, count: String(price.interval_count) });
  return `${base}/billing/success?${query.toString()}&session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * Starts a subscription: a Stripe Checkout Session in subscription mode for a paid plan (with the
 * plan's trial when the user never had one), or at once for a free plan. Nothing is granted
 * here: the subscription exists for us only when Stripe's webhook says so.
 */
export async function startCheckout(ctx: AppContext, user: User, choice: PlanChoice & { successUrl?: string }): Promise<CheckoutAnswer> {
  const { product, price } = await choosePlan(choice);
  // A free plan is left by paying for another; Stripe's webhook then ends it (subscriptions.ts).
  const current = await activeSubscription(user.id, ctx.now());
  if (current && current.gateway_name !== FREE_GATEWAY) throw new InvalidError(BILLING_MESSAGES.alreadySubscribed);
  if (current && (product.free || price.amount === 0)) {
    await current.update({ product_id: product.id, price_id: price.id });
    return { url: null };
  }
  if (product.free || price.amount === 0) {
    await Subscription.create({ user_id: user.id, product_id: product.id, price_id: price.id, gateway_name: FREE_GATEWAY, gateway_id: `free_${randomUUID()}`, gateway_status: 'active' });
    return { url: null };
  }
  const stripePrice = await stripePriceFor(price);
  const customer = await ensureCustomer(user);
  const trialDays = product.trial_period_days && !(await hadTrial(user.id)) ? product.trial_period_days : undefined;
  const metadata = { user_id: String(user.id), product_id: String(product.id), price_id: String(price.id) };
  const session = await callStripe((stripe) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: stripePrice, quantity: 1 }],
      success_url: successUrl(ctx, choice.successUrl, product, price),
      cancel_url: `${ctx.config.appUrl.replace(/\/+$/, '')}/pricing`,
      metadata,
      subscription_data: { metadata, ...(trialDays ? { trial_period_days: trialDays } : {}) },
    }),
  );
  if (!session.url) throw new InvalidError(BILLING_MESSAGES.requestFailed);
  return { redirect_url: session.url };
}
