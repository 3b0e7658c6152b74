import { getElement, parsePage, serializeChildren, serializeNode, serializePage, type ElementNode, type PageDocument } from '../../../common/editor/document.ts';
import type { Operation } from '../../../common/editor/operations.ts';
import {
  expandPage,
  MANUAL_MENU,
  MENU_ATTRIBUTE,
  PAGE_LINK_ATTRIBUTE,
  PAGES_MENU,
  partFromInstance,
  partOfNode,
  type PartPage,
} from '../../../common/editor/parts.ts';
import { instanceOnPage, type ProjectOperation, type ProjectPageState, type ProjectState } from '../../../common/editor/project-operations.ts';
import { styleKey, styleRulesOf, type StyleRule } from '../../../common/editor/styles.ts';

// What follows from a push, computed by the server once the push is applied and logged with it,
// so every copy of the project gets it as data rather than working it out (expanding a part can
// make up element ids, which must be the same everywhere). Instances of a shared part, menus that
// follow the page list and links that follow a page's address are derived markup
// (common/editor/parts.ts): an edit inside an instance becomes the part's markup, an edit inside a
// page-list menu makes that menu the owner's, and every page showing derived markup that changed
// is brought to it with the fewest operations, as a read of the project would expand it.

/** What the operations of a push reached, noted around each one (noteBefore / noteAfter). */
export class Reach {
  /** Part id → the page whose instance of it was edited last. */
  readonly partsEdited = new Map<string, string>();
  /** Parts set, taken from a page or deleted. */
  readonly partsChanged = new Set<string>();
  /** Page id → menus that follow the page list and were edited inside. */
  readonly menusEdited = new Map<string, Set<string>>();
  /** Pages whose new markup carries derived markup of its own. */
  readonly pagesToExpand = new Set<string>();
  /** The page list, a page's address or whether it shows in menus changed. */
  pageList = false;

  /** Adds what another operation reached. */
  add(other: Reach): void {
    for (const [part, page] of other.partsEdited) this.partsEdited.set(part, page);
    for (const part of other.partsChanged) this.partsChanged.add(part);
    for (const [page, menus] of other.menusEdited) this.menusEdited.set(page, new Set([...(this.menusEdited.get(page) ?? []), ...menus]));
    for (const page of other.pagesToExpand) this.pagesToExpand.add(page);
    this.pageList ||= other.pageList;
  }
}

function editTargets(op: Operation): string[] {
  switch (op.type) {
    case 'setStyle':
    case 'setPageMeta':
      return [];
    case 'insert':
      return [op.parentId];
    case 'move':
      return [op.id, op.parentId];
    default:
      return [op.id];
  }
}

function pagesMenuAround(doc: PageDocument, id: string): ElementNode | null {
  for (let current = getElement(doc, id); current; current = current.parent ? getElement(doc, current.parent) : undefined) {
    if (current.attrs[MENU_ATTRIBUTE] === PAGES_MENU) return current;
  }
  return null;
}

/** The parts whose instance on the page holds an element with the class a style rule addresses. O(page). */
function partsStyledBy(doc: PageDocument, selector: string): string[] {
  const name = selector.slice(1);
  const found = new Set<string>();
  for (const node of doc.nodes.values()) {
    if (node.type !== 'element' || !(node.attrs.class ?? '').split(/\s+/).includes(name)) continue;
    const part = partOfNode(doc, node.id);
    if (part) found.add(part);
  }
  return [...found];
}

function noteParts(state: ProjectState, page: ProjectPageState, op: Operation, reach: Reach): void {
  if (state.parts.length === 0) return;
  const doc = page.document;
  const parts = op.type === 'setStyle' ? partsStyledBy(doc, op.selector) : editTargets(op).flatMap((id) => (doc.nodes.has(id) ? [partOfNode(doc, id)] : []));
  for (const part of parts) if (part) reach.partsEdited.set(part, page.id);
}

function carriesDerivedMarkup(page: ProjectPageState, op: Operation): boolean {
  if (op.type === 'insert' || op.type === 'replaceContent') return op.html.includes('data-sw-');
  if (op.type !== 'setAttributes') return false;
  if (Object.keys(op.attrs).some((name) => name.startsWith('data-sw-'))) return true;
  // A link that follows a page gets its address from the page list.
  return 'href' in op.attrs && getElement(page.document, op.id)?.attrs[PAGE_LINK_ATTRIBUTE] !== undefined;
}

