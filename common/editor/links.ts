// The link dialog and its validation rules as data: an
// element's href, target and download attributes read as one of the dialog's variants, checked,
// and written back. Pure, so the editor's dialog, its text toolbar and the tests share it.
//
// Page links: a page is published as `<slug>.html` and the first page (the home page, whose slug
// is empty) as `index.html`. That is how the starter templates already link their pages
// (`menu.html`), so a template's links open as Page links, and a publisher serving one file per
// page maps them without rewriting. A page without a slug uses its name, slugified.
//
// A Page link also names its page (data-sw-page="<page id>"): the href is recomputed from the
// page list whenever pages are expanded (common/editor/parts.ts), so a slug change never breaks it.

export const PAGE_ID_ATTRIBUTE = 'data-sw-page';

export const LINK_KINDS = ['unlink', 'url', 'page', 'anchor', 'download', 'email'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_TARGETS = ['same', 'new'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

/** Every variant's fields at once: switching variants in the dialog keeps what was typed. */
export interface LinkForm {
  kind: LinkKind;
  url: string;
  pageId: string;
  anchor: string;
  downloadName: string;
  downloadUrl: string;
  email: string;
  subject: string;
  target: LinkTarget;
}

export type LinkField = Exclude<keyof LinkForm, 'kind' | 'target'>;
export type LinkErrors = Partial<Record<LinkField, string>>;

/** A page as a link target: its id, name, slug (empty for the home page) and position. */
export interface LinkPage {
  id: string;
  name: string;
  slug?: string;
}

/** The attributes a link is made of; null removes one. */
export interface LinkAttributes {
  href: string | null;
  target: string | null;
  download: string | null;
  [PAGE_ID_ATTRIBUTE]: string | null;
}

export const LINK_MESSAGES = {
  urlRequired: 'Enter an address.',
  urlInvalid: 'Enter a valid URL.',
  pageRequired: 'Choose a page.',
  anchorRequired: 'Choose an anchor.',
  downloadNameRequired: 'Enter a file name.',
  downloadUrlRequired: 'Enter the file URL.',
  emailInvalid: 'Enter a valid e-mail address.',
  subjectRequired: 'Enter a subject.',
} as const;

export function emptyLinkForm(kind: LinkKind = 'url'): LinkForm {
  return { kind, url: '', pageId: '', anchor: '', downloadName: '', downloadUrl: '', email: '', subject: '', target: 'same' };
}

/** A page name as a path segment: "Our Menu!" → "our-menu". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The href of a link to `page`; `index` is its position in the project (0 = the home page). */
export function pageHref(page: LinkPage, index: number): string {
  const slug = page.slug?.trim() || (index === 0 ? '' : slugify(page.name));
  return slug ? `${slug}.html` : 'index.html';
}

/**
 * What the user typed as an address, as an href: web, mail, phone, anchor and site paths as
 * typed, a bare domain with https; null for anything else (javascript:, data:, plain words).
 */
export function normalizeUrl(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (/^https?:\/\//i.test(value)) return hasHost(value) ? value : null;
  if (/^(mailto:|tel:|#|\/|\.{1,2}\/)/i.test(value)) return value;
  if (/^[a-z][a-z\d+\-.]*:/i.test(value)) return null;
  if (/^[\w-]+\.html?([?#].*)?$/i.test(value)) return value;
  if (/^[^/?#]+\.[a-z]{2,}([/?#:].*)?$/i.test(value)) return hasHost(`https://${value}`) ? `https://${value}` : null;
  return null;
}

function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The page a site-relative href (`menu.html`, `/index.html`) opens, if any. */
export function pageOfHref<P extends LinkPage>(href: string, pages: readonly P[]): P | undefined {
  const path = href.replace(/^\.?\//, '');
  if (!/^[\w-]+\.html$/i.test(path)) return undefined;
  return pages.find((page, index) => pageHref(page, index).toLowerCase() === path.toLowerCase());
}

/**
 * The dialog's state for an element's current link: the variant its href is (mailto → E-mail, a
 * download attribute → Download, #id → Anchor, a page's file → Page, anything else → Url).
 * No href opens on Url.
 */
export function parseLink(attrs: Readonly<Record<string, string | undefined>>, pages: readonly LinkPage[]): LinkForm {
  const href = (attrs.href ?? '').trim();
  const form = emptyLinkForm();
  form.target = attrs.target === '_blank' ? 'new' : 'same';
  if (!href) return form;
  const named = pages.find((page) => page.id === attrs[PAGE_ID_ATTRIBUTE]);
  if (named && attrs.download === undefined) return { ...form, kind: 'page', pageId: named.id };
  if (/^mailto:/i.test(href)) {
    const [address, query = ''] = href.slice('mailto:'.length).split('?', 2);
    const subject = new URLSearchParams(query.replace(/\+/g, '%2B')).get('subject') ?? '';
    return { ...form, kind: 'email', email: decode(address), subject };
  }
  if (attrs.download !== undefined) return { ...form, kind: 'download', downloadUrl: href, downloadName: attrs.download };
  if (href.startsWith('#') && href.length > 1) return { ...form, kind: 'anchor', anchor: decode(href.slice(1)) };
  const page = pageOfHref(href, pages);
  if (page) return { ...form, kind: 'page', pageId: page.id };
  return { ...form, kind: 'url', url: href };
}

/** The validation rules for the chosen variant; an empty object when the form may be applied. */
export function validateLink(form: LinkForm, context: { pageIds: readonly string[]; anchors: readonly string[] }): LinkErrors {
  const errors: LinkErrors = {};
  switch (form.kind) {
    case 'unlink':
      break;
    case 'url':
      if (!form.url.trim()) errors.url = LINK_MESSAGES.urlRequired;
      else if (!normalizeUrl(form.url)) errors.url = LINK_MESSAGES.urlInvalid;
      break;
    case 'page':
      if (!context.pageIds.includes(form.pageId)) errors.pageId = LINK_MESSAGES.pageRequired;
      break;
    case 'anchor':
      if (!context.anchors.includes(form.anchor)) errors.anchor = LINK_MESSAGES.anchorRequired;
      break;
    case 'download':
      if (!form.downloadName.trim()) errors.downloadName = LINK_MESSAGES.downloadNameRequired;
      if (!form.downloadUrl.trim()) errors.downloadUrl = LINK_MESSAGES.downloadUrlRequired;
      else if (!normalizeUrl(form.downloadUrl)) errors.downloadUrl = LINK_MESSAGES.urlInvalid;
      break;
    case 'email':
      if (!isValidEmail(form.email)) errors.email = LINK_MESSAGES.emailInvalid;
      if (!form.subject.trim()) errors.subject = LINK_MESSAGES.subjectRequired;
      break;
  }
  return errors;
}

/**
 * The attributes a valid form writes (validateLink first). Unlink removes them all; the other
 * variants set href, target only for a new window, download only for Download, and the page id
 * only for Page (any other variant removes it, so the href is no longer recomputed).
 */
export function buildLink(form: LinkForm, pages: readonly LinkPage[]): LinkAttributes {
  const none = { href: null, target: null, download: null, [PAGE_ID_ATTRIBUTE]: null };
  if (form.kind === 'unlink') return none;
  const target = form.target === 'new' ? '_blank' : null;
  switch (form.kind) {
    case 'url':
      return { ...none, href: normalizeUrl(form.url), target };
    case 'page': {
      const index = pages.findIndex((page) => page.id === form.pageId);
      return index < 0 ? { ...none, target } : { ...none, href: pageHref(pages[index], index), target, [PAGE_ID_ATTRIBUTE]: pages[index].id };
    }
    case 'anchor':
      return { ...none, href: `#${form.anchor}`, target };
    case 'download':
      return { ...none, href: normalizeUrl(form.downloadUrl), target, download: form.downloadName.trim() };
    case 'email':
      return { ...none, href: `mailto:${form.email.trim()}?subject=${encodeURIComponent(form.subject.trim())}`, target };
  }
}
