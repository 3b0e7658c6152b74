/**
 * DataTable: the one table of every admin list.
 *
 * It fetches pages of an admin list endpoint (docs/admin-api.md: `page`, `perPage`, `orderBy`,
 * `orderDir`, `query`, `filters` → `{pagination}`) and keeps that state in the address bar, so a
 * filtered view is a link and back/forward walk through views. It draws the search box, the
 * declared filters, sortable headers (aria-sort), row selection with bulk actions, a row actions
 * menu, and the loading, empty and error states. Screens own their create/edit dialogs.
 *
 *   <DataTable<UserRow>
 *     endpoint="admin/users"                 // GET for pages; DELETE {ids} for deletes
 *     label="Users"                          // the table's accessible name
 *     rowLabel={(user) => user.email}        // names a row for screen readers ("Select …")
 *     columns={[{ id: 'email', header: 'E-mail', sortable: true, cell: (user) => user.email }]}
 *     defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}  // the API's order without orderBy
 *     filters={[{ key: 'verified', label: 'Verified', type: 'boolean' }]}
 *     rowActions={[{ label: 'Edit', onSelect: (user) => setEditing(user) }]}
 *     deletable                              // "Delete" per row and for the selection, confirmed
 *     toolbar={<Button onClick={…}>Add user</Button>}
 *   />
 *
 * After a save elsewhere, `refreshList(endpoint)` (./list-api.ts) refetches the list. A list the
 * server answers whole can pass `fetchPage` with `paginateLocally` (./local-list.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rowSelectionFeature, rowSortingFeature, tableFeatures, useTable, type RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, transChoice, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { DropdownMenu, MenuButtonItem } from '../../../ui/dropdown-menu.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { QueryError } from '../../../ui/query-status.tsx';
import { FilterBar } from './filter-bar.tsx';
import type { DataTableFilter } from './filters.ts';
import type { Pagination } from '../../../../../common/pagination.ts';
import { bulkDelete, fetchListPage, listQueryKey, refreshList } from './list-api.ts';
import { listParams, nextSort, type ListState, type SortDirection } from './list-state.ts';
import { SearchBox } from './search-box.tsx';
import { TablePagination } from './table-pagination.tsx';
import { useListState } from './use-list-state.ts';
import './data-table.css';

export type { DataTableFilter } from './filters.ts';

export interface DataTableColumn<Row> {
  /** Unique per table; the API's `orderBy` when the column is sortable. */
  id: string;
  /** A translatable line. */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The header is read by screen readers only (e.g. an avatar column). */
  hideHeader?: boolean;
  className?: string;
}

export interface DataTableRowAction<Row> {
  label: string;
  onSelect: (row: Row) => void;
  /** Hidden for rows where it does not apply (e.g. "Unsuspend" for a user who is not suspended). */
  hidden?: (row: Row) => boolean;
  testId?: string;
}

export interface DataTableBulkAction {
  label: string;
  /** Gets the selected ids; `clear` empties the selection. */
  onSelect: (ids: number[], clear: () => void) => void;
  testId?: string;
}