/** Notes what an operation is about to reach (call before applying it). */
export function noteBefore(state: ProjectState, op: ProjectOperation, reach: Reach): void {
  switch (op.type) {
    case 'addPage':
    case 'deletePage':
    case 'renamePage':
    case 'movePage':
      reach.pageList = true;
      return;
    case 'setPart':
    case 'partFromPage':
      reach.partsChanged.add(op.id);
      return;
    case 'edit': {
      const page = state.pages.find((each) => each.id === op.page);
      if (!page) return;
      const inner = op.op;
      if (inner.type === 'setPageMeta' && ('slug' in inner.values || 'hideFromMenu' in inner.values)) reach.pageList = true;
      if (carriesDerivedMarkup(page, inner)) reach.pagesToExpand.add(page.id);
      noteParts(state, page, inner, reach);
      // Setting the menu attribute itself is the owner choosing the menu's kind.
      if (inner.type === 'setAttributes' && MENU_ATTRIBUTE in inner.attrs) return;
      for (const target of editTargets(inner)) {
        const menu = pagesMenuAround(page.document, target);
        if (!menu) continue;
        const menus = reach.menusEdited.get(page.id) ?? new Set<string>();
        menus.add(menu.id);
        reach.menusEdited.set(page.id, menus);
      }
    }
  }
}

/** Notes what an applied operation reached (an element may have joined an instance). */
export function noteAfter(state: ProjectState, op: ProjectOperation, reach: Reach): void {
  if (op.type !== 'edit') return;
  const page = state.pages.find((each) => each.id === op.page);
  if (page) noteParts(state, page, op.op, reach);
}

function partPagesOf(state: ProjectState): PartPage[] {
  return state.pages.map((page) => ({ id: page.id, name: page.name, doc: { slug: page.document.meta.slug, hideFromMenu: page.document.meta.hideFromMenu, lang: page.doc.lang } }));
}

function sameShape(doc: PageDocument, target: PageDocument, ids: readonly string[], targetIds: readonly string[]): boolean {
  if (ids.length !== targetIds.length) return false;
  return ids.every((id, i) => {
    const node = doc.nodes.get(id);
    const other = target.nodes.get(targetIds[i]);
    if (!node || !other || node.type !== other.type) return false;
    if (node.type === 'element') return other.type === 'element' && node.tag === other.tag;
    return other.type !== 'element' && node.text === other.text;
  });
}

function attributeChanges(from: ElementNode, to: ElementNode): { attrs: Record<string, string | null>; reordered: boolean } {
  const attrs: Record<string, string | null> = {};
  for (const name in from.attrs) if (!Object.hasOwn(to.attrs, name)) attrs[name] = null;
  for (const name in to.attrs) if (from.attrs[name] !== to.attrs[name]) attrs[name] = to.attrs[name];
  // setAttributes keeps what stays in place and appends what is new; anything else needs `order`.
  const result = [...Object.keys(from.attrs).filter((name) => Object.hasOwn(to.attrs, name)), ...Object.keys(to.attrs).filter((name) => !Object.hasOwn(from.attrs, name))];
  return { attrs, reordered: result.join(' ') !== Object.keys(to.attrs).join(' ') };
}

/**
 * Brings the page's document to `html` and `styles` (the same page expanded) with the fewest
 * operations: changed attributes (in the target's order), an element's content where its
 * children differ, a whole element where its id changed. Elements keep their ids.
 */
