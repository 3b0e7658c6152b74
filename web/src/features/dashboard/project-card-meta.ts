import type { Project } from '../../../../common/editor/types.ts';
import { formatRelativeTime } from '../account-settings/sessions/relative-time.ts';

// What a project card shows besides the name: a thumbnail (the template's picture, or a generated
// placeholder that stays the same for a project across visits) and when it was last edited.

/** The public thumbnail of a site template (GET /site-templates/{slug}/thumbnail.svg). */
export function templateThumbnailUrl(slug: string): string {
  return `/site-templates/${encodeURIComponent(slug)}/thumbnail.svg`;
}

/** The project's own thumbnail, else its template's; null means "draw a placeholder". */
export function projectThumbnailUrl(project: Pick<Project, 'thumbnail' | 'template'>): string | null {
  if (project.thumbnail) return project.thumbnail;
  return project.template ? templateThumbnailUrl(project.template) : null;
}

/** Up to two initials from the name's first words ("my shop" → "MS"); "#" when it has no letter or digit. */
export function projectInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toLocaleUpperCase();
  return initials || '#';
}

/** A hue (0–359) derived from a stable seed (the project's uuid), so each placeholder keeps its colour. */
export function placeholderHue(seed: string): number {
  let hash = 2166136261; // FNV-1a: cheap and well spread for short strings
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

/** "Edited 5 minutes ago" (translated, in the user's language); "" when the date is unreadable. */
export function editedLabel(
  updatedAt: string | null | undefined,
  options: { now?: number; locale?: string; translate: (key: string, values?: Record<string, string>) => string },
): string {
  const time = formatRelativeTime(updatedAt, { now: options.now, locale: options.locale, translate: (key) => options.translate(key) });
  return time ? options.translate('Edited :time', { time }) : '';
}
