import type { Collection, CollectionField, CollectionItem } from '../../../../../common/collections.ts';
import { escapeAttribute, escapeText, RAW_TEXT_ELEMENTS } from '../../../../../common/editor/html.ts';
import type { ImageRole, PageImages } from '../responsive-images.ts';
import type { Attribute, BoundElement, Edit } from './bindings.ts';
import type { RichText } from './rich-text.ts';

// What an element bound to a field shows for one item: text escaped, rich text sanitized, an
// image as the src of an <img>, a date in the page's language, tags as links to their pages, and
// the item's own page (or a link field) as a link's href. An element whose image is missing goes.
// Uploaded pictures, in an image field or in rich text, offer their smaller copies (srcset).

export type FieldValue =
  | { kind: 'text'; text: string; datetime?: string }
  | { kind: 'html'; html: string }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'tags'; tags: { name: string; href: string | null }[] };

export interface FieldContext {
  collection: Collection;
  lang: string;
  richText: RichText;
  /** The pictures of the page being rendered. */
  images: PageImages;
  /** Root-relative addresses on the site, null where there is no such page. */
  itemHref(collection: Collection, item: CollectionItem): string | null;
  tagHref(collection: Collection, tag: string): string | null;
  /** The item a reference field points at (by id or slug), with its collection. */
  reference(field: CollectionField, value: unknown): { collection: Collection; item: CollectionItem } | null;
}

const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/?[\w-]+)/i;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: string): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    }
    dateFormats.set(lang, format);
  }
  return format;
}

