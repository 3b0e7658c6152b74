import { defaultTreeAdapter, parseFragment, html as parse5Html, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { BINDING_ATTRIBUTES, COLLECTION_LIMITS } from '../../../../../common/collections.ts';
import { VOID_ELEMENTS } from '../../../../../common/editor/html.ts';

// The collection bindings of a page's markup, found in one parse and kept as byte ranges of the
// source (as forms.ts and markup.ts edit pages): list sections with the card they repeat, the
// elements that show an item's fields, and, on a collection's template page, which parts show
// one item and which the list. bindMarkup then writes a copy of the markup for one item or one
// list page; everything it does not bind stays as written.

export interface Range {
  start: number;
  end: number;
}

export interface Attribute {
  name: string;
  value: string;
}

/** An element that shows a field (data-sw-field) or links by one (data-sw-href). */
export interface BoundElement {
  range: Range;
  startTag: Range;
  /** Its content; null for a void element. */
  inner: Range | null;
  tagName: string;
  attrs: Attribute[];
  field: string | null;
  href: string | null;
}

export type ListOrder = 'latest' | 'upcoming';

export interface ListSpec {
  collection: string;
  perPage: number;
  tag: string | null;
  order: ListOrder;
  paginate: boolean;
}

export interface ListSection {
  range: Range;
  /** Where the links between list pages go: the end of the section's content. */
  end: number;
  spec: ListSpec;
  card: { range: Range; fields: BoundElement[] } | null;
  /** Further cards (the designer's samples): a published list has only the repeated one. */
  spareCards: Range[];
}

export interface CompiledBindings {
  source: string;
  lists: ListSection[];
  /** Field elements outside any list section: the template page's item. */
  itemFields: BoundElement[];
  /** The list section the collection's list pages page through, or -1. */
  primary: number;
  /** Parts only an item page shows (they hold item fields) and parts only a list page shows. */
  itemRegions: Range[];
  listRegions: Range[];
}

export type Edit = Range & { text: string };

const BINDING_MARK = /\sdata-sw-(?:collection|field|href|card)\b/i;

/** True when the markup may bind collection data; most pages do not and skip the parse. */
export function hasBindings(html: string): boolean {
  return BINDING_MARK.test(html);
}

function attribute(element: P5.Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function perPageOf(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return COLLECTION_LIMITS.defaultPerPage;
  return Math.min(n, COLLECTION_LIMITS.maxPerPage);
}

function specOf(element: P5.Element): ListSpec {
  const tag = attribute(element, BINDING_ATTRIBUTES.tag)?.trim();
  return {
    collection: (attribute(element, BINDING_ATTRIBUTES.list) ?? '').trim(),
    perPage: perPageOf(attribute(element, BINDING_ATTRIBUTES.perPage)),
    tag: tag || null,
    order: attribute(element, BINDING_ATTRIBUTES.order)?.trim() === 'upcoming' ? 'upcoming' : 'latest',
    paginate: attribute(element, BINDING_ATTRIBUTES.paginate)?.trim() === 'true',
  };
}

function rangeOf(element: P5.Element): Range | null {
  const location = element.sourceCodeLocation;
  return location?.startTag ? { start: location.startOffset, end: location.endOffset } : null;
}

function boundElement(element: P5.Element): BoundElement | null {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) return null;
  const startTag = { start: location.startTag.startOffset, end: location.startTag.endOffset };
  let inner: Range | null = null;
  if (location.endTag) inner = { start: startTag.end, end: location.endTag.startOffset };
  else if (!VOID_ELEMENTS.has(element.tagName)) inner = { start: startTag.end, end: location.endOffset };
  return {
    range: { start: location.startOffset, end: location.endOffset },
    startTag,
    inner,
    tagName: element.tagName,
    attrs: element.attrs.map((attr) => ({ name: attr.name, value: attr.value })),
    field: attribute(element, BINDING_ATTRIBUTES.field)?.trim() || null,
    href: attribute(element, BINDING_ATTRIBUTES.href)?.trim() || null,
  };
}

function childElements(node: P5.ParentNode): P5.Element[] {
  return node.childNodes.filter((child): child is P5.Element => defaultTreeAdapter.isElementNode(child));
}

function contains(ancestor: P5.Element, node: P5.Element): boolean {
  for (let current: P5.ParentNode | null = node; current; current = (current as P5.Element).parentNode ?? null) if (current === ancestor) return true;
  return false;
}

/** The outermost element around `node` that does not contain any of `others`. */
function regionOf(node: P5.Element, others: readonly P5.Element[]): P5.Element {
  let region = node;
  for (;;) {
    const parent = region.parentNode;
    if (!parent || !defaultTreeAdapter.isElementNode(parent) || others.some((other) => contains(parent, other))) return region;
    region = parent;
  }
}

/** The ranges, without those inside another. */
function outermost(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Range[] = [];
  for (const range of sorted) if (!out.length || range.start >= out[out.length - 1].end) out.push(range);
  return out;
}

/**
 * The bindings of a page's markup (parsed as the editor parses a page: the body's content).
 * `collection` is the slug of the collection the page is the template of, if it is one.
 */
export function compileBindings(source: string, collection: string | null = null): CompiledBindings {
  const body = defaultTreeAdapter.createElement('body', parse5Html.NS.HTML, []);
  const fragment = parseFragment(body, source, { sourceCodeLocationInfo: true });
  const lists: ListSection[] = [];
  const listNodes: P5.Element[] = [];
  const itemFields: BoundElement[] = [];
  const itemNodes: P5.Element[] = [];

  const visit = (element: P5.Element, list: ListSection | null, card: ListSection['card']): void => {
    const isList = !list && attribute(element, BINDING_ATTRIBUTES.list) !== null;
    if (isList) {
      const range = rangeOf(element);
      if (!range) return childElements(element).forEach((child) => visit(child, null, null));
      const location = element.sourceCodeLocation!;
      const section: ListSection = { range, end: location.endTag?.startOffset ?? location.endOffset, spec: specOf(element), card: null, spareCards: [] };
      lists.push(section);
      listNodes.push(element);
      return childElements(element).forEach((child) => visit(child, section, null));
    }
    if (list && !card && attribute(element, BINDING_ATTRIBUTES.card) !== null) {
      const range = rangeOf(element);
      if (!range) return;
      if (list.card) return void list.spareCards.push(range);
      list.card = { range, fields: [] };
      card = list.card;
    }
    const bound = attribute(element, BINDING_ATTRIBUTES.field) !== null || attribute(element, BINDING_ATTRIBUTES.href) !== null ? boundElement(element) : null;
    if (bound && (bound.field || bound.href)) {
      if (card) card.fields.push(bound);
      else if (!list) {
        itemFields.push(bound);
        itemNodes.push(element);
      }
      // Its content is replaced whole: bindings inside it would be written over.
      if (bound.field) return;
    }
    const children = element.tagName === 'template' ? [] : childElements(element);
    for (const child of children) visit(child, list, card);
  };
  for (const element of childElements(fragment)) visit(element, null, null);

  let primary = -1;
  if (collection) {
    primary = lists.findIndex((list) => list.spec.collection === collection && list.spec.paginate);
    if (primary < 0) primary = lists.findIndex((list) => list.spec.collection === collection);
  }
  const primaryNode = primary >= 0 ? listNodes[primary] : null;
  const itemRegions = collection ? outermost(itemNodes.map((node) => rangeOf(regionOf(node, primaryNode ? [primaryNode] : []))!)) : [];
  const listRegions = primaryNode && itemNodes.length ? [rangeOf(regionOf(primaryNode, itemNodes))!] : [];
  return { source, lists, itemFields, primary, itemRegions, listRegions };
}

/** `source` from `start` to `end` with the edits inside that stretch applied (sorted, not overlapping). */
export function applyEdits(source: string, start: number, end: number, edits: readonly Edit[]): string {
  let out = '';
  let position = start;
  for (const edit of edits) {
    if (edit.start < position || edit.end > end) continue;
    out += source.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  return out + source.slice(position, end);
}

const inside = (range: Range, regions: readonly Range[]) => regions.some((region) => range.start >= region.start && range.end <= region.end);

export interface BoundList<Item> {
  items: readonly Item[];
  /** Markup after the cards: the links to the other list pages. */
  after: string;
}

export interface BindOptions<Item> {
  /** item: the template page for one item; list: the template page as a list page; page: any other page. */
  mode: 'item' | 'list' | 'page';
  item: Item | null;
  /** The items a list section shows; null leaves the section as written. */
  list(section: ListSection, index: number): BoundList<Item> | null;
  /** The edits that make an element show an item's field. */
  fill(element: BoundElement, item: Item): Edit[];
}

function removedRegions(compiled: CompiledBindings, mode: BindOptions<unknown>['mode']): Range[] {
  return mode === 'item' ? compiled.listRegions : mode === 'list' ? compiled.itemRegions : [];
}

/** Which of the page's list sections a render in this mode shows. */
export function shownLists(compiled: CompiledBindings, mode: BindOptions<unknown>['mode']): boolean[] {
  const removed = removedRegions(compiled, mode);
  return compiled.lists.map((section) => !inside(section.range, removed));
}

const byPosition = (a: Range, b: Range) => a.start - b.start || a.end - b.end;

/** The page's markup with its bindings written for one item or one list page. */
export function bindMarkup<Item>(compiled: CompiledBindings, options: BindOptions<Item>): string {
  const { source } = compiled;
  const removed = removedRegions(compiled, options.mode);
  const edits: Edit[] = removed.map((range) => ({ ...range, text: '' }));
  if (options.mode === 'item' && options.item) {
    for (const element of compiled.itemFields) if (!inside(element.range, removed)) edits.push(...options.fill(element, options.item));
  }
  compiled.lists.forEach((section, index) => {
    if (inside(section.range, removed)) return;
    const bound = options.list(section, index);
    if (!bound) return;
    const { card } = section;
    if (card) {
      const copies = bound.items.map((item) => applyEdits(source, card.range.start, card.range.end, card.fields.flatMap((field) => options.fill(field, item)).sort(byPosition)));
      edits.push({ ...card.range, text: copies.join('') });
    }
    for (const spare of section.spareCards) edits.push({ ...spare, text: '' });
    if (bound.after) edits.push({ start: section.end, end: section.end, text: bound.after });
  });
  return applyEdits(source, 0, source.length, edits.sort(byPosition));
}
