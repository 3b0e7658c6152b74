import type { Restriction } from '../../../../../common/types.ts';
import type { CatalogueEntry, GrantedPermission, RestrictionDefinition } from './permissions-api.ts';

// The permissions field's logic: the catalogue by group, and granting, revoking and restricting.

export interface PermissionGroup {
  group: string;
  permissions: CatalogueEntry[];
}

/** The catalogue by group, in the catalogue's order (groups by their first permission). */
export function groupPermissions(catalogue: readonly CatalogueEntry[]): PermissionGroup[] {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of catalogue) {
    const group = entry.group || 'other';
    const list = groups.get(group) ?? [];
    list.push(entry);
    groups.set(group, list);
  }
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}

/** Grants (with every restriction of the catalogue unset, i.e. unlimited) or revokes a permission. */
export function togglePermission(granted: readonly GrantedPermission[], entry: CatalogueEntry, on: boolean): GrantedPermission[] {
  const without = granted.filter((permission) => permission.name !== entry.name);
  if (!on) return without;
  return [...without, { name: entry.name, restrictions: entry.restrictions.map((definition) => ({ name: definition.name, value: null })) }];
}

/** A restriction's value from its input: numbers from digits ('' is unlimited), booleans from a checkbox. */
export function restrictionValue(definition: RestrictionDefinition, raw: string | boolean): Restriction['value'] {
  if (definition.type === 'boolean') return Boolean(raw);
  const text = String(raw).trim();
  if (definition.type === 'number') {
    if (text === '') return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : null;
  }
  return text === '' ? null : text;
}

export function setRestriction(granted: readonly GrantedPermission[], permission: string, restriction: string, value: Restriction['value']): GrantedPermission[] {
  return granted.map((each) => {
    if (each.name !== permission) return each;
    const others = each.restrictions.filter((r) => r.name !== restriction);
    return { ...each, restrictions: [...others, { name: restriction, value }] };
  });
}

export function restrictionOf(granted: readonly GrantedPermission[], permission: string, restriction: string): Restriction['value'] {
  return granted.find((each) => each.name === permission)?.restrictions.find((r) => r.name === restriction)?.value ?? null;
}

/** The permissions as sent: restrictions without a value are left out. */
export function permissionsPayload(granted: readonly GrantedPermission[]): GrantedPermission[] {
  return granted.map((each) => ({ name: each.name, restrictions: each.restrictions.filter((r) => r.value !== null && r.value !== '') }));
}
