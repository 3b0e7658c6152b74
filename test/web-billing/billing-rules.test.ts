import { expect } from 'chai';
import type { CurrentPlan, ProductData } from '../../common/billing.ts';
import type { User } from '../../common/types.ts';
import {
  billingSuccessPath,
  checkoutOutcome,
  daysLeft,
  formatBillingDate,
  initialInterval,
  invoiceAmount,
  isPlanConfirmed,
  labelInSentence,
  lastPlanProductId,
  longestTrialDays,
  money,
  planAction,
  planChangeResult,
  planSlug,
  planStatusLines,
  sitesAccess,
  usagePercent,
  visiblePlans,
} from '../../web/src/features/billing/billing-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-03-01T12:00:00Z');

function product(overrides: Partial<ProductData> = {}): ProductData {
  return {
    id: 1,
    name: 'Starter',
    description: null,
    hidden: false,
    recommended: false,
    free: false,
    feature_list: [],
    position: 0,
    trial_period_days: null,
    prices: [],
    ...overrides,
  };
}

function plan(overrides: Partial<CurrentPlan> = {}): CurrentPlan {
  return {
    id: 2,
    name: 'Premium',
    price: { amount: 29, currency: 'USD', interval: 'month', interval_count: 1 },
    status: 'active',
    is_trial: false,
    renews_at: '2025-04-01T00:00:00Z',
    ends_at: null,
    trial_ends_at: null,
    scheduled_changes: [],
    ...overrides,
  };
}

function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'a@example.com',
    display_name: 'a',
    first_name: null,
    last_name: null,
    avatar: null,
    language: 'en',
    country: null,
    timezone: null,
    email_verified_at: null,
    unread_notifications_count: 0,
    two_factor_confirmed_at: null,
    roles: [],
    permissions: [{ name: 'projects.create', restrictions: [] }],
    autumn_subscription_active: false,
    ...overrides,
  };
}

describe('billing rules: the pricing page', () => {
  it('shows visible plans only, in their position order', () => {
    const plans = visiblePlans([product({ id: 1, position: 2 }), product({ id: 2, position: 0, hidden: true }), product({ id: 3, position: 1 })]);
    expect(plans.map((p) => p.id)).to.deep.equal([3, 1]);
  });

  it('finds the trial days of the banner among visible plans only', () => {
    expect(longestTrialDays([product({ trial_period_days: 7 }), product({ id: 2, trial_period_days: 30, hidden: true })])).to.equal(7);
    expect(longestTrialDays([product(), product({ id: 2, trial_period_days: 0 })])).to.equal(null);
  });

  it('starts the switch on the interval the user pays for', () => {
    expect(initialInterval(null)).to.equal('month');
    expect(initialInterval(plan())).to.equal('month');
    expect(initialInterval(plan({ price: { amount: 240, currency: 'USD', interval: 'year', interval_count: 1 } }))).to.equal('year');
    expect(initialInterval(plan({ price: { amount: 240, currency: 'USD', interval: 'month', interval_count: 12 } }))).to.equal('year');
  });

  it('decides what a plan button does: register, checkout, change, or nothing for the current plan', () => {
    expect(planAction({ loggedIn: false, hasPlan: false, currentPlanId: null, productId: 1 })).to.equal('register');
    expect(planAction({ loggedIn: true, hasPlan: false, currentPlanId: null, productId: 1 })).to.equal('checkout');
    expect(planAction({ loggedIn: true, hasPlan: true, currentPlanId: 2, productId: 1 })).to.equal('change');
    expect(planAction({ loggedIn: true, hasPlan: true, currentPlanId: 1, productId: 1 })).to.equal('current');
  });

  it('names plan cards for tests by a slug of the plan name', () => {
    expect(planSlug('Premium Plus')).to.equal('premium-plus');
    expect(planSlug('  Ultimate! ')).to.equal('ultimate');
    expect(planSlug('***')).to.equal('plan');
  });

  it('formats prices without throwing on an unknown language or currency', () => {
    expect(money(29, 'usd')).to.equal('$29');
    expect(money(4.5, 'USD')).to.equal('$4.50');
    expect(money(29, 'USD', 'not a locale!')).to.equal('$29');
    expect(money(29, 'nope')).to.equal('29 NOPE');
  });
});

