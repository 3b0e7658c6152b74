import { useId } from 'react';
import type { MenuItem } from '../../../../../../common/types.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../../ui/query-status.tsx';
import { usePermissionOptions, useRoleOptions } from '../appearance-api.ts';
import { LINK_ACTION_MESSAGE, ROUTE_ACTION_MESSAGE, menuActionProblem } from '../draft.ts';

interface MenuItemFieldsProps {
  item: MenuItem;
  onChange(item: MenuItem): void;
  onRemove(): void;
}

/**
 * A menu item's fields. A visitor sees the item only while holding every chosen role and
 * permission, and only when it leads somewhere.
 */
export function MenuItemFields({ item, onChange, onRemove }: MenuItemFieldsProps) {
  const trans = useTrans();
  const ids = { type: useId(), label: useId(), action: useId(), target: useId(), icon: useId() };
  const set = (patch: Partial<MenuItem>) => onChange({ ...item, ...patch });
  const actionProblem = menuActionProblem(item);
  const actionErrorId = useId();
  return (
    <div className="sw-appearance-item-fields" data-testid="appearance-menu-item-fields">
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.type}>
          <Trans message="Type" />
        </label>
        <select id={ids.type} className="sw-input" value={item.type} onChange={(event) => set({ type: event.target.value as MenuItem['type'] })} data-testid="appearance-item-type">
          <option value="route">{trans('Route in the app')}</option>
          <option value="link">{trans('Link (any address)')}</option>
        </select>
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.label}>
          <Trans message="Label" />
        </label>
        <input
          id={ids.label}
          className="sw-input"
          value={item.label}
          maxLength={191}
          required
          aria-invalid={!item.label.trim() || undefined}
          onChange={(event) => set({ label: event.target.value })}
          data-testid="appearance-item-label"
        />
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.action}>
          {item.type === 'route' ? <Trans message="Route" /> : <Trans message="Address" />}
        </label>
        <input
          id={ids.action}
          className="sw-input"
          value={item.action}
          maxLength={255}
          placeholder={item.type === 'route' ? '/pricing' : 'https://example.com'}
          aria-invalid={actionProblem ? true : undefined}
          aria-describedby={actionProblem ? actionErrorId : undefined}
          onChange={(event) => set({ action: event.target.value })}
          data-testid="appearance-item-action"
        />
        {actionProblem && (
          <span className="sw-field-error" id={actionErrorId} role="alert">
            {actionProblem === ROUTE_ACTION_MESSAGE ? <Trans message={ROUTE_ACTION_MESSAGE} /> : <Trans message={LINK_ACTION_MESSAGE} />}
          </span>
        )}
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.target}>
          <Trans message="Open in" />
        </label>
        <select id={ids.target} className="sw-input" value={item.target ?? '_self'} onChange={(event) => set({ target: event.target.value as MenuItem['target'] })} data-testid="appearance-item-target">
          <option value="_self">{trans('Same window')}</option>
          <option value="_blank">{trans('New window')}</option>
        </select>
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.icon}>
          <Trans message="Icon" />
        </label>
        <input id={ids.icon} className="sw-input" value={item.icon ?? ''} maxLength={50} onChange={(event) => set({ icon: event.target.value.trim() || null })} data-testid="appearance-item-icon" />
      </div>
      <RoleChoices value={item.roles ?? []} onChange={(roles) => set({ roles })} />
      <PermissionChoices value={item.permissions ?? []} onChange={(permissions) => set({ permissions })} />
      <Button variant="text" size="sm" onClick={onRemove} data-testid="appearance-item-remove">
        <Trans message="Remove item" />
      </Button>
    </div>
  );
}

function toggled<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((entry) => entry !== value);
}

function RoleChoices({ value, onChange }: { value: number[]; onChange(roles: number[]): void }) {
  const roles = useRoleOptions();
  return (
    <fieldset className="sw-appearance-choices" data-testid="appearance-item-roles">
      <legend className="sw-label">
        <Trans message="Only for users with these roles" />
      </legend>
      {roles.isPending && <QueryLoading size="sm" />}
      {roles.isError && <QueryError inline title={<Trans message="The roles could not be loaded." />} error={roles.error} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />}
      {roles.data?.map((role) => (
        <label key={role.id}>
          <input type="checkbox" checked={value.includes(role.id)} onChange={(event) => onChange(toggled(value, role.id, event.target.checked))} /> {role.name}
        </label>
      ))}
    </fieldset>
  );
}

function PermissionChoices({ value, onChange }: { value: string[]; onChange(permissions: string[]): void }) {
  const permissions = usePermissionOptions();
  // Permissions already on the item stay listed even when the server does not list them (any more).
  const names = [...new Set([...(permissions.data?.map((p) => p.name) ?? []), ...value])];
  return (
    <fieldset className="sw-appearance-choices" data-testid="appearance-item-permissions">
      <legend className="sw-label">
        <Trans message="Only for users with these permissions" />
      </legend>
      {permissions.isPending && <QueryLoading size="sm" />}
      {permissions.isError && (
        <QueryError inline title={<Trans message="The permissions could not be loaded." />} error={permissions.error} onRetry={() => void permissions.refetch()} retrying={permissions.isFetching} />
      )}
      {names.map((name) => (
        <label key={name}>
          <input type="checkbox" checked={value.includes(name)} onChange={(event) => onChange(toggled(value, name, event.target.checked))} /> {name}
        </label>
      ))}
    </fieldset>
  );
}
