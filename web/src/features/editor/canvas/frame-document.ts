import { serializePage, type PageDoc, type PageDocument } from '../model.ts';

// The canvas frame's document: the site stylesheet, the page's own CSS and the page's markup.
// The frame is sandboxed without allow-scripts, so the page's scripts, on* attributes and
// javascript: links stay inert; the page's JS (doc.js) is not included at all.

export const SITE_STYLESHEET_URL = '/site-assets/site.css';

/** Editor-only helpers inside the canvas: empty layout boxes stay visible and droppable. */
const CANVAS_CSS = `
[data-id]:empty:not(img):not(hr):not(br):not(input):not(iframe):not(svg):not(i) { min-height: 2.5rem; }
.container:empty, .container-fluid:empty, .row:empty, [class*="col-"]:empty { outline: 1px dashed rgba(100, 116, 139, .45); outline-offset: -1px; }
[contenteditable="true"] { outline: none; cursor: text; }
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

/** The srcdoc of the canvas frame for a page. */
export function frameSrcdoc(document: PageDocument, doc: PageDoc): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(doc.title ?? '')}</title>`,
    `<link rel="stylesheet" href="${SITE_STYLESHEET_URL}">`,
    `<style data-canvas-helpers>${CANVAS_CSS}</style>`,
    `<style data-page-css>${escapeStyleText(doc.css ?? '')}</style>`,
    `</head><body ${bodyAttributes(document)}>`,
    serializePage(document),
    '</body></html>',
  ].join('');
}
