import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { generateId, isUsableId } from './ids.ts';
import {
  escapeAttribute,
  escapeText,
  LEADING_NEWLINE_ELEMENTS,
  MATHML_TEXT_INTEGRATION,
  NS,
  type Namespace,
  RAW_TEXT_ELEMENTS,
  SVG_HTML_INTEGRATION,
  VOID_ELEMENTS,
} from './html.ts';

import { styleSheetFrom, type StyleSheetData } from './styles.ts';
import { PAGE_META_FIELDS, type PageDoc, type PageMeta } from './types.ts';

export { generateId } from './ids.ts';

// The page document: the source of truth the editor edits. Plain data (a flat map of nodes with
// parent pointers and ordered child id lists) so an edit touches only the nodes it changes.
// Markup is parsed with parse5, the WHATWG parsing algorithm, so the tree is the one the browser
// builds in the canvas from the same markup and child indexes mean the same on both sides.

export interface ElementNode {
  id: string;
  type: 'element';
  /** Lower case for HTML; SVG keeps its camel case (foreignObject). */
  tag: string;
  /** Attributes in document order, without data-id (that is `id`). */
  attrs: Record<string, string>;
  /** Child node ids in order, text nodes included (the DOM's childNodes). */
  children: string[];
  parent: string | null;
}

export interface TextNode {
  /** Session-only id ("#t…"): text nodes carry no data-id and operations never address them. */
  id: string;
  type: 'text';
  text: string;
  parent: string | null;
}

/** An HTML comment: kept so it survives a save, never selected or edited on its own; it moves with its parent. */
export interface CommentNode {
  /** Session-only id ("#c…"), like a text node's. */
  id: string;
  type: 'comment';
  text: string;
  parent: string | null;
}

export type DocNode = ElementNode | TextNode | CommentNode;

export interface PageDocument {
  rootId: string;
  nodes: Map<string, DocNode>;
  /** The page's own style rules (setStyle). */
  styles: StyleSheetData;
  /** Page settings (setPageMeta). */
  meta: PageMeta;
}

function pageMetaFrom(doc: Partial<PageDoc> | undefined): PageMeta {
  const meta = { hideFromMenu: doc?.hideFromMenu === true } as PageMeta;
  for (const field of PAGE_META_FIELDS) meta[field] = typeof doc?.[field] === 'string' ? doc[field] : '';
  return meta;
}

/** The id of the root <body> node; fixed so every parse of a page addresses the body the same way. */
export const ROOT_ID = 'page-body';

/** Finds a node while serializing: a document's map, or nodes built but not yet added. */
export type NodeLookup = (id: string) => DocNode | undefined;

function emptyPage(pageDoc: Partial<PageDoc> | undefined): { doc: PageDocument; root: ElementNode } {
  const root: ElementNode = { id: ROOT_ID, type: 'element', tag: 'body', attrs: {}, children: [], parent: null };
  return { root, doc: { rootId: ROOT_ID, nodes: new Map([[ROOT_ID, root]]), styles: styleSheetFrom(pageDoc?.styles), meta: pageMetaFrom(pageDoc) } };
}

/** A page's markup and, when given, its saved document data (styles and settings). */
export function parsePage(html: string, pageDoc?: Partial<PageDoc>): PageDocument {
  const { doc, root } = emptyPage(pageDoc);
  const built = parseInto(doc, ROOT_ID, html);
  for (const [id, node] of built.nodes) doc.nodes.set(id, node);
  root.children = built.rootIds;
  return doc;
}

/**
 * parsePage's document of the markup and the parse5 nodes it was built from, with their source
 * locations: for a caller that reads the page by its document and edits the markup where those
 * nodes are (the publisher's form step), from one parse.
 */
