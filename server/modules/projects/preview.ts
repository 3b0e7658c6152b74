import { FONT_FAMILIES, fontByFamily, FONTS_URL, webFontsUsed, type FontFamily } from '../../../common/editor/fonts.ts';
import { stripDataIds } from '../../../common/editor/data-ids.ts';
import { escapeAttribute, escapeText } from '../../../common/editor/html.ts';
import { applyScriptPolicy, customCodeAsHtml, httpsScriptUrl, type BlockedScript } from '../../../common/editor/script-policy.ts';
import { stylesToCss, styleSheetFrom } from '../../../common/editor/styles.ts';
import type { PageDoc } from '../../../common/editor/types.ts';
import type { User } from '../users/models.ts';
import { NotFoundError } from '../../errors.ts';
import { getSetting } from '../settings/service.ts';
import { getProject } from './service.ts';

// A page as its visitors will see it, for the owner to check before publishing: the site and
// icon stylesheets, the page's fonts, its style rules and custom CSS, its markup without the
// editor's data ids, the widget runtime, and its custom code. Only scripts the policy allows
// stay (common/editor/script-policy.ts); each blocked one leaves a visible notice, and the
// Content-Security-Policy sent with the page makes the browser enforce the same list.

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';
export const SITE_ASSETS = { css: '/site-assets/site.css', icons: '/site-assets/icons.css', widgets: '/site-assets/widgets.js' } as const;

export interface PagePreview {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * An allowlist entry as a CSP source: origin and path (a source expression has no query; the
 * policy module already compared the whole URL). Nothing that could end the directive.
 */
function scriptSource(entry: string): string[] {
  const href = httpsScriptUrl(entry);
  if (!href) return [];
  const url = new URL(href);
  const source = `${url.origin}${url.pathname}`;
  return /^[^\s;,']+$/.test(source) ? [source] : [];
}

/**
 * The preview runs in a sandbox of its own (an opaque origin): an allowed third-party script
 * cannot reach the app's cookies or call its API as the owner. Scripts: the widget runtime
 * ('self') and the allowlist, nothing inline.
 */
export function previewContentSecurityPolicy(allowlist: readonly string[]): string {
  const scripts = allowlist.flatMap(scriptSource);
  return [
    'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    "default-src 'none'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' https:",
    "connect-src 'self' https:",
    'frame-src https:',
    "form-action 'self' https:",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The visible stand-in for a blocked script: the spec's message and what was blocked. */
export function blockedScriptNotice(blocked: BlockedScript): string {
  const src = blocked.src === null ? '' : ` <code>${escapeText(blocked.src)}</code>`;
  return `<span class="sw-script-blocked" role="note" data-script-policy="${blocked.reason}"><strong>${escapeText(blocked.message)}</strong>${src}</span>`;
}

const NOTICE_CSS = `.sw-script-blocked { display: block; margin: .5rem 0; padding: .5rem .75rem; font: 14px/1.4 system-ui, sans-serif; color: #7c2d12; background: #fff7ed; border: 1px solid #fdba74; border-radius: 6px; }
.sw-script-blocked code { word-break: break-all; }`;

/** The web fonts the page names (doc.fonts, by id or family) and the ones its CSS uses. */
function pageFonts(doc: PageDoc): FontFamily[] {
  const named = (doc.fonts ?? []).map((name) => FONT_FAMILIES.find((font) => font.id === name) ?? fontByFamily(name));
  const used = [...named, ...webFontsUsed(doc.styles ?? []), ...webFontsUsed(doc.css ?? '')];
  const fonts = new Map<string, FontFamily>();
  for (const font of used) if (font?.google) fonts.set(font.id, font);
  return [...fonts.values()];
}

const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** The preview document of one page, with the policy applied to its markup and custom code. */
export function renderPreviewDocument(page: { html: string; doc: PageDoc }, allowlist: readonly string[]): string {
  const { doc } = page;
  const policy = { replacement: blockedScriptNotice };
  const body = stripDataIds(applyScriptPolicy(page.html, allowlist, policy).html);
  const code = applyScriptPolicy(customCodeAsHtml(doc.js ?? ''), allowlist, policy).html;
  const meta = (name: string, content: string | undefined, key = 'name') => (content ? `<meta ${key}="${name}" content="${escapeAttribute(content)}">` : '');
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeText(doc.title ?? '')}</title>`,
    meta('description', doc.description),
    meta('og:title', doc.title, 'property'),
    meta('og:description', doc.description, 'property'),
    meta('og:image', doc.ogImage, 'property'),
    `<link rel="stylesheet" href="${SITE_ASSETS.css}">`,
    `<link rel="stylesheet" href="${SITE_ASSETS.icons}">`,
    ...pageFonts(doc).map((font) => `<link rel="stylesheet" href="${FONTS_URL}/${font.id}.css">`),
    `<style data-page-styles>${styleText(stylesToCss(styleSheetFrom(doc.styles).values()))}</style>`,
    `<style data-page-css>${styleText(doc.css ?? '')}</style>`,
    `<style data-preview>${NOTICE_CSS}</style>`,
    '</head><body>',
    body,
    code,
    `<script src="${SITE_ASSETS.widgets}"></script>`,
    '</body></html>',
  ].join('');
}

/** The owner's page as a preview document and the policy its response carries. */
export async function renderPagePreview(user: User, projectId: number, pageId: string): Promise<PagePreview> {
  const project = await getProject(user, projectId);
  const page = project.pages?.find((candidate) => candidate.id === pageId);
  if (!page) throw new NotFoundError(PAGE_NOT_FOUND_MESSAGE);
  const configured: unknown = await getSetting('editor.script_allowlist');
  const allowlist = Array.isArray(configured) ? configured.filter((url): url is string => typeof url === 'string') : [];
  return { html: renderPreviewDocument(page, allowlist), contentSecurityPolicy: previewContentSecurityPolicy(allowlist) };
}
