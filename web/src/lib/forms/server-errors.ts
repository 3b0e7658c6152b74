import type { ApiError } from '../../../../common/types.ts';

// Server field errors: {message, errors: {field: message | message[]}}.
// Each message goes on its form field and the first field gets focus; without a map a general
// error toast shows. This module only decides where each message goes; use-server-errors.ts
// applies the decision to a react-hook-form form.

export interface ServerErrorPlacement {
  /** Form field → the first message the server gave for it. */
  placed: Record<string, string>;
  /** The field to focus: the first placed one in form order, or null. */
  focus: string | null;
  /** Messages for keys that match no field of the form, in the server's order. */
  unplaced: string[];
}

function firstMessage(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value.find((m) => typeof m === 'string' && m) ?? null;
  return typeof value === 'string' && value ? value : null;
}

/**
 * The form field a server key belongs to: the field of the same name, else the first field under
 * it (server "policies" → form "policies.terms"), else the field it is under (server
 * "policies.terms" → form "policies").
 */
export function fieldForServerKey(key: string, formFields: readonly string[]): string | null {
  if (formFields.includes(key)) return key;
  const child = formFields.find((field) => field.startsWith(`${key}.`));
  if (child) return child;
  const parent = formFields.find((field) => key.startsWith(`${field}.`));
  return parent ?? null;
}

export function placeServerErrors(body: ApiError | null | undefined, formFields: readonly string[]): ServerErrorPlacement {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, value] of Object.entries(body?.errors ?? {})) {
    const message = firstMessage(value);
    if (!message) continue;
    const field = fieldForServerKey(key, formFields);
    if (field && !(field in placed)) placed[field] = message;
    else if (!field) unplaced.push(message);
  }
  const focus = formFields.find((field) => field in placed) ?? null;
  return { placed, focus, unplaced };
}

/** Dotted paths of every leaf of a form's values ({policies: {terms: true}} → "policies.terms"), in order. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object' || Array.isArray(values) || values instanceof Date) {
    return prefix ? [prefix] : [];
  }
  const paths: string[] = [];
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    paths.push(...fieldPaths(value, prefix ? `${prefix}.${key}` : key));
  }
  return paths;
}
