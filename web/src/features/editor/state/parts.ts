import { MENU_ATTRIBUTE, MANUAL_MENU, PAGES_MENU, PART_ATTRIBUTE, partOfNode, type PartKind, type SitePart } from '../../../../../common/editor/parts.ts';
import { parsePage, serializeChildren, serializeNode, styleKey, type ElementNode, type Operation, type PageDocument, type StyleRule } from '../model.ts';

// Site-wide parts as the editor keeps them: which parts an edit touches (so the part follows the
// instance that was edited), the edit that turns a page-following menu manual, and the sync that
// brings a page's copy of the parts, its menus and page links up to date without a history step.

export const PART_MESSAGES = {
  alreadyOnPage: 'This page already shows “:name”.',
  unknownPart: 'This shared part no longer exists.',
  notTopLevel: 'Only a section, header or footer at the top of the page can become a shared part.',
  partNameRequired: 'Enter a name for the shared part.',
} as const;

/** What a part of each kind is called when it is made (the name field's default). */
export const DEFAULT_PART_NAMES: Record<PartKind, string> = { header: 'Site header', footer: 'Site footer', section: 'Shared section' };

/** The tags a top-level element may have to become a part. */
const PART_TAGS: Record<string, PartKind> = { header: 'header', nav: 'header', footer: 'footer', section: 'section' };

export function partKindFor(node: ElementNode): PartKind | null {
  return PART_TAGS[node.tag] ?? null;
}

function element(doc: PageDocument, id: string | null | undefined): ElementNode | null {
  const node = id ? doc.nodes.get(id) : undefined;
  return node?.type === 'element' ? node : null;
}

/** The element on the page that is an instance of `partId`, or null. */
export function instanceOf(doc: PageDocument, partId: string): ElementNode | null {
  for (const node of doc.nodes.values()) if (node.type === 'element' && node.attrs[PART_ATTRIBUTE] === partId) return node;
  return null;
}

/** The instance element holding element `id` (or being it). */
export function instanceAround(doc: PageDocument, id: string | null): ElementNode | null {
  const partId = id ? partOfNode(doc, id) : null;
  if (!partId) return null;
  for (let current = element(doc, id); current; current = element(doc, current.parent)) if (current.attrs[PART_ATTRIBUTE] === partId) return current;
  return null;
}

function hasClass(node: ElementNode, name: string): boolean {
  const value = node.attrs.class;
  // Asked of every element of the page for each style step: most class lists do not even contain
  // the name, and a substring test spares splitting them.
  return value !== undefined && value.includes(name) && value.split(/\s+/).includes(name);
}

/** The parts whose instance on this page an operation reaches (run before and after applying it). */
export function partsReachedBy(doc: PageDocument, op: Operation): string[] {
  const ids: string[] = [];
  switch (op.type) {
    case 'setPageMeta':
      return [];
    case 'setStyle': {
      // A rule reaches a part through the own class an element inside its instance carries.
      const name = op.selector.slice(1);
      const found = new Set<string>();
      for (const node of doc.nodes.values()) {
        if (node.type !== 'element' || !hasClass(node, name)) continue;
        const part = partOfNode(doc, node.id);
        if (part) found.add(part);
      }
      return [...found];
    }
    case 'insert':
      ids.push(op.parentId);
      break;
    case 'move':
      ids.push(op.id, op.parentId);
      break;
    default:
      ids.push(op.id);
  }
  return ids.flatMap((id) => (doc.nodes.has(id) ? [partOfNode(doc, id)].filter((part): part is string => part !== null) : []));
}

/** The `pages` menu holding element `id` (or being it). */
function pagesMenuAround(doc: PageDocument, id: string): ElementNode | null {
  for (let current = element(doc, id); current; current = element(doc, current.parent)) if (current.attrs[MENU_ATTRIBUTE] === PAGES_MENU) return current;
  return null;
}

