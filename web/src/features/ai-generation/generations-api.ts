import type { GenerationRecord, GenerationStyle } from '../../../../common/ai/generations.ts';
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { apiClient, apiUrl } from '../../lib/http/api-client.ts';

// The AI generation calls (server/modules/ai/routes.ts): start, follow, read, cancel.

export interface GenerationInput {
  prompt: string;
  pages: number;
  /** null lets the server detect the language from the description. */
  language: PlanLanguage | null;
  /** null takes the look the description suggests. */
  style: GenerationStyle | null;
  seed: number;
  /** File-entry ids of the user's own photos, used first for the site's pictures. */
  photos: number[];
}

export async function startGeneration(input: GenerationInput): Promise<GenerationRecord> {
  const { generation } = await apiClient.post<{ generation: GenerationRecord }>('ai/generations', { ...input });
  return generation;
}

export async function fetchGeneration(id: number, signal?: AbortSignal): Promise<GenerationRecord> {
  const { generation } = await apiClient.get<{ generation: GenerationRecord }>(`ai/generations/${id}`, undefined, { signal });
  return generation;
}

export async function cancelGeneration(id: number): Promise<GenerationRecord> {
  const { generation } = await apiClient.post<{ generation: GenerationRecord }>(`ai/generations/${id}/cancel`);
  return generation;
}

/** The server-sent events of a generation, for EventSource (same origin: the session cookie goes along). */
export function generationEventsUrl(id: number): string {
  return apiUrl(`ai/generations/${id}/events`);
}
