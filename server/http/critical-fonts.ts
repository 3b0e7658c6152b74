import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FONTS_URL, fontOfValue } from '../../common/editor/fonts.ts';
import type { Theme } from '../../common/types.ts';
import { fontFilesDir } from '../modules/site-assets/font-packages.ts';

// The theme's web font, regular and bold in the Latin subset, preloaded from the HTML: otherwise
// the browser asks for the files only once the app has rendered text in them, and the text first
// shows in a fallback face and then moves when the font swaps in: a layout shift on every page,
// and on a throttled phone a later first paint.

const WEIGHTS = [400, 700];

const preloads = new Map<string, string>();

export function criticalFontPreloads(theme: Theme | null): string {
  const value = theme?.values['--be-font-family'];
  const font = value ? fontOfValue(value) : null;
  if (!font?.google) return '';
  let tags = preloads.get(font.id);
  if (tags === undefined) {
    tags = WEIGHTS.map((weight) => `${font.id}-latin-${weight}-normal.woff2`)
      .filter((file) => existsSync(join(fontFilesDir(font.id), file)))
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${FONTS_URL}/files/${file}">`)
      .join('');
    preloads.set(font.id, tags);
  }
  return tags;
}
