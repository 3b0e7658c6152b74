import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Source runs from the repository (tsx) and the build runs from dist/; both find the
// package root by walking up to the package.json, so no path is hard-coded twice.
function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the Sitewright package root');
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
/**
 * The built web app. SITEWRIGHT_WEB_DIST points elsewhere, so several working copies of the app
 * (parallel builds and browser test runs on one machine) do not overwrite each other's bundle.
 */
export const webDistDir = process.env.SITEWRIGHT_WEB_DIST || join(packageRoot, 'dist', 'web');
export const templatesDir = join(packageRoot, 'templates');