export function parsePageWithLocations(html: string): { doc: PageDocument; fragment: P5.DocumentFragment } {
  const { doc, root } = emptyPage(undefined);
  const fragment = parseFragment(contextElement(doc, ROOT_ID), html, { sourceCodeLocationInfo: true });
  const built = buildNodes(fragment.childNodes, ROOT_ID, (id) => doc.nodes.has(id));
  for (const [id, node] of built.nodes) doc.nodes.set(id, node);
  root.children = built.rootIds;
  return { doc, fragment };
}

/**
 * parsePage of markup another implementation of the same algorithm (the body's fragment parsing)
 * has parsed: its top-level nodes in parse5's shape. The editor hands the browser's own parse of a
 * page here (web/src/features/editor/state/browser-parse.ts), several times quicker than parse5.
 */
export function pageFromParsedNodes(nodes: P5.ChildNode[], pageDoc?: Partial<PageDoc>): PageDocument {
  const { doc, root } = emptyPage(pageDoc);
  const built = buildNodes(nodes, ROOT_ID, (id) => doc.nodes.has(id));
  for (const [id, node] of built.nodes) doc.nodes.set(id, node);
  root.children = built.rootIds;
  return doc;
}

/** The body's inner HTML with data-id on every element: what a page saves. */
export function serializePage(doc: PageDocument): string {
  return serializeChildren(doc, doc.rootId);
}

/** Outer HTML of one node. */
export function serializeNode(doc: PageDocument, id: string): string {
  return serializeIds(lookupIn(doc), [id]);
}

/** Inner HTML of one element. */
export function serializeChildren(doc: PageDocument, id: string): string {
  const node = doc.nodes.get(id);
  return node?.type === 'element' ? serializeIds(lookupIn(doc), node.children) : '';
}

export function getElement(doc: PageDocument, id: string): ElementNode | undefined {
  const node = doc.nodes.get(id);
  return node?.type === 'element' ? node : undefined;
}

/** Element children only (text skipped), in order. */
export function elementChildren(doc: PageDocument, id: string): ElementNode[] {
  const node = getElement(doc, id);
  if (!node) return [];
  const out: ElementNode[] = [];
  for (const childId of node.children) {
    const child = doc.nodes.get(childId);
    if (child?.type === 'element') out.push(child);
  }
  return out;
}

/** Position of a node among its parent's children (text included), or -1. */
export function indexInParent(doc: PageDocument, id: string): number {
  const node = doc.nodes.get(id);
  const parent = node?.parent ? doc.nodes.get(node.parent) : undefined;
  return parent?.type === 'element' ? parent.children.indexOf(id) : -1;
}

/** Ancestor elements from the root (included) down to the parent of `id`. */
export function ancestorsOf(doc: PageDocument, id: string): ElementNode[] {
  const out: ElementNode[] = [];
  let current = doc.nodes.get(id)?.parent ?? null;
  while (current !== null) {
    const node = doc.nodes.get(current);
    if (node?.type !== 'element') break;
    out.push(node);
    current = node.parent;
  }
  return out.reverse();
}

export function isInsideOrSelf(doc: PageDocument, id: string, ancestorId: string): boolean {
  let current: string | null = id;
  while (current !== null) {
    if (current === ancestorId) return true;
    current = doc.nodes.get(current)?.parent ?? null;
  }
  return false;
}

export function namespaceOf(doc: PageDocument, id: string): Namespace {
  const chain = chainTo(doc, id);
  return chain.length ? namespacesOf(chain)[chain.length - 1] : NS.html;
}

// ---- internals shared with operations.ts ----

export interface BuiltNodes {
  /** The new nodes, whole subtrees, not yet in the document. */
  nodes: Map<string, DocNode>;
  /** Top-level new node ids in order; their parent is the context element. */
  rootIds: string[];
  /** True when an element had no usable data-id or its id was taken and got a new one. */
  idsChanged: boolean;
}

/**
 * Parses markup as the inner HTML of `contextId` (the browser's innerHTML algorithm, including
 * the enclosing form) into new nodes. Given data-ids are kept unless they are unusable or already
 * in the document (ids in `released` count as free: nodes about to be replaced); the document
 * itself is not changed.
 */