describe('billing rules: checkout and the success page', () => {
  it('builds the success address with the price interval, and immediate=1 when nothing was paid on a provider page', () => {
    expect(billingSuccessPath({ productId: 3, interval: 'year', count: 1 })).to.equal('/billing/success?product=3&interval=year&count=1');
    expect(billingSuccessPath({ productId: 3 })).to.equal('/billing/success?product=3');
    expect(billingSuccessPath({ productId: 3, interval: 'month', count: 1, immediate: true })).to.equal('/billing/success?product=3&interval=month&count=1&immediate=1');
  });

  it('follows a checkout answer: the provider page, the success page at once, or nothing usable', () => {
    expect(checkoutOutcome({ redirect_url: 'https://checkout.stripe.com/c/1' }, { productId: 3 })).to.deep.equal({ kind: 'redirect', url: 'https://checkout.stripe.com/c/1' });
    expect(checkoutOutcome({ url: null }, { productId: 3, interval: 'month', count: 1 })).to.deep.equal({
      kind: 'navigate',
      path: '/billing/success?product=3&interval=month&count=1&immediate=1',
    });
    expect(checkoutOutcome(null, { productId: 3 })).to.deep.equal({ kind: 'invalid' });
    expect(checkoutOutcome({ redirect_url: '' } as never, { productId: 3 })).to.deep.equal({ kind: 'invalid' });
  });

  it('waits for a plan, and for the chosen one when ?product= names it', () => {
    expect(isPlanConfirmed(undefined, null)).to.equal(false);
    expect(isPlanConfirmed({ current_plan: null, usage: [] }, '2')).to.equal(false);
    expect(isPlanConfirmed({ current_plan: plan({ id: 2 }), usage: [] }, null)).to.equal(true);
    expect(isPlanConfirmed({ current_plan: plan({ id: 2 }), usage: [] }, '2')).to.equal(true);
    expect(isPlanConfirmed({ current_plan: plan({ id: 1 }), usage: [] }, '2'), 'still the old plan').to.equal(false);
  });
});

