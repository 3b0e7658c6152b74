import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { requiredEmail } from '../../../lib/forms/rules.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { CheckboxField, TextField } from '../../auth/form-fields.tsx';
import { PermissionsField } from '../roles/permissions-field.tsx';
import { permissionsPayload } from '../roles/permission-values.ts';
import { useRoleChoices, type GrantedPermission } from '../roles/permissions-api.ts';
import { saveUser, type UserPayload, type UserRow } from './users-api.ts';

interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  roles: number[];
  permissions: GrantedPermission[];
  verified: boolean;
}

function initialValues(user: UserRow | null): UserValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    password: '',
    roles: user?.roles.map((role) => role.id) ?? [],
    permissions: user?.permissions.map((permission) => ({ name: permission.name, restrictions: permission.restrictions ?? [] })) ?? [],
    verified: user ? Boolean(user.email_verified_at) : true,
  };
}

/** The payload of the form: a password only when one was typed (an edit keeps the old one otherwise). */
function userPayload(values: UserValues): UserPayload {
  const payload: UserPayload = {
    email: values.email.trim(),
    first_name: values.first_name.trim() || null,
    last_name: values.last_name.trim() || null,
    roles: values.roles,
    permissions: permissionsPayload(values.permissions),
    verified: values.verified,
  };
  if (values.password) payload.password = values.password;
  return payload;
}

/** Create (user null) or edit a user: name, e-mail, password, roles, direct permissions, verified. */
export function UserForm({ user, onDone }: { user: UserRow | null; onDone: () => void }) {
  const form = useForm<UserValues>({ defaultValues: initialValues(user) });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(true, () => form.setFocus('first_name'));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveUser(user?.id ?? null, userPayload(values));
      toast(user ? 'User saved' : 'User created');
      onDone();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="user-form">
      <div className="sw-form-row">
        <TextField label="First name" autoComplete="off" error={errors.first_name?.message} data-testid="user-first-name" {...form.register('first_name')} />
        <TextField label="Last name" autoComplete="off" error={errors.last_name?.message} data-testid="user-last-name" {...form.register('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} data-testid="user-email" {...form.register('email', requiredEmail)} />
      <TextField
        label={user ? 'New password' : 'Password'}
        type="password"
        autoComplete="new-password"
        description={user ? <Trans message="Leave empty to keep the current password." /> : undefined}
        error={errors.password?.message}
        data-testid="user-password"
        {...form.register('password', user ? {} : { required: 'This field is required.' })}
      />
      <Controller control={form.control} name="roles" render={({ field, fieldState }) => <RolesField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => (
          <PermissionsField
            label="Direct permissions"
            description="Granted to this user on top of their roles' permissions."
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField label="E-mail address verified" error={errors.verified?.message} data-testid="user-verified" {...form.register('verified')} />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="user-save">
          <Trans message="Save" />
        </Button>
      </div>
    </form>
  );
}

function RolesField({ value, onChange, error }: { value: number[]; onChange: (value: number[]) => void; error?: string }) {
  const roles = useRoleChoices();
  const id = useId();
  return (
    <fieldset className="sw-choice-list" aria-describedby={error ? `${id}-error` : undefined} data-testid="user-roles">
      <legend className="sw-label">
        <Trans message="Roles" />
      </legend>
      {roles.isPending && <QueryLoading size="sm" />}
      {roles.isError && <QueryError inline title={<Trans message="The roles could not be loaded." />} error={roles.error} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />}
      {roles.data?.map((role) => (
        <label key={role.id} className="sw-checkbox">
          <input
            type="checkbox"
            checked={value.includes(role.id)}
            onChange={(event) => onChange(event.target.checked ? [...value, role.id] : value.filter((each) => each !== role.id))}
          />
          <span>{role.name}</span>
        </label>
      ))}
      {error && (
        <span id={`${id}-error`} className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </fieldset>
  );
}
