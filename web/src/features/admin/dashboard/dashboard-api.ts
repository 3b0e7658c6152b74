import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../../common/billing.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { formatNumber } from '../shell/format.ts';

// GET admin/dashboard (docs/admin-api.md): figures and daily series over a range.

export const DASHBOARD_RANGES = ['7d', '30d', '90d', '365d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '30d';

export interface SeriesPoint {
  date: string;
  value: number;
}

export interface DashboardData {
  range: { from: string; to: string };
  totals: {
    users: number;
    sites: number;
    published_sites: number;
    active_subscriptions?: number;
    /** Monthly recurring revenue now, in `revenue_currency`. */
    revenue?: number;
    revenue_currency?: string;
    storage_bytes: number;
  };
  series: {
    new_users: SeriesPoint[];
    sites_created: SeriesPoint[];
    sites_published: SeriesPoint[];
    /** Monthly recurring revenue on each day. */
    revenue?: SeriesPoint[];
  };
}

/** The range of the address's ?range=, the default when it names none of the offered ranges. */
export function readRange(raw: string | null): DashboardRange {
  return (DASHBOARD_RANGES as readonly string[]).includes(raw ?? '') ? (raw as DashboardRange) : DEFAULT_DASHBOARD_RANGE;
}

export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => apiClient.get<DashboardData>('admin/dashboard', { range }, { signal }),
  });
}

/** Revenue in its currency (a plain amount when the server names none). */
export function revenueText(amount: number, currency: string | undefined): string {
  return currency ? formatMoney(amount, currency) : formatNumber(amount, 2);
}