export interface DataTableProps<Row extends { id: number }> {
  endpoint: string;
  label: string;
  rowLabel: (row: Row) => string;
  columns: DataTableColumn<Row>[];
  defaultOrder?: { orderBy: string; orderDir: SortDirection };
  filters?: DataTableFilter[];
  /** Placeholder and label of the search box; false hides it. */
  search?: string | false;
  rowActions?: DataTableRowAction<Row>[];
  /** "Delete" in each row's menu (or only where the function says) and for the selection. */
  deletable?: boolean | ((row: Row) => boolean);
  /** Replaces the default delete (DELETE <endpoint> {ids}). */
  deleteRows?: (ids: number[]) => Promise<void>;
  bulkActions?: DataTableBulkAction[];
  /** Buttons beside the search box, such as "Add user". */
  toolbar?: ReactNode;
  /** Shown when the list is empty without a search or filter. */
  empty?: { title: string; text?: string };
  /** Replaces GET <endpoint> (e.g. a list the server answers whole, paged in the browser). */
  fetchPage?: (state: ListState, signal: AbortSignal) => Promise<Pagination<Row>>;
  testId?: string;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const SKELETON_ROWS = 5;
const NO_ROWS: never[] = [];

export function DataTable<Row extends { id: number }>(props: DataTableProps<Row>) {
  const { endpoint, label, rowLabel, columns, defaultOrder, filters = NO_ROWS, search = 'Search', rowActions = NO_ROWS, deletable, deleteRows, bulkActions = NO_ROWS, toolbar, empty, fetchPage, testId } = props;
  const trans = useTrans();
  const filterKeys = useMemo(() => filters.map((filter) => filter.key), [filters]);
  const sortKeys = useMemo(() => columns.filter((column) => column.sortable).map((column) => column.id), [columns]);
  const [state, setState] = useListState({ filterKeys, sortKeys });

  const result = useQuery({
    queryKey: listQueryKey(endpoint, state),
    queryFn: ({ signal }) => (fetchPage ? fetchPage(state, signal) : fetchListPage<Row>(endpoint, state, signal)),
    placeholderData: keepPreviousData,
  });
  const page = result.data;
  const rows = page?.data ?? (NO_ROWS as Row[]);

  // A delete can empty the last page: show the page that now is the last.
  useEffect(() => {
    if (page && !page.data.length && page.total > 0 && state.page > page.last_page) setState({ page: page.last_page }, { replace: true });
  }, [page, state.page, setState]);

  // The selection belongs to one view: another page, sort, search or filter starts without one.
  const view = JSON.stringify(listParams(state));
  const [selection, setSelection] = useState<{ view: string; rows: RowSelectionState }>({ view, rows: {} });
  const rowSelection = selection.view === view ? selection.rows : {};
  const selectedIds = Object.keys(rowSelection)
    .filter((id) => rowSelection[id])
    .map(Number);
  const clearSelection = () => setSelection({ view, rows: {} });

  const canDelete = (row: Row) => (typeof deletable === 'function' ? deletable(row) : Boolean(deletable));
  const selectable = Boolean(deletable) || bulkActions.length > 0;
  const [deleting, setDeleting] = useState<{ ids: number[]; name?: string } | null>(null);

  const order = state.orderBy ? { orderBy: state.orderBy, orderDir: state.orderDir } : defaultOrder;
  // The table needs the columns' ids only (cells are drawn below from `columns`), so screens may
  // pass columns whose cells close over their state without rebuilding the table's model.
  const columnIds = columns.map((column) => column.id).join(',');
  const tableColumns = useMemo(() => columnIds.split(',').map((id) => ({ id })), [columnIds]);
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    state: { sorting: order ? [{ id: order.orderBy, desc: order.orderDir === 'desc' }] : [], rowSelection },
    onRowSelectionChange: (updater) => setSelection({ view, rows: typeof updater === 'function' ? updater(rowSelection) : updater }),
    enableRowSelection: selectable,
  });

  const anyActions = rowActions.length > 0 || Boolean(deletable);
  const columnCount = columns.length + (selectable ? 1 : 0) + (anyActions ? 1 : 0);
  const searching = Boolean(state.query) || state.filters.length > 0;

  let body: ReactNode;
  if (result.isError) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <QueryError inline title={<Trans message="There was an issue loading this list." />} error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} testId="table-error" />
        </td>
      </tr>
    );
  } else if (!page) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <tr key={index} className="sw-table-skeleton-row" aria-hidden="true">
        {Array.from({ length: columnCount }, (__, cell) => (
          <td key={cell}>
            <span className="sw-skeleton" />
          </td>
        ))}
      </tr>
    ));
  } else if (!rows.length) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <div className="sw-table-message" data-testid="table-empty">
            {searching ? (
              <>
                <p className="sw-table-message-title">
                  <Trans message="Nothing matches this search." />
                </p>
                <Button variant="outline" size="sm" onClick={() => setState({ query: '', filters: [] })}>
                  <Trans message="Clear search and filters" />
                </Button>
              </>
            ) : (
              <>
                <p className="sw-table-message-title">
                  <Trans message={empty?.title ?? 'Nothing here yet.'} />
                </p>
                {empty?.text && (
                  <p className="sw-muted">
                    <Trans message={empty.text} />
                  </p>
                )}
              </>
            )}
          </div>
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined} data-row-id={row.id}>
        {selectable && (
          <td className="sw-table-check">
            <input
              type="checkbox"
              aria-label={trans('Select :name', { name: rowLabel(row.original) })}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        )}
        {columns.map((column) => (
          <td key={column.id} className={column.className}>
            {column.cell(row.original)}
          </td>
        ))}
        {anyActions && (
          <td className="sw-table-actions">
            <RowActions
              row={row.original}
              name={rowLabel(row.original)}
              actions={rowActions}
              onDelete={canDelete(row.original) ? () => setDeleting({ ids: [row.original.id], name: rowLabel(row.original) }) : undefined}
            />
          </td>
        )}
      </tr>
    ));
  }

  const allChecked = rows.length > 0 && table.getIsAllPageRowsSelected();
  const someChecked = !allChecked && table.getIsSomePageRowsSelected();

  return (
    <div className="sw-data-table" data-testid={testId}>
      <div className="sw-table-toolbar">
        {search !== false && <SearchBox query={state.query} label={search} onSearch={(query) => setState({ query })} />}
        {toolbar && <div className="sw-table-toolbar-actions">{toolbar}</div>}
      </div>
      {filters.length > 0 && <FilterBar filters={filters} state={state} onChange={(next) => setState({ filters: next })} />}
      {selectedIds.length > 0 && (
        <div className="sw-table-bulk" role="region" aria-label={trans('Selected rows')} data-testid="table-bulk">
          <span aria-live="polite">
            <Trans message=":count selected" values={{ count: selectedIds.length }} />
          </span>
          {bulkActions.map((action) => (
            <Button key={action.label} variant="outline" size="sm" data-testid={action.testId} onClick={() => action.onSelect(selectedIds, clearSelection)}>
              <Trans message={action.label} />
            </Button>
          ))}
          {deletable && (
            <Button variant="danger" size="sm" data-testid="table-bulk-delete" onClick={() => setDeleting({ ids: selectedIds })}>
              <Trans message="Delete" />
            </Button>
          )}
          <Button variant="text" size="sm" onClick={clearSelection}>
            <Trans message="Clear selection" />
          </Button>
        </div>
      )}
      <div className="sw-table-scroll">
        <table className="sw-table" aria-busy={result.isFetching}>
          <caption className="sw-visually-hidden">{trans(label)}</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="sw-table-check">
                  <input
                    type="checkbox"
                    aria-label={trans('Select all rows on this page')}
                    checked={allChecked}
                    ref={(input) => {
                      if (input) input.indeterminate = someChecked;
                    }}
                    disabled={!rows.length}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                    data-testid="table-select-all"
                  />
                </th>
              )}
              {columns.map((column) => {
                const sorted = order?.orderBy === column.id ? order.orderDir : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={column.className}
                    aria-sort={column.sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className="sw-table-sort" data-testid={`sort-${column.id}`} onClick={() => setState(nextSort(order ?? {}, column.id))}>
                        <Trans message={column.header} />
                        <span aria-hidden="true" className="sw-table-sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <span className={column.hideHeader ? 'sw-visually-hidden' : undefined}>
                        <Trans message={column.header} />
                      </span>
                    )}
                  </th>
                );
              })}
              {anyActions && (
                <th scope="col" className="sw-table-actions">
                  <span className="sw-visually-hidden">
                    <Trans message="Actions" />
                  </span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {page && page.total > 0 && !result.isError && (
        <TablePagination
          page={state.page}
          lastPage={page.last_page}
          perPage={state.perPage}
          rows={rows.length}
          total={page.total}
          onPage={(next) => setState({ page: next })}
          onPerPage={(perPage) => setState({ perPage })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.name ? trans('Delete “:name”?', { name: deleting.name }) : trans('Delete :count items?', { count: deleting?.ids.length ?? 0 })}
        confirmLabel="Delete"
        danger
        testId="table-delete-dialog"
        confirmTestId="confirm-button"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await (deleteRows ? deleteRows(deleting.ids) : bulkDelete(endpoint, deleting.ids));
          toast(transChoice('{one} Deleted|{other} :count deleted', deleting.ids.length));
          clearSelection();
          await refreshList(endpoint);
        }}
      >
        <p>
          <Trans message="This can't be undone." />
        </p>
      </ConfirmDialog>
    </div>
  );
}

function RowActions<Row>({ row, name, actions, onDelete }: { row: Row; name: string; actions: DataTableRowAction<Row>[]; onDelete?: () => void }) {
  const trans = useTrans();
  const shown = actions.filter((action) => !action.hidden?.(row));
  if (!shown.length && !onDelete) return null;
  return (
    <DropdownMenu trigger={<span aria-hidden="true">⋯</span>} triggerLabel={trans('Actions for :name', { name })} triggerClassName="sw-icon-btn" testId="row-actions">
      {(close) => (
        <>
          {shown.map((action) => (
            <MenuButtonItem
              key={action.label}
              testId={action.testId}
              onSelect={() => {
                close();
                action.onSelect(row);
              }}
            >
              <Trans message={action.label} />
            </MenuButtonItem>
          ))}
          {onDelete && (
            <MenuButtonItem
              testId="row-delete"
              onSelect={() => {
                close();
                onDelete();
              }}
            >
              <Trans message="Delete" />
            </MenuButtonItem>
          )}
        </>
      )}
    </DropdownMenu>
  );
}
