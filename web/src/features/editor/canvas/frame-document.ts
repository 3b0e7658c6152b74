import { FONTS_URL, webFontsUsed, type FontFamily } from '../../../../../common/editor/fonts.ts';
import { declarationsToCss, mediaQueryOf, serializePage, STYLE_BREAKPOINTS, styleRulesOf, type PageDocument, type StyleBreakpoint } from '../model.ts';

// The canvas frame's document: the site stylesheet, the page's own style rules (one <style> per
// breakpoint, widest first, which the mirror then edits rule by rule), the page's custom CSS and
// the page's markup.
// The frame is sandboxed without allow-scripts, so the page's scripts, on* attributes and
// javascript: links stay inert; the page's JS (doc.js) is not included at all.

export const SITE_STYLESHEET_URL = '/site-assets/site.css';
/** The `.icon-<name>` rules of the whole icon set (server/modules/site-assets/icons-routes.ts). */
export const ICONS_STYLESHEET_URL = '/site-assets/icons.css';

/** The web fonts the page's own styles and custom CSS use: the frame loads these (and only these). */
export function pageWebFonts(document: PageDocument): FontFamily[] {
  const fonts = new Map<string, FontFamily>();
  for (const font of [...webFontsUsed(document.styles.values()), ...webFontsUsed(document.meta.css)]) fonts.set(font.id, font);
  return [...fonts.values()];
}

/** The <link> that loads one web font; the mirror adds more as styles start using them. */
export function fontLinkHtml(font: FontFamily): string {
  return `<link rel="stylesheet" data-font="${escapeAttribute(font.id)}" href="${escapeAttribute(`${FONTS_URL}/${font.id}.css`)}">`;
}

/** Words the canvas shows itself, in the editor's language. */
export interface CanvasLabels {
  /** The tag on sample content (site.css outlines it; see state/sample-content.ts). */
  sample: string;
  /** The tag on a collection list section, before the collection's slug. */
  collection?: string;
}

/**
 * Editor-only helpers inside the canvas: empty layout boxes stay visible and droppable, sample
 * content wears a tag (positioned through :where(), so a page's own position always wins), a
 * collection list says which collection it repeats its card for, and elements bound to an item's
 * field are outlined (the published site fills them in).
 */
function canvasCss(labels: CanvasLabels): string {
  return `
[data-id]:empty:not(img):not(hr):not(br):not(input):not(iframe):not(svg):not(i) { min-height: 2.5rem; }
.container:empty, .container-fluid:empty, .row:empty, [class*="col-"]:empty { outline: 1px dashed rgba(100, 116, 139, .45); outline-offset: -1px; }
[contenteditable="true"] { outline: none; cursor: text; }
[data-sw-canvas-hidden] { display: none !important; }
a, button, input, select, textarea, label { cursor: default; }
:where([data-sw-sample="true"]) { position: relative; }
[data-sw-sample="true"]::before { content: ${cssString(labels.sample)}; position: absolute; top: 0; right: 0; z-index: 3; padding: 0 .375rem; font: 600 11px/1.6 system-ui, sans-serif; letter-spacing: .02em; color: #fff; background: #b45309; border-radius: 0 0 0 4px; pointer-events: none; }
:where([data-sw-collection]) { position: relative; }
[data-sw-collection]:not([data-sw-sample="true"])::before { content: ${cssString(labels.collection ?? 'Collection list')} " · " attr(data-sw-collection); position: absolute; top: 0; left: 0; z-index: 3; padding: 0 .375rem; font: 600 11px/1.6 system-ui, sans-serif; color: #fff; background: #4338ca; border-radius: 0 0 4px 0; pointer-events: none; }
[data-sw-field], [data-sw-href] { outline: 1px dashed rgba(67, 56, 202, .55); outline-offset: 2px; }
`;
}

/** A CSS string literal: quotes and backslashes escaped, nothing that could close the <style>. */
function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/[<>\n]/g, ' ')}"`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** CSS inside <style>: nothing in it may close the element. */
export function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

export function bodyAttributes(document: PageDocument): string {
  const root = document.nodes.get(document.rootId);
  const attrs: Record<string, string> = { ...(root?.type === 'element' ? root.attrs : {}), 'data-id': document.rootId };
  return Object.entries(attrs)
    .filter(([name]) => /^[^\s"'>/=]+$/.test(name))
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
}

/** The <style> holding the page's rules for one breakpoint (found again by the mirror). */
export function breakpointStyleSelector(breakpoint: StyleBreakpoint): string {
  return `style[data-page-styles="${breakpoint}"]`;
}

function breakpointStyles(document: PageDocument): string {
  return STYLE_BREAKPOINTS.map((breakpoint) => {
    const rules = styleRulesOf(document.styles).filter((rule) => rule.breakpoint === breakpoint);
    const css = rules.map((rule) => `${rule.selector} { ${declarationsToCss(rule.declarations)} }`).join('\n');
    const media = mediaQueryOf(breakpoint);
    return `<style data-page-styles="${breakpoint}"${media ? ` media="${media}"` : ''}>${escapeStyleText(css)}</style>`;
  }).join('');
}

/**
 * The srcdoc of the canvas frame for a page, with `markup` as its body (the page's own markup
 * unless told otherwise; the canvas gives '' and puts the markup in once the frame has loaded).
 */
export function frameSrcdoc(document: PageDocument, labels: CanvasLabels = { sample: 'Sample' }, markup: string = serializePage(document)): string {
  const meta = document.meta;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<link rel="stylesheet" href="${SITE_STYLESHEET_URL}">`,
    `<link rel="stylesheet" href="${ICONS_STYLESHEET_URL}">`,
    ...pageWebFonts(document).map(fontLinkHtml),
    `<style data-canvas-helpers>${canvasCss(labels)}</style>`,
    breakpointStyles(document),
    `<style data-page-css>${escapeStyleText(meta.css)}</style>`,
    `</head><body ${bodyAttributes(document)}>`,
    markup,
    '</body></html>',
  ].join('');
}
