import { PERMISSIONS } from './constants.ts';
import type { MenuItem, Permission, Restriction, Role, User } from './types.ts';

// One permission function for server and web, so both decide access the same way.

export interface PermissionSubject {
  user: Pick<User, 'permissions' | 'roles' | 'autumn_subscription_active' | 'subscriptions'> | null;
  guestRole: Pick<Role, 'permissions'> | null;
  /** projects.create needs an active subscription only when billing is on. */
  billingEnabled?: boolean;
}

function permissionsOf(subject: PermissionSubject): Permission[] {
  return subject.user ? subject.user.permissions : (subject.guestRole?.permissions ?? []);
}

export function findPermission(subject: PermissionSubject, name: string): Permission | undefined {
  return permissionsOf(subject).find((p) => p.name === name);
}

export function isSubscribed(user: PermissionSubject['user']): boolean {
  if (!user) return false;
  return user.autumn_subscription_active || Boolean(user.subscriptions?.some((s) => s.valid));
}

export function hasPermission(subject: PermissionSubject, name: string): boolean {
  const permissions = permissionsOf(subject);
  if (subject.user && permissions.some((p) => p.name === PERMISSIONS.admin)) return true;
  if (!permissions.some((p) => p.name === name)) return false;
  if (name === PERMISSIONS.projectsCreate && subject.billingEnabled) return isSubscribed(subject.user);
  return true;
}

/**
 * Whether the user may open their sites at all. With billing on, a plan that lapsed keeps every
 * site: the dashboard and a read-only editor stay open to someone who once subscribed, while
 * creating, saving and publishing need a plan again (`hasPermission(projects.create)`).
 */
export function mayViewSites(subject: PermissionSubject): boolean {
  if (hasPermission(subject, PERMISSIONS.projectsCreate)) return true;
  if (!subject.user || !permissionsOf(subject).some((p) => p.name === PERMISSIONS.projectsCreate)) return false;
  return Boolean(subject.user.subscriptions?.length);
}

type RestrictionValue = Restriction['value'];

export function restrictionValue(subject: PermissionSubject, permission: string, restriction: string): RestrictionValue {
  const found = findPermission(subject, permission)?.restrictions.find((r) => r.name === restriction);
  return found?.value ?? null;
}

/** A quota is exceeded when the restriction value exists and the count is at or above it. */
export function isOverQuota(subject: PermissionSubject, permission: string, restriction: string, currentCount: number): boolean {
  if (subject.user && permissionsOf(subject).some((p) => p.name === PERMISSIONS.admin)) return false;
  const value = restrictionValue(subject, permission, restriction);
  if (value === null || value === '' || value === undefined) return false;
  return currentCount >= Number(value);
}

/** The combined check: missing permission or exceeded quota. */
export function isMissingOrOverQuota(subject: PermissionSubject, permission: string, restriction: string, currentCount: number): boolean {
  return !hasPermission(subject, permission) || isOverQuota(subject, permission, restriction, currentCount);
}

export function hasRole(user: PermissionSubject['user'], roleId: number): boolean {
  return Boolean(user?.roles.some((r) => r.id === roleId));
}

/** Menu items show only when every listed role and permission is held and the item has an action. */
export function isMenuItemVisible(item: MenuItem, subject: PermissionSubject): boolean {
  if (!item.action) return false;
  if ((item.roles ?? []).some((roleId) => !hasRole(subject.user, roleId))) return false;
  return (item.permissions ?? []).every((name) => hasPermission(subject, name));
}

/** Merges permissions from several sources (user, roles, plans); a later source's restriction values win only when larger. */
export function mergePermissions(sources: Permission[][]): Permission[] {
  const byName = new Map<string, Permission>();
  for (const list of sources) {
    for (const permission of list) {
      const existing = byName.get(permission.name);
      if (!existing) {
        byName.set(permission.name, { ...permission, restrictions: permission.restrictions.map((r) => ({ ...r })) });
        continue;
      }
      for (const restriction of permission.restrictions) {
        const current = existing.restrictions.find((r) => r.name === restriction.name);
        if (!current) existing.restrictions.push({ ...restriction });
        else if (isLooser(restriction.value, current.value)) current.value = restriction.value;
      }
    }
  }
  return [...byName.values()];
}

// An empty value means "no limit", so it beats any number; otherwise the bigger number wins.
function isLooser(candidate: RestrictionValue, current: RestrictionValue): boolean {
  if (current === null || current === '') return false;
  if (candidate === null || candidate === '') return true;
  return Number(candidate) > Number(current);
}
