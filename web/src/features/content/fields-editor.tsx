import { COLLECTION_FIELD_TYPES, COLLECTION_LIMITS, type Collection, type CollectionField, type CollectionFieldType } from '../../../../common/collections.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { fieldTypeLabel, keyFromLabel, newField, type FieldErrors } from './collection-fields.ts';

export interface FieldsEditorProps {
  fields: CollectionField[];
  onChange: (fields: CollectionField[]) => void;
  /** The collections a reference field may point into. */
  collections: readonly Collection[];
  /** Shown once the form was submitted. */
  errors: FieldErrors | null;
  /** Keys of fields saved before: renaming one would orphan its values, so it stays. */
  lockedKeys?: ReadonlySet<string>;
}

/** A collection's own fields: one row each (label, key, type, required, reference target), added, moved and removed. */
export function FieldsEditor({ fields, onChange, collections, errors, lockedKeys }: FieldsEditorProps) {
  const trans = useTrans();
  const update = (index: number, patch: Partial<CollectionField>) => onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const full = fields.length >= COLLECTION_LIMITS.fields;

  return (
    <fieldset className="sw-content-fields" data-testid="fields-editor">
      <legend className="sw-label">
        <Trans message="Fields" />
      </legend>
      {fields.length === 0 && (
        <p className="sw-muted" data-testid="fields-empty">
          <Trans message="Every item has a title, a text, tags and SEO fields. Add the fields this collection needs besides those." />
        </p>
      )}
      <ol className="sw-content-field-list">
        {fields.map((field, index) => {
          const locked = lockedKeys?.has(field.key) ?? false;
          const error = errors?.[index];
          return (
            <li key={index} className="sw-content-field-row" data-testid="field-row">
              <label className="sw-content-field-cell">
                <span className="sw-label">{trans('Label')}</span>
                <input
                  className="sw-input"
                  value={field.label}
                  maxLength={COLLECTION_LIMITS.nameChars}
                  aria-invalid={error?.label ? true : undefined}
                  data-testid="field-label"
                  onChange={(event) => {
                    const label = event.target.value;
                    // The key follows the label until it is typed in, or saved.
                    const follows = !locked && field.key === keyFromLabel(field.label);
                    update(index, follows ? { label, key: keyFromLabel(label) } : { label });
                  }}
                />
                {error?.label && <span className="sw-field-error">{error.label}</span>}
              </label>
              <label className="sw-content-field-cell">
                <span className="sw-label">{trans('Key')}</span>
                <input
                  className="sw-input"
                  value={field.key}
                  readOnly={locked}
                  maxLength={COLLECTION_LIMITS.slugChars}
                  aria-invalid={error?.key ? true : undefined}
                  title={locked ? trans('Saved items use this key.') : undefined}
                  data-testid="field-key"
                  onChange={(event) => update(index, { key: event.target.value.toLowerCase() })}
                />
                {error?.key && <span className="sw-field-error">{error.key}</span>}
              </label>
              <label className="sw-content-field-cell">
                <span className="sw-label">{trans('Type')}</span>
                <select
                  className="sw-input"
                  value={field.type}
                  data-testid="field-type"
                  onChange={(event) => {
                    const type = event.target.value as CollectionFieldType;
                    update(index, type === 'reference' ? { type } : { type, collection: undefined });
                  }}
                >
                  {COLLECTION_FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {fieldTypeLabel(type)}
                    </option>
                  ))}
                </select>
              </label>
              {field.type === 'reference' && (
                <label className="sw-content-field-cell">
                  <span className="sw-label">{trans('Refers to')}</span>
                  <select
                    className="sw-input"
                    value={field.collection ?? ''}
                    aria-invalid={error?.collection ? true : undefined}
                    data-testid="field-reference"
                    onChange={(event) => update(index, { collection: event.target.value || undefined })}
                  >
                    <option value="">{trans('Choose a collection')}</option>
                    {collections.map((collection) => (
                      <option key={collection.slug} value={collection.slug}>
                        {collection.name}
                      </option>
                    ))}
                  </select>
                  {error?.collection && <span className="sw-field-error">{error.collection}</span>}
                </label>
              )}
              <label className="sw-checkbox sw-content-field-required">
                <input type="checkbox" checked={field.required} data-testid="field-required" onChange={(event) => update(index, { required: event.target.checked })} />
                <span>{trans('Required')}</span>
              </label>
              <div className="sw-content-field-actions">
                <Button variant="text" size="sm" aria-label={trans('Move up')} title={trans('Move up')} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </Button>
                <Button variant="text" size="sm" aria-label={trans('Move down')} title={trans('Move down')} disabled={index === fields.length - 1} onClick={() => move(index, 1)}>
                  ↓
                </Button>
                <Button variant="text" size="sm" data-testid="field-remove" onClick={() => onChange(fields.filter((_, i) => i !== index))}>
                  <Trans message="Remove" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <span title={full ? trans('A collection has at most :count fields.', { count: COLLECTION_LIMITS.fields }) : undefined}>
        <Button variant="outline" size="sm" disabled={full} data-testid="field-add" onClick={() => onChange([...fields, newField()])}>
          + <Trans message="Add field" />
        </Button>
      </span>
    </fieldset>
  );
}
