import { apiClient } from '../../../lib/http/api-client.ts';
import { refreshList } from '../table/list-api.ts';

// admin/subscriptions (docs/admin-api.md): every subscriber's subscription, cancel and extend.

export const SUBSCRIPTIONS_ENDPOINT = 'admin/subscriptions';

/** Stripe's subscription statuses (a free plan is `active` or `canceled`). */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'] as const;

export interface SubscriptionRow {
  id: number;
  user: { id: number; email: string; display_name: string } | null;
  product: { id: number; name: string } | null;
  price: { id: number; amount: number; currency: string; interval: 'month' | 'year'; interval_count: number } | null;
  gateway_name: string;
  gateway_id: string;
  status: string;
  /** Whether the plan's features are on now. */
  valid: boolean;
  cancel_at_period_end: boolean;
  trial_ends_at: string | null;
  renews_at: string | null;
  ends_at: string | null;
  created_at: string;
}

export async function cancelSubscription(id: number, immediately: boolean): Promise<void> {
  await apiClient.post(`${SUBSCRIPTIONS_ENDPOINT}/${id}/cancel`, { immediately });
  await refreshList(SUBSCRIPTIONS_ENDPOINT);
}

export async function extendSubscription(id: number, endsAt: string): Promise<void> {
  await apiClient.post(`${SUBSCRIPTIONS_ENDPOINT}/${id}/extend`, { ends_at: endsAt });
  await refreshList(SUBSCRIPTIONS_ENDPOINT);
}

/** The end a subscription has now: the day it stops, or else the day it renews. */
export function currentEnd(row: Pick<SubscriptionRow, 'ends_at' | 'renews_at'>): string | null {
  return row.ends_at ?? row.renews_at;
}

/** A date input's day as the instant the extension runs to: the end of that local day. */
export function extensionEnd(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}
