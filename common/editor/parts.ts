import {
  deleteSubtree,
  type DocNode,
  generateId,
  elementChildren,
  type ElementNode,
  getElement,
  type PageDocument,
  parseInto,
  parsePage,
  serializeIds,
  serializeNode,
  serializePage,
  subtreeIds,
} from './document.ts';
import { escapeText } from './html.ts';
import { PAGE_ID_ATTRIBUTE, pageHref, pageOfHref, type LinkPage } from './links.ts';
import { isOwnStyleClass, styleKey, type StyleRule, type StyleSheetData } from './styles.ts';

// Site-wide parts: a header, a footer or any section shared by several pages. A page holds an
// instance of a part as an inline copy of the part's root element marked data-sw-part, so every
// page stays plain, complete markup; the part's canonical markup lives with the project and
// replaces each copy whenever pages are expanded (the editor on load, preview, publishing).
// Menus marked data-sw-menu="pages" follow the page list, and links marked data-sw-page follow
// their page's slug, so renaming, hiding, reordering or re-slugging a page never leaves a stale
// link behind.

export const PART_ATTRIBUTE = 'data-sw-part';
export const MENU_ATTRIBUTE = 'data-sw-menu';
export const PAGE_LINK_ATTRIBUTE = PAGE_ID_ATTRIBUTE;

/** A menu regenerated from the page list; an owner's edit inside it turns it `manual`. */
export const PAGES_MENU = 'pages';
export const MANUAL_MENU = 'manual';

export const PART_KINDS = ['header', 'footer', 'section'] as const;
export type PartKind = (typeof PART_KINDS)[number];

export interface SitePart {
  /** 10-character id, the value of data-sw-part on its instances. */
  id: string;
  name: string;
  kind: PartKind;
  /** The root element's outer HTML, data-ids included (the same on every page). */
  html: string;
  /** The page-style rules for the own classes used inside the part. */
  styles: StyleRule[];
  /** The project version of the save that last wrote the part (absent before the first save). */
  version?: number;
}

/** What a menu and a page link need to know about a page. */
export interface PartPage {
  id: string;
  name: string;
  doc?: { slug?: string; hideFromMenu?: boolean; lang?: string };
}

/** A page as expandPage and partifyPages read it. */
export interface ExpandablePage extends PartPage {
  html: string;
  doc: { slug?: string; hideFromMenu?: boolean; lang?: string; styles?: StyleRule[] };
}

/** Classes a template marks its current menu item with; moved to the page's own item. */
const ACTIVE_CLASSES = ['active', 'is-active', 'current', 'is-current', 'selected'];

function linkPages(pages: readonly PartPage[]): LinkPage[] {
  return pages.map((page) => ({ id: page.id, name: page.name, slug: page.doc?.slug }));
}

/** The elements below `fromId` in document order. Pages run to thousands of elements: one stack, no copies per node. */
function elementsInOrder(doc: PageDocument, fromId: string = doc.rootId): ElementNode[] {
  const out: ElementNode[] = [];
  const stack: ElementNode[] = [];
  const pushChildren = (id: string) => {
    const node = doc.nodes.get(id);
    if (node?.type !== 'element') return;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = doc.nodes.get(node.children[i]);
      if (child?.type === 'element') stack.push(child);
    }
  };
  pushChildren(fromId);
  while (stack.length) {
    const node = stack.pop()!;
    out.push(node);
    pushChildren(node.id);
  }
  return out;
}

/** The part id of the instance holding element `id` (or being it); null outside any instance. */
export function partOfNode(doc: PageDocument, id: string): string | null {
  let current: string | null = id;
  while (current !== null) {
    const node: DocNode | undefined = doc.nodes.get(current);
    if (node?.type !== 'element') return null;
    const part = node.attrs[PART_ATTRIBUTE];
    if (part) return part;
    current = node.parent;
  }
  return null;
}

function ownClassesIn(doc: PageDocument, rootId: string): Set<string> {
  const selectors = new Set<string>();
  for (const id of subtreeIds(doc, rootId)) {
    const node = doc.nodes.get(id);
    if (node?.type !== 'element') continue;
    for (const token of (node.attrs.class ?? '').split(/\s+/)) if (isOwnStyleClass(token)) selectors.add(`.${token}`);
  }
  return selectors;
}

