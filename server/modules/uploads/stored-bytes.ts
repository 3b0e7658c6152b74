import type { Config } from '../../../config/index.ts';
import { diskDriver } from '../../storage/index.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import { FileEntryModel } from './models.ts';
import { storageKey } from './service.ts';

/** Removes a file entry's bytes from the disk it was stored on (idempotent). */
export function removeEntryBytes(entry: FileEntryModel, config: Config, settings: SettingsMap): Promise<void> {
  return diskDriver(entry.disk, config, settings).delete(storageKey(entry.disk_prefix, entry.file_name));
}

/**
 * Everything a user stored, trashed files included, removed from the disks when the account goes.
 * The rows follow the user by foreign-key cascade; the bytes have no such link.
 */
export async function deleteStoredFilesOf(user: User, config: Config): Promise<void> {
  const settings = await getAllSettings();
  const entries = await FileEntryModel.findAll({ where: { user_id: user.id, type: 'file' }, paranoid: false });
  for (const entry of entries) await removeEntryBytes(entry, config, settings);
}
