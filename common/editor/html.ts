import { html } from 'parse5';

// HTML facts the model needs, from the WHATWG HTML parsing and serialization algorithms.

export const NS = { html: html.NS.HTML, svg: html.NS.SVG, mathml: html.NS.MATHML } as const;
export type Namespace = (typeof NS)[keyof typeof NS];

/** Elements that never have children or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input',
  'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Elements whose text content is serialized verbatim (the parser reads it as raw text). */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript',
]);

/** The parser drops one newline right after these start tags, so the serializer must add one back. */
export const LEADING_NEWLINE_ELEMENTS: ReadonlySet<string> = new Set(['pre', 'textarea', 'listing']);

/** Foreign elements whose children are HTML again (HTML integration points, simplified). */
export const SVG_HTML_INTEGRATION: ReadonlySet<string> = new Set(['foreignObject', 'desc', 'title']);
export const MATHML_TEXT_INTEGRATION: ReadonlySet<string> = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']);

export function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;'));
}

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>\u00a0]/g, (c) =>
    c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;',
  );
}

// What the HTML tokenizer keeps as one attribute name (setAttributes lowercases names on HTML elements, as the DOM does).
// eslint-disable-next-line no-control-regex -- control characters are exactly what an attribute name may not hold
const ATTRIBUTE_NAME = /^[^\s"'>/=\u0000-\u001f\u007f-\u009f]+$/;
const TAG_NAME = /^[a-z][a-z0-9-]*$/;

export function isValidAttributeName(name: string): boolean {
  // __proto__ cannot be an own key of the plain objects attributes live in.
  return ATTRIBUTE_NAME.test(name) && name !== '__proto__';
}

export function isValidTagName(tag: string): boolean {
  return TAG_NAME.test(tag);
}