/** What the editor saves for the instance `instanceId`: its markup and the page rules of its own classes. */
export function partFromInstance(
  doc: PageDocument,
  instanceId: string,
  pageStyles: StyleSheetData | readonly StyleRule[],
): Pick<SitePart, 'html' | 'styles'> {
  const owned = ownClassesIn(doc, instanceId);
  const rules = pageStyles instanceof Map ? [...pageStyles.values()] : pageStyles;
  const styles = rules
    .filter((rule) => owned.has(rule.selector) && Object.keys(rule.declarations).length > 0)
    .map((rule) => ({ selector: rule.selector, breakpoint: rule.breakpoint, declarations: { ...rule.declarations } }));
  return { html: serializeNode(doc, instanceId), styles };
}

/** The single element a part's markup is, parsed under `parentId`; null when it is not exactly one element. */
function parsePartUnder(doc: PageDocument, parentId: string, html: string, released?: ReadonlySet<string>) {
  const built = parseInto(doc, parentId, html.trim(), released);
  if (built.rootIds.length !== 1 || built.nodes.get(built.rootIds[0])?.type !== 'element') return null;
  return built;
}

/** Whether `html` is one element, as a part's markup must be. */
export function isSingleElement(html: string): boolean {
  const doc = parsePage('');
  return parsePartUnder(doc, doc.rootId, html) !== null;
}

/** Replaces the instance element with the part's markup; returns the new root's id, or null (nothing changed) when the markup is unusable. */
function replaceInstance(doc: PageDocument, instance: ElementNode, part: SitePart): string | null {
  const parent = getElement(doc, instance.parent ?? '');
  if (!parent) return null;
  const built = parsePartUnder(doc, parent.id, part.html, subtreeIds(doc, instance.id));
  if (!built) return null;
  const rootId = built.rootIds[0];
  for (const [id, node] of built.nodes) {
    // Parts do not nest: an instance inside a part's markup is plain markup there.
    if (node.type === 'element' && id !== rootId) delete node.attrs[PART_ATTRIBUTE];
  }
  (built.nodes.get(rootId) as ElementNode).attrs[PART_ATTRIBUTE] = part.id;
  const index = parent.children.indexOf(instance.id);
  deleteSubtree(doc, instance.id);
  for (const [id, node] of built.nodes) doc.nodes.set(id, node);
  (doc.nodes.get(rootId) as ElementNode).parent = parent.id;
  parent.children[index] = rootId;
  return rootId;
}

/** A part put in place of its instance on a page, with the root element its markup became. */
interface UsedPart {
  part: SitePart;
  rootId: string;
}

/**
 * Puts every part's current markup in place of its instances. An instance of an unknown (deleted)
 * part, and a second instance of a part already on the page, stay as plain markup: the attribute
 * goes. Returns the parts used.
 */
function expandInstances(doc: PageDocument, parts: readonly SitePart[]): UsedPart[] {
  const byId = new Map(parts.map((part) => [part.id, part]));
  const used = new Map<string, UsedPart>();
  const stack = [...elementChildren(doc, doc.rootId)].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    const partId = node.attrs[PART_ATTRIBUTE];
    if (partId === undefined) {
      stack.push(...elementChildren(doc, node.id).reverse());
      continue;
    }
    const part = byId.get(partId);
    const rootId = part && !used.has(partId) ? replaceInstance(doc, node, part) : null;
    if (part && rootId) {
      used.set(partId, { part, rootId });
    } else {
      delete node.attrs[PART_ATTRIBUTE];
      stack.push(...elementChildren(doc, node.id).reverse());
    }
  }
  return [...used.values()];
}

/**
 * The page's markup with a second instance of the same part detached (its attribute removed, its
 * markup kept as the page's own): a page holds at most one instance of a part. Unchanged markup
 * comes back as given.
 */
export function detachRepeatedInstances(html: string): string {
  if (!html.includes(PART_ATTRIBUTE)) return html;
  const doc = parsePage(html);
  const seen = new Set<string>();
  let changed = false;
  for (const node of elementsInOrder(doc)) {
    const partId = node.attrs[PART_ATTRIBUTE];
    if (partId === undefined) continue;
    if (seen.has(partId)) {
      delete node.attrs[PART_ATTRIBUTE];
      changed = true;
    } else seen.add(partId);
  }
  return changed ? serializePage(doc) : html;
}

/** The pages a menu lists: every page not hidden from menus, in page order. */
export function menuItems(pages: readonly PartPage[]): { page: PartPage; href: string }[] {
  const links = linkPages(pages);
  return pages.flatMap((page, index) => (page.doc?.hideFromMenu === true ? [] : [{ page, href: pageHref(links[index], index) }]));
}

