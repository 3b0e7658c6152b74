import {
  canSplitTextAt,
  deleteSubtree,
  type ElementNode,
  isInsideOrSelf,
  isStableUnder,
  lookupIn,
  mergeTextAt,
  namespaceOf,
  type PageDocument,
  parseInto,
  parseLoosely,
  serializeChildren,
  serializeIds,
  serializeNode,
  splitTextAt,
  subtreeIds,
} from './document.ts';
import { EDIT_MESSAGES, EditError } from './errors.ts';
import { isValidAttributeName, isValidTagName, NS, VOID_ELEMENTS } from './html.ts';
import { isValidStyleProperty, isValidStyleSelector, isValidStyleValue, STYLE_BREAKPOINTS, styleKey, type StyleBreakpoint } from './styles.ts';
import { PAGE_META_FIELDS, type PageMeta } from './types.ts';

export { EditError, EDIT_MESSAGES } from './errors.ts';

/**
 * An edit addressed by element id: plain serialisable data. Indexes count all child nodes, text
 * and comments included, like the DOM's childNodes.
 *
 * - setAttributes: `null` removes an attribute; a value replaces it in place or appends it.
 *   `order` (only produced by inverses) then restores the element's attribute order.
 * - replaceClass: swaps one class token (`from: null` adds `to`, `to: null` removes `from`).
 * - replaceContent: `html` becomes the element's children (its innerHTML).
 * - insert: `html` is one element's outer HTML, parsed as the parent's inner HTML.
 * - Markup the browser would rebuild differently on reload is refused: a <div> inserted into or
 *   typed inside a <p>, a <td> outside a row, an <a> in an <a>, a <form> in a <form>.
 * - remove and move never take an element out of a parent nothing may be inserted into (inside
 *   an <svg>, a <math>, a <template>): their inverse could not put it back.
 * - move: `index` is the position among the new parent's children once the element has left
 *   its old place (and its old neighbours merged, see below). moveBefore() computes it.
 * - The page stays normalized, as a reload would leave it: when remove or move takes an element
 *   from between two text nodes, the two texts become one. The inverse then carries `split`: the
 *   text node before `index` is first split at that character offset, and the element goes
 *   between the two parts. The canvas mirror does the same, in this order: take the element out,
 *   merge its old neighbours if both are text, splitText on `split`, insert at `index`.
 * - setStyle: sets (or, with `null`, removes) declarations of the page's own rule for one class
 *   selector at one breakpoint; a rule left without declarations is not saved. Declaration order
 *   matters (a shorthand before its longhands), so `order` works as for setAttributes.
 * - setPageMeta: replaces page settings (title, description, slug, Open Graph image, custom CSS/JS,
 *   whether the page shows in menus that follow the page list).
 * - insert and replaceContent give every element in `html` a data-id (a missing or already-used
 *   one gets a new id) and write the final markup back into `op.html`, so the same operation object
 *   mirrors onto the canvas and replays (redo) with the same ids.
 */
export type Operation =
  | { type: 'setAttributes'; id: string; attrs: Record<string, string | null>; order?: string[] }
  | { type: 'replaceClass'; id: string; from: string | null; to: string | null }
  | { type: 'renameElement'; id: string; tag: string }
  | { type: 'replaceContent'; id: string; html: string }
  | { type: 'insert'; parentId: string; index: number; html: string; split?: number }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; parentId: string; index: number; split?: number }
  | { type: 'setStyle'; selector: string; breakpoint: StyleBreakpoint; declarations: Record<string, string | null>; order?: string[] }
  | { type: 'setPageMeta'; values: Partial<PageMeta> };

/** Parents nothing may be inserted or moved into (besides void elements and text). */
const RESTRICTED_PARENTS: ReadonlySet<string> = new Set([
  'html', 'head', 'script', 'style', 'template', 'textarea', 'title', 'xmp', 'iframe', 'noembed',
  'noframes', 'noscript', 'plaintext', 'svg', 'math',
]);

