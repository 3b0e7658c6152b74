import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { required } from '../../../lib/forms/rules.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { CheckboxField, TextField } from '../../auth/form-fields.tsx';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '../table/data-table.tsx';
import { PermissionsField } from './permissions-field.tsx';
import { permissionsPayload } from './permission-values.ts';
import type { GrantedPermission } from './permissions-api.ts';
import { deleteRoles, ROLES_ENDPOINT, saveRole, type RoleRow } from './roles-api.ts';

const COLUMNS: DataTableColumn<RoleRow>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (role) => <strong>{role.name}</strong> },
  { id: 'description', header: 'Description', cell: (role) => <span className="sw-muted">{role.description}</span> },
  {
    id: 'flags',
    header: 'Assigned to',
    cell: (role) => (
      <span className="sw-table-badges">
        {role.default && (
          <span className="sw-badge" data-testid="role-default">
            <Trans message="New users" />
          </span>
        )}
        {role.guests && (
          <span className="sw-badge sw-badge-muted" data-testid="role-guests">
            <Trans message="Guests" />
          </span>
        )}
      </span>
    ),
  },
  { id: 'permissions', header: 'Permissions', cell: (role) => role.permissions.length },
  { id: 'users_count', header: 'Users', cell: (role) => role.users_count },
];

/** /admin/roles: roles with their permissions and restrictions; which role new users and guests get. */
export function RolesPage() {
  useDocumentTitle('Roles');
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const actions = useMemo<DataTableRowAction<RoleRow>[]>(() => [{ label: 'Edit', onSelect: setEditing, testId: 'role-edit' }], []);

  return (
    <div data-testid="admin-roles">
      <PageHeader title="Roles" description="What each role may do. New users get the default role; visitors who are not logged in get the guests role." />
      <DataTable<RoleRow>
        endpoint={ROLES_ENDPOINT}
        label="Roles"
        search="Search roles"
        rowLabel={(role) => role.name}
        columns={COLUMNS}
        rowActions={actions}
        deletable={(role) => !role.default && !role.guests}
        deleteRows={deleteRoles}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')} data-testid="role-create">
            <Trans message="Add role" />
          </Button>
        }
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add role' : 'Edit role'} size="lg">
        {editing !== null && <RoleForm key={editing === 'new' ? 'new' : editing.id} role={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}

interface RoleValues {
  name: string;
  description: string;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermission[];
}

function RoleForm({ role, onDone }: { role: RoleRow | null; onDone: () => void }) {
  const form = useForm<RoleValues>({
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '', default: role?.default ?? false, guests: role?.guests ?? false, permissions: role?.permissions ?? [] },
  });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(true, () => form.setFocus('name'));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveRole(role?.id ?? null, {
        name: values.name.trim(),
        description: values.description.trim() || null,
        default: values.default,
        guests: values.guests,
        permissions: permissionsPayload(values.permissions),
      });
      toast(role ? 'Role saved' : 'Role created');
      onDone();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="role-form">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name', required)} />
      <TextField label="Description" autoComplete="off" error={errors.description?.message} {...form.register('description')} />
      <CheckboxField label="Default role for new users" error={errors.default?.message} {...form.register('default')} />
      <CheckboxField label="Role of guests (visitors who are not logged in)" error={errors.guests?.message} {...form.register('guests')} />
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => <PermissionsField label="Permissions" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="role-save">
          <Trans message="Save" />
        </Button>
      </div>
    </form>
  );
}
