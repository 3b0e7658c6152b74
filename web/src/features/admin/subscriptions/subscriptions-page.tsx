import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../../../common/number-format.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { formatDate } from '../shell/format.ts';
import { DataTable, type DataTableColumn, type DataTableFilter, type DataTableRowAction } from '../table/data-table.tsx';
import { CancelSubscriptionDialog, ExtendSubscriptionDialog } from './subscription-dialogs.tsx';
import { currentEnd, SUBSCRIPTION_STATUSES, SUBSCRIPTIONS_ENDPOINT, type SubscriptionRow } from './subscriptions-api.ts';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

function StatusBadge({ row }: { row: SubscriptionRow }) {
  const tone = row.valid ? (row.status === 'past_due' ? 'sw-badge' : 'sw-badge sw-badge-positive') : 'sw-badge sw-badge-muted';
  return (
    <span className="sw-table-badges">
      <span className={tone}>
        <Trans message={STATUS_LABELS[row.status] ?? row.status} />
      </span>
      {row.cancel_at_period_end && row.valid && (
        <span className="sw-badge sw-badge-danger">
          <Trans message="Ends at period end" />
        </span>
      )}
    </span>
  );
}

const COLUMNS: DataTableColumn<SubscriptionRow>[] = [
  { id: 'user', header: 'Subscriber', cell: (row) => row.user?.email ?? '—' },
  { id: 'product_id', header: 'Plan', sortable: true, cell: (row) => row.product?.name ?? '—' },
  { id: 'price', header: 'Price', cell: (row) => (row.price ? formatMoney(row.price.amount, row.price.currency) : '—') },
  { id: 'gateway_status', header: 'Status', sortable: true, cell: (row) => <StatusBadge row={row} /> },
  { id: 'renews_at', header: 'Renews', sortable: true, cell: (row) => (row.cancel_at_period_end ? '—' : formatDate(row.renews_at)) },
  { id: 'ends_at', header: 'Ends', sortable: true, cell: (row) => formatDate(row.ends_at) },
  { id: 'created_at', header: 'Started', sortable: true, cell: (row) => formatDate(row.created_at) },
];

/** /admin/subscriptions: every subscription, filtered by status or plan, cancelled or extended. */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions');
  const [cancelling, setCancelling] = useState<SubscriptionRow | null>(null);
  const [extending, setExtending] = useState<SubscriptionRow | null>(null);
  const products = useQuery({
    queryKey: ['admin', 'product-choices'],
    queryFn: async ({ signal }) => (await apiClient.get<{ products: { id: number; name: string }[] }>('admin/products', undefined, { signal })).products,
  });

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { key: 'status', label: 'Status', type: 'select', options: SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })) },
      { key: 'product_id', label: 'Plan', type: 'select', options: (products.data ?? []).map((product) => ({ value: product.id, label: product.name })) },
    ],
    [products.data],
  );

  const actions = useMemo<DataTableRowAction<SubscriptionRow>[]>(
    () => [
      { label: 'Cancel', onSelect: setCancelling, hidden: (row) => !row.valid, testId: 'subscription-cancel' },
      { label: 'Extend', onSelect: setExtending, hidden: (row) => !row.valid || !currentEnd(row), testId: 'subscription-extend' },
    ],
    [],
  );

  return (
    <div data-testid="admin-subscriptions">
      <PageHeader title="Subscriptions" description="Every subscription: cancel one, or give a subscriber more time for free." />
      <DataTable<SubscriptionRow>
        endpoint={SUBSCRIPTIONS_ENDPOINT}
        label="Subscriptions"
        search="Search by e-mail or Stripe id"
        rowLabel={(row) => `${row.user?.email ?? row.gateway_id} ${row.product?.name ?? ''}`.trim()}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}
        filters={filters}
        rowActions={actions}
        empty={{ title: 'No subscriptions yet.' }}
        testId="subscriptions-table"
      />
      <CancelSubscriptionDialog subscription={cancelling} onClose={() => setCancelling(null)} />
      <ExtendSubscriptionDialog subscription={extending} onClose={() => setExtending(null)} />
    </div>
  );
}
