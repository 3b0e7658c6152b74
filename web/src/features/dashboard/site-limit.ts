import { siteLimitMessage } from '../../../../common/billing.ts';
import { PERMISSIONS } from '../../../../common/constants.ts';
import { isOverQuota, restrictionValue, type PermissionSubject } from '../../../../common/permissions.ts';

/**
 * Why the server would refuse one more site, in its own words, so the dashboard says it before
 * the user picks a template; null under the limit or while the count of owned sites is unknown.
 */
export function siteLimitNotice(subject: PermissionSubject, ownedSites: number | null, planName: string | null): string | null {
  if (ownedSites === null || !isOverQuota(subject, PERMISSIONS.projectsCreate, 'count', ownedSites)) return null;
  return siteLimitMessage(Number(restrictionValue(subject, PERMISSIONS.projectsCreate, 'count')), planName);
}
