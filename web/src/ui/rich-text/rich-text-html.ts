const EMPTY_PARAGRAPH = /^(<p>\s*<\/p>)+$/;

/** The editor's markup, with an empty document (a lone empty paragraph) as ''. */
export function editorHtml(html: string): string {
  return EMPTY_PARAGRAPH.test(html.trim()) ? '' : html;
}

/**
 * A link target as typed: web addresses without a scheme get https://; app paths, anchors, mail
 * and phone links stay as they are; '' removes the link.
 */
export function normalizeLinkHref(href: string): string {
  const trimmed = href.trim();
  if (!trimmed) return '';
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  return `https://${trimmed}`;
}