const RENAME_REFUSED: ReadonlySet<string> = new Set(['html', 'head', 'body', 'template', 'svg', 'math']);

/**
 * Applies one operation to the document in time proportional to the edit (the nodes it creates,
 * removes or re-checks, the depth of the element and its siblings), never to the page.
 * Throws EditError, leaving the document unchanged, when the edit is refused. Returns the inverse.
 */
export function applyOperation(doc: PageDocument, op: Operation): Operation {
  switch (op.type) {
    case 'setAttributes':
      return setAttributes(doc, op);
    case 'replaceClass':
      return replaceClass(doc, op);
    case 'renameElement':
      return renameElement(doc, op);
    case 'replaceContent':
      return replaceContent(doc, op);
    case 'insert':
      return insert(doc, op);
    case 'remove':
      return remove(doc, op);
    case 'move':
      return move(doc, op);
    case 'setStyle':
      return setStyle(doc, op);
    case 'setPageMeta':
      return setPageMeta(doc, op);
  }
}

/**
 * Applies operations in order, all or nothing: when one is refused, the ones already applied are
 * reverted before the error is rethrown. Returns the inverses in application order (what
 * EditorHistory.record expects).
 */
export function applyOperations(doc: PageDocument, ops: readonly Operation[]): Operation[] {
  const inverses: Operation[] = [];
  try {
    for (const op of ops) inverses.push(applyOperation(doc, op));
  } catch (error) {
    for (let i = inverses.length - 1; i >= 0; i--) applyOperation(doc, inverses[i]);
    throw error;
  }
  return inverses;
}

/** The merge key the history uses: consecutive changes of one kind on one element share it. */
export function mergeKeyOf(op: Operation): string | null {
  switch (op.type) {
    case 'insert':
    case 'remove':
      return null;
    case 'setStyle':
      // One property dragged (a slider, a colour) is one step; another property starts a new one.
      return `setStyle:${op.breakpoint}:${op.selector}:${Object.keys(op.declarations).sort().join(',')}`;
    case 'setPageMeta':
      return `setPageMeta:${Object.keys(op.values).sort().join(',')}`;
    default:
      return `${op.type}:${op.id}`;
  }
}

/** Whether something may be inserted (or moved) into this node at all. O(depth). */
export function canHaveChildren(doc: PageDocument, parentId: string): boolean {
  const node = doc.nodes.get(parentId);
  if (node?.type !== 'element') return false;
  if (parentId === doc.rootId) return true;
  return !RESTRICTED_PARENTS.has(node.tag) && !VOID_ELEMENTS.has(node.tag) && namespaceOf(doc, parentId) === NS.html;
}

/** Whether `html` (one element) may be inserted there; the document is not changed. O(edit). */
export function canInsert(doc: PageDocument, parentId: string, index: number, html: string): boolean {
  return refusal(() => prepareInsert(doc, { type: 'insert', parentId, index, html })) === null;
}

/** Whether the element may be moved there; the document is not changed. O(edit). */
export function canMove(doc: PageDocument, id: string, parentId: string, index: number): boolean {
  return refusal(() => prepareMove(doc, { type: 'move', id, parentId, index })) === null;
}

function refusal(check: () => unknown): EditError | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof EditError) return error;
    throw error;
  }
}

// ---- the operations ----

function elementOrFail(doc: PageDocument, id: string): ElementNode {
  const node = doc.nodes.get(id);
  if (node?.type !== 'element') throw new EditError(EDIT_MESSAGES.notFound);
  return node;
}

function parentOf(doc: PageDocument, node: ElementNode): ElementNode {
  return doc.nodes.get(node.parent!) as ElementNode;
}

function insertableParent(doc: PageDocument, parentId: string): ElementNode {
  if (!canHaveChildren(doc, parentId)) throw new EditError(EDIT_MESSAGES.invalidParent);
  return doc.nodes.get(parentId) as ElementNode;
}