function syncOperations(doc: PageDocument, html: string, styles: readonly StyleRule[], apply: (op: Operation) => Operation): void {
  const target = parsePage(html);
  const visit = (id: string, targetId: string) => {
    const node = getElement(doc, id)!;
    const other = getElement(target, targetId)!;
    if (id !== doc.rootId) {
      const { attrs, reordered } = attributeChanges(node, other);
      if (Object.keys(attrs).length || reordered) apply({ type: 'setAttributes', id, attrs, ...(reordered ? { order: Object.keys(other.attrs) } : {}) });
    }
    if (!sameShape(doc, target, node.children, other.children)) {
      apply({ type: 'replaceContent', id, html: serializeChildren(target, targetId) });
      return;
    }
    [...node.children].forEach((childId, i) => {
      const otherId = other.children[i];
      if (doc.nodes.get(childId)?.type !== 'element') return;
      if (childId === otherId) return visit(childId, otherId);
      const inverse = apply({ type: 'remove', id: childId });
      if (inverse.type === 'insert') apply({ ...inverse, html: serializeNode(target, otherId) });
    });
  };
  visit(doc.rootId, target.rootId);
  const wanted = new Map(styles.map((rule) => [styleKey(rule.selector, rule.breakpoint), rule]));
  for (const [key, rule] of doc.styles) {
    if (wanted.has(key) || Object.keys(rule.declarations).length === 0) continue;
    apply({ type: 'setStyle', selector: rule.selector, breakpoint: rule.breakpoint, declarations: Object.fromEntries(Object.keys(rule.declarations).map((name) => [name, null])) });
  }
  for (const [key, rule] of wanted) {
    const current = doc.styles.get(key)?.declarations ?? {};
    const declarations: Record<string, string | null> = {};
    for (const name in current) if (!Object.hasOwn(rule.declarations, name)) declarations[name] = null;
    for (const name in rule.declarations) if (current[name] !== rule.declarations[name]) declarations[name] = rule.declarations[name];
    if (Object.keys(declarations).length) apply({ type: 'setStyle', selector: rule.selector, breakpoint: rule.breakpoint, declarations });
  }
}

function sameRules(a: readonly StyleRule[], b: readonly StyleRule[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Brings one page's derived markup up to date. */
function expandInPlace(state: ProjectState, page: ProjectPageState, pages: PartPage[], apply: (op: ProjectOperation) => ProjectOperation): void {
  const html = serializePage(page.document);
  if (!html.includes('data-sw-')) return;
  const styles = styleRulesOf(page.document.styles);
  const expanded = expandPage({ id: page.id, name: page.name, html, doc: { ...pages.find((each) => each.id === page.id)!.doc, styles } }, state.parts, pages);
  if (expanded.html === html && sameRules(expanded.styles, styles)) return;
  syncOperations(page.document, expanded.html, expanded.styles, (op) => {
    const inverse = apply({ type: 'edit', page: page.id, op });
    return inverse.type === 'edit' ? inverse.op : op;
  });
}

function partChanged(state: ProjectState, partId: string, page: ProjectPageState): boolean {
  const part = state.parts.find((each) => each.id === partId);
  const instance = part ? instanceOnPage(page.document, partId) : null;
  if (!part || !instance) return false;
  const taken = partFromInstance(page.document, instance.id, page.document.styles);
  return taken.html !== part.html || !sameRules(taken.styles, part.styles);
}

/**
 * Applies, through `apply` (which returns the inverse), the operations that follow from what a
 * push reached: edited page-list menus become the owner's, edited parts take their instance,
 * and every page whose derived markup changed is expanded again.
 */
export function applyDerived(state: ProjectState, reach: Reach, apply: (op: ProjectOperation) => ProjectOperation): void {
  for (const [pageId, menus] of reach.menusEdited) {
    const page = state.pages.find((each) => each.id === pageId);
    for (const id of menus) {
      if (page && getElement(page.document, id)?.attrs[MENU_ATTRIBUTE] === PAGES_MENU) apply({ type: 'edit', page: pageId, op: { type: 'setAttributes', id, attrs: { [MENU_ATTRIBUTE]: MANUAL_MENU } } });
    }
  }
  for (const [partId, pageId] of reach.partsEdited) {
    const page = state.pages.find((each) => each.id === pageId);
    if (!page || !partChanged(state, partId, page)) continue;
    apply({ type: 'partFromPage', id: partId, page: pageId });
    reach.partsChanged.add(partId);
  }
  const pages = partPagesOf(state);
  for (const page of state.pages) {
    const due =
      reach.pageList ||
      reach.pagesToExpand.has(page.id) ||
      [...reach.partsChanged].some((partId) => instanceOnPage(page.document, partId) !== null);
    if (due) expandInPlace(state, page, pages, apply);
  }
}