export function parseInto(doc: PageDocument, contextId: string, html: string, released?: ReadonlySet<string>): BuiltNodes {
  const fragment = parseFragment(contextElement(doc, contextId), html, {});
  return buildNodes(fragment.childNodes, contextId, (id) => doc.nodes.has(id) && !released?.has(id));
}

/** Top-level parse5 nodes of markup parsed where any element is allowed (a <template>). */
export function parseLoosely(html: string): P5.ChildNode[] {
  return parseFragment(html).childNodes;
}

export function lookupIn(doc: PageDocument, extra?: Map<string, DocNode>): NodeLookup {
  return extra ? (id) => extra.get(id) ?? doc.nodes.get(id) : (id) => doc.nodes.get(id);
}

export function serializeIds(lookup: NodeLookup, ids: readonly string[]): string {
  const out: string[] = [];
  // Explicit stack: page nesting depth must not be limited by the call stack.
  const stack: Array<string | DocNode> = [];
  const pushAll = (list: readonly string[]) => {
    for (let i = list.length - 1; i >= 0; i--) {
      const node = lookup(list[i]);
      if (node) stack.push(node);
    }
  };
  pushAll(ids);
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
    } else if (item.type === 'text') {
      const parent = item.parent === null ? undefined : lookup(item.parent);
      out.push(parent?.type === 'element' && RAW_TEXT_ELEMENTS.has(parent.tag) ? item.text : escapeText(item.text));
    } else if (item.type === 'comment') {
      // As parsed: a comment's text cannot hold its own end.
      out.push('<!--', item.text, '-->');
    } else {
      out.push('<', item.tag, ' data-id="', escapeAttribute(item.id), '"');
      for (const name in item.attrs) out.push(' ', name, '="', escapeAttribute(item.attrs[name]), '"');
      out.push('>');
      if (VOID_ELEMENTS.has(item.tag)) continue;
      if (LEADING_NEWLINE_ELEMENTS.has(item.tag)) {
        const first = item.children.length ? lookup(item.children[0]) : undefined;
        if (first?.type === 'text' && first.text.startsWith('\n')) out.push('\n');
      }
      stack.push(`</${item.tag}>`);
      pushAll(item.children);
    }
  }
  return out.join('');
}

/**
 * Keeps the page normalized, as a reload would: when the children at index-1 and index are both
 * text (an element between them just left), they become one node. Returns the length of the first
 * part (where to split to undo it), or undefined when nothing was merged.
 */
export function mergeTextAt(doc: PageDocument, parent: ElementNode, index: number): number | undefined {
  if (index <= 0 || index >= parent.children.length) return undefined;
  const first = doc.nodes.get(parent.children[index - 1]);
  const second = doc.nodes.get(parent.children[index]);
  if (first?.type !== 'text' || second?.type !== 'text') return undefined;
  const offset = first.text.length;
  first.text += second.text;
  parent.children.splice(index, 1);
  doc.nodes.delete(second.id);
  return offset;
}

/** Whether the child at index-1 is a text node that `offset` splits into two non-empty parts. */
export function canSplitTextAt(doc: PageDocument, parent: ElementNode, index: number, offset: number): boolean {
  const text = index > 0 ? doc.nodes.get(parent.children[index - 1]) : undefined;
  return text?.type === 'text' && Number.isInteger(offset) && offset > 0 && offset < text.text.length;
}

/** Splits the text child at index-1 at `offset`; the second part becomes the child at index. */
export function splitTextAt(doc: PageDocument, parent: ElementNode, index: number, offset: number): void {
  const text = doc.nodes.get(parent.children[index - 1]) as TextNode;
  const rest: TextNode = { id: newTextId((id) => doc.nodes.has(id)), type: 'text', text: text.text.slice(offset), parent: parent.id };
  text.text = text.text.slice(0, offset);
  doc.nodes.set(rest.id, rest);
  parent.children.splice(index, 0, rest.id);
}

