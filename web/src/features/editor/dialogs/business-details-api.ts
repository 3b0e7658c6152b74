import type { BusinessDetails } from '../../../../../common/business.ts';
import { apiClient } from '../../../lib/http/api-client.ts';

// The site's business details (server/modules/business/routes.ts): the dialog edits them, the
// elements panel fills the business blocks from them.

export function businessQueryKey(projectId: number): readonly unknown[] {
  return ['projects', projectId, 'business'];
}

/** null while the site has none. */
export async function fetchBusinessDetails(projectId: number): Promise<BusinessDetails | null> {
  return (await apiClient.get<{ business: BusinessDetails | null }>(`projects/${projectId}/business`)).business;
}

/** PUT replaces them whole; a 422 names each field's problem. */
export async function saveBusinessDetails(projectId: number, details: BusinessDetails): Promise<BusinessDetails> {
  return (await apiClient.put<{ business: BusinessDetails }>(`projects/${projectId}/business`, { ...details })).business;
}
