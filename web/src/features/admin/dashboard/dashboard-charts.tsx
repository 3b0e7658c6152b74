import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { formatDate, formatNumber } from '../shell/format.ts';
import type { DashboardData } from '../../../../../common/admin-dashboard.ts';
import { revenueText } from './dashboard-api.ts';
import { mergeSeries, seriesTotal } from './series.ts';

// The dashboard's charts (recharts, loaded as its own chunk). Colours are the theme's, so they
// follow light and dark themes. Each chart is a figure whose caption states its total.

const HEIGHT = 240;
const axisTick = { fill: 'var(--sw-text-muted)', fontSize: 12 };

function shortDate(value: string): string {
  return formatDate(value).replace(/,?\s*\d{4}$/, '');
}

export default function DashboardCharts({ data, billing }: { data: DashboardData; billing: boolean }) {
  const trans = useTrans();
  const users = mergeSeries({ value: data.series.new_users });
  const sites = mergeSeries({ created: data.series.sites_created, published: data.series.sites_published });
  const revenue = billing && data.series.revenue ? mergeSeries({ value: data.series.revenue }) : null;

  return (
    <div className="sw-dashboard-charts" data-testid="dashboard-charts">
      <figure className="sw-card sw-dashboard-chart">
        <figcaption>
          <Trans message="New users" />
          <span className="sw-muted">
            {' '}
            <Trans message="(:total in the range)" values={{ total: formatNumber(seriesTotal(data.series.new_users)) }} />
          </span>
        </figcaption>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <AreaChart data={users} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--sw-divider)" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDate} tick={axisTick} minTickGap={24} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip labelFormatter={(value) => formatDate(String(value))} />
            <Area type="monotone" dataKey="value" name={trans('New users')} stroke="var(--be-primary)" fill="var(--be-primary)" fillOpacity={0.15} />
          </AreaChart>
        </ResponsiveContainer>
      </figure>
      <figure className="sw-card sw-dashboard-chart">
        <figcaption>
          <Trans message="Sites" />
          <span className="sw-muted">
            {' '}
            <Trans
              message="(:created created, :published published)"
              values={{ created: formatNumber(seriesTotal(data.series.sites_created)), published: formatNumber(seriesTotal(data.series.sites_published)) }}
            />
          </span>
        </figcaption>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={sites} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--sw-divider)" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDate} tick={axisTick} minTickGap={24} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip labelFormatter={(value) => formatDate(String(value))} />
            <Legend />
            <Bar dataKey="created" name={trans('Sites created')} fill="var(--be-primary)" />
            <Bar dataKey="published" name={trans('Sites published')} fill="var(--be-positive)" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      {revenue && (
        <figure className="sw-card sw-dashboard-chart">
          <figcaption>
            <Trans message="Monthly revenue" />
          </figcaption>
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <AreaChart data={revenue} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke="var(--sw-divider)" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tick={axisTick} minTickGap={24} />
              <YAxis tick={axisTick} />
              <Tooltip labelFormatter={(value) => formatDate(String(value))} formatter={(value) => revenueText(Number(value), data.totals.revenue_currency)} />
              <Area type="monotone" dataKey="value" name={trans('Monthly revenue')} stroke="var(--be-positive)" fill="var(--be-positive)" fillOpacity={0.15} />
            </AreaChart>
          </ResponsiveContainer>
        </figure>
      )}
    </div>
  );
}
