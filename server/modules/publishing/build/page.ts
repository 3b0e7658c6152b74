import { FONT_FAMILIES, fontByFamily, webFontsUsed, type FontFamily } from '../../../../common/editor/fonts.ts';
import { escapeAttribute, escapeText } from '../../../../common/editor/html.ts';
import { applyScriptPolicy, customCodeAsHtml, type ScriptPolicyOptions } from '../../../../common/editor/script-policy.ts';
import type { PageDoc } from '../../../../common/editor/types.ts';
import { prepareMarkup, type PreparedMarkup, type PublishRewrites } from './markup.ts';

// The one page renderer, shared by the editor's preview and the publisher: the page's markup
// and custom code under the script policy without the editor's attributes, in a document with
// its settings in the head. Where assets come from is the caller's: the preview links the
// app's /site-assets URLs, the publisher the site's own hashed files.

/** A page without a language setting (the editor's and the starter templates') is English. */
const SITE_LANGUAGE = 'en';

export interface PreparedPage {
  body: PreparedMarkup;
  /** The custom JS, as markup. */
  code: PreparedMarkup;
}

export interface PrepareOptions {
  allowlist: readonly string[];
  /** What a blocked script becomes (the policy's default: an HTML comment). */
  blockedScript?: ScriptPolicyOptions['replacement'];
  publish?: PublishRewrites;
}

/** The web fonts the page names (doc.fonts, by id or family) and the ones its CSS uses. */
export function pageFonts(doc: PageDoc): FontFamily[] {
  const named = (doc.fonts ?? []).map((name) => FONT_FAMILIES.find((font) => font.id === name) ?? fontByFamily(name));
  const used = [...named, ...webFontsUsed(doc.styles ?? []), ...webFontsUsed(doc.css ?? '')];
  const fonts = new Map<string, FontFamily>();
  for (const font of used) if (font?.google) fonts.set(font.id, font);
  return [...fonts.values()];
}

function underPolicy(html: string, options: PrepareOptions): string {
  // Markup without a script element has nothing for the policy to change: skip its parse.
  if (!/<script/i.test(html)) return html;
  return applyScriptPolicy(html, options.allowlist, { replacement: options.blockedScript }).html;
}

/** A page's markup and custom code under the policy, ready for renderMarkup. */
export function preparePage(page: { html: string; doc: PageDoc }, options: PrepareOptions): PreparedPage {
  const markup = (html: string) => prepareMarkup(underPolicy(html, options), options.publish);
  return { body: markup(page.html), code: markup(customCodeAsHtml(page.doc.js ?? '')) };
}

export interface PageHead {
  /** The page's language tag; English when absent. */
  lang?: string;
  title: string;
  description: string;
  /** Absolute URL of the page (published pages). */
  canonical?: string;
  /** Absolute, or as written for the preview. */
  ogImage?: string;
  robots?: string;
  icon?: string;
  stylesheets: readonly string[];
  /** Inline stylesheets, each marked with its data attribute. */
  styles?: readonly { name: string; css: string }[];
  /** schema.org objects, each written as a JSON-LD script. */
  structuredData?: readonly Record<string, unknown>[];
  /** Open Graph's type of the page; `website` when absent. */
  ogType?: string;
  /** More Open Graph properties (an article's publication time). */
  properties?: readonly { property: string; content: string }[];
  /** Links to related documents: a list page's neighbours, the site's feeds. */
  links?: readonly HeadLink[];
}

export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

function headLink(link: HeadLink): string {
  const type = link.type ? ` type="${escapeAttribute(link.type)}"` : '';
  const title = link.title ? ` title="${escapeAttribute(link.title)}"` : '';
  return `<link rel="${escapeAttribute(link.rel)}"${type}${title} href="${escapeAttribute(link.href)}">`;
}

const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * JSON for a JSON-LD script: `<`, `>` and `&` as \u escapes, so no value (a name with "</script>"
 * or "<!--" in it) can end the script early or change how it is parsed.
 */
function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): string {
  return content ? `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">` : '';
}

/** The page as a document: the head from its settings, then body and scripts (src, deferred or not). */
export function pageDocument(head: PageHead, body: string, scripts: readonly { src: string; defer?: boolean }[]): string {
  return [
    `<!doctype html><html lang="${escapeAttribute(head.lang || SITE_LANGUAGE)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    meta('name', 'robots', head.robots),
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeAttribute(head.canonical)}">` : '',
    ...(head.links ?? []).map(headLink),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.ogImage),
    ...(head.properties ?? []).map((entry) => meta('property', entry.property, entry.content)),
    head.icon ? `<link rel="icon" href="${escapeAttribute(head.icon)}">` : '',
    ...head.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...(head.styles ?? []).map((style) => `<style data-${style.name}>${styleText(style.css)}</style>`),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
    '</head><body>',
    body,
    ...scripts.map((script) => `<script src="${escapeAttribute(script.src)}"${script.defer ? ' defer' : ''}></script>`),
    '</body></html>',
  ].join('');
}