function checkIndex(index: number, length: number): void {
  if (!Number.isInteger(index) || index < 0 || index > length) throw new EditError(EDIT_MESSAGES.invalidIndex);
}

function setAttributes(doc: PageDocument, op: Extract<Operation, { type: 'setAttributes' }>): Operation {
  const node = elementOrFail(doc, op.id);
  // SVG keeps camel-case attribute names (viewBox); the parser lowercases everything else.
  const lowerCase = namespaceOf(doc, op.id) !== NS.svg;
  const changes: Array<[string, string | null]> = [];
  for (const [rawName, value] of Object.entries(op.attrs)) {
    const name = lowerCase ? rawName.toLowerCase() : rawName;
    if (name === 'data-id') throw new EditError(EDIT_MESSAGES.dataId);
    if (!isValidAttributeName(name)) throw new EditError(EDIT_MESSAGES.attributeName);
    changes.push([name, value]);
  }
  const originalOrder = Object.keys(node.attrs);
  const previous: Record<string, string | null> = {};
  const attrs = { ...node.attrs };
  let removedExisting = false;
  for (const [name, value] of changes) {
    if (!Object.hasOwn(previous, name)) previous[name] = Object.hasOwn(attrs, name) ? attrs[name] : null;
    if (value === null) {
      if (Object.hasOwn(attrs, name)) {
        delete attrs[name];
        removedExisting = true;
      }
    } else {
      attrs[name] = value;
    }
  }
  node.attrs = op.order ? reordered(attrs, op.order) : attrs;
  // Putting a removed attribute back appends it; `order` returns it to its place.
  return removedExisting || op.order
    ? { type: 'setAttributes', id: op.id, attrs: previous, order: originalOrder }
    : { type: 'setAttributes', id: op.id, attrs: previous };
}

function reordered(attrs: Record<string, string>, order: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of order) if (Object.hasOwn(attrs, name)) out[name] = attrs[name];
  for (const name in attrs) if (!Object.hasOwn(out, name)) out[name] = attrs[name];
  return out;
}

function replaceClass(doc: PageDocument, op: Extract<Operation, { type: 'replaceClass' }>): Operation {
  const node = elementOrFail(doc, op.id);
  for (const token of [op.from, op.to]) {
    if (token !== null && (token === '' || /\s/.test(token))) throw new EditError(EDIT_MESSAGES.className);
  }
  const had = Object.hasOwn(node.attrs, 'class');
  const before = had ? node.attrs.class : null;
  const tokens = (before ?? '').split(/\s+/).filter(Boolean);
  const next = [...tokens];
  const at = op.from === null || op.from === op.to ? -1 : next.indexOf(op.from);
  if (at >= 0) {
    if (op.to === null || next.includes(op.to)) next.splice(at, 1);
    else next[at] = op.to;
  } else if (op.to !== null && op.to !== op.from && !next.includes(op.to)) {
    next.push(op.to);
  }
  const inverse: Extract<Operation, { type: 'setAttributes' }> = { type: 'setAttributes', id: op.id, attrs: { class: before } };
  if (next.length === tokens.length && next.every((token, i) => token === tokens[i])) return inverse;
  const attrs = { ...node.attrs };
  if (next.length) {
    attrs.class = next.join(' ');
  } else {
    delete attrs.class;
    inverse.order = Object.keys(node.attrs);
  }
  node.attrs = attrs;
  return inverse;
}

function isEditableContent(doc: PageDocument, id: string): boolean {
  let current: string | null = id;
  while (current !== null) {
    const node = doc.nodes.get(current);
    if (node?.type !== 'element') return false;
    if (Object.hasOwn(node.attrs, 'contenteditable')) return true;
    current = node.parent;
  }
  return false;
}

