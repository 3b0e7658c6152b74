import { STORAGE_QUOTA_MESSAGE } from '../../../common/uploads/constants.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import type { User } from '../users/models.ts';
import { FileEntryModel } from './models.ts';
import { fileError, userQuotaSetting } from './restrictions.ts';

/** Bytes the user keeps in files that are not deleted (soft-deleted files no longer count). */
export async function storageUsed(userId: number): Promise<number> {
  const total = (await FileEntryModel.sum('file_size', { where: { user_id: userId, type: 'file' } })) as number | string | null;
  return Number(total ?? 0);
}

export async function storageUsage(user: User, settings: SettingsMap): Promise<{ used: number; quota: number | null }> {
  return { used: await storageUsed(user.id), quota: userQuotaSetting(settings) };
}

/** Throws 422 on `file` when `size` more bytes would take the user past uploads.user_quota. */
export async function assertQuota(user: User, size: number, settings: SettingsMap): Promise<void> {
  const quota = userQuotaSetting(settings);
  if (quota === null) return;
  if ((await storageUsed(user.id)) + size > quota) throw fileError(STORAGE_QUOTA_MESSAGE);
}
