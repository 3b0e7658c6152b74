import type { AiImageSettings, AiImageSettingsInput, ImageSource } from '../../../../common/ai/image-settings.ts';
import { InvalidError } from '../../../errors.ts';
import { getSetting, setSettings } from '../../settings/service.ts';

// Where generated sites' pictures come from, as the admin set it (GET/PUT admin/ai/images,
// `sitewright config set ai.images.*`). Keys are stored sealed under APP_KEY like ai.api_key and
// never answered; stock APIs' base URLs are operator settings so tests can point them at stand-ins.

export interface StockAccess {
  key: string;
  baseUrl: string;
}

export interface GenerationAccess {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export interface ImageConfig {
  unsplash: StockAccess | null;
  pexels: StockAccess | null;
  generation: GenerationAccess | null;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** What generation uses now: a source is on when its key (stock) or URL and model (generation) are set. */
export async function imageConfig(): Promise<ImageConfig> {
  const unsplashKey = await getSetting('ai.images.unsplash_key');
  const pexelsKey = await getSetting('ai.images.pexels_key');
  const generationUrl = await getSetting('ai.images.generation_base_url');
  const generationModel = await getSetting('ai.images.generation_model');
  return {
    unsplash: unsplashKey ? { key: unsplashKey, baseUrl: trimSlash((await getSetting('ai.images.unsplash_base_url')) || 'https://api.unsplash.com') } : null,
    pexels: pexelsKey ? { key: pexelsKey, baseUrl: trimSlash((await getSetting('ai.images.pexels_base_url')) || 'https://api.pexels.com') } : null,
    generation: generationUrl && generationModel ? { baseUrl: trimSlash(generationUrl), model: generationModel, apiKey: await getSetting('ai.images.generation_api_key') } : null,
  };
}

export function sourcesInUse(config: ImageConfig): ImageSource[] {
  return [
    'uploads',
    ...(config.unsplash ? (['unsplash'] as const) : []),
    ...(config.pexels ? (['pexels'] as const) : []),
    ...(config.generation ? (['generation'] as const) : []),
    'bundled',
  ];
}

export async function getImageSettings(): Promise<AiImageSettings> {
  const config = await imageConfig();
  return {
    unsplash_key_set: Boolean(await getSetting('ai.images.unsplash_key')),
    pexels_key_set: Boolean(await getSetting('ai.images.pexels_key')),
    generation_base_url: (await getSetting('ai.images.generation_base_url')) || null,
    generation_model: (await getSetting('ai.images.generation_model')) || null,
    generation_api_key_set: Boolean(await getSetting('ai.images.generation_api_key')),
    in_use: sourcesInUse(config),
  };
}

export async function saveImageSettings(input: AiImageSettingsInput): Promise<AiImageSettings> {
  const baseUrl = input.generation_base_url?.trim() || null;
  const model = input.generation_model?.trim() || null;
  if (baseUrl && !/^https?:\/\/[^\s/]+\S*$/i.test(baseUrl)) {
    const message = 'The images endpoint URL must start with http:// or https://.';
    throw new InvalidError(message, { generation_base_url: message });
  }
  if (baseUrl && !model) {
    const message = 'Enter the image model to use, e.g. gpt-image-1.';
    throw new InvalidError(message, { generation_model: message });
  }
  const values: Record<string, unknown> = { 'ai.images.generation_base_url': baseUrl, 'ai.images.generation_model': model };
  if (input.unsplash_key !== undefined) values['ai.images.unsplash_key'] = input.unsplash_key.trim();
  if (input.pexels_key !== undefined) values['ai.images.pexels_key'] = input.pexels_key.trim();
  if (input.generation_api_key !== undefined) values['ai.images.generation_api_key'] = input.generation_api_key.trim();
  await setSettings(values);
  return getImageSettings();
}
