import { Op, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import { DASHBOARD_RANGES, type DashboardData, type DashboardRange, type SeriesPoint } from '../../../common/admin-dashboard.ts';
import type { AppContext } from '../../context.ts';
import { BadRequestError } from '../../errors.ts';
import { billingEnabled } from '../billing/gateway.ts';
import { Price, Subscription } from '../billing/models.ts';
import { FREE_GATEWAY, isValidSubscription } from '../billing/subscriptions.ts';
import { Project } from '../projects/models.ts';
import { Deploy } from '../publishing/models.ts';
import { FileEntryModel } from '../uploads/models.ts';
import { User } from '../users/models.ts';

// The admin dashboard's figures over a range of days (UTC). Each series is one bounded query for
// the rows of the range, counted per day here rather than with each database's date functions,
// so SQLite and MariaDB give the same days.

/** Longest custom range (from/to): two years of days. */
const MAX_DAYS = 731;
const DAY_MS = 24 * 3600 * 1000;

export interface DashboardQuery {
  range?: DashboardRange;
  from?: Date;
  to?: Date;
}

interface Days {
  /** Midnight (UTC) of the first day. */
  start: Date;
  /** Midnight (UTC) after the last day. */
  end: Date;
  keys: string[];
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

function daysOf(ctx: AppContext, query: DashboardQuery): Days {
  const last = midnight(query.to ?? ctx.now());
  const first = query.from ? midnight(query.from) : new Date(last.getTime() - (DASHBOARD_RANGES[query.range ?? '30d'] - 1) * DAY_MS);
  const count = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (count < 1) throw new BadRequestError('The range must start before it ends.', { from: 'The range must start before it ends.' });
  if (count > MAX_DAYS) throw new BadRequestError(`The range can be ${MAX_DAYS} days at most.`, { from: `The range can be ${MAX_DAYS} days at most.` });
  const keys = Array.from({ length: count }, (_, i) => dayKey(new Date(first.getTime() + i * DAY_MS)));
  return { start: first, end: new Date(last.getTime() + DAY_MS), keys };
}

function series(days: Days, dates: Date[]): SeriesPoint[] {
  const counts = new Map(days.keys.map((key) => [key, 0]));
  for (const date of dates) {
    const key = dayKey(new Date(date));
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  }
  return days.keys.map((date) => ({ date, value: counts.get(date)! }));
}

/** One column of the rows created in the range; model instances, so each dialect's dates are parsed alike. */
async function datesIn<M extends Model>(model: ModelStatic<M>, column: string, days: Days, where: WhereOptions = {}): Promise<Date[]> {
  const rows = await model.findAll({ attributes: [column], where: { ...where, [column]: { [Op.gte]: days.start, [Op.lt]: days.end } } } as never);
  return rows.map((row) => row.get(column) as Date);
}

/** Publishes that went live in the range (drafts only get a preview address), one per site and day. */
async function publishedSeries(days: Days): Promise<SeriesPoint[]> {
  const deploys = await Deploy.findAll({
    attributes: ['project_id', 'finished_at'],
    where: { status: 'ready', target: 'prod', finished_at: { [Op.gte]: days.start, [Op.lt]: days.end } },
  });
  const seen = new Set<string>();
  const dates: Date[] = [];
  for (const deploy of deploys) {
    const key = `${deploy.project_id} ${dayKey(new Date(deploy.finished_at!))}`;
    if (!seen.has(key)) dates.push(deploy.finished_at!);
    seen.add(key);
  }
  return series(days, dates);
}

// Statuses under which a subscription was paid for while it ran; an incomplete one never was, and
// for an unpaid or paused one the rows do not say since when.
const PAYING_STATUSES = ['active', 'trialing', 'past_due', 'canceled'];

/** A price per month, so monthly and yearly plans add up (what the subscription brings in a month). */
function monthlyAmount(subscription: Subscription): number {
  const price = subscription.price!;
  const months = (price.interval === 'year' ? 12 : 1) * Math.max(1, price.interval_count);
  return (price.amount * Math.max(1, subscription.quantity)) / months;
}

/** Whether a subscription was paying at `at`: started, not yet ended, past any trial. */
function payingAt(subscription: Subscription, at: Date): boolean {
  const time = at.getTime();
  if (new Date(subscription.created_at).getTime() > time) return false;
  if (subscription.ends_at && new Date(subscription.ends_at).getTime() <= time) return false;
  return !subscription.trial_ends_at || new Date(subscription.trial_ends_at).getTime() <= time;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Revenue as monthly recurring revenue: on each day, the monthly price of every paid subscription
 * running (and out of its trial) at the end of that day. It is what the subscriptions bring in
 * per month, not the money collected (Stripe's invoices say that). Amounts are in the currency of
 * most paid subscriptions; subscriptions in other currencies are left out rather than mixed in.
 */
async function billingFigures(ctx: AppContext, days: Days): Promise<{ active: number; revenue: number; currency: string; series: SeriesPoint[] }> {
  const now = ctx.now();
  const running = await Subscription.findAll({ attributes: ['gateway_status', 'ends_at'], where: { gateway_status: { [Op.in]: ['active', 'trialing', 'past_due'] } } });
  const paid = await Subscription.findAll({
    where: {
      gateway_name: { [Op.ne]: FREE_GATEWAY },
      gateway_status: { [Op.in]: PAYING_STATUSES },
      created_at: { [Op.lt]: days.end > now ? days.end : now },
      [Op.or]: [{ ends_at: null }, { ends_at: { [Op.gte]: days.start } }],
    },
    include: [{ model: Price, as: 'price', required: true }],
  });
  const byCurrency = new Map<string, number>();
  for (const subscription of paid) byCurrency.set(subscription.price!.currency, (byCurrency.get(subscription.price!.currency) ?? 0) + 1);
  const currency = [...byCurrency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'USD';
  const counted = paid.filter((subscription) => subscription.price!.currency === currency);
  const revenueAt = (at: Date) => round(counted.filter((subscription) => payingAt(subscription, at)).reduce((sum, subscription) => sum + monthlyAmount(subscription), 0));
  return {
    active: running.filter((subscription) => isValidSubscription(subscription, now)).length,
    revenue: revenueAt(now),
    currency,
    series: days.keys.map((date) => {
      const endOfDay = new Date(new Date(`${date}T00:00:00.000Z`).getTime() + DAY_MS - 1);
      return { date, value: revenueAt(endOfDay < now ? endOfDay : now) };
    }),
  };
}

export async function dashboardData(ctx: AppContext, query: DashboardQuery): Promise<DashboardData> {
  const days = daysOf(ctx, query);
  const [users, sites, publishedSites, storage, newUsers, sitesCreated, sitesPublished, charging] = await Promise.all([
    User.count(),
    Project.count(),
    Project.count({ where: { published: true } }),
    FileEntryModel.sum('file_size', { where: { type: 'file' }, paranoid: false }) as Promise<number | string | null>,
    datesIn(User, 'created_at', days),
    datesIn(Project, 'created_at', days),
    publishedSeries(days),
    billingEnabled(),
  ]);
  const billing = charging ? await billingFigures(ctx, days) : null;
  return {
    range: { from: days.keys[0], to: days.keys[days.keys.length - 1] },
    totals: {
      users,
      sites,
      published_sites: publishedSites,
      ...(billing ? { active_subscriptions: billing.active, revenue: billing.revenue, revenue_currency: billing.currency } : {}),
      storage_bytes: Number(storage ?? 0),
    },
    series: {
      new_users: series(days, newUsers),
      sites_created: series(days, sitesCreated),
      sites_published: sitesPublished,
      ...(billing ? { revenue: billing.series } : {}),
    },
  };
}
