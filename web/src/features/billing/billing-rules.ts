import { formatMoney } from '../../../../common/number-format.ts';
import type { AccountUsage, CheckoutAnswer, CurrentPlan, InvoiceData, PriceData, ProductData, UsageEntry } from '../../../../common/billing.ts';
import { PERMISSIONS } from '../../../../common/constants.ts';
import { hasPermission, mayViewSites, type PermissionSubject } from '../../../../common/permissions.ts';

// The billing screens' decisions, kept free of React so they can be tested on their own.

export type BillingInterval = PriceData['interval'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Plans a visitor may choose: not hidden, in the admin's order. */
export function visiblePlans(products: ProductData[]): ProductData[] {
  return products.filter((product) => !product.hidden).sort((a, b) => a.position - b.position);
}

/** The longest free trial of the visible plans, or null when none has one (the pricing page's banner). */
export function longestTrialDays(products: ProductData[]): number | null {
  const days = visiblePlans(products)
    .map((product) => product.trial_period_days ?? 0)
    .filter((value) => value > 0);
  return days.length ? Math.max(...days) : null;
}

/** The switch starts on the interval of the plan the user pays for, else monthly. */
export function initialInterval(plan: CurrentPlan | null | undefined): BillingInterval {
  return plan?.price.interval === 'year' || (plan?.price.interval === 'month' && plan.price.interval_count >= 12) ? 'year' : 'month';
}

/**
 * What a plan card's button does: a guest registers first (the choice waits in
 * storage), a signed-in user without a plan goes to checkout, one with a plan changes it; the
 * user's current plan cannot be chosen again.
 */
export type PlanAction = 'register' | 'checkout' | 'change' | 'current';

export function planAction(options: { loggedIn: boolean; hasPlan: boolean; currentPlanId: number | null | undefined; productId: number }): PlanAction {
  if (options.loggedIn && options.currentPlanId === options.productId) return 'current';
  if (!options.loggedIn) return 'register';
  return options.hasPlan ? 'change' : 'checkout';
}

/** /billing/success?product=…&interval=…&count=…[&immediate=1]. */
export function billingSuccessPath(options: { productId: number; interval?: string | null; count?: number | null; immediate?: boolean }): string {
  const params = new URLSearchParams({ product: String(options.productId) });
  if (options.interval) params.set('interval', options.interval);
  if (options.count) params.set('count', String(options.count));
  if (options.immediate) params.set('immediate', '1');
  return `/billing/success?${params.toString()}`;
}

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'navigate'; path: string } | { kind: 'invalid' };

/**
 * A checkout (or change-plan) answer: go to `redirect_url`; `url: null` means the plan is active
 * already, so the success page shows it at once (immediate=1); anything else is no answer.
 */
export function checkoutOutcome(answer: CheckoutAnswer | null | undefined, success: { productId: number; interval?: string | null; count?: number | null }): CheckoutOutcome {
  if (answer && 'redirect_url' in answer && typeof answer.redirect_url === 'string' && answer.redirect_url) return { kind: 'redirect', url: answer.redirect_url };
  if (answer && 'url' in answer && answer.url === null) return { kind: 'navigate', path: billingSuccessPath({ ...success, immediate: true }) };
  return { kind: 'invalid' };
}

/** The success page stops polling once a plan exists, and when ?product= is given, it is that plan. */
export function isPlanConfirmed(usage: AccountUsage | null | undefined, productParam: string | null): boolean {
  const plan = usage?.current_plan;
  if (!plan) return false;
  if (!productParam) return true;
  return String(plan.id) === productParam.trim();
}