// Menu items get ids derived from the menu and the page, so every page and every expansion gives
// the same item the same id (a part's nodes keep their ids across pages).
function stableId(...parts: string[]): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const text = parts.join('\u0000');
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
    b ^= b >>> 13;
  }
  let id = '';
  for (let i = 0; i < 10; i++) {
    const source = i < 5 ? a : b;
    id += alphabet[(source >>> ((i % 5) * 6)) % alphabet.length];
    if (i % 5 === 4) {
      a = Math.imul(a ^ (a >>> 15), 0x2c1b3c6d) >>> 0;
      b = Math.imul(b ^ (b >>> 15), 0x297a2d39) >>> 0;
    }
  }
  return id;
}

/** The class attribute without `remove`; undefined when nothing is left. */
function withoutClasses(value: string | undefined, remove: readonly string[]): string | undefined {
  const kept = (value ?? '').split(/\s+/).filter((token) => token && !remove.includes(token));
  return kept.length ? kept.join(' ') : undefined;
}

function withClasses(value: string | undefined, add: readonly string[]): string | undefined {
  if (!add.length) return value;
  return [...(value ?? '').split(/\s+/).filter(Boolean), ...add].join(' ');
}

function setAttribute(attrs: Record<string, string>, name: string, value: string | undefined): void {
  if (value === undefined) delete attrs[name];
  else attrs[name] = value;
}

function firstLinkIn(doc: PageDocument, item: ElementNode): ElementNode | undefined {
  return item.tag === 'a' ? item : elementsInOrder(doc, item.id).find((node) => node.tag === 'a');
}

/** The active classes the menu's items (or their links) carry now: where they go on the current page's item. */
function activeClassesOf(doc: PageDocument, items: ElementNode[]): { item: string[]; link: string[] } {
  const item = new Set<string>();
  const link = new Set<string>();
  for (const node of items) {
    const a = firstLinkIn(doc, node);
    for (const name of ACTIVE_CLASSES) {
      if (node !== a && (node.attrs.class ?? '').split(/\s+/).includes(name)) item.add(name);
      if (a && (a.attrs.class ?? '').split(/\s+/).includes(name)) link.add(name);
    }
  }
  return { item: [...item], link: [...link] };
}

/** Regenerates a `pages` menu's items from its first item, one per listed page. */
function renderMenuInto(doc: PageDocument, menu: ElementNode, pages: readonly PartPage[], currentPageId: string | null): void {
  const items = elementChildren(doc, menu.id);
  const active = activeClassesOf(doc, items);
  const removable = [...active.item, ...active.link];
  // The text around the items stays, and the whitespace between the first two separates every two
  // (a menu of one item has no gap yet: the whitespace before it stands in).
  const children = menu.children.map((id) => doc.nodes.get(id)!);
  const firstItem = children.findIndex((node) => node.type === 'element');
  const lastItem = children.findLastIndex((node) => node.type === 'element');
  const textOf = (nodes: DocNode[]) => nodes.map((node) => (node.type === 'text' ? node.text : '')).join('');
  const leading = firstItem < 0 ? textOf(children) : textOf(children.slice(0, firstItem));
  const trailing = lastItem < 0 ? '' : textOf(children.slice(lastItem + 1));
  const gap = items.length > 1 ? textOf([children[firstItem + 1]]) : leading;
  const separator = /^\s*$/.test(gap) ? gap : '';

  const template = items[0];
  const templateLink = template ? firstLinkIn(doc, template) : undefined;
  const markup = menuItems(pages).map(({ page, href }) => {
    const current = page.id === currentPageId;
    const cloned = new Map<string, DocNode>();
    const cloneFrom = (source: ElementNode | null, tag: string, parent: string | null, path: string): string => {
      const id = stableId(menu.id, page.id, path);
      const attrs: Record<string, string> = { ...(source?.attrs ?? {}) };
      const isLink = source === null ? tag === 'a' : source === templateLink;
      setAttribute(attrs, 'class', withoutClasses(attrs.class, removable));
      const element: ElementNode = { id, type: 'element', tag, attrs, children: [], parent };
      cloned.set(id, element);
      if (isLink) {
        attrs.href = href;
        attrs[PAGE_LINK_ATTRIBUTE] = page.id;
        delete attrs['aria-current'];
        if (current) {
          attrs['aria-current'] = 'page';
          setAttribute(attrs, 'class', withClasses(attrs.class, active.link));
        }
        const textId = `#m${id}`;
        cloned.set(textId, { id: textId, type: 'text', text: page.name, parent: id });
        element.children.push(textId);
        return id;
      }
      if (current && parent === null) setAttribute(attrs, 'class', withClasses(attrs.class, active.item));
      if (source) {
        source.children.forEach((childId, index) => {
          const child = doc.nodes.get(childId);
          if (child?.type === 'element') element.children.push(cloneFrom(child, child.tag, id, `${path}.${index}`));
          else if (child?.type === 'text') {
            const textId = `#m${id}.${index}`;
            cloned.set(textId, { id: textId, type: 'text', text: child.text, parent: id });
            element.children.push(textId);
          }
        });
      } else if (tag === 'li') {
        element.children.push(cloneFrom(null, 'a', id, `${path}.0`));
      }
      return id;
    };
    const rootId =
      template && templateLink
        ? cloneFrom(template, template.tag, null, '0')
        : cloneFrom(null, menu.tag === 'ul' || menu.tag === 'ol' ? 'li' : 'a', null, '0');
    return serializeIds((id) => cloned.get(id), [rootId]);
  });

  const html = escapeText(leading) + markup.join(escapeText(separator)) + escapeText(trailing);
  const released = new Set<string>();
  for (const childId of menu.children) subtreeIds(doc, childId, released);
  const built = parseInto(doc, menu.id, html, released);
  for (const childId of menu.children) deleteSubtree(doc, childId);
  for (const [id, node] of built.nodes) doc.nodes.set(id, node);
  menu.children = built.rootIds;
}

