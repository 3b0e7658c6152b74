import { COLLECTION_LIMITS, ITEM_BUILTIN_FIELDS, type CollectionField, type CollectionFieldType } from '../../../../common/collections.ts';
import { trans } from '../../lib/i18n.tsx';

// A collection's own fields as the field editor shapes them: labels of the types, a key made from
// a label, and the checks the form runs before it sends them (the server checks them again).

/** The name of a field type in the owner's language. */
export function fieldTypeLabel(type: CollectionFieldType): string {
  const labels: Record<CollectionFieldType, string> = {
    text: trans('Text'),
    richText: trans('Rich text'),
    image: trans('Image'),
    date: trans('Date'),
    number: trans('Number'),
    link: trans('Link'),
    reference: trans('Reference'),
    tags: trans('Tags'),
  };
  return labels[type];
}

const KEY = /^[a-z][a-z0-9_]*$/;

/** "Opening date" → "opening_date". */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[_\d]+|_+$/g, '');
  return key.slice(0, COLLECTION_LIMITS.slugChars);
}

export function newField(): CollectionField {
  return { key: '', label: '', type: 'text', required: false };
}

/** Translated messages by field index and property ('key', 'label', 'collection'); empty when all is well. */
export function fieldErrors(fields: readonly CollectionField[]): Record<number, Partial<Record<'key' | 'label' | 'collection', string>>> {
  const errors: Record<number, Partial<Record<'key' | 'label' | 'collection', string>>> = {};
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const found: Partial<Record<'key' | 'label' | 'collection', string>> = {};
    if (!field.label.trim()) found.label = trans('Enter a label.');
    if (!KEY.test(field.key)) found.key = trans('Use lower-case letters, digits and _, starting with a letter.');
    else if ((ITEM_BUILTIN_FIELDS as readonly string[]).includes(field.key)) found.key = trans('Every item has this field already.');
    else if (seen.has(field.key)) found.key = trans('Another field has this key.');
    if (field.type === 'reference' && !field.collection) found.collection = trans('Choose the collection it refers to.');
    seen.add(field.key);
    if (Object.keys(found).length) errors[index] = found;
  });
  return errors;
}

/** The fields as the API takes them: trimmed labels, a reference target only on references. */
export function fieldsPayload(fields: readonly CollectionField[]): CollectionField[] {
  return fields.map(({ key, label, type, required, collection }) => ({ key, label: label.trim(), type, required, ...(type === 'reference' && collection ? { collection } : {}) }));
}

export type FieldErrors = ReturnType<typeof fieldErrors>;

/** The server's `fields.<index>.<property>` messages in the field editor's shape, over the form's own. */
export function withServerErrors(own: FieldErrors | null, server: Record<string, string | string[]> | undefined): FieldErrors | null {
  const merged: FieldErrors = { ...(own ?? {}) };
  let found = false;
  for (const [key, message] of Object.entries(server ?? {})) {
    const match = /^fields\.(\d+)\.(key|label|collection)$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    merged[index] = { ...merged[index], [match[2]]: ([] as string[]).concat(message)[0] };
    found = true;
  }
  return found || own ? merged : null;
}
