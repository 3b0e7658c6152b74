import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatBytes } from '../../../../../common/uploads/format-bytes.ts';
import { useSettings } from '../../../app/bootstrap/bootstrap-store.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { QueryError } from '../../../ui/query-status.tsx';
import { formatNumber } from '../shell/format.ts';
import type { DashboardData, DashboardRange } from '../../../../../common/admin-dashboard.ts';
import { readRange, revenueText, useDashboard } from './dashboard-api.ts';
import './dashboard.css';

// The charts library is large; it loads in its own chunk once the figures are on screen.
const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

const RANGE_LABELS: Record<DashboardRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 365 days',
};

/** /admin: the product's figures and charts over a chosen range (kept in ?range= for a shareable link). */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard');
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get('range'));
  const billing = useSettings().billing.enable;
  const query = useDashboard(range);

  let content: ReactNode;
  if (query.isError) {
    content = <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="dashboard-error" />;
  } else {
    content = (
      <>
        <Figures data={query.data} billing={billing} />
        {query.data && (
          <Suspense fallback={<div className="sw-dashboard-charts-placeholder" aria-hidden="true" />}>
            <DashboardCharts data={query.data} billing={billing} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div data-testid="admin-dashboard" aria-busy={query.isFetching}>
      <PageHeader
        title="Dashboard"
        description="How the product is doing over the chosen range."
        actions={
          <RangeSelect
            value={range}
            onChange={(next) => {
              const nextParams = new URLSearchParams(params);
              nextParams.set('range', next);
              setParams(nextParams);
            }}
          />
        }
      />
      {content}
      <QuickLinks />
    </div>
  );
}

function RangeSelect({ value, onChange }: { value: DashboardRange; onChange: (range: DashboardRange) => void }) {
  const id = useId();
  const trans = useTrans();
  return (
    <div className="sw-dashboard-range">
      <label htmlFor={id} className="sw-visually-hidden">
        <Trans message="Range" />
      </label>
      <select id={id} className="sw-input sw-input-sm sw-select" value={value} onChange={(event) => onChange(readRange(event.target.value))} data-testid="dashboard-range">
        {(Object.keys(RANGE_LABELS) as DashboardRange[]).map((range) => (
          <option key={range} value={range}>
            {trans(RANGE_LABELS[range])}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Figure {
  key: string;
  label: string;
  value: string;
}

function figures(data: DashboardData, billing: boolean): Figure[] {
  const { totals } = data;
  const list: Figure[] = [
    { key: 'users', label: 'New users', value: formatNumber(totals.users) },
    { key: 'sites', label: 'Sites created', value: formatNumber(totals.sites) },
    { key: 'published_sites', label: 'Sites published', value: formatNumber(totals.published_sites) },
  ];
  if (billing && totals.active_subscriptions !== undefined) list.push({ key: 'active_subscriptions', label: 'Active subscriptions', value: formatNumber(totals.active_subscriptions) });
  if (billing && totals.revenue !== undefined) list.push({ key: 'revenue', label: 'Monthly revenue', value: revenueText(totals.revenue, totals.revenue_currency) });
  list.push({ key: 'storage_bytes', label: 'Storage used', value: formatBytes(totals.storage_bytes) });
  return list;
}

const FIGURE_PLACEHOLDERS = ['New users', 'Sites created', 'Sites published', 'Storage used'];

function Figures({ data, billing }: { data: DashboardData | undefined; billing: boolean }) {
  if (!data) {
    return (
      <ul className="sw-dashboard-figures" aria-hidden="true">
        {FIGURE_PLACEHOLDERS.map((label) => (
          <li key={label} className="sw-card sw-dashboard-figure">
            <span className="sw-skeleton" />
            <span className="sw-skeleton sw-skeleton-lg" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="sw-dashboard-figures" data-testid="dashboard-figures">
      {figures(data, billing).map((figure) => (
        <li key={figure.key} className="sw-card sw-dashboard-figure" data-testid={`figure-${figure.key}`}>
          <span className="sw-dashboard-figure-label">
            <Trans message={figure.label} />
          </span>
          <span className="sw-dashboard-figure-value">{figure.value}</span>
        </li>
      ))}
    </ul>
  );
}

function QuickLinks() {
  const trans = useTrans();
  return (
    <nav className="sw-dashboard-links" aria-label={trans('Settings shortcuts')}>
      <h2>
        <Trans message="Settings shortcuts" />
      </h2>
      <ul>
        <li>
          <Link to="/admin/settings/ai" className="sw-card sw-admin-card" data-testid="admin-ai-settings-link">
            <h3>
              <Trans message="AI generation" />
            </h3>
            <p>
              <Trans message="The built-in composer or an OpenAI-compatible endpoint, its model and key." />
            </p>
          </Link>
        </li>
        <li>
          <Link to="/admin/appearance" className="sw-card sw-admin-card">
            <h3>
              <Trans message="Appearance" />
            </h3>
            <p>
              <Trans message="Themes, menus, custom code and SEO with a live preview." />
            </p>
          </Link>
        </li>
        <li>
          <Link to="/admin/settings" className="sw-card sw-admin-card">
            <h3>
              <Trans message="Settings" />
            </h3>
            <p>
              <Trans message="General, authentication, billing and uploads." />
            </p>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
