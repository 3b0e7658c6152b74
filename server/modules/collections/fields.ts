import { COLLECTION_FIELD_MESSAGES as MESSAGES, COLLECTION_FIELD_TYPES, COLLECTION_LIMITS, COLLECTION_MESSAGES, ITEM_BUILTIN_FIELDS, type CollectionField } from '../../../common/collections.ts';
import type { FieldErrors } from '../../errors.ts';

// A collection's field definitions as the owner sends them: keys are what item values are stored
// under and bindings name, so they are plain identifiers, unique, and never one of the fields every
// item has. A reference field points into a collection of the same project (or itself).

export interface FieldInput {
  key?: unknown;
  label?: unknown;
  type?: unknown;
  required?: unknown;
  collection?: unknown;
}

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const LABEL_CHARS = 100;
const RESERVED = new Set<string>([...ITEM_BUILTIN_FIELDS, 'status', 'id', 'values', 'published_at', 'publish_at']);

/** The definitions to store and each one's problem as `fields.<index>.<property>`. */
export function checkFields(input: FieldInput[], collectionSlugs: ReadonlySet<string>): { fields: CollectionField[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fields: CollectionField[] = [];
  if (input.length > COLLECTION_LIMITS.fields) errors.fields = MESSAGES.tooManyFields;
  const keys = new Set<string>();
  input.forEach((entry, index) => {
    const at = (property: string) => `fields.${index}.${property}`;
    const key = typeof entry.key === 'string' ? entry.key.trim() : '';
    const label = typeof entry.label === 'string' ? entry.label.trim() : '';
    const type = COLLECTION_FIELD_TYPES.find((candidate) => candidate === entry.type);
    if (!KEY.test(key)) errors[at('key')] = key ? MESSAGES.fieldKey : COLLECTION_MESSAGES.fieldRequired;
    else if (RESERVED.has(key)) errors[at('key')] = MESSAGES.fieldKeyReserved;
    else if (keys.has(key)) errors[at('key')] = MESSAGES.fieldKeyTaken;
    keys.add(key);
    if (!label) errors[at('label')] = COLLECTION_MESSAGES.fieldRequired;
    else if (label.length > LABEL_CHARS) errors[at('label')] = MESSAGES.tooLong(LABEL_CHARS);
    if (!type) errors[at('type')] = MESSAGES.fieldType;
    const collection = typeof entry.collection === 'string' ? entry.collection.trim() : '';
    if (type === 'reference' && !collectionSlugs.has(collection)) errors[at('collection')] = MESSAGES.referenceCollection;
    if (type) {
      fields.push({ key, label, type, required: entry.required === true, ...(type === 'reference' ? { collection } : {}) });
    }
  });
  return { fields, errors };
}