/**
 * The operations that turn each `pages` menu an edit reaches into a manual one: the owner's
 * edit inside it is kept from then on instead of being regenerated from the page list.
 */
export function manualMenuOperations(doc: PageDocument, ops: readonly Operation[]): Operation[] {
  const menus = new Set<string>();
  for (const op of ops) {
    if (op.type === 'setStyle' || op.type === 'setPageMeta') continue;
    // Setting the menu attribute itself is the owner choosing the menu's kind.
    if (op.type === 'setAttributes' && Object.hasOwn(op.attrs, MENU_ATTRIBUTE)) continue;
    const targets = op.type === 'insert' ? [op.parentId] : op.type === 'move' ? [op.id, op.parentId] : [op.id];
    for (const target of targets) {
      const menu = pagesMenuAround(doc, target);
      if (menu) menus.add(menu.id);
    }
  }
  return [...menus].map((id) => ({ type: 'setAttributes', id, attrs: { [MENU_ATTRIBUTE]: MANUAL_MENU } }));
}

function sameNodes(doc: PageDocument, target: PageDocument, ids: readonly string[], targetIds: readonly string[]): boolean {
  if (ids.length !== targetIds.length) return false;
  return ids.every((id, i) => {
    const node = doc.nodes.get(id);
    const other = target.nodes.get(targetIds[i]);
    if (!node || !other || node.type !== other.type) return false;
    if (node.type === 'element') return other.type === 'element' && node.tag === other.tag;
    return other.type !== 'element' && node.text === other.text;
  });
}

function attributeChanges(from: ElementNode, to: ElementNode): Record<string, string | null> | null {
  const changes: Record<string, string | null> = {};
  for (const name in from.attrs) if (!Object.hasOwn(to.attrs, name)) changes[name] = null;
  for (const name in to.attrs) if (from.attrs[name] !== to.attrs[name]) changes[name] = to.attrs[name];
  return Object.keys(changes).length ? changes : null;
}

/**
 * Brings `doc` to `html`/`styles` (the same page expanded) with the fewest operations: changed
 * attributes, an element's content where its children differ, a whole element where its id
 * changed. Elements keep their ids, so the page's history still addresses them.
 */
export function syncDocument(doc: PageDocument, html: string, styles: readonly StyleRule[], apply: (op: Operation) => Operation): void {
  const target = parsePage(html);
  const visit = (id: string, targetId: string) => {
    const node = element(doc, id)!;
    const other = element(target, targetId)!;
    const changes = id === doc.rootId ? null : attributeChanges(node, other);
    if (changes) apply({ type: 'setAttributes', id, attrs: changes });
    const children = [...node.children];
    if (!sameNodes(doc, target, children, other.children)) {
      apply({ type: 'replaceContent', id, html: serializeChildren(target, targetId) });
      return;
    }
    children.forEach((childId, i) => {
      const otherId = other.children[i];
      if (doc.nodes.get(childId)?.type !== 'element') return;
      if (childId === otherId) return visit(childId, otherId);
      const inverse = apply({ type: 'remove', id: childId });
      if (inverse.type === 'insert') apply({ ...inverse, html: serializeNode(target, otherId) });
    });
  };
  visit(doc.rootId, target.rootId);
  syncStyles(doc, styles, apply);
}

/** Brings the page's style rules to `styles` with one setStyle per rule that differs. */
export function syncStyles(doc: PageDocument, styles: readonly StyleRule[], apply: (op: Operation) => Operation): void {
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

/** The part's markup as one element with every data-sw-part attribute removed: an ordinary copy. */
export function withoutPartAttribute(html: string): string {
  return html.replace(new RegExp(` ${PART_ATTRIBUTE}="[^"]*"`, 'g'), '');
}

/** The part a snapshot compares: what a save sends for it besides its version. */
export function partSnapshot(part: SitePart): string {
  return JSON.stringify([part.name, part.kind, part.html, part.styles]);
}
