import type { PageMeta, PageMetaField } from '../../model.ts';

// The page settings form as plain data: its checks mirror the server's (projects/routes.ts), so a
// save is never refused for a value the dialog accepted.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_TITLE_MAX_LENGTH = 500;
export const PAGE_DESCRIPTION_MAX_LENGTH = 2000;
export const OG_IMAGE_MAX_LENGTH = 2000;

export const PAGE_SETTINGS_MESSAGES = {
  slugFormat: 'Use lower-case letters, digits and dashes.',
  slugTaken: 'Another page already uses this slug.',
  ogImage: 'Enter an image address starting with https://, http:// or /.',
} as const;

export type PageSettingsErrors = Partial<Record<PageMetaField, string>>;

/** A slug suggestion from a page name: "About us!" → "about-us". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isImageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Field → message for what the server would refuse; `otherSlugs` are the project's other pages' slugs. */
export function validatePageSettings(values: Pick<PageMeta, PageMetaField>, otherSlugs: readonly string[]): PageSettingsErrors {
  const errors: PageSettingsErrors = {};
  if (values.slug && !SLUG_PATTERN.test(values.slug)) errors.slug = PAGE_SETTINGS_MESSAGES.slugFormat;
  else if (values.slug && otherSlugs.includes(values.slug)) errors.slug = PAGE_SETTINGS_MESSAGES.slugTaken;
  if (values.ogImage && !isImageAddress(values.ogImage)) errors.ogImage = PAGE_SETTINGS_MESSAGES.ogImage;
  return errors;
}
