import { useMemo, useState } from 'react';
import { useBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { Avatar } from '../../../app/layout/navbar.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useRoleChoices } from '../roles/permissions-api.ts';
import { formatDate } from '../shell/format.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn, type DataTableFilter, type DataTableRowAction } from '../table/data-table.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';
import { UserForm } from './user-form.tsx';
import { impersonateUser, unsuspendUser, USERS_ENDPOINT, type UserRow } from './users-api.ts';

const COLUMNS: DataTableColumn<UserRow>[] = [
  { id: 'avatar', header: 'Avatar', hideHeader: true, className: 'sw-table-avatar', cell: (user) => <Avatar user={user} /> },
  { id: 'display_name', header: 'Name', sortable: true, cell: (user) => user.display_name },
  { id: 'email', header: 'Email', sortable: true, cell: (user) => user.email },
  {
    id: 'roles',
    header: 'Roles',
    cell: (user) => (
      <span className="sw-table-badges">
        {user.roles.map((role) => (
          <span key={role.id} className="sw-badge">
            {role.name}
          </span>
        ))}
      </span>
    ),
  },
  {
    id: 'email_verified_at',
    header: 'Verified',
    sortable: true,
    cell: (user) =>
      user.email_verified_at ? (
        <span className="sw-badge sw-badge-positive">
          <Trans message="Yes" />
        </span>
      ) : (
        <span className="sw-badge sw-badge-muted">
          <Trans message="No" />
        </span>
      ),
  },
  {
    id: 'banned_at',
    header: 'Suspended',
    sortable: true,
    cell: (user) =>
      user.banned_at ? (
        <span className="sw-badge sw-badge-danger" data-testid="user-suspended">
          <Trans message="Suspended" />
        </span>
      ) : null,
  },
  { id: 'created_at', header: 'Created', sortable: true, cell: (user) => formatDate(user.created_at) },
];

/** /admin/users: every account, with create, edit, suspend, impersonate and delete. */
export function UsersPage() {
  useDocumentTitle('Users');
  const trans = useTrans();
  const me = useBootstrapData().user;
  const roles = useRoleChoices();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [suspending, setSuspending] = useState<UserRow | null>(null);
  const [impersonating, setImpersonating] = useState<UserRow | null>(null);

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { key: 'role', label: 'Role', type: 'select', options: (roles.data ?? []).map((role) => ({ value: role.id, label: role.name })) },
      { key: 'verified', label: 'Verified', type: 'boolean' },
      { key: 'suspended', label: 'Suspended', type: 'boolean' },
      { key: 'created_at', label: 'Created', type: 'dateRange' },
    ],
    [roles.data],
  );

  const actions = useMemo<DataTableRowAction<UserRow>[]>(
    () => [
      { label: 'Edit', onSelect: setEditing, testId: 'user-edit' },
      { label: 'Suspend', onSelect: setSuspending, hidden: (user) => Boolean(user.banned_at) || user.id === me?.id, testId: 'user-suspend' },
      {
        label: 'Unsuspend',
        hidden: (user) => !user.banned_at,
        testId: 'user-unsuspend',
        onSelect: (user) => {
          unsuspendUser(user.id).then(() => toast('User unsuspended'), showHttpErrorToast);
        },
      },
      { label: 'Impersonate', onSelect: setImpersonating, hidden: (user) => user.id === me?.id || Boolean(user.banned_at), testId: 'user-impersonate' },
    ],
    [me?.id],
  );

  return (
    <div data-testid="admin-users">
      <PageHeader title="Users" description="Every account: create, edit, suspend, sign in as a user, or delete." />
      <DataTable<UserRow>
        endpoint={USERS_ENDPOINT}
        label="Users"
        search="Search by name or e-mail"
        rowLabel={(user) => user.email}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}
        filters={filters}
        rowActions={actions}
        deletable={(user) => user.id !== me?.id}
        testId="users-table"
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')} data-testid="user-create">
            <Trans message="Add user" />
          </Button>
        }
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add user' : 'Edit user'} size="lg">
        {editing !== null && <UserForm key={editing === 'new' ? 'new' : editing.id} user={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
      <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />
      <ConfirmDialog
        open={impersonating !== null}
        title={trans('Sign in as :name?', { name: impersonating?.display_name ?? '' })}
        confirmLabel="Impersonate"
        testId="impersonate-dialog"
        confirmTestId="confirm-button"
        onClose={() => setImpersonating(null)}
        onConfirm={async () => {
          if (!impersonating) return;
          await impersonateUser(impersonating.id);
          window.location.assign('/dashboard');
        }}
      >
        <p>
          <Trans message="You will see the product as this user does until you stop impersonating." />
        </p>
      </ConfirmDialog>
    </div>
  );
}
