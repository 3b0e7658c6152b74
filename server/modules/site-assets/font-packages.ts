import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WEB_FONTS } from '../../../common/editor/fonts.ts';

// The web fonts' @fontsource packages, read the same way for the editor (served under
// /site-assets/fonts) and for published sites (copied with the site): one stylesheet per family
// with regular, bold and italic (what the style panel's weight and style controls produce), and
// only its woff2 files, which every browser the editor supports reads.

const STYLESHEETS = ['400.css', '700.css', '400-italic.css'];
export const FONT_FILE = /^[a-z0-9-]+\.woff2$/;
const requireFrom = createRequire(import.meta.url);

function packageDir(id: string): string {
  return dirname(requireFrom.resolve(`@fontsource/${id}/package.json`));
}

/** The folder holding the family's font files. */
export function fontFilesDir(id: string): string {
  return join(packageDir(id), 'files');
}

/** The family's @font-face rules, each file's URL given by `fileUrl` (a bare woff2 file name in). */
export function fontFaceCss(id: string, fileUrl: (file: string) => string): string {
  const dir = packageDir(id);
  return STYLESHEETS.filter((file) => existsSync(join(dir, file)))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')
    .replace(/,\s*url\(\.\/files\/[^)]+\.woff\)\s*format\(['"]woff['"]\)/g, '')
    .replace(/url\(\.\/files\/([^)]+)\)/g, (_match, file: string) => `url(${fileUrl(file)})`);
}

/** The web font a file belongs to: fontsource names every file after its package. */
export function fontOfFile(file: string): string | null {
  const owners = WEB_FONTS.filter((font) => file.startsWith(`${font.id}-`)).sort((a, b) => b.id.length - a.id.length);
  return owners[0]?.id ?? null;
}
