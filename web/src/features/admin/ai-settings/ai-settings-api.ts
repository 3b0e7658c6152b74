import { useQuery } from '@tanstack/react-query';
import type { AiProviderChoice, AiSettings, AiTestResult } from '../../../../../common/ai/settings.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The admin's AI settings calls (server/modules/ai/admin-routes.ts) and the form's shape of them.

export const AI_SETTINGS_QUERY_KEY = ['admin', 'ai-settings'] as const;

/** The form's values: text fields hold '' where the API holds null. */
export interface AiSettingsValues {
  provider: AiProviderChoice;
  base_url: string;
  model: string;
  /** Write-only: the stored key is never answered, so the field starts empty. */
  api_key: string;
  /** Seconds; empty takes the default for the endpoint's host. */
  timeout_seconds: string;
}

export interface AiSettingsPayload {
  provider: AiProviderChoice;
  base_url: string;
  model: string;
  /** Absent keeps the stored key; '' removes it. */
  api_key?: string;
  /** null takes the default for the endpoint's host; text that is not a number goes as it is, for the server to refuse. */
  timeout_seconds: number | string | null;
}

export function formValues(settings: AiSettings): AiSettingsValues {
  return { provider: settings.provider, base_url: settings.base_url ?? '', model: settings.model ?? '', api_key: '', timeout_seconds: settings.timeout_seconds?.toString() ?? '' };
}

/** An empty key field means "keep the stored key", so it is left out rather than sent as ''. */
export function payloadFrom(values: AiSettingsValues): AiSettingsPayload {
  const timeout = values.timeout_seconds.trim();
  const payload: AiSettingsPayload = {
    provider: values.provider,
    base_url: values.base_url.trim(),
    model: values.model.trim(),
    timeout_seconds: timeout === '' ? null : /^\d+$/.test(timeout) ? Number(timeout) : timeout,
  };
  const key = values.api_key.trim();
  if (key) payload.api_key = key;
  return payload;
}

export async function fetchAiSettings(signal?: AbortSignal): Promise<AiSettings> {
  return (await apiClient.get<{ settings: AiSettings }>('admin/ai', undefined, { signal })).settings;
}

export function useAiSettings() {
  return useQuery({ queryKey: AI_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => fetchAiSettings(signal) });
}

/** PUT admin/ai; the answer replaces the cached settings, so the "in use" line follows at once. */
export async function saveAiSettings(payload: AiSettingsPayload): Promise<AiSettings> {
  const { settings } = await apiClient.put<{ settings: AiSettings }>('admin/ai', { ...payload });
  queryClient.setQueryData(AI_SETTINGS_QUERY_KEY, settings);
  return settings;
}

/** Removes the stored key, keeping everything else as saved (not as typed: the form may hold unsaved edits). */
export function removeAiKey(saved: AiSettings): Promise<AiSettings> {
  return saveAiSettings({ ...payloadFrom(formValues(saved)), api_key: '' });
}

/** POST admin/ai/test: one short completion against the values given, saved or not. */
export async function testAiConnection(payload: AiSettingsPayload): Promise<AiTestResult> {
  return (await apiClient.post<{ result: AiTestResult }>('admin/ai/test', { ...payload })).result;
}
