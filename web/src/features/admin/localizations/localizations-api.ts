import { useQuery } from '@tanstack/react-query';
import type { ValueLists } from '../../../../../common/types.ts';
import { refetchBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { refreshList } from '../table/list-api.ts';

// admin/localizations (docs/admin-api.md).

export const LOCALIZATIONS_ENDPOINT = 'admin/localizations';
export const ENGLISH = 'en';

export interface LocalizationSummary {
  id: number;
  name: string;
  language: string;
  missing_lines: number;
  total_lines: number;
  created_at: string;
  updated_at: string;
}

export interface LocalizationDetail extends LocalizationSummary {
  lines: Record<string, string>;
}

export const localizationQueryKey = (id: number) => ['admin', 'localizations', id] as const;

export function useLocalization(id: number | null) {
  return useQuery({
    queryKey: localizationQueryKey(id ?? 0),
    queryFn: async ({ signal }) => (await apiClient.get<{ localization: LocalizationDetail }>(`${LOCALIZATIONS_ENDPOINT}/${id}`, undefined, { signal })).localization,
    enabled: id !== null,
  });
}

/** The id of English, the source of every line (from the public list of languages). */
export function useEnglishId() {
  return useQuery({
    queryKey: ['value-lists', 'localizations'],
    queryFn: ({ signal }) => apiClient.get<ValueLists>('value-lists/localizations', undefined, { signal }),
    select: (lists) => lists.localizations?.find((l) => l.language === ENGLISH)?.id ?? null,
  });
}

function refresh(): void {
  void refreshList(LOCALIZATIONS_ENDPOINT);
  void queryClient.invalidateQueries({ queryKey: ['value-lists'] });
}

export async function createLocalization(input: { name: string; language: string }): Promise<LocalizationDetail> {
  const { localization } = await apiClient.post<{ localization: LocalizationDetail }>(LOCALIZATIONS_ENDPOINT, input);
  refresh();
  return localization;
}

/** PUT: `lines` are merged into the stored ones. */
export async function updateLocalization(id: number, input: { name?: string; language?: string; lines?: Record<string, string> }): Promise<LocalizationDetail> {
  const { localization } = await apiClient.put<{ localization: LocalizationDetail }>(`${LOCALIZATIONS_ENDPOINT}/${id}`, input);
  queryClient.setQueryData(localizationQueryKey(id), localization);
  refresh();
  // The app's own lines follow at once when the admin edited the language they use.
  void refetchBootstrapData().catch(() => undefined);
  return localization;
}