/**
 * The markup of a `pages` menu's items for `pages` (the editor re-renders a menu when the page list
 * changes): the menu element `menuId` of `doc` is updated in place.
 */
export function renderMenu(doc: PageDocument, menuId: string, pages: readonly PartPage[], currentPageId: string | null): void {
  const menu = getElement(doc, menuId);
  if (menu) renderMenuInto(doc, menu, pages, currentPageId);
}

/** Regenerates every `pages` menu and recomputes every page link's href; a link to a deleted page becomes a plain link. */
function refreshLinks(doc: PageDocument, pages: readonly PartPage[], currentPageId: string | null): void {
  for (const node of elementsInOrder(doc)) {
    if (node.attrs[MENU_ATTRIBUTE] === PAGES_MENU && doc.nodes.has(node.id)) renderMenuInto(doc, node, pages, currentPageId);
  }
  const links = linkPages(pages);
  for (const node of elementsInOrder(doc)) {
    const pageId = node.attrs[PAGE_LINK_ATTRIBUTE];
    if (pageId === undefined) continue;
    const index = links.findIndex((page) => page.id === pageId);
    if (index < 0) delete node.attrs[PAGE_LINK_ATTRIBUTE];
    else node.attrs.href = pageHref(links[index], index);
  }
}

/** The page's rules with each used part's rules in place of the page's for the part's own classes. */
function mergeStyles(pageRules: readonly StyleRule[], doc: PageDocument, used: readonly UsedPart[]): StyleRule[] {
  if (!used.length) return [...pageRules];
  const owned = new Set<string>();
  const partRules = new Map<string, StyleRule>();
  for (const { part, rootId } of used) {
    if (getElement(doc, rootId)?.attrs[PART_ATTRIBUTE] === part.id) for (const selector of ownClassesIn(doc, rootId)) owned.add(selector);
    for (const rule of part.styles) {
      owned.add(rule.selector);
      partRules.set(styleKey(rule.selector, rule.breakpoint), rule);
    }
  }
  return [...pageRules.filter((rule) => !owned.has(rule.selector)), ...partRules.values()];
}

/**
 * The page as the site shows it: each part instance replaced by the part's current markup, `pages`
 * menus regenerated, page links pointing at their page's current address, and the parts' style
 * rules merged into the page's. Pure; markup without any data-sw-* attribute comes back as given.
 */
export function expandPage(page: ExpandablePage, parts: readonly SitePart[], pages: readonly PartPage[]): { html: string; styles: StyleRule[] } {
  const pageRules = page.doc.styles ?? [];
  if (!page.html.includes('data-sw-')) return { html: page.html, styles: [...pageRules] };
  const doc = parsePage(page.html);
  const styles = expandDocument(doc, pageRules, parts, pages, page.id);
  return { html: serializePage(doc), styles };
}

/**
 * expandPage on a page already parsed: `doc` is expanded in place (the editor opens a page from
 * the one parse it makes) and the page's rules `pageRules`, merged with the parts', come back.
 */
export function expandDocument(doc: PageDocument, pageRules: readonly StyleRule[], parts: readonly SitePart[], pages: readonly PartPage[], pageId: string): StyleRule[] {
  const used = expandInstances(doc, parts);
  refreshLinks(doc, pages, pageId);
  return mergeStyles(pageRules, doc, used);
}

