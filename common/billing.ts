// Billing as the API, the web app and the CLI see it. The server keeps its own subscription rows
// in step with Stripe; these are the shapes it answers with and the rules the pricing page applies
// to them.

export interface PriceData {
  id: number;
  product_id: number;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  interval_count: number;
}

export interface ProductData {
  id: number;
  name: string;
  description: string | null;
  hidden: boolean;
  recommended: boolean;
  free: boolean;
  feature_list: string[];
  position: number;
  trial_period_days: number | null;
  prices: PriceData[];
}

export type CurrentPlanStatus = 'active' | 'cancelled';

/** `current_plan` of GET account/usage. */
export interface CurrentPlan {
  id: number;
  name: string;
  price: Pick<PriceData, 'amount' | 'currency' | 'interval' | 'interval_count'>;
  status: CurrentPlanStatus;
  is_trial: boolean;
  /** When the next payment is due; null once the plan is cancelled. */
  renews_at: string | null;
  /** When a cancelled plan (or a trial being cancelled) stops; null while it renews. */
  ends_at: string | null;
  trial_ends_at: string | null;
  /** A downgrade waiting for the end of the period. */
  scheduled_changes: { product_id: number; product_name: string; price_id: number; starts_at: string }[];
}

/** One restriction of the plan against what the user has used of it. */
export interface UsageEntry {
  permission: string;
  restriction: string;
  label: string;
  used: number;
  /** null: unlimited. */
  allowed: number | null;
}

export interface AccountUsage {
  current_plan: CurrentPlan | null;
  usage: UsageEntry[];
}

export interface InvoiceData {
  id: string;
  number: string | null;
  status: string | null;
  amount_due: number;
  amount_paid: number;
  currency: string;
  created_at: string;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

/** Answer of POST billing/checkout and billing/change-plan: go to `redirect_url`, or (url: null) straight to the success page. */
export type CheckoutAnswer = { redirect_url: string } | { url: null };

export const BILLING_MESSAGES = {
  requestFailed: 'Failed to process billing request. Please try again.',
  alreadyScheduled: 'You already have a scheduled change to this plan.',
  alreadySubscribed: 'You already have a plan. Change it from the billing page.',
  alreadyOnPlan: 'You are already on this plan.',
  noSubscription: 'You do not have a plan yet.',
  notCancelled: 'Your plan is not cancelled.',
  alreadyCancelled: 'Your plan is already cancelled.',
  freePlan: 'Your plan is free: there is nothing to cancel or resume.',
  productNotFound: 'Plan not found.',
  priceNotFound: 'Price not found.',
  gatewayUnavailable: 'The payment provider could not be reached. Please try again.',
  subscriptionRequired: 'Choose a plan to create sites.',
  /** A lapsed plan keeps every site; it only stops changes and publishing. */
  lapsed: (plan: string) => `Your ${plan} plan has ended. Renew it to edit and publish your sites.`,
  noPlanToPublish: 'Choose a plan to publish your sites.',
  productInUse: 'This plan has subscribers. Hide it instead of deleting it.',
} as const;

/** The site-count refusal, from the server and on the dashboard before a create; with billing on it names the user's plan. */
export function siteLimitMessage(limit: number, planName?: string | null): string {
  if (planName) return `Your ${planName} plan allows ${limit} site${limit === 1 ? '' : 's'}. Upgrade your plan to create more.`;
  return `You have reached the maximum number of sites your plan allows (${limit}). Upgrade your plan to create more.`;
}

/** "Save 20%": yearly prices cost twelve months less a fifth. */
export const YEARLY_DISCOUNT_PERCENT = 20;

/** The price a billing interval switch picks from a plan's prices. */
export function choosePrice<P extends Pick<PriceData, 'interval' | 'interval_count'>>(prices: P[], interval: 'month' | 'year'): P | undefined {
  if (interval === 'month') return prices.find((p) => p.interval === 'month' && p.interval_count === 1) ?? prices.find((p) => p.interval === 'month') ?? prices[0];
  return (
    prices.find((p) => p.interval === 'year' && p.interval_count === 1) ??
    prices.find((p) => p.interval === 'year') ??
    prices.find((p) => p.interval === 'month' && p.interval_count >= 12) ??
    prices[0]
  );
}

/** Displayed price: amount divided by interval_count. */
export function displayedAmount(price: Pick<PriceData, 'amount' | 'interval_count'>): number {
  return price.amount / Math.max(1, price.interval_count);
}

/** The struck-through price beside it is double the per-interval price. */
export function struckThroughAmount(price: Pick<PriceData, 'amount' | 'interval_count'>): number {
  return displayedAmount(price) * 2;
}

export const PRIORITY_SUPPORT_FEATURE = 'Priority support';

// Features in the order every plan card lists them; anything else follows in the plan's own order.
const FEATURE_ORDER = [/^\d+ sites?$/i, /^AI site generation$/i, /^Visual editor$/i, /^Free subdomain$/i, /^Custom domains?$/i, /^Priority support$/i];

function featureRank(feature: string): number {
  const rank = FEATURE_ORDER.findIndex((pattern) => pattern.test(feature.trim()));
  return rank === -1 ? FEATURE_ORDER.length : rank;
}

/** A plan card's feature lines, in the fixed order; priority support is unavailable on the first plan. */
export function planFeatures(product: Pick<ProductData, 'feature_list'>, isFirstPlan: boolean): { text: string; available: boolean }[] {
  const ordered = product.feature_list.map((text, index) => ({ text, index })).sort((a, b) => featureRank(a.text) - featureRank(b.text) || a.index - b.index);
  return ordered.map(({ text }) => ({ text, available: !(isFirstPlan && text.trim().toLowerCase() === PRIORITY_SUPPORT_FEATURE.toLowerCase()) }));
}

/** Where a guest's plan choice waits for registration. */
export const ONBOARDING_STORAGE_KEY = 'be.onboarding.selected';

export interface OnboardingSelection {
  productId: number;
  priceId: number;
}
