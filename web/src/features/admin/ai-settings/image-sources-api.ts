import { useQuery } from '@tanstack/react-query';
import type { AiImageSettings, AiImageSettingsInput } from '../../../../../common/ai/image-settings.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The admin's picture settings for generated sites (GET/PUT admin/ai/images,
// common/ai/image-settings.ts) and the form's shape of them.

export const AI_IMAGE_SETTINGS_QUERY_KEY = ['admin', 'ai-image-settings'] as const;

/** The keys the admin can set; each is write-only: the API only says whether one is stored. */
export const IMAGE_KEYS = ['unsplash_key', 'pexels_key', 'generation_api_key'] as const;
export type ImageKey = (typeof IMAGE_KEYS)[number];

export const KEY_SET: Record<ImageKey, keyof AiImageSettings> = {
  unsplash_key: 'unsplash_key_set',
  pexels_key: 'pexels_key_set',
  generation_api_key: 'generation_api_key_set',
};

/** The form's values: text fields hold '' where the API holds null; key fields start empty. */
export type ImageSettingsValues = Record<ImageKey | 'generation_base_url' | 'generation_model', string>;

export function imageFormValues(settings: AiImageSettings): ImageSettingsValues {
  return {
    unsplash_key: '',
    pexels_key: '',
    generation_api_key: '',
    generation_base_url: settings.generation_base_url ?? '',
    generation_model: settings.generation_model ?? '',
  };
}

/** An empty key field keeps the stored key, so it is left out rather than sent as ''. */
export function imagePayloadFrom(values: ImageSettingsValues): AiImageSettingsInput {
  const payload: AiImageSettingsInput = { generation_base_url: values.generation_base_url.trim() || null, generation_model: values.generation_model.trim() || null };
  for (const key of IMAGE_KEYS) {
    const typed = values[key].trim();
    if (typed) payload[key] = typed;
  }
  return payload;
}

export async function fetchImageSettings(signal?: AbortSignal): Promise<AiImageSettings> {
  return (await apiClient.get<{ settings: AiImageSettings }>('admin/ai/images', undefined, { signal })).settings;
}

export function useImageSettings() {
  return useQuery({ queryKey: AI_IMAGE_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => fetchImageSettings(signal) });
}

/** PUT admin/ai/images; the answer replaces the cached settings, so the order in use follows at once. */
export async function saveImageSettings(payload: AiImageSettingsInput): Promise<AiImageSettings> {
  const { settings } = await apiClient.put<{ settings: AiImageSettings }>('admin/ai/images', { ...payload });
  queryClient.setQueryData(AI_IMAGE_SETTINGS_QUERY_KEY, settings);
  return settings;
}

/** Removes one stored key, keeping everything else as saved (not as typed: the form may hold unsaved edits). */
export function removeImageKey(saved: AiImageSettings, key: ImageKey): Promise<AiImageSettings> {
  return saveImageSettings({ ...imagePayloadFrom(imageFormValues(saved)), [key]: '' });
}
