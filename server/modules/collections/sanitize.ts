import type SanitizeHtml from 'sanitize-html';
import { httpsScriptUrl, scriptBlockReason } from '../../../common/editor/script-policy.ts';
import { sanitizeHtml } from '../../lazy-packages.ts';
import { getSetting } from '../settings/service.ts';

// An item's rich text (a post's body, a richText field) is published as part of the site's pages,
// so nothing its author writes may run script there beyond what the script policy allows: no
// event handlers, no styles, no javascript: or data: URLs, no forms. The one way in for script is
// the policy's: an embed code's <script src> on the `editor.script_allowlist` setting, and an
// <iframe> whose https address is on a host of that list (the owner trusts those hosts' code).

// Images may be uploads (`/storage/…`, `/api/v1/file-entries/…`) or https pictures; `srcset` keeps responsive variants.
const ALLOWED_ATTRIBUTES: SanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'name', 'target', 'rel', 'title'],
  img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
  source: ['srcset', 'sizes', 'type', 'media'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  code: ['class'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  script: ['src', 'async', 'defer'],
  '*': ['id', 'dir', 'lang'],
};

/** The https hosts of the allowlisted scripts, from which an embed's frame may load. */
function embedHosts(allowlist: readonly string[]): string[] {
  return [...new Set(allowlist.map(httpsScriptUrl).filter((url): url is string => url !== null).map((url) => new URL(url).hostname))];
}

function richTextOptions(allowlist: readonly string[]): SanitizeHtml.IOptions {
  const embeds = allowlist.length > 0;
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source', ...(embeds ? ['iframe', 'script'] : [])],
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'], iframe: ['https'], script: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: embedHosts(allowlist),
    allowIframeRelativeUrls: false,
    // Scripts are allowed as tags only so that exclusiveFilter can keep the allowlisted ones.
    allowVulnerableTags: embeds,
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => {
      if (frame.tag === 'script') return frame.text.trim() !== '' || scriptBlockReason(frame.attribs.src ?? null, allowlist) !== null;
      if (frame.tag === 'iframe') return !frame.attribs.src;
      return false;
    },
    transformTags: {
      // A link that opens a new tab cannot reach back into the site through window.opener.
      a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
    },
  };
}

/** Rich text as it may be published under this allowlist. */
export function sanitizeRichText(html: string, allowlist: readonly string[]): string {
  return html ? sanitizeHtml(html, richTextOptions(allowlist)).trim() : '';
}

/** The script allowlist setting, as a list of strings whatever was stored. */
export async function scriptAllowlist(): Promise<string[]> {
  const configured: unknown = await getSetting('editor.script_allowlist');
  return Array.isArray(configured) ? configured.filter((url): url is string => typeof url === 'string') : [];
}
