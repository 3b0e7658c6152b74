import type SanitizeHtml from 'sanitize-html';
import { sanitizeHtml } from '../../lazy-packages.ts';

// Ads are HTML an admin pastes and every signed-in user's browser renders inside the app's own
// origin, above and below the dashboard. Banners survive — links, images, text and its layout —
// but nothing that runs: no scripts, no event handlers, no javascript: URLs. Frames are dropped
// too: the app's Content-Security-Policy would refuse a third-party frame anyway, and an ad
// that needs one belongs in the page as an image and a link.
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i;
const LENGTH = /^(-?[\d.]+(px|em|rem|%)?|auto)$/;
const LENGTHS = /^(-?[\d.]+(px|em|rem|%)?|auto)(\s+(-?[\d.]+(px|em|rem|%)?|auto)){0,3}$/;

let options: SanitizeHtml.IOptions | undefined;

// Built on first use: the defaults it extends would load sanitize-html with the server.
const adOptions = (): SanitizeHtml.IOptions => (options ??= {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'picture', 'source'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    '*': ['class', 'style', 'dir', 'lang'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [LENGTH],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      margin: [LENGTHS],
      padding: [LENGTHS],
      width: [LENGTH],
      'max-width': [LENGTH],
      height: [LENGTH],
      display: [/^(block|inline|inline-block|flex|none)$/],
      'border-radius': [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab cannot reach back into the app through window.opener.
  transformTags: {
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer sponsored' } } : { tagName, attribs }),
  },
});

/** The HTML of an ad slot as it is stored and served; blank becomes null (no ad). */
export function sanitizeAd(html: string | null | undefined): string | null {
  const clean = html ? sanitizeHtml(html, adOptions()).trim() : '';
  return clean || null;
}