/** Marks every link to one of the pages with data-sw-page. */
function markPageLinks(doc: PageDocument, pages: readonly LinkPage[]): void {
  for (const node of elementsInOrder(doc)) {
    if (node.tag !== 'a' || node.attrs[PAGE_LINK_ATTRIBUTE] !== undefined) continue;
    const page = pageOfHref(node.attrs.href ?? '', pages);
    if (page) node.attrs[PAGE_LINK_ATTRIBUTE] = page.id;
  }
}

/**
 * The element of a header or footer whose links are exactly one link to each page, items alike (same
 * classes once the active one is set aside): the menu to derive from the page list. A list that
 * also holds an anchor, an outside link or a call-to-action button stays as written.
 */
function pagesMenuIn(doc: PageDocument, rootId: string, pageIds: readonly string[]): ElementNode | undefined {
  const candidates = elementsInOrder(doc, rootId).filter((node) => ['ul', 'ol', 'nav', 'div', 'menu'].includes(node.tag)).reverse();
  return candidates.find((candidate) => {
    const items = elementChildren(doc, candidate.id);
    const links = elementsInOrder(doc, candidate.id).filter((node) => node.tag === 'a');
    if (links.length !== pageIds.length || items.length !== links.length) return false;
    const linked = links.map((link) => link.attrs[PAGE_LINK_ATTRIBUTE]);
    if (new Set(linked).size !== pageIds.length || !pageIds.every((id) => linked.includes(id))) return false;
    const shape = (node: ElementNode | undefined) => `${node?.tag} ${withoutClasses(node?.attrs.class, ACTIVE_CLASSES) ?? ''}`;
    return items.every((item) => shape(item) === shape(items[0]) && shape(firstLinkIn(doc, item)) === shape(firstLinkIn(doc, items[0])));
  });
}

type Slot = 'header' | 'footer';

/** The page's site header (its first top-level <header>, or a top-level <nav> before the first section) or its last top-level <footer>. */
function slotElement(doc: PageDocument, slot: Slot): ElementNode | undefined {
  const top = elementChildren(doc, doc.rootId);
  if (slot === 'footer') return top.findLast((node) => node.tag === 'footer');
  const header = top.find((node) => node.tag === 'header');
  if (header) return header;
  const firstSection = top.findIndex((node) => node.tag === 'section');
  return top.slice(0, firstSection < 0 ? top.length : firstSection).find((node) => node.tag === 'nav');
}

/**
 * A new site's pages (from a starter template or an AI generation) with their shared header and
 * footer made parts: taken from the first page, put in place of the same element (same tag, same
 * place) on every page in the first page's language. Pages in another language keep their own.
 * A list of page links in the header or footer becomes a menu that follows the page list, and
 * every link to a page is marked so it follows the page's slug.
 */
export function partifyPages<P extends ExpandablePage>(pages: readonly P[], newId: () => string = generateId): { pages: P[]; parts: SitePart[] } {
  if (!pages.length) return { pages: [...pages], parts: [] };
  const links = linkPages(pages);
  const docs = pages.map((page) => parsePage(page.html));
  for (const doc of docs) markPageLinks(doc, links);

  const first = docs[0];
  const lang = pages[0].doc.lang ?? '';
  const slots: { slot: Slot; tag: string; part: SitePart }[] = [];
  for (const slot of ['header', 'footer'] as const) {
    const root = slotElement(first, slot);
    if (!root) continue;
    const menu = pagesMenuIn(first, root.id, links.map((page) => page.id));
    if (menu) menu.attrs[MENU_ATTRIBUTE] = PAGES_MENU;
    const id = newId();
    root.attrs[PART_ATTRIBUTE] = id;
    const part: SitePart = { id, name: slot === 'header' ? 'Header' : 'Footer', kind: slot, ...partFromInstance(first, root.id, pages[0].doc.styles ?? []) };
    slots.push({ slot, tag: root.tag, part });
  }
  const parts = slots.map(({ part }) => part);

  const out = pages.map((page, index) => {
    const doc = docs[index];
    if (index > 0 && (page.doc.lang ?? '') === lang) {
      for (const { slot, tag, part } of slots) {
        const element = slotElement(doc, slot);
        if (element?.tag === tag) element.attrs[PART_ATTRIBUTE] = part.id;
      }
    }
    const expanded = expandPage({ ...page, html: serializePage(doc) }, parts, pages);
    return { ...page, html: expanded.html, doc: { ...page.doc, ...(expanded.styles.length ? { styles: expanded.styles } : {}) } };
  });
  return { pages: out, parts };
}
