// GET /api/v1/admin/dashboard (docs/admin-api.md): the admin dashboard's figures and daily series,
// made by server/modules/admin/dashboard.ts and drawn by web/src/features/admin/dashboard/.

/** The offered ranges and their length in days. */
export const DASHBOARD_RANGES = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
export type DashboardRange = keyof typeof DASHBOARD_RANGES;

export interface SeriesPoint {
  /** The day, YYYY-MM-DD (UTC). */
  date: string;
  value: number;
}

export interface DashboardData {
  range: { from: string; to: string };
  totals: {
    users: number;
    sites: number;
    published_sites: number;
    /** Subscriptions whose plan is on now (free plans and trials included); only while billing is on. */
    active_subscriptions?: number;
    /** Monthly recurring revenue now, in `revenue_currency`; only while billing is on. */
    revenue?: number;
    revenue_currency?: string;
    /** Bytes of every stored file, trashed ones included until they are purged. */
    storage_bytes: number;
  };
  series: {
    new_users: SeriesPoint[];
    sites_created: SeriesPoint[];
    /** Sites with a successful live publish that day (a site published twice counts once). */
    sites_published: SeriesPoint[];
    /** Monthly recurring revenue on each day, in `revenue_currency`; only while billing is on. */
    revenue?: SeriesPoint[];
  };
}