describe('billing rules: the billing page', () => {
  it('counts trial days left, rounding up, never below 0', () => {
    expect(daysLeft(new Date(NOW + 7 * DAY).toISOString(), NOW)).to.equal(7);
    expect(daysLeft(new Date(NOW + 2 * 60 * 60 * 1000).toISOString(), NOW)).to.equal(1);
    expect(daysLeft(new Date(NOW - DAY).toISOString(), NOW)).to.equal(0);
    expect(daysLeft(null, NOW)).to.equal(0);
    expect(daysLeft('not a date', NOW)).to.equal(0);
  });

  it('says "Renews on" for an active plan, "Ends on" for a cancelled one, and the trial days of a trial', () => {
    expect(planStatusLines(plan(), NOW)).to.deep.equal([{ kind: 'renews', date: '2025-04-01T00:00:00Z' }]);
    expect(planStatusLines(plan({ status: 'cancelled', renews_at: null, ends_at: '2025-03-20T00:00:00Z' }), NOW)).to.deep.equal([{ kind: 'ends', date: '2025-03-20T00:00:00Z' }]);
    const trialEnd = new Date(NOW + 5 * DAY).toISOString();
    expect(planStatusLines(plan({ is_trial: true, trial_ends_at: trialEnd, renews_at: trialEnd }), NOW)).to.deep.equal([
      { kind: 'trial', days: 5 },
      { kind: 'renews', date: trialEnd },
    ]);
    expect(planStatusLines(plan({ is_trial: true, status: 'cancelled', trial_ends_at: null, renews_at: null, ends_at: trialEnd }), NOW)).to.deep.equal([
      { kind: 'trial', days: 5 },
      { kind: 'ends', date: trialEnd },
    ]);
    expect(planStatusLines(plan({ renews_at: null }), NOW), 'no date, no line').to.deep.equal([]);
  });

  it('fills usage bars against the limit; unlimited has no bar', () => {
    expect(usagePercent({ used: 3, allowed: 20 })).to.equal(15);
    expect(usagePercent({ used: 25, allowed: 20 })).to.equal(100);
    expect(usagePercent({ used: 0, allowed: 0 })).to.equal(100);
    expect(usagePercent({ used: 3, allowed: null })).to.equal(null);
    expect(labelInSentence('Sites')).to.equal('sites');
    expect(labelInSentence('AI generations')).to.equal('AI generations');
    expect(labelInSentence('')).to.equal('');
  });

  it('formats dates in the user language, and keeps text that is not a date', () => {
    expect(formatBillingDate('2025-03-05T12:00:00Z', 'en')).to.equal('Mar 5, 2025');
    expect(formatBillingDate('2025-03-05T12:00:00Z', 'not a locale!')).to.equal('Mar 5, 2025');
    expect(formatBillingDate('soon')).to.equal('soon');
    expect(formatBillingDate(null)).to.equal('');
  });

  it('shows what an invoice cost once paid, else what is due', () => {
    expect(invoiceAmount({ status: 'paid', amount_due: 29, amount_paid: 29 })).to.equal(29);
    expect(invoiceAmount({ status: 'open', amount_due: 29, amount_paid: 0 })).to.equal(29);
  });

  it('tells an upgrade applied at once from a downgrade waiting for the period end', () => {
    const target = { id: 3, name: 'Ultimate' };
    expect(planChangeResult(plan({ id: 3, name: 'Ultimate' }), target)).to.deep.equal({ kind: 'applied', plan: 'Ultimate' });
    const waiting = plan({ scheduled_changes: [{ product_id: 3, product_name: 'Ultimate', price_id: 9, starts_at: '2025-04-01T00:00:00Z' }] });
    expect(planChangeResult(waiting, target)).to.deep.equal({ kind: 'scheduled', plan: 'Ultimate', date: '2025-04-01T00:00:00Z' });
    expect(planChangeResult(plan(), target)).to.deep.equal({ kind: 'unknown' });
    expect(planChangeResult(null, target)).to.deep.equal({ kind: 'unknown' });
  });
});

describe('billing rules: a lapsed plan keeps its sites read-only', () => {
  const subject = (u: User | null, billingEnabled: boolean) => ({ user: u, guestRole: null, billingEnabled });

  it('gives subscribers and everyone on a server without billing full access', () => {
    expect(sitesAccess(subject(user({ subscriptions: [{ id: 1, valid: true }] }), true))).to.equal('full');
    expect(sitesAccess(subject(user(), false))).to.equal('full');
    expect(sitesAccess(subject(user({ permissions: [{ name: 'admin', restrictions: [] }] }), true))).to.equal('full');
  });

  it('opens the sites read-only to someone whose plan lapsed, and not at all to someone who never subscribed', () => {
    expect(sitesAccess(subject(user({ subscriptions: [{ id: 1, valid: false, product_id: 2, status: 'canceled' }] }), true))).to.equal('read-only');
    expect(sitesAccess(subject(user(), true))).to.equal('none');
    expect(sitesAccess(subject(user({ permissions: [] }), false))).to.equal('none');
    expect(sitesAccess(subject(null, true))).to.equal('none');
  });

  it('names the plan of the latest subscription', () => {
    expect(lastPlanProductId(user({ subscriptions: [{ id: 1, valid: false, product_id: 2 }, { id: 4, valid: false, product_id: 3 }] }))).to.equal(3);
    expect(lastPlanProductId(user({ subscriptions: [{ id: 1, valid: false }] }))).to.equal(null);
    expect(lastPlanProductId(null)).to.equal(null);
  });
});
