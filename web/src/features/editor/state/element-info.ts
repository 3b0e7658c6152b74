import { canHaveChildren, elementName, type DocNode, type ElementNode, type PageDocument } from '../model.ts';

// What the editor needs to know about a node of the page document: its readable name, whether it
// is a layout element, where things may be dropped, what may be edited inline. Pure functions of
// the model, so the store and its tests use them without a DOM.

/** Elements whose inside a drag offers as a drop zone; text elements only take before/after. */
const CONTAINER_TAGS = new Set(['body', 'div', 'section', 'header', 'footer', 'main', 'nav', 'article', 'aside', 'form', 'ul', 'ol', 'li', 'figure', 'td', 'th', 'blockquote', 'fieldset', 'dl']);
/** Inline formatting that a double-click edits as part of its text parent. */
const INLINE_FORMATTING_TAGS = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'span', 'code', 'sub', 'sup', 'br', 'abbr']);
const TEXT_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'button', 'li', 'label', 'blockquote', 'td', 'th', 'dt', 'dd', 'figcaption', 'small', 'strong', 'em', 'mark', 'legend', 'caption', 'cite', 'q']);

export function classList(node: ElementNode): string[] {
  return (node.attrs.class ?? '').split(/\s+/).filter(Boolean);
}

export type LayoutKind = 'container' | 'row' | 'column';

/** container / container-fluid, row, col / col-sm-N (any breakpoint infix) — or null. */
export function layoutKind(node: DocNode | null | undefined): LayoutKind | null {
  if (!node || node.type !== 'element') return null;
  const classes = classList(node);
  if (classes.includes('row')) return 'row';
  if (classes.some((c) => /^col(-(sm|md|lg|xl|xxl))?(-(\d{1,2}|auto))?$/.test(c))) return 'column';
  if (classes.includes('container') || classes.includes('container-fluid')) return 'container';
  return null;
}

export function isLayoutElement(node: DocNode | null | undefined): boolean {
  return layoutKind(node) !== null;
}

/** The readable name the breadcrumb, the selection badge and the panels show (the model's names). */
export function elementLabel(node: DocNode | undefined): string {
  if (!node) return '';
  if (node.type === 'comment') return 'Comment';
  return node.type === 'text' ? 'Text' : elementName(node);
}

export function elementNode(doc: PageDocument, id: string | null | undefined): ElementNode | null {
  if (!id) return null;
  const node = doc.nodes.get(id);
  return node && node.type === 'element' ? node : null;
}

/** The model accepts children under this element at all (not void, script, style, svg…). */
export function canContainChildren(doc: PageDocument, node: DocNode | undefined): boolean {
  return Boolean(node && node.type === 'element' && canHaveChildren(doc, node.id));
}

/** A drag over this element offers "inside" (containers), not only before/after (text). */
export function isDropContainer(doc: PageDocument, node: DocNode | undefined): boolean {
  return Boolean(node && node.type === 'element' && (CONTAINER_TAGS.has(node.tag) || isLayoutElement(node)) && canContainChildren(doc, node));
}

/** Element ids from the root down to `id` (inclusive). O(depth). */
export function ancestry(doc: PageDocument, id: string): string[] {
  const path: string[] = [];
  let current: DocNode | undefined = doc.nodes.get(id);
  while (current) {
    path.push(current.id);
    current = current.parent ? doc.nodes.get(current.parent) : undefined;
  }
  return path.reverse();
}

/** Whether `id` is `ancestorId` or lies inside it. O(depth). */
export function isInside(doc: PageDocument, id: string, ancestorId: string): boolean {
  let current: DocNode | undefined = doc.nodes.get(id);
  while (current) {
    if (current.id === ancestorId) return true;
    current = current.parent ? doc.nodes.get(current.parent) : undefined;
  }
  return false;
}

/** The previous (-1) or next (+1) element sibling, or null. */
export function elementSibling(doc: PageDocument, id: string, direction: -1 | 1): ElementNode | null {
  const node = doc.nodes.get(id);
  const parent = node?.parent ? elementNode(doc, node.parent) : null;
  if (!parent) return null;
  for (let i = parent.children.indexOf(id) + direction; i >= 0 && i < parent.children.length; i += direction) {
    const sibling = doc.nodes.get(parent.children[i]);
    if (sibling?.type === 'element') return sibling;
  }
  return null;
}

/**
 * The element a double-click on `id` edits inline, or null: a text element, or the text parent
 * of inline formatting (double-clicking bold words edits the whole paragraph).
 */
export function inlineEditTarget(doc: PageDocument, id: string): ElementNode | null {
  let node = elementNode(doc, id);
  while (node && INLINE_FORMATTING_TAGS.has(node.tag)) {
    const parent = elementNode(doc, node.parent);
    if (!parent || parent.id === doc.rootId || !isTextEditable(doc, parent)) break;
    node = parent;
  }
  return node && isTextEditable(doc, node) ? node : null;
}

function isTextEditable(doc: PageDocument, node: ElementNode): boolean {
  if (node.id === doc.rootId || !canContainChildren(doc, node)) return false;
  if (TEXT_TAGS.has(node.tag)) return true;
  return node.children.some((childId) => {
    const child = doc.nodes.get(childId);
    return child?.type === 'text' && child.text.trim() !== '';
  });
}
