import { SITE_ASSETS_URL } from '../modules/templates/catalogue.ts';
import { PUBLIC_STORAGE_URL } from './public-storage.ts';

/** The web app's hashed build output, served by web-app.ts. */
export const WEB_ASSETS_URL = '/assets';

/** URL prefixes answered straight from files: no app page, no per-request log line. */
export const STATIC_PATH_PREFIXES = [WEB_ASSETS_URL, PUBLIC_STORAGE_URL, SITE_ASSETS_URL] as const;

export function isStaticPath(path: string): boolean {
  return STATIC_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
