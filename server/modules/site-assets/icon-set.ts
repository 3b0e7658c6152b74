import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { templatesDir } from '../../../config/paths.ts';

// The icons a page can use: the site stylesheet's own glyphs (templates/site/icons, inlined as
// data URIs in site.css so the starter templates need nothing else) and the Lucide set from the
// lucide-static package, one SVG file per icon. Read once: both ship with the app.

export const SITE_ICONS_URL = '/site-assets/icons';
export const LUCIDE_URL = '/site-assets/lucide';
export const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface IconEntry {
  name: string;
  /** Search keywords. */
  tags: string[];
  /** The glyph as the class `icon-<name>` draws it. */
  url: string;
}

export interface IconSet {
  icons: IconEntry[];
  lucideDir: string;
  lucideNames: ReadonlySet<string>;
  /** `.icon-<name>` rules for the Lucide icons site.css does not define. */
  css: string;
  cssEtag: string;
  json: string;
  jsonEtag: string;
}

function svgNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .filter((name) => ICON_NAME.test(name));
}

const etag = (text: string) => createHash('sha1').update(text).digest('hex');

export function buildIconSet(lucideDir: string, siteIconsDir: string): IconSet {
  const tags = JSON.parse(readFileSync(join(dirname(lucideDir), 'tags.json'), 'utf8')) as Record<string, string[]>;
  const siteNames = new Set(svgNames(siteIconsDir));
  const lucideNames = new Set(svgNames(lucideDir));
  const byName = new Map<string, IconEntry>();
  for (const name of lucideNames) byName.set(name, { name, tags: Array.isArray(tags[name]) ? tags[name] : [], url: `${LUCIDE_URL}/${name}.svg` });
  // A name site.css already draws keeps its glyph: pages made from the templates look the same.
  for (const name of siteNames) byName.set(name, { name, tags: byName.get(name)?.tags ?? [], url: `${SITE_ICONS_URL}/${name}.svg` });
  const icons = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  const css = [...lucideNames]
    .filter((name) => !siteNames.has(name))
    .sort()
    .map((name) => `.icon-${name}{--sw-icon:url(${LUCIDE_URL}/${name}.svg)}`)
    .join('\n');
  const json = JSON.stringify({ icons });
  return { icons, lucideDir, lucideNames, css, cssEtag: etag(css), json, jsonEtag: etag(json) };
}

const requireFrom = createRequire(import.meta.url);

export function lucideIconsDir(): string {
  return join(dirname(requireFrom.resolve('lucide-static/package.json')), 'icons');
}

let iconSet: IconSet | null = null;

export function siteIconSet(): IconSet {
  iconSet ??= buildIconSet(lucideIconsDir(), join(templatesDir, 'site', 'icons'));
  return iconSet;
}