/** The ids of a node and its descendants. */
export function subtreeIds(doc: PageDocument, id: string, into: Set<string> = new Set()): Set<string> {
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    const node = doc.nodes.get(current);
    if (!node) continue;
    into.add(current);
    if (node.type === 'element') stack.push(...node.children);
  }
  return into;
}

/** Removes a node and its descendants from the map (not from its parent's children). */
export function deleteSubtree(doc: PageDocument, id: string): void {
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    const node = doc.nodes.get(current);
    if (!node) continue;
    doc.nodes.delete(current);
    if (node.type === 'element') stack.push(...node.children);
  }
}

/**
 * Whether markup for `rootIds` placed under `parentId` survives a reload: parsed inside the
 * parent's real ancestor chain (as the whole page is parsed on load), it must give back the same
 * nodes. This is what "a valid parent" means: <div> in <p>, <td> outside a row, <a> in <a> or
 * <form> in <form> are rebuilt differently by every browser, so they are refused.
 * Costs O(depth + size of the nodes).
 */
export function isStableUnder(doc: PageDocument, parentId: string, html: string, lookup: NodeLookup, rootIds: readonly string[]): boolean {
  const chain = chainTo(doc, parentId);
  const open = chain.map((el) => `<${el.tag}${wrapperAttributes(el)}>`).join('');
  const fragment = parseFragment(bodyElement(), open + html, {});
  let level: P5.ChildNode[] = fragment.childNodes;
  for (const el of chain) {
    const only = level.length === 1 ? level[0] : undefined;
    if (!only || !isP5Element(only) || only.tagName !== el.tag) return false;
    level = p5Children(only);
  }
  return sameChildren(level, rootIds, lookup);
}

// ---- parse5 glue ----

function isP5Element(node: P5.Node): node is P5.Element {
  return 'tagName' in node;
}

function p5Children(node: P5.Element): P5.ChildNode[] {
  return node.tagName === 'template' && 'content' in node ? (node as P5.Template).content.childNodes : node.childNodes;
}

let textCounter = 0;

// Text and comment ids contain "#", which no element id may, so they can never collide.
function newTextId(taken: (id: string) => boolean, prefix = '#t'): string {
  let id: string;
  do id = `${prefix}${++textCounter}`;
  while (taken(id));
  return id;
}

function buildNodes(p5Nodes: P5.ChildNode[], parentId: string, taken: (id: string) => boolean): BuiltNodes {
  const nodes = new Map<string, DocNode>();
  const rootIds: string[] = [];
  let idsChanged = false;
  const isTaken = (id: string) => taken(id) || nodes.has(id);
  const stack: Array<[P5.ChildNode, string, string[]]> = [];
  const pushAll = (list: P5.ChildNode[], parent: string, into: string[]) => {
    for (let i = list.length - 1; i >= 0; i--) stack.push([list[i], parent, into]);
  };
  pushAll(p5Nodes, parentId, rootIds);
  while (stack.length) {
    const [p5, parent, into] = stack.pop()!;
    if (isP5Element(p5)) {
      const attrs: Record<string, string> = {};
      let given: string | undefined;
      for (const attr of p5.attrs) {
        const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
        if (name === 'data-id') given = attr.value;
        else attrs[name] = attr.value;
      }
      let id: string;
      if (isUsableId(given) && !isTaken(given)) {
        id = given;
      } else {
        do id = generateId();
        while (isTaken(id));
        idsChanged = true;
      }
      const element: ElementNode = { id, type: 'element', tag: p5.tagName, attrs, children: [], parent };
      nodes.set(id, element);
      into.push(id);
      pushAll(p5Children(p5), id, element.children);
    } else if (p5.nodeName === '#text') {
      const id = newTextId(isTaken);
      nodes.set(id, { id, type: 'text', text: (p5 as P5.TextNode).value, parent });
      into.push(id);
    } else if (p5.nodeName === '#comment') {
      const id = newTextId(isTaken, '#c');
      nodes.set(id, { id, type: 'comment', text: (p5 as P5.CommentNode).data, parent });
      into.push(id);
    }
    // Doctypes are not part of the page model.
  }
  return { nodes, rootIds, idsChanged };
}

