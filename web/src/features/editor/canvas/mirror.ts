import { declarationsToCss, getStyleRule, serializeChildren, serializeNode, type ElementNode, type Operation, type PageDocument, type StyleBreakpoint } from '../model.ts';
import type { CanvasMirror } from '../state/editor-store.ts';
import { ComputedStyles } from './computed-styles.ts';
import { breakpointStyleSelector, escapeStyleText, fontLinkHtml, pageWebFonts } from './frame-document.ts';

// Mirrors each applied operation onto the canvas frame's DOM, addressed by data-id. It runs
// after the model applied the operation and reads the result from the model (the model assigns
// ids to markup that lacks them), so the frame always shows what the document holds. The cost is
// that of the edit: the touched element, or the touched parent's child list for positions, or
// one CSS rule of the page's stylesheet (edited through the CSSOM, never re-parsed as a whole).

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** The frame nodes the model has a child for: elements, texts and comments (the DOM's childNodes). */
function isContent(node: Node): boolean {
  return node.nodeType === ELEMENT_NODE || node.nodeType === TEXT_NODE || node.nodeType === COMMENT_NODE;
}

export class FrameMirror implements CanvasMirror {
  private readonly cache = new Map<string, Element>();
  private readonly rules = new Map<string, CSSStyleRule>();
  private readonly computed = new ComputedStyles();

  constructor(private readonly frameDocument: Document) {}

  /** The frame element carrying data-id `id` (cached; re-queried when detached or replaced). */
  element(id: string): Element | null {
    const cached = this.cache.get(id);
    if (cached && cached.isConnected && cached.getAttribute('data-id') === id) return cached;
    const found = /^[\w-]+$/.test(id) ? this.frameDocument.querySelector(`[data-id="${id}"]`) : null;
    if (found) this.cache.set(id, found);
    else this.cache.delete(id);
    return found;
  }

  apply(op: Operation, inverse: Operation, doc: PageDocument): void {
    this.computed.changed(op);
    switch (op.type) {
      case 'setAttributes':
        return this.syncAttributes(doc, op.id, Object.keys(op.attrs));
      case 'replaceClass':
        return this.syncAttributes(doc, op.id, ['class']);
      case 'renameElement':
        return this.rename(doc, op.id);
      case 'replaceContent':
        return this.renderChildren(doc, op.id);
      case 'insert':
        return this.place(doc, inverse.type === 'remove' ? inverse.id : null, op.parentId);
      case 'remove':
        return this.remove(doc, op.id, inverse);
      case 'move':
        return this.place(doc, op.id, op.parentId);
      case 'setStyle':
        if (Object.hasOwn(op.declarations, 'font-family')) this.loadFonts(doc);
        return this.syncRule(doc, op.selector, op.breakpoint, op.order ? null : Object.keys(op.declarations));
      case 'setPageMeta':
        if (op.values.css !== undefined) this.loadFonts(doc);
        return this.syncMeta(doc);
    }
  }

  /** Links the web fonts the page now uses and the frame has not loaded yet (kept once loaded). */
  private loadFonts(doc: PageDocument): void {
    for (const font of pageWebFonts(doc)) {
      if (this.frameDocument.head.querySelector(`link[data-font="${font.id}"]`)) continue;
      const template = this.frameDocument.createElement('template');
      template.innerHTML = fontLinkHtml(font);
      this.frameDocument.head.append(template.content);
    }
  }

  /** The style panel's read of a computed value: kept until an edit may change it (computed-styles.ts). */
  computedStyle(id: string, property: string): string | null {
    const element = this.element(id);
    const view = this.frameDocument.defaultView;
    if (!element || !view) return null;
    return this.computed.read(element, view, property);
  }

  /** The canvas changed width: media queries and viewport lengths may give other values. */
  forgetComputedStyles(): void {
    this.computed.forget();
  }

  setHidden(id: string, hidden: boolean): void {
    this.computed.forget();
    const element = this.element(id);
    if (hidden) element?.setAttribute('data-sw-canvas-hidden', '');
    else element?.removeAttribute('data-sw-canvas-hidden');
  }

  /** The CSSOM rule for a selector at a breakpoint, created at the end of its sheet when asked. */
  private cssRule(selector: string, breakpoint: StyleBreakpoint, create: boolean): CSSStyleRule | null {
    const key = `${breakpoint} ${selector}`;
    const sheet = (this.frameDocument.querySelector(breakpointStyleSelector(breakpoint)) as HTMLStyleElement | null)?.sheet;
    if (!sheet) return null;
    const cached = this.rules.get(key);
    if (cached && cached.parentStyleSheet === sheet) return cached;
    let found: CSSStyleRule | null = null;
    for (const rule of Array.from(sheet.cssRules)) {
      if ((rule as CSSStyleRule).selectorText === selector) found = rule as CSSStyleRule;
    }
    if (!found && create) found = sheet.cssRules[sheet.insertRule(`${selector} {}`, sheet.cssRules.length)] as CSSStyleRule;
    if (found) this.rules.set(key, found);
    return found;
  }

  /**
   * Copies the changed properties of one rule from the model (shorthands stay shorthands); the
   * whole rule when its declaration order changed (null).
   */
  private syncRule(doc: PageDocument, selector: string, breakpoint: StyleBreakpoint, properties: string[] | null): void {
    const declarations = getStyleRule(doc.styles, selector, breakpoint)?.declarations ?? {};
    const rule = this.cssRule(selector, breakpoint, Object.keys(declarations).length > 0);
    if (!rule) return;
    if (properties === null) {
      rule.style.cssText = declarationsToCss(declarations);
      return;
    }
    for (const property of properties) {
      const value = declarations[property];
      if (value === undefined) rule.style.removeProperty(property);
      else rule.style.setProperty(property, value);
    }
  }

  private syncMeta(doc: PageDocument): void {
    const style = this.frameDocument.querySelector('style[data-page-css]');
    const css = escapeStyleText(doc.meta.css);
    if (style && style.textContent !== css) style.textContent = css;
    if (this.frameDocument.title !== doc.meta.title) this.frameDocument.title = doc.meta.title;
  }

  private modelElement(doc: PageDocument, id: string): ElementNode | null {
    const node = doc.nodes.get(id);
    return node?.type === 'element' ? node : null;
  }

  private syncAttributes(doc: PageDocument, id: string, names: string[]): void {
    const node = this.modelElement(doc, id);
    const element = this.element(id);
    if (!node || !element) return;
    for (const name of names) {
      if (name === 'data-id') continue;
      const value = node.attrs[name];
      try {
        if (value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      } catch {
        // An attribute name the DOM refuses (e.g. with spaces): the frame simply lacks it.
      }
    }
  }

  private rename(doc: PageDocument, id: string): void {
    const node = this.modelElement(doc, id);
    const old = this.element(id);
    if (!node || !old) return;
    const replacement = this.frameDocument.createElement(node.tag);
    for (const attribute of Array.from(old.attributes)) replacement.setAttribute(attribute.name, attribute.value);
    while (old.firstChild) replacement.appendChild(old.firstChild);
    old.replaceWith(replacement);
    this.cache.set(id, replacement);
  }

  restore(id: string, doc: PageDocument): void {
    this.computed.forget();
    this.renderChildren(doc, id);
  }

  /** Re-renders one element's children from the model (replaceContent, text-node fallbacks). */
  private renderChildren(doc: PageDocument, id: string): void {
    const node = this.modelElement(doc, id);
    const element = this.element(id);
    if (!node || !element) return;
    element.innerHTML = serializeChildren(doc, id);
  }

  private remove(doc: PageDocument, id: string, inverse: Operation): void {
    const element = this.element(id);
    if (element) {
      element.remove();
      this.cache.delete(id);
    } else if (inverse.type === 'insert') {
      this.renderChildren(doc, inverse.parentId); // a text node: no data-id to find it by
    }
  }

  private fragment(html: string): Node | null {
    const template = this.frameDocument.createElement('template');
    template.innerHTML = html;
    return template.content.firstChild;
  }

  /**
   * Puts node `id` where the model now has it inside `parentId`: an insert creates it from the
   * model's markup, a move takes the existing frame element along.
   */
  private place(doc: PageDocument, id: string | null, parentId: string): void {
    const parent = this.modelElement(doc, parentId);
    const parentElement = this.element(parentId);
    const node = id ? doc.nodes.get(id) : undefined;
    if (!parent || !parentElement || !node || !id) {
      if (parent) this.renderChildren(doc, parentId);
      return;
    }
    const moving = node.type === 'element' ? this.element(id) : null;
    const domNode = moving ?? this.fragment(serializeNode(doc, id));
    if (!domNode) return;
    const others = parent.children.filter((childId) => childId !== id);
    const reference = this.domChildAt(doc, parentElement, others, parent.children.indexOf(id), moving);
    if (reference === undefined) {
      this.renderChildren(doc, parentId);
      if (moving && moving.isConnected && moving.parentNode !== parentElement) moving.remove();
      return;
    }
    parentElement.insertBefore(domNode, reference);
    if (domNode.nodeType === ELEMENT_NODE) this.cache.set(id, domNode as Element);
  }

  /**
   * The frame node standing at position `index` of the model child list `children` of the
   * parent (null = the end; undefined = the frame and the model disagree, re-render instead).
   * Counts from the nearest element at or before the position, so text nodes are found too.
   */
  private domChildAt(doc: PageDocument, parentElement: Element, children: string[], index: number, skip: Node | null): Node | null | undefined {
    if (index >= children.length) return null;
    let anchor: Node | null = null;
    let steps = index;
    for (let p = index; p >= 0; p--) {
      const child = doc.nodes.get(children[p]);
      if (child?.type !== 'element') continue;
      anchor = this.element(child.id);
      if (!anchor || anchor.parentNode !== parentElement) return undefined;
      steps = index - p;
      break;
    }
    let current: Node | null = anchor ?? this.nextContent(parentElement.firstChild, skip);
    for (let i = 0; i < steps && current; i++) current = this.nextContent(current.nextSibling, skip);
    return current ?? undefined;
  }

  private nextContent(from: Node | null, skip: Node | null): Node | null {
    let current = from;
    while (current && (current === skip || !isContent(current))) current = current.nextSibling;
    return current;
  }
}