/** Whole days until `endsAt`, rounded up (a trial ending later today has 1 day left); 0 once past. */
export function daysLeft(endsAt: string | null | undefined, now: number = Date.now()): number {
  const end = endsAt ? Date.parse(endsAt) : NaN;
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** One line of the current plan card, translated by the caller. */
export type PlanStatusLine = { kind: 'trial'; days: number } | { kind: 'renews'; date: string } | { kind: 'ends'; date: string };

/**
 * The current plan's dates: a cancelled plan "Ends on", else "Renews on"; a trial also counts its
 * days left. A date the server left out is not shown.
 */
export function planStatusLines(plan: CurrentPlan, now: number = Date.now()): PlanStatusLine[] {
  const lines: PlanStatusLine[] = [];
  const cancelled = plan.status === 'cancelled';
  if (plan.is_trial) {
    const trialEnd = plan.trial_ends_at ?? (cancelled ? plan.ends_at : plan.renews_at);
    if (trialEnd) lines.push({ kind: 'trial', days: daysLeft(trialEnd, now) });
  }
  if (cancelled) {
    const end = plan.ends_at ?? plan.renews_at;
    if (end) lines.push({ kind: 'ends', date: end });
  } else if (plan.renews_at) {
    lines.push({ kind: 'renews', date: plan.renews_at });
  }
  return lines;
}

/** A usage bar: percent used (null when unlimited), capped at 100. */
export function usagePercent(entry: Pick<UsageEntry, 'used' | 'allowed'>): number | null {
  if (entry.allowed === null || entry.allowed === undefined) return null;
  if (entry.allowed <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((entry.used / entry.allowed) * 100)));
}

/** "Mar 5, 2025" in the user's language; the raw text when it is not a date. */
export function formatBillingDate(value: string | null | undefined, locale = 'en'): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(time);
  }
}

/** What an invoice row shows as its amount: what was paid once paid, else what is due. */
export function invoiceAmount(invoice: Pick<InvoiceData, 'amount_due' | 'amount_paid' | 'status'>): number {
  return invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
}

/** The plan a change left the user on, for its toast: applied at once, or scheduled for the period end. */
export type PlanChangeResult = { kind: 'applied'; plan: string } | { kind: 'scheduled'; plan: string; date: string } | { kind: 'unknown' };

export function planChangeResult(plan: CurrentPlan | null | undefined, product: Pick<ProductData, 'id' | 'name'>): PlanChangeResult {
  if (!plan) return { kind: 'unknown' };
  if (plan.id === product.id) return { kind: 'applied', plan: plan.name || product.name };
  const scheduled = plan.scheduled_changes?.find((change) => change.product_id === product.id);
  if (scheduled) return { kind: 'scheduled', plan: scheduled.product_name || product.name, date: scheduled.starts_at };
  return { kind: 'unknown' };
}

/**
 * What the user may do with their sites (the dashboard and editor guards): everything, only look
 * (billing on and a plan that lapsed: the sites stay, creating, saving and publishing wait for a
 * plan), or nothing (the guard's not-authorized page).
 */
export type SitesAccess = 'full' | 'read-only' | 'none';

export function sitesAccess(subject: PermissionSubject): SitesAccess {
  if (hasPermission(subject, PERMISSIONS.projectsCreate)) return 'full';
  if (subject.billingEnabled && mayViewSites(subject)) return 'read-only';
  return 'none';
}

/** The product of the user's latest subscription (the plan that lapsed), if the payload names it. */
export function lastPlanProductId(user: PermissionSubject['user']): number | null {
  const subscriptions = [...(user?.subscriptions ?? [])].sort((a, b) => b.id - a.id);
  return subscriptions.find((subscription) => typeof subscription.product_id === 'number')?.product_id ?? null;
}

/** formatMoney that never throws: an unknown language falls back to English, an unknown currency to "12 XYZ". */
export function money(amount: number, currency: string, locale = 'en'): string {
  try {
    return formatMoney(amount, currency, locale);
  } catch {
    try {
      return formatMoney(amount, currency, 'en');
    } catch {
      return `${amount} ${currency.toUpperCase()}`;
    }
  }
}

/** A usage label inside a sentence ("3 of 20 sites"): "Sites" → "sites", while "AI generations" keeps its acronym. */
export function labelInSentence(label: string): string {
  const [first, second] = Array.from(label);
  if (!first || (second && second !== second.toLocaleLowerCase())) return label;
  return first.toLocaleLowerCase() + label.slice(first.length);
}


/** A test id part for a plan name ("Premium Plus" → "premium-plus"). */
export function planSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'plan'
  );
}
