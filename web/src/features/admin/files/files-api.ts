import { useQuery } from '@tanstack/react-query';
import type { UploadDisk } from '../../../../../common/uploads/constants.ts';
import type { FileEntry } from '../../../../../common/uploads/types.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import type { UserRow } from '../users/users-api.ts';

// admin/file-entries (docs/admin-api.md): every user's files, and storage used by disk.

export const FILE_ENTRIES_ENDPOINT = 'admin/file-entries';

export interface AdminFileEntry extends FileEntry {
  owner: { id: number; email: string } | null;
  deleted_at: string | null;
}

export interface DiskUsage {
  disk: UploadDisk;
  driver: 'local' | 's3';
  bytes: number;
  files: number;
}

export function useStorageUsage() {
  return useQuery({
    queryKey: ['admin', 'file-entries', 'usage'],
    queryFn: async ({ signal }) => (await apiClient.get<{ disks: DiskUsage[] }>(`${FILE_ENTRIES_ENDPOINT}/usage`, undefined, { signal })).disks,
  });
}

/** The owner a filter names, for its chip. */
export function useOwner(id: number) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: async ({ signal }) => (await apiClient.get<{ user: UserRow }>(`admin/users/${id}`, undefined, { signal })).user,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Infinity,
  });
}
