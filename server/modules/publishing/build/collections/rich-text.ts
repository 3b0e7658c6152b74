import { sanitizeHtml } from '../../../../lazy-packages.ts';
import { sanitizeRichText } from '../../../collections/sanitize.ts';

// An item's rich text as a published page carries it. The body is sanitized when it is saved;
// publishing sanitizes it again under the build's allowlist, so a body written before a rule or
// the allowlist changed, or straight into the database, still cannot bring markup that runs. The
// page-level script policy (page.ts) then checks what is left once more with the rest of the page.

const PLAIN_TEXT = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' as const, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'] };

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Rich text of one build, each body sanitized once however many pages show it. */
export class RichText {
  private readonly cache = new Map<string, string>();

  constructor(private readonly allowlist: readonly string[]) {}

  html(source: string): string {
    if (!source) return '';
    let clean = this.cache.get(source);
    if (clean === undefined) {
      clean = sanitizeRichText(source, this.allowlist);
      this.cache.set(source, clean);
    }
    return clean;
  }

  /** The text of rich text on one line (feeds and descriptions), at most `max` characters. */
  text(source: string, max: number): string {
    const text = sanitizeHtml(source, PLAIN_TEXT)
      .replace(/&(?:nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity])
      .replace(/\s+/g, ' ')
      .trim();
    return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
  }
}
