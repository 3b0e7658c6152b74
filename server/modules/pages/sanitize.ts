import type SanitizeHtml from 'sanitize-html';
import { sanitizeHtml } from '../../lazy-packages.ts';

// Page bodies are HTML an admin writes and every visitor's browser renders inside the app's own
// origin (web/src/features/custom-pages/custom-page.tsx sets it as innerHTML), so only inert
// content markup survives: no scripts, no event handlers, no styles, no frames, no javascript: URLs.
let options: SanitizeHtml.IOptions | undefined;

// Built on first use: the defaults it extends would load sanitize-html with the server.
const pageOptions = (): SanitizeHtml.IOptions => (options ??= {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['id', 'class', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab cannot reach back into the app through window.opener.
  transformTags: {
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
});

export function sanitizePageBody(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, pageOptions()) : '';
}