function renameElement(doc: PageDocument, op: Extract<Operation, { type: 'renameElement' }>): Operation {
  const node = elementOrFail(doc, op.id);
  const tag = op.tag.trim().toLowerCase();
  const refused =
    op.id === doc.rootId ||
    RENAME_REFUSED.has(node.tag) ||
    RENAME_REFUSED.has(tag) ||
    !isValidTagName(tag) ||
    isEditableContent(doc, op.id) ||
    namespaceOf(doc, op.id) !== NS.html;
  if (refused) throw new EditError(EDIT_MESSAGES.cannotRename);
  const previous = node.tag;
  if (tag !== previous) {
    node.tag = tag;
    // The renamed element must still parse back as itself where it stands (no <p> around a <div>, …).
    if (!isStableUnder(doc, node.parent!, serializeNode(doc, op.id), lookupIn(doc), [op.id])) {
      node.tag = previous;
      throw new EditError(EDIT_MESSAGES.cannotRename);
    }
  }
  return { type: 'renameElement', id: op.id, tag: previous };
}

function replaceContent(doc: PageDocument, op: Extract<Operation, { type: 'replaceContent' }>): Operation {
  const node = elementOrFail(doc, op.id);
  if (VOID_ELEMENTS.has(node.tag)) throw new EditError(EDIT_MESSAGES.voidContent);
  const previous = serializeChildren(doc, op.id);
  // The old content's ids are free for the new content, so the inverse (the old markup) gets them back.
  const released = new Set<string>();
  for (const childId of node.children) subtreeIds(doc, childId, released);
  const built = parseInto(doc, op.id, op.html, released);
  const lookup = (id: string) => built.nodes.get(id) ?? (released.has(id) ? undefined : doc.nodes.get(id));
  const html = serializeIds(lookup, built.rootIds);
  // Content the page would not load back inside this element (a <div> in a <p>, an <a> in an <a>)
  // is refused: saving it would silently restructure the page and break undo of later edits.
  if (!isStableUnder(doc, op.id, html, lookup, built.rootIds)) throw new EditError(EDIT_MESSAGES.invalidContent);
  for (const id of released) doc.nodes.delete(id);
  for (const [id, child] of built.nodes) doc.nodes.set(id, child);
  node.children = built.rootIds;
  if (built.idsChanged) op.html = html;
  return { type: 'replaceContent', id: op.id, html: previous };
}

function prepareInsert(doc: PageDocument, op: Extract<Operation, { type: 'insert' }>) {
  const parent = insertableParent(doc, op.parentId);
  checkIndex(op.index, parent.children.length);
  if (op.split !== undefined && !canSplitTextAt(doc, parent, op.index, op.split)) throw new EditError(EDIT_MESSAGES.invalidIndex);
  const built = parseInto(doc, parent.id, op.html.trim());
  const rootId = built.rootIds.length === 1 ? built.rootIds[0] : undefined;
  if (rootId === undefined || built.nodes.get(rootId)!.type !== 'element') {
    // One element the parser dropped here (a <td> in a <div>) is a wrong parent, not wrong markup.
    throw new EditError(isOneElement(op.html) ? EDIT_MESSAGES.invalidParent : EDIT_MESSAGES.oneElement);
  }
  const lookup = lookupIn(doc, built.nodes);
  const html = serializeIds(lookup, [rootId]);
  if (!isStableUnder(doc, parent.id, html, lookup, [rootId])) throw new EditError(EDIT_MESSAGES.invalidParent);
  return { parent, built, rootId, html };
}

function isOneElement(html: string): boolean {
  const nodes = parseLoosely(html.trim());
  return nodes.length === 1 && 'tagName' in nodes[0];
}

function insert(doc: PageDocument, op: Extract<Operation, { type: 'insert' }>): Operation {
  const { parent, built, rootId, html } = prepareInsert(doc, op);
  for (const [id, node] of built.nodes) doc.nodes.set(id, node);
  if (op.split !== undefined) splitTextAt(doc, parent, op.index, op.split);
  parent.children.splice(op.index, 0, rootId);
  if (built.idsChanged) op.html = html;
  return { type: 'remove', id: rootId };
}

