import { useId } from 'react';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { groupPermissions, restrictionOf, restrictionValue, setRestriction, togglePermission } from './permission-values.ts';
import { usePermissionCatalogue, type CatalogueEntry, type GrantedPermission, type RestrictionDefinition } from './permissions-api.ts';
import './permissions-field.css';

interface PermissionsFieldProps {
  value: GrantedPermission[];
  onChange: (value: GrantedPermission[]) => void;
  /** The field's heading, e.g. "Permissions" or "Direct permissions". */
  label: string;
  description?: string;
  error?: string;
}

/**
 * Every permission of the catalogue, grouped, as checkboxes; a granted permission with
 * restrictions (such as the number of sites) shows an input per restriction, empty for unlimited.
 */
export function PermissionsField({ value, onChange, label, description, error }: PermissionsFieldProps) {
  const catalogue = usePermissionCatalogue();
  const errorId = useId();
  return (
    <fieldset className="sw-permissions-field" aria-describedby={error ? errorId : undefined} data-testid="permissions-field">
      <legend className="sw-label">
        <Trans message={label} />
      </legend>
      {description && (
        <p className="sw-field-description">
          <Trans message={description} />
        </p>
      )}
      {catalogue.isPending && <QueryLoading size="sm" />}
      {catalogue.isError && (
        <QueryError inline title={<Trans message="The permissions could not be loaded." />} error={catalogue.error} onRetry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />
      )}
      {catalogue.data &&
        groupPermissions(catalogue.data).map(({ group, permissions }) => (
          <div key={group} className="sw-permission-group" role="group" aria-labelledby={`${errorId}-${group}`}>
            <h3 id={`${errorId}-${group}`} className="sw-permission-group-name">
              <Trans message={group} />
            </h3>
            {permissions.map((entry) => (
              <PermissionRow key={entry.name} entry={entry} value={value} onChange={onChange} />
            ))}
          </div>
        ))}
      {error && (
        <span id={errorId} className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </fieldset>
  );
}

function PermissionRow({ entry, value, onChange }: { entry: CatalogueEntry; value: GrantedPermission[]; onChange: (value: GrantedPermission[]) => void }) {
  const id = useId();
  const granted = value.some((permission) => permission.name === entry.name);
  return (
    <div className="sw-permission" data-permission={entry.name}>
      <label className="sw-checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={granted} aria-describedby={entry.description ? `${id}-description` : undefined} onChange={(event) => onChange(togglePermission(value, entry, event.target.checked))} />
        <span>
          <Trans message={entry.display_name || entry.name} /> <code className="sw-permission-name">{entry.name}</code>
        </span>
      </label>
      {entry.description && (
        <p id={`${id}-description`} className="sw-field-description">
          <Trans message={entry.description} />
        </p>
      )}
      {granted && entry.restrictions.length > 0 && (
        <div className="sw-permission-restrictions">
          {entry.restrictions.map((definition) => (
            <RestrictionInput
              key={definition.name}
              permission={entry}
              definition={definition}
              value={restrictionOf(value, entry.name, definition.name)}
              onChange={(next) => onChange(setRestriction(value, entry.name, definition.name, next))}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function RestrictionInput({ permission, definition, value, onChange }: { permission: CatalogueEntry; definition: RestrictionDefinition; value: GrantedPermission['restrictions'][number]['value']; onChange: (value: GrantedPermission['restrictions'][number]['value']) => void }) {
  const trans = useTrans();
  const id = useId();
  const label = trans(':permission: :restriction', { permission: trans(permission.display_name || permission.name), restriction: definition.name });
  if (definition.type === 'boolean') {
    return (
      <label className="sw-checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={Boolean(value)} onChange={(event) => onChange(restrictionValue(definition, event.target.checked))} />
        <span>{label}</span>
      </label>
    );
  }
  return (
    <div className="sw-field sw-restriction">
      <label className="sw-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="sw-input sw-input-sm"
        type={definition.type === 'number' ? 'number' : 'text'}
        min={definition.type === 'number' ? 0 : undefined}
        inputMode={definition.type === 'number' ? 'numeric' : undefined}
        value={value === null || value === undefined ? '' : String(value)}
        placeholder={definition.type === 'number' ? trans('Unlimited') : undefined}
        aria-describedby={definition.description ? `${id}-description` : undefined}
        data-testid={`restriction-${permission.name}-${definition.name}`}
        onChange={(event) => onChange(restrictionValue(definition, event.target.value))}
      />
      {definition.description && (
        <span id={`${id}-description`} className="sw-field-description">
          <Trans message={definition.description} />
        </span>
      )}
    </div>
  );
}
