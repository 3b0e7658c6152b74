import { useQuery } from '@tanstack/react-query';
import type { Ads } from '../../../../../common/types.ts';
import { refetchBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// admin/ads (docs/admin-api.md): the two HTML slots of the user dashboard, sanitized by the server on save.

export const ADS_QUERY_KEY = ['admin', 'ads'] as const;

export function useAds() {
  return useQuery({
    queryKey: ADS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiClient.get<{ ads: Ads }>('admin/ads', undefined, { signal })).ads,
  });
}

/** Saves both slots; the answer is the sanitized markup, which the form then shows. */
export async function saveAds(ads: Ads): Promise<Ads> {
  const saved = (await apiClient.put<{ ads: Ads }>('admin/ads', { ads })).ads;
  queryClient.setQueryData(ADS_QUERY_KEY, saved);
  // The admin's own dashboard shows the new ads without a reload.
  void refetchBootstrapData().catch(() => undefined);
  return saved;
}
