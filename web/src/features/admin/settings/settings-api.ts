import { useQuery } from '@tanstack/react-query';
import { refetchBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { AdminSettings } from './setting-values.ts';

// The admin settings calls of docs/admin-api.md (GET/PUT admin/settings, the provider tests, the cache).

export const SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.get<AdminSettings>('admin/settings', undefined, { signal }),
  });
}

/**
 * PUT admin/settings with the changed keys only. The answer's settings replace the cached ones, and
 * bootstrap data is read again so the rest of the app (site name, registration…) follows at once.
 */
export async function saveSettings(settings: Record<string, unknown>): Promise<AdminSettings> {
  const saved = await apiClient.put<AdminSettings>('admin/settings', { settings });
  const next = saved?.settings ? saved : await apiClient.get<AdminSettings>('admin/settings');
  queryClient.setQueryData(SETTINGS_QUERY_KEY, next);
  void refetchBootstrapData().catch(() => undefined);
  return next;
}

/** Sends a test mail with the given (unsaved) mail settings; answers the server's line, throws its error. */
export async function sendTestMail(to: string, settings: Record<string, unknown>): Promise<string> {
  return (await apiClient.post<{ message?: string } | null>('admin/settings/mail/test', { to, settings }))?.message ?? '';
}

/** Writes, reads and deletes a small object with the given (unsaved) storage settings. */
export async function testStorage(settings: Record<string, unknown>): Promise<string> {
  return (await apiClient.post<{ message?: string } | null>('admin/settings/storage/test', { settings }))?.message ?? '';
}

export async function clearCache(): Promise<void> {
  await apiClient.post('admin/cache/clear');
}
