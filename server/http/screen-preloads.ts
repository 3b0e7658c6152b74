import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchAppRoute } from '../../common/app-routes.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';

// The router loads a screen's chunk only once the entry script has run, one more round trip
// before a first visit sees anything. For the screens a visitor lands on, the HTML names the
// screen's chunks, stylesheets and images itself, so the browser fetches them alongside the entry
// script (on a server-rendered page, web/public/start-app.js adds them with it after the first
// paint: server/http/server-render.ts). Chunks are found in the build's manifest (web/vite.config.ts writes it) by the source
// file the router imports; test/http/shell-head.test.ts checks that every file here exists.

const CUSTOM_PAGE = 'src/features/custom-pages/custom-page.tsx';
const LOGIN = 'src/features/auth/login-page.tsx';
const REGISTER = 'src/features/auth/register-page.tsx';

/** Screen modules by route (common/app-routes.ts), for the public pages a visit starts on. */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  login: LOGIN,
  register: REGISTER,
  'forgot-password': 'src/features/auth/password-pages.tsx',
  pricing: 'src/features/pricing/pricing-page.tsx',
  contact: 'src/features/contact/contact-page.tsx',
  'pages/:pageSlug': CUSTOM_PAGE,
  'pages/:pageId/:pageSlug': CUSTOM_PAGE,
  privacy: CUSTOM_PAGE,
  terms: CUSTOM_PAGE,
};

/** What "/" shows, by the homepage.type setting (web/src/app/homepage.tsx). */
export const HOMEPAGE_MODULES: Readonly<Record<SettingsMap['homepage.type'], string>> = {
  landing: 'src/features/landing/landing-page.tsx',
  login: LOGIN,
  register: REGISTER,
  customPage: CUSTOM_PAGE,
};

/** As web/src/app/homepage.tsx decides: no page chosen shows the landing page, no registration the login. */
function homepageModule(settings: SettingsMap): string {
  const type = settings['homepage.type'];
  if (type === 'customPage' && !settings['homepage.value']) return HOMEPAGE_MODULES.landing;
  if (type === 'register' && settings['registration.disable']) return HOMEPAGE_MODULES.login;
  return HOMEPAGE_MODULES[type] ?? HOMEPAGE_MODULES.landing;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

type Manifest = Record<string, ManifestChunk>;

/** Every chunk a chunk loads before it runs, itself included. */
function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/**
 * The screen's stylesheets and chunks, and the images the screen's own module imports: those are
 * its hero pictures, often the largest thing painted, which the browser would otherwise find only
 * once the screen has rendered.
 */
function linksFor(manifest: Manifest, module: string, loadedByEntry: Set<string>): string {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of staticGraph(manifest, module)) {
    if (loadedByEntry.has(key)) continue;
    scripts.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
    for (const css of manifest[key].css ?? []) styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  const images = (manifest[module]?.assets ?? []).filter((asset) => IMAGE.test(asset)).map((asset) => `<link rel="preload" as="image" href="/${asset}">`);
  return [...styles, ...scripts, ...images].join('');
}

/**
 * Adds a path's preload tags to the end of the HTML template's head, from the build in distDir; a
 * build without a manifest (or a screen missing from it) gets none, and the router loads the
 * screen as it always does.
 */
export function screenPreloads(distDir: string): (template: string, path: string, settings: SettingsMap) => string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return (template) => template;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loadedByEntry = entry ? staticGraph(manifest, entry) : new Set<string>();
  const links = new Map<string, string>();
  for (const module of new Set([...Object.values(SCREEN_MODULES), ...Object.values(HOMEPAGE_MODULES)])) links.set(module, linksFor(manifest, module, loadedByEntry));
  return (template, path, settings) => {
    const match = matchAppRoute(path);
    const module = !match ? undefined : match.path === '' ? homepageModule(settings) : SCREEN_MODULES[match.path];
    const tags = module ? links.get(module) : undefined;
    return tags ? template.replace('</head>', () => `${tags}</head>`) : template;
  };
}