/**
 * An element may leave only a parent that takes elements: the inverse (undo) puts it back there,
 * and nothing may be inserted into an <svg>, a <math> or a <template>'s content.
 */
function assertLeavable(doc: PageDocument, parent: ElementNode): void {
  if (!canHaveChildren(doc, parent.id)) throw new EditError(EDIT_MESSAGES.partOfParent);
}

function remove(doc: PageDocument, op: Extract<Operation, { type: 'remove' }>): Operation {
  const node = elementOrFail(doc, op.id);
  if (op.id === doc.rootId) throw new EditError(EDIT_MESSAGES.removeBody);
  const parent = parentOf(doc, node);
  assertLeavable(doc, parent);
  const index = parent.children.indexOf(op.id);
  const html = serializeNode(doc, op.id);
  parent.children.splice(index, 1);
  deleteSubtree(doc, op.id);
  const split = mergeTextAt(doc, parent, index);
  return split === undefined ? { type: 'insert', parentId: parent.id, index, html } : { type: 'insert', parentId: parent.id, index, html, split };
}

/**
 * The parent's children once `id` has left it and its two neighbours, when both are text, have
 * merged: what a move's index counts. `mergedText` is the merged node's text when that happens.
 */
function childrenAfterLeaving(doc: PageDocument, parent: ElementNode, id: string) {
  const at = parent.children.indexOf(id);
  if (at < 0) return { list: parent.children, merged: undefined };
  const before = doc.nodes.get(parent.children[at - 1]);
  const after = doc.nodes.get(parent.children[at + 1]);
  const list = parent.children.filter((child) => child !== id && (before?.type !== 'text' || after?.type !== 'text' || child !== after.id));
  const merged = before?.type === 'text' && after?.type === 'text' ? { id: before.id, text: before.text + after.text } : undefined;
  return { list, merged };
}

function prepareMove(doc: PageDocument, op: Extract<Operation, { type: 'move' }>) {
  const node = elementOrFail(doc, op.id);
  if (op.id === doc.rootId) throw new EditError(EDIT_MESSAGES.moveBody);
  const target = insertableParent(doc, op.parentId);
  if (isInsideOrSelf(doc, target.id, op.id)) throw new EditError(EDIT_MESSAGES.moveIntoItself);
  const from = parentOf(doc, node);
  assertLeavable(doc, from);
  const { list, merged } = childrenAfterLeaving(doc, target, op.id);
  checkIndex(op.index, list.length);
  if (op.split !== undefined) {
    const beforeId = list[op.index - 1];
    const before = beforeId === undefined ? undefined : doc.nodes.get(beforeId);
    const text = beforeId !== undefined && beforeId === merged?.id ? merged.text : before?.type === 'text' ? before.text : undefined;
    if (text === undefined || !Number.isInteger(op.split) || op.split <= 0 || op.split >= text.length) {
      throw new EditError(EDIT_MESSAGES.invalidIndex);
    }
  }
  // Reordering among the same siblings cannot change how the element parses.
  if (target !== from && !isStableUnder(doc, target.id, serializeNode(doc, op.id), lookupIn(doc), [op.id])) {
    throw new EditError(EDIT_MESSAGES.invalidParent);
  }
  return { node, target, from };
}

function move(doc: PageDocument, op: Extract<Operation, { type: 'move' }>): Operation {
  const { node, target, from } = prepareMove(doc, op);
  const fromIndex = from.children.indexOf(op.id);
  from.children.splice(fromIndex, 1);
  const split = mergeTextAt(doc, from, fromIndex);
  if (op.split !== undefined) splitTextAt(doc, target, op.index, op.split);
  target.children.splice(op.index, 0, op.id);
  node.parent = target.id;
  return split === undefined ? { type: 'move', id: op.id, parentId: from.id, index: fromIndex } : { type: 'move', id: op.id, parentId: from.id, index: fromIndex, split };
}

