import { useMemo, useState } from 'react';
import type { PriceData, ProductData } from '../../../../../common/billing.ts';
import { formatMoney } from '../../../../../common/number-format.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans, transChoice } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '../table/data-table.tsx';
import { PlanEditor } from './plan-form.tsx';
import { deleteProducts, fetchProductsPage, PRODUCTS_ENDPOINT, syncProducts } from './plans-api.ts';
import './plans.css';

function priceLabel(price: PriceData): string {
  const amount = formatMoney(price.amount, price.currency);
  const count = price.interval_count;
  if (price.interval === 'year') return transChoice('{one} :amount / year|{other} :amount / :count years', count, { amount });
  return transChoice('{one} :amount / month|{other} :amount / :count months', count, { amount });
}

const COLUMNS: DataTableColumn<ProductData>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (product) => <strong>{product.name}</strong> },
  {
    id: 'prices',
    header: 'Prices',
    cell: (product) =>
      product.prices.length ? (
        <ul className="sw-plan-prices">
          {product.prices.map((price) => (
            <li key={price.id}>{priceLabel(price)}</li>
          ))}
        </ul>
      ) : (
        <span className="sw-muted">—</span>
      ),
  },
  {
    id: 'flags',
    header: 'Shown as',
    cell: (product) => (
      <span className="sw-table-badges">
        {product.recommended && (
          <span className="sw-badge">
            <Trans message="Recommended" />
          </span>
        )}
        {product.free && (
          <span className="sw-badge sw-badge-positive">
            <Trans message="Free" />
          </span>
        )}
        {product.hidden && (
          <span className="sw-badge sw-badge-muted">
            <Trans message="Hidden" />
          </span>
        )}
      </span>
    ),
  },
  { id: 'trial_period_days', header: 'Trial days', sortable: true, cell: (product) => product.trial_period_days ?? '—' },
  { id: 'position', header: 'Position', sortable: true, cell: (product) => product.position },
];

/** /admin/plans: the plans, their prices and permissions, and the button that mirrors them into Stripe. */
export function PlansPage() {
  useDocumentTitle('Plans');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [syncing, setSyncing] = useState(false);
  const actions = useMemo<DataTableRowAction<ProductData>[]>(() => [{ label: 'Edit', onSelect: (product) => setEditing(product.id), testId: 'plan-edit' }], []);

  async function sync() {
    setSyncing(true);
    try {
      await syncProducts();
      toast('Plans synced to Stripe');
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setSyncing(false);
    }
  }

  return (
    <div data-testid="admin-plans">
      <PageHeader title="Plans" description="What people can subscribe to: prices, features and the permissions each plan grants." />
      <DataTable<ProductData>
        endpoint={PRODUCTS_ENDPOINT}
        label="Plans"
        search="Search plans"
        rowLabel={(product) => product.name}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'position', orderDir: 'asc' }}
        fetchPage={fetchProductsPage}
        rowActions={actions}
        deletable
        deleteRows={deleteProducts}
        toolbar={
          <>
            <Button variant="outline" onClick={() => void sync()} disabled={syncing} aria-busy={syncing} data-testid="plans-sync">
              {syncing ? <Trans message="Syncing…" /> : <Trans message="Sync to Stripe" />}
            </Button>
            <Button variant="primary" onClick={() => setEditing('new')} data-testid="plan-create">
              <Trans message="Add plan" />
            </Button>
          </>
        }
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add plan' : 'Edit plan'} size="xl">
        {editing !== null && <PlanEditor key={editing} productId={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}
