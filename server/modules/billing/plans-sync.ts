import { billingConfigured, callStripe, findInStripe, type Stripe } from './gateway.ts';
import { BILLING_MESSAGES } from '../../../common/billing.ts';
import { ConflictError, InvalidError } from '../../errors.ts';
import { Price, Product } from './models.ts';

// Our plans are the source of truth; Stripe gets a Product per plan and a Price per price. Stripe
// Prices are immutable, so a changed amount, currency or interval makes a new Price and archives
// the old one (subscribers on it keep paying it until they change plan). Running it twice changes
// nothing the second time.

export const STRIPE_NOT_CONFIGURED = 'Stripe is not configured: set the Stripe keys first.';

export type SyncAction = 'created' | 'updated' | 'unchanged' | 'replaced';

export interface PlanSyncReport {
  product_id: number;
  name: string;
  stripe_id: string;
  action: SyncAction;
  prices: { price_id: number; stripe_id: string; action: SyncAction; archived?: string }[];
}

const toCents = (amount: number) => Math.round(amount * 100);

function samePrice(local: Price, remote: Stripe.Price): boolean {
  return (
    remote.active &&
    remote.unit_amount === toCents(local.amount) &&
    remote.currency === local.currency.toLowerCase() &&
    remote.recurring?.interval === local.interval &&
    remote.recurring?.interval_count === local.interval_count
  );
}

function productFields(product: Product): Stripe.ProductCreateParams {
  return { name: product.name, description: product.description || undefined, active: !product.hidden, metadata: { sitewright_product_id: String(product.id) } };
}

function needsUpdate(product: Product, remote: Stripe.Product): boolean {
  return remote.name !== product.name || (remote.description ?? '') !== (product.description ?? '') || remote.active !== !product.hidden;
}

async function syncPrice(product: Product, stripeProduct: string, price: Price): Promise<PlanSyncReport['prices'][number]> {
  const remote = price.stripe_id ? await findInStripe((stripe) => stripe.prices.retrieve(price.stripe_id!)) : null;
  if (remote && samePrice(price, remote)) return { price_id: price.id, stripe_id: remote.id, action: 'unchanged' };
  const created = await callStripe((stripe) =>
    stripe.prices.create({
      product: stripeProduct,
      unit_amount: toCents(price.amount),
      currency: price.currency.toLowerCase(),
      recurring: { interval: price.interval, interval_count: price.interval_count },
      metadata: { sitewright_price_id: String(price.id), sitewright_product_id: String(product.id) },
    }),
  );
  await price.update({ stripe_id: created.id });
  if (!remote) return { price_id: price.id, stripe_id: created.id, action: 'created' };
  if (remote.active) await callStripe((stripe) => stripe.prices.update(remote.id, { active: false }));
  return { price_id: price.id, stripe_id: created.id, action: 'replaced', archived: remote.id };
}

/** Makes Stripe's Product and Prices match one plan; answers what it did. */
export async function syncProduct(product: Product): Promise<PlanSyncReport> {
  const remote = product.stripe_id ? await findInStripe((stripe) => stripe.products.retrieve(product.stripe_id!)) : null;
  let action: SyncAction = 'unchanged';
  let stripeId = remote?.id;
  if (!remote) {
    stripeId = (await callStripe((stripe) => stripe.products.create(productFields(product)))).id;
    await product.update({ stripe_id: stripeId });
    action = 'created';
  } else if (needsUpdate(product, remote)) {
    await callStripe((stripe) => stripe.products.update(remote.id, productFields(product)));
    action = 'updated';
  }
  const prices = await Price.findAll({ where: { product_id: product.id }, order: [['id', 'ASC']] });
  const priceReports = [];
  for (const price of prices) priceReports.push(await syncPrice(product, stripeId!, price));
  return { product_id: product.id, name: product.name, stripe_id: stripeId!, action, prices: priceReports };
}

/** `sitewright plans sync` and the admin area's sync: every plan, hidden ones included (archived in Stripe). */
export async function syncPlans(): Promise<PlanSyncReport[]> {
  if (!(await billingConfigured())) throw new ConflictError(STRIPE_NOT_CONFIGURED);
  const products = await Product.findAll({ order: [['position', 'ASC'], ['id', 'ASC']] });
  const reports: PlanSyncReport[] = [];
  for (const product of products) reports.push(await syncProduct(product));
  return reports;
}

/** The Stripe Price of one of our prices, syncing its plan first when it never was (no `plans sync` needed before selling). */
export async function stripePriceFor(price: Price): Promise<string> {
  if (price.stripe_id) return price.stripe_id;
  const product = await Product.findByPk(price.product_id);
  const synced = product ? (await syncProduct(product)).prices.find((p) => p.price_id === price.id) : undefined;
  if (!synced) throw new InvalidError(BILLING_MESSAGES.priceNotFound);
  return synced.stripe_id;
}