/** Elements from below the root down to `id` itself (empty for the root). */
function chainTo(doc: PageDocument, id: string): ElementNode[] {
  const node = doc.nodes.get(id);
  if (node?.type !== 'element' || id === doc.rootId) return [];
  const chain = ancestorsOf(doc, id).slice(1);
  chain.push(node);
  return chain;
}

function namespacesOf(chain: ElementNode[]): Namespace[] {
  const out: Namespace[] = [];
  let parentNs: Namespace = NS.html;
  let parentTag = 'body';
  for (const el of chain) {
    const htmlContent: boolean =
      parentNs === NS.html ||
      (parentNs === NS.svg && SVG_HTML_INTEGRATION.has(parentTag)) ||
      (parentNs === NS.mathml && MATHML_TEXT_INTEGRATION.has(parentTag));
    const ns: Namespace = htmlContent ? (el.tag === 'svg' ? NS.svg : el.tag === 'math' ? NS.mathml : NS.html) : parentNs;
    out.push(ns);
    parentNs = ns;
    parentTag = el.tag;
  }
  return out;
}

function wrapperAttributes(el: ElementNode): string {
  // The only attribute that changes how the parser treats descendants.
  const encoding = el.tag === 'annotation-xml' ? el.attrs.encoding : undefined;
  return encoding === undefined ? '' : ` encoding="${escapeAttribute(encoding)}"`;
}

function bodyElement(): P5.Element {
  return defaultTreeAdapter.createElement('body', NS.html, []);
}

/** A parse5 element standing for `id` inside its real ancestor chain (for the form pointer). */
function contextElement(doc: PageDocument, id: string): P5.Element {
  const chain = chainTo(doc, id);
  const namespaces = namespacesOf(chain);
  let current = bodyElement();
  chain.forEach((el, i) => {
    const encoding = el.tag === 'annotation-xml' ? el.attrs.encoding : undefined;
    const child = defaultTreeAdapter.createElement(el.tag, namespaces[i], encoding === undefined ? [] : [{ name: 'encoding', value: encoding }]);
    defaultTreeAdapter.appendChild(current, child);
    current = child;
  });
  return current;
}

function sameChildren(p5Nodes: P5.ChildNode[], ids: readonly string[], lookup: NodeLookup): boolean {
  // Adjacent text nodes (left by a removal) come back from the parser as one.
  const model: Array<DocNode | string> = [];
  for (const id of ids) {
    const node = lookup(id);
    if (!node) return false;
    if (node.type === 'text') {
      if (node.text === '') continue;
      const last = model[model.length - 1];
      if (typeof last === 'string') model[model.length - 1] = last + node.text;
      else model.push(node.text);
    } else {
      model.push(node);
    }
  }
  if (p5Nodes.length !== model.length) return false;
  return p5Nodes.every((p5, i) => {
    const node = model[i];
    if (typeof node === 'string') return p5.nodeName === '#text' && (p5 as P5.TextNode).value === node;
    if (node.type === 'comment') return p5.nodeName === '#comment' && (p5 as P5.CommentNode).data === node.text;
    return node.type === 'element' && isP5Element(p5) && sameElement(p5, node, lookup);
  });
}

function sameElement(p5: P5.Element, node: ElementNode, lookup: NodeLookup): boolean {
  if (p5.tagName !== node.tag) return false;
  let count = 0;
  let idSeen = false;
  for (const attr of p5.attrs) {
    const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
    if (name === 'data-id') {
      if (attr.value !== node.id) return false;
      idSeen = true;
    } else {
      if (!Object.hasOwn(node.attrs, name) || node.attrs[name] !== attr.value) return false;
      count++;
    }
  }
  if (!idSeen || count !== Object.keys(node.attrs).length) return false;
  return sameChildren(p5Children(p5), node.children, lookup);
}
