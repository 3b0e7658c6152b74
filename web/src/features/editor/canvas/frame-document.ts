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

/** Editor-only helpers inside the canvas: empty layout boxes stay visible and droppable. */
const CANVAS_CSS = `
[data-id]:empty:not(img):not(hr):not(br):not(input):not(iframe):not(svg):not(i) { min-height: 2.5rem; }
.container:empty, .container-fluid:empty, .row:empty, [class*="col-"]:empty { outline: 1px dashed rgba(100, 116, 139, .45); outline-offset: -1px; }
[contenteditable="true"] { outline: none; cursor: text; }
[data-sw-canvas-hidden] { display: none !important; }
a, button, input, select, textarea, label { cursor: default; }
`;

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

/** The srcdoc of the canvas frame for a page. */
export function frameSrcdoc(document: PageDocument): string {
  const meta = document.meta;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<link rel="stylesheet" href="${SITE_STYLESHEET_URL}">`,
    `<link rel="stylesheet" href="${ICONS_STYLESHEET_URL}">`,
    ...pageWebFonts(document).map(fontLinkHtml),
    `<style data-canvas-helpers>${CANVAS_CSS}</style>`,
    breakpointStyles(document),
    `<style data-page-css>${escapeStyleText(meta.css)}</style>`,
    `</head><body ${bodyAttributes(document)}>`,
    serializePage(document),
    '</body></html>',
  ].join('');
}
