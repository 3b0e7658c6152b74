import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_RANGES, type DashboardData, type DashboardRange } from '../../../../../common/admin-dashboard.ts';
import { formatMoney } from '../../../../../common/number-format.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { formatNumber } from '../shell/format.ts';

// GET admin/dashboard (docs/admin-api.md): figures and daily series over a range.

export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '30d';

/** The range of the address's ?range=, the default when it names none of the offered ranges. */
export function readRange(raw: string | null): DashboardRange {
  return raw !== null && Object.hasOwn(DASHBOARD_RANGES, raw) ? (raw as DashboardRange) : DEFAULT_DASHBOARD_RANGE;
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
