import { parse, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { HtmlValidate } from 'html-validate';
import type { BuiltSite } from '../../../server/modules/publishing/build/site.ts';

// Reading a built site back as a browser and a validator would: what each file references, and
// the HTML checks the published pages must pass.

/**
 * html-validate:recommended rather than :standard: it adds the accessibility rules (an accessible
 * name for every landmark and icon-only link, non-breaking phone numbers) that the Lighthouse
 * goal needs too; :standard finds nothing in pages that fail them. Three rules are set otherwise:
 * - doctype-style: lowercase. The one page renderer writes `<!doctype html>` for the preview and
 *   the published site alike; the HTML standard reads the doctype case-insensitively.
 * - no-inline-style: off. A style attribute is content: what the editor's users and the starter
 *   templates write on an element (a background image, a progress bar's width).
 * - attribute-boolean-style: empty. The editor saves every attribute with a value, so a required
 *   field is published as `required=""`, which the HTML standard reads as `required`.
 */
export const htmlValidate = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'doctype-style': ['error', { style: 'lowercase' }], 'no-inline-style': 'off', 'attribute-boolean-style': ['error', { style: 'empty' }] },
});

export async function validationErrors(site: BuiltSite): Promise<string[]> {
  const errors: string[] = [];
  for (const file of site.files.filter((candidate) => candidate.path.endsWith('.html'))) {
    const report = await htmlValidate.validateString(file.body.toString('utf8'), file.path);
    for (const result of report.results) for (const message of result.messages) errors.push(`${file.path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
  }
  return errors;
}

export type ReferenceKind = 'link' | 'asset' | 'script' | 'meta';

export interface Reference {
  from: string;
  url: string;
  kind: ReferenceKind;
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/g;

function cssUrls(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((match) => match[1] ?? match[2] ?? match[3]);
}

const ASSET_ATTRIBUTES = new Set(['src', 'poster', 'data-imgsrc']);

function elementReferences(element: P5.Element, from: string, into: Reference[]): void {
  const attrs = new Map(element.attrs.map((attr) => [attr.name, attr.value]));
  const add = (url: string | undefined, kind: ReferenceKind) => {
    if (url !== undefined && url.trim() !== '') into.push({ from, url: url.trim(), kind });
  };
  if (element.tagName === 'a' || element.tagName === 'area') add(attrs.get('href'), 'link');
  if (element.tagName === 'link') add(attrs.get('href'), attrs.get('rel') === 'canonical' ? 'meta' : 'asset');
  if (element.tagName === 'script') add(attrs.get('src'), 'script');
  if (element.tagName === 'meta' && /^og:(image|url)$/.test(attrs.get('property') ?? '')) add(attrs.get('content'), 'meta');
  for (const [name, value] of attrs) {
    if (ASSET_ATTRIBUTES.has(name) && element.tagName !== 'script') add(value, 'asset');
    if (name === 'srcset') for (const candidate of value.split(',')) add(candidate.trim().split(/\s+/)[0], 'asset');
    if (name === 'style') for (const url of cssUrls(value)) add(url, 'asset');
  }
}

function walk(node: P5.ParentNode, from: string, into: Reference[]): void {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    elementReferences(child, from, into);
    walk(child.tagName === 'template' ? (child as P5.Template).content : child, from, into);
  }
}

/** Every URL the site's pages and stylesheets reference. */
export function references(site: BuiltSite): Reference[] {
  const found: Reference[] = [];
  for (const file of site.files) {
    if (file.path.endsWith('.html')) walk(parse(file.body.toString('utf8')), file.path, found);
    if (file.path.endsWith('.css')) for (const url of cssUrls(file.body.toString('utf8'))) found.push({ from: file.path, url, kind: 'asset' });
  }
  return found;
}

/** The file of the site a reference opens, or null when it leaves the site (another host, mailto:, data:). */
export function resolveInSite(reference: Reference, siteUrl: string): string | null {
  if (/^(data|mailto|tel):/i.test(reference.url) || reference.url.startsWith('#')) return null;
  const url = new URL(reference.url, `${siteUrl}/${reference.from}`);
  if (url.origin !== new URL(siteUrl).origin) return null;
  return decodeURIComponent(url.pathname.slice(1)) || 'index.html';
}

/** What a browser on the site would fetch from, or link to on, another host. */
export function otherHosts(site: BuiltSite, siteUrl: string): Reference[] {
  return references(site).filter((reference) => /^(https?:)?\/\//i.test(reference.url) && new URL(reference.url, siteUrl).origin !== new URL(siteUrl).origin);
}

/** References into the site that no file answers. */
export function unresolved(site: BuiltSite, siteUrl: string): Reference[] {
  const paths = new Set(site.files.map((file) => file.path));
  return references(site).filter((reference) => {
    const path = resolveInSite(reference, siteUrl);
    return path !== null && !paths.has(path);
  });
}

export function fileText(site: BuiltSite, path: string): string {
  const file = site.files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not in the site: ${site.files.map((candidate) => candidate.path).join(', ')}`);
  return file.body.toString('utf8');
}

/** The site's stylesheet files, by the order the page links them. */
export function stylesheetsOf(site: BuiltSite, page: string): string[] {
  return references({ ...site, files: site.files.filter((file) => file.path === page) })
    .filter((reference) => reference.kind === 'asset' && reference.url.endsWith('.css'))
    .map((reference) => fileText(site, resolveInSite(reference, 'http://site.test')!));
}