function setStyle(doc: PageDocument, op: Extract<Operation, { type: 'setStyle' }>): Operation {
  if (!isValidStyleSelector(op.selector) || !STYLE_BREAKPOINTS.includes(op.breakpoint)) throw new EditError(EDIT_MESSAGES.styleSelector);
  for (const [property, value] of Object.entries(op.declarations)) {
    if (!isValidStyleProperty(property)) throw new EditError(EDIT_MESSAGES.styleProperty);
    if (value !== null && !isValidStyleValue(value)) throw new EditError(EDIT_MESSAGES.styleValue);
  }
  const key = styleKey(op.selector, op.breakpoint);
  const rule = doc.styles.get(key);
  const current = rule?.declarations ?? {};
  const previous: Record<string, string | null> = {};
  let next = { ...current };
  let removedExisting = false;
  for (const [property, value] of Object.entries(op.declarations)) {
    if (!Object.hasOwn(previous, property)) previous[property] = Object.hasOwn(current, property) ? current[property] : null;
    if (value === null) {
      if (Object.hasOwn(next, property)) {
        delete next[property];
        removedExisting = true;
      }
    } else next[property] = value;
  }
  if (op.order) next = reordered(next, op.order);
  // An emptied rule keeps its place (it is left out when saved), so undo restores the rule order.
  if (rule) rule.declarations = next;
  else doc.styles.set(key, { selector: op.selector, breakpoint: op.breakpoint, declarations: next });
  const inverse: Operation = { type: 'setStyle', selector: op.selector, breakpoint: op.breakpoint, declarations: previous };
  return removedExisting || op.order ? { ...inverse, order: Object.keys(current) } : inverse;
}

/** Text settings take a string; hideFromMenu a boolean. */
function isPageSetting(field: string, value: unknown): boolean {
  if (field === 'hideFromMenu') return typeof value === 'boolean';
  return (PAGE_META_FIELDS as readonly string[]).includes(field) && typeof value === 'string';
}

function setPageMeta(doc: PageDocument, op: Extract<Operation, { type: 'setPageMeta' }>): Operation {
  const previous: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(op.values)) {
    if (!isPageSetting(field, value)) throw new EditError(EDIT_MESSAGES.pageSetting);
  }
  const meta: Record<string, unknown> = { ...doc.meta };
  for (const [field, value] of Object.entries(op.values)) {
    if (!Object.hasOwn(previous, field)) previous[field] = meta[field];
    meta[field] = value;
  }
  doc.meta = meta as PageMeta;
  return { type: 'setPageMeta', values: previous as Partial<PageMeta> };
}

/** The index that inserts a new element right before `beforeId` (last when null). O(siblings). */
export function insertIndexBefore(doc: PageDocument, parentId: string, beforeId: string | null): number {
  const parent = doc.nodes.get(parentId);
  if (parent?.type !== 'element') throw new EditError(EDIT_MESSAGES.invalidParent);
  const at = beforeId === null ? -1 : parent.children.indexOf(beforeId);
  return at < 0 ? parent.children.length : at;
}

/**
 * A move of `id` into `parentId` right before `beforeId` (last when null), with the index counted
 * the way move counts it (after the element left and its old neighbours merged). O(siblings).
 */
export function moveBefore(doc: PageDocument, id: string, parentId: string, beforeId: string | null): Operation {
  const parent = doc.nodes.get(parentId);
  if (parent?.type !== 'element') throw new EditError(EDIT_MESSAGES.invalidParent);
  const { list } = childrenAfterLeaving(doc, parent, id);
  const at = beforeId === null ? -1 : list.indexOf(beforeId);
  return { type: 'move', id, parentId, index: at < 0 ? list.length : at };
}