function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateValue(value: unknown, lang: string): FieldValue {
  const date = parseDate(value);
  if (!date) return { kind: 'text', text: '' };
  return { kind: 'text', text: dateFormat(lang).format(date), datetime: date.toISOString() };
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** An image value: its URL as a string, or an object with url (or src) and alt. */
function imageOf(value: unknown, fallbackAlt: string): FieldValue {
  if (typeof value === 'string') return { kind: 'image', src: value.trim(), alt: fallbackAlt };
  if (value && typeof value === 'object') {
    const image = value as { url?: unknown; src?: unknown; alt?: unknown };
    const src = textOf(image.url ?? image.src).trim();
    return { kind: 'image', src, alt: textOf(image.alt) || fallbackAlt };
  }
  return { kind: 'image', src: '', alt: fallbackAlt };
}

function tagsOf(tags: unknown, href: (tag: string) => string | null): FieldValue {
  const list = Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
  return { kind: 'tags', tags: list.map((tag) => ({ name: tag, href: href(tag) })) };
}

export function safeHref(value: string): string | null {
  const href = value.trim();
  return href && SAFE_HREF.test(href) && !/^\s*(?:javascript|data|vbscript):/i.test(href) ? href : null;
}

/** An item's value for a field key: a built-in field, or one of its collection's own. */
export function fieldValue(key: string, item: CollectionItem, context: FieldContext): FieldValue | null {
  const { collection } = context;
  switch (key) {
    case 'title':
    case 'slug':
    case 'seo_title':
    case 'seo_description':
      return { kind: 'text', text: item[key] };
    case 'body':
      return { kind: 'html', html: context.richText.html(item.body) };
    case 'tags':
      return tagsOf(item.tags, (tag) => context.tagHref(collection, tag));
    case 'author':
      return { kind: 'text', text: item.author?.name ?? '' };
    case 'date':
      return dateValue(item.published_at, context.lang);
    case 'url':
      return { kind: 'text', text: context.itemHref(collection, item) ?? '' };
    case 'og_image':
      return imageOf(item.og_image, item.title);
  }
  const field = collection.fields.find((candidate) => candidate.key === key);
  if (!field) return null;
  const value = item.values[key];
  switch (field.type) {
    case 'richText':
      return { kind: 'html', html: context.richText.html(textOf(value)) };
    case 'image':
      return imageOf(value, item.title);
    case 'date':
      return dateValue(value, context.lang);
    case 'number': {
      const n = typeof value === 'number' ? value : Number.parseFloat(textOf(value));
      return { kind: 'text', text: Number.isFinite(n) ? new Intl.NumberFormat(context.lang).format(n) : '' };
    }
    case 'tags':
      return tagsOf(value, () => null);
    case 'reference':
      return { kind: 'text', text: context.reference(field, value)?.item.title ?? '' };
    default:
      return { kind: 'text', text: textOf(value) };
  }
}

/** Where an element bound by data-sw-href links to for the item, or null for nowhere. */
export function hrefValue(key: string, item: CollectionItem, context: FieldContext): string | null {
  if (key === 'url') return context.itemHref(context.collection, item);
  const field = context.collection.fields.find((candidate) => candidate.key === key);
  const value = key === 'og_image' ? item.og_image : item.values[key];
  if (field?.type === 'reference') {
    const target = context.reference(field, value);
    return target ? context.itemHref(target.collection, target.item) : null;
  }
  if (field?.type === 'image' || key === 'og_image') {
    const image = imageOf(value, '');
    return image.kind === 'image' ? safeHref(image.src) : null;
  }
  return safeHref(textOf(value));
}

function startTag(tagName: string, attrs: readonly Attribute[]): string {
  return `<${tagName}${attrs.map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('')}>`;
}

function withAttribute(attrs: Attribute[], name: string, value: string | null): Attribute[] {
  const rest = attrs.filter((attr) => attr.name !== name);
  return value === null ? rest : [...rest, { name, value }];
}

function tagsMarkup(value: Extract<FieldValue, { kind: 'tags' }>, listElement: boolean): string {
  const links = value.tags.map((tag) =>
    tag.href ? `<a class="badge badge-light" rel="tag" href="${escapeAttribute(tag.href)}">${escapeText(tag.name)}</a>` : `<span class="badge badge-light">${escapeText(tag.name)}</span>`,
  );
  return listElement ? links.map((link) => `<li>${link}</li>`).join('') : links.join(' ');
}

/** The edits that make a bound element show the item; `role` says whether it is the item's page's own or a card's. */
export function fillElement(element: BoundElement, item: CollectionItem, context: FieldContext, role: ImageRole): Edit[] {
  if (RAW_TEXT_ELEMENTS.has(element.tagName)) return [];
  let attrs = element.attrs;
  let content: string | null = null;
  if (element.href && (element.tagName === 'a' || element.tagName === 'area')) attrs = withAttribute(attrs, 'href', hrefValue(element.href, item, context));
  const value = element.field ? fieldValue(element.field, item, context) : null;
  if (element.field && !value) content = '';
  if (value?.kind === 'image') {
    const src = safeHref(value.src);
    if (!src) return [{ ...element.range, text: '' }];
    if (element.tagName === 'img') {
      // The template's srcset names its sample picture; its sizes, if any, says how the layout shows one.
      attrs = context.images.attributes(withAttribute(withAttribute(withAttribute(attrs, 'srcset', null), 'src', src), 'alt', value.alt), role);
    } else {
      content = startTag('img', context.images.attributes([{ name: 'src', value: src }, { name: 'alt', value: value.alt }], role));
    }
  } else if (value?.kind === 'text') {
    content = escapeText(value.text);
    if (element.tagName === 'time') attrs = withAttribute(attrs, 'datetime', value.datetime ?? null);
    if (element.tagName === 'img') attrs = withAttribute(attrs, 'alt', value.text);
  } else if (value?.kind === 'html') {
    content = context.images.html(value.html, role);
  } else if (value?.kind === 'tags') {
    content = tagsMarkup(value, element.tagName === 'ul' || element.tagName === 'ol');
  }
  const edits: Edit[] = [];
  if (attrs !== element.attrs) edits.push({ ...element.startTag, text: startTag(element.tagName, attrs) });
  if (content !== null && element.inner) edits.push({ ...element.inner, text: content });
  return edits;
}
