// The admin's settings for the pictures of generated sites, as the API answers them
// (GET/PUT /api/v1/admin/ai/images). Keys never leave the server: only whether one is set.

/** Where a generated site's pictures come from, in order of preference. */
export const IMAGE_SOURCES = ['uploads', 'unsplash', 'pexels', 'generation', 'bundled'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];

export interface AiImageSettings {
  unsplash_key_set: boolean;
  pexels_key_set: boolean;
  /** An OpenAI-compatible images endpoint (POST {base_url}/images/generations); null when none. */
  generation_base_url: string | null;
  generation_model: string | null;
  generation_api_key_set: boolean;
  /** The sources generation uses now, in order; 'uploads' and 'bundled' are always there. */
  in_use: ImageSource[];
}

export interface AiImageSettingsInput {
  /** Absent keeps the stored key; '' removes it. */
  unsplash_key?: string;
  pexels_key?: string;
  generation_api_key?: string;
  generation_base_url: string | null;
  generation_model: string | null;
}

/** How many of their own photos a user may hand to one generation. */
export const MAX_GENERATION_PHOTOS = 12;
