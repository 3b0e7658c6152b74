import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontFaceCss, fontFilesDir } from '../../site-assets/font-packages.ts';
import { ASSETS_DIR, hashedAsset } from './files.ts';
import type { SiteFile } from './types.ts';

// A web font as a published site carries it: its @font-face rules pointing at copies of its
// woff2 files beside the stylesheet, so no page asks a font host for anything. The packages ship
// with the app, so each family is read once per process.

export interface FontBundle {
  /** @font-face rules, URLs relative to the assets folder. */
  css: string;
  files: SiteFile[];
}

const bundles = new Map<string, FontBundle>();

export function fontBundle(id: string): FontBundle {
  let bundle = bundles.get(id);
  if (!bundle) {
    const files = new Map<string, SiteFile>();
    const css = fontFaceCss(id, (file) => {
      let copy = files.get(file);
      if (!copy) {
        const name = file.replace(/\.woff2$/, '');
        copy = hashedAsset(name, 'woff2', readFileSync(join(fontFilesDir(id), file)));
        files.set(file, copy);
      }
      return copy.path.slice(ASSETS_DIR.length);
    });
    bundle = { css, files: [...files.values()] };
    bundles.set(id, bundle);
  }
  return bundle;
}
