import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../../config/paths.ts';

// Starter sites live in templates/sites/<slug>/: template.json (name, description, category,
// pages [{name, file, title?, description?}]), one HTML file per page holding the body markup,
// an optional style.css (the site's colours, copied into every page's CSS) and thumbnail.svg.

export const SITES_DIR = 'sites';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_FILE = /^[a-z0-9][a-z0-9-]*\.html$/;

export interface TemplatePageSource {
  name: string;
  html: string;
  title: string;
  description: string;
}

export interface SiteTemplateSource {
  slug: string;
  name: string;
  description: string;
  category: string;
  css: string;
  /** Relative to the templates directory; null when the folder has no thumbnail.svg. */
  thumbnail: string | null;
  pages: TemplatePageSource[];
}

function requireString(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${where} must be a non-empty string`);
  return value;
}

function optionalString(value: unknown, where: string): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new Error(`${where} must be a string`);
  return value;
}

/** Reads and checks one starter site; a mistake names the file and field. */
export function readSiteTemplate(slug: string, root = templatesDir): SiteTemplateSource {
  if (!SLUG.test(slug)) throw new Error(`Template folder "${slug}" is not a valid slug (a-z, 0-9 and dashes)`);
  const dir = join(root, SITES_DIR, slug);
  const where = `templates/${SITES_DIR}/${slug}/template.json`;
  const manifest = JSON.parse(readFileSync(join(dir, 'template.json'), 'utf8')) as Record<string, unknown>;
  if (!Array.isArray(manifest.pages) || manifest.pages.length === 0) throw new Error(`${where}: pages must list at least one page`);
  const pages = manifest.pages.map((entry: unknown, index: number): TemplatePageSource => {
    const page = (entry ?? {}) as Record<string, unknown>;
    const file = requireString(page.file, `${where}: pages.${index}.file`);
    if (!PAGE_FILE.test(file)) throw new Error(`${where}: pages.${index}.file must be a file name like about.html`);
    const name = requireString(page.name, `${where}: pages.${index}.name`);
    return {
      name,
      html: readFileSync(join(dir, file), 'utf8'),
      title: optionalString(page.title, `${where}: pages.${index}.title`) || name,
      description: optionalString(page.description, `${where}: pages.${index}.description`),
    };
  });
  const cssFile = join(dir, 'style.css');
  const thumbnail = join(dir, 'thumbnail.svg');
  return {
    slug,
    name: requireString(manifest.name, `${where}: name`),
    description: optionalString(manifest.description, `${where}: description`),
    category: optionalString(manifest.category, `${where}: category`),
    css: existsSync(cssFile) ? readFileSync(cssFile, 'utf8') : '',
    thumbnail: existsSync(thumbnail) ? `${SITES_DIR}/${slug}/thumbnail.svg` : null,
    pages,
  };
}

/** Every starter site under templates/sites, in folder name order. */
export function readSiteTemplates(root = templatesDir): SiteTemplateSource[] {
  const dir = join(root, SITES_DIR);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'template.json')))
    .map((entry) => entry.name)
    .sort()
    .map((slug) => readSiteTemplate(slug, root));
}
