import { DEFAULT_FORM_ACTION, isIconElement } from '../../../../../../common/editor/element-definitions.ts';
import { escapeText } from '../../../../../../common/editor/html.ts';
import { serializeNode, type ElementNode, type PageDocument } from '../../model.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { classList, elementNode } from '../../state/element-info.ts';

// The settings panel's edits, each one undoable step through the store: attributes, an element's
// text, a heading's level, an icon's glyph and size, form fields. Typing into one field merges
// into one step per field and element.

/**
 * Sets (null: removes) one attribute. Consecutive changes of the same attribute of the same
 * element merge, so typing a title is one step, unless `merge` is false (adding or removing an
 * attribute is a step of its own). False when nothing changes.
 */
export function setAttribute(store: EditorStore, id: string, name: string, value: string | null, options: { label?: string; merge?: boolean } = {}): boolean {
  const node = elementNode(store.document, id);
  if (!node || (node.attrs[name] ?? null) === value) return false;
  const mergeKey = options.merge === false ? null : `attribute:${id}:${name}`;
  return store.edit([{ type: 'setAttributes', id, attrs: { [name]: value } }], { label: options.label, mergeKey });
}

// ---- text content (a button's "Content", a link's text, an option's label) ----

/** Icons and images stay when the text around them is replaced. */
function isGlyph(node: ElementNode): boolean {
  return isIconElement(node) || node.tag === 'img' || node.tag === 'svg';
}

function textOf(doc: PageDocument, id: string): string {
  const node = doc.nodes.get(id);
  if (!node || node.type === 'comment') return '';
  if (node.type === 'text') return node.text;
  return node.children.map((child) => textOf(doc, child)).join('');
}

/** The element's text as its Content field shows it (icons and images left out). */
export function contentText(doc: PageDocument, id: string): string {
  const node = elementNode(doc, id);
  if (!node) return '';
  return node.children
    .map((child) => {
      const childNode = doc.nodes.get(child);
      return childNode?.type === 'element' && isGlyph(childNode) ? '' : textOf(doc, child);
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The element's new inner HTML with `text` as its text: icons and images keep their place before
 * or after the text (and their ids); other formatting inside becomes plain text.
 */
export function contentWithText(doc: PageDocument, id: string, text: string): string {
  const node = elementNode(doc, id);
  if (!node) return escapeText(text);
  const before: string[] = [];
  const after: string[] = [];
  let oldText = '';
  for (const child of node.children) {
    const childNode = doc.nodes.get(child);
    if (childNode?.type === 'element' && isGlyph(childNode)) (oldText.trim() ? after : before).push(serializeNode(doc, child));
    else oldText += textOf(doc, child);
  }
  const gapBefore = before.length > 0 && (/^\s/.test(oldText) || !oldText) ? ' ' : '';
  const gapAfter = after.length > 0 && /\s$/.test(oldText) ? ' ' : '';
  return `${before.join('')}${gapBefore}${escapeText(text)}${gapAfter}${after.join('')}`;
}

export function setContentText(store: EditorStore, id: string, text: string): boolean {
  const doc = store.document;
  if (!elementNode(doc, id) || contentText(doc, id) === text) return false;
  return store.edit([{ type: 'replaceContent', id, html: contentWithText(doc, id, text) }], { mergeKey: `content:${id}` });
}

// ---- headings ----

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export function setHeadingTag(store: EditorStore, id: string, tag: string): boolean {
  const node = elementNode(store.document, id);
  if (!node || node.tag === tag || !(HEADING_TAGS as readonly string[]).includes(tag)) return false;
  return store.edit([{ type: 'renameElement', id, tag }], { mergeKey: null });
}

// ---- icons ----

/** The icon Size select: site.css sizes the glyph with these classes. */
export const ICON_SIZES: ReadonlyArray<{ label: string; className: string | null }> = [
  { label: 'Default', className: null },
  { label: 'Large', className: 'icon-lg' },
  { label: '2x', className: 'icon-2x' },
  { label: '3x', className: 'icon-3x' },
  { label: '4x', className: 'icon-4x' },
  { label: '5x', className: 'icon-5x' },
];
const SIZE_CLASSES = new Set(ICON_SIZES.map((size) => size.className).filter(Boolean));

export function iconSizeClass(node: ElementNode): string | null {
  return classList(node).find((c) => SIZE_CLASSES.has(c)) ?? null;
}

/** The glyph's name: `leaf` for `icon icon-leaf icon-2x`. */
export function iconName(node: ElementNode): string | null {
  const glyph = classList(node).find((c) => c.startsWith('icon-') && !SIZE_CLASSES.has(c));
  return glyph ? glyph.slice('icon-'.length) : null;
}

export function setIconSize(store: EditorStore, id: string, size: string | null): boolean {
  const node = elementNode(store.document, id);
  const from = node ? iconSizeClass(node) : null;
  if (!node || from === size) return false;
  return store.edit([{ type: 'replaceClass', id, from, to: size }], { label: 'Change icon size', mergeKey: null });
}

/** Draws icon `name`: swaps the icon-<name> class (and adds the base `icon` class when missing). */
export function setIcon(store: EditorStore, id: string, name: string): boolean {
  const node = elementNode(store.document, id);
  const current = node ? iconName(node) : null;
  if (!node || current === name) return false;
  const ops = [{ type: 'replaceClass' as const, id, from: current === null ? null : `icon-${current}`, to: `icon-${name}` }];
  if (!classList(node).includes('icon')) ops.unshift({ type: 'replaceClass', id, from: null, to: 'icon' });
  return store.edit(ops, { label: 'Change icon', mergeKey: null });
}

// ---- form fields ----

export const TEXTAREA_ROWS = { min: 1, max: 10 } as const;

export function clampRows(value: number): number {
  return Math.min(TEXTAREA_ROWS.max, Math.max(TEXTAREA_ROWS.min, Math.round(value)));
}

/** An emptied form action is the default form handler. */
export function formAction(input: string): string {
  return input.trim() || DEFAULT_FORM_ACTION;
}

// ---- select options ----

export interface SelectOption {
  id: string;
  text: string;
  /** The value attribute; null when the option submits its text. */
  value: string | null;
}

/** The options of a select, those in option groups included, in order. */
export function selectOptions(doc: PageDocument, selectId: string): SelectOption[] {
  const out: SelectOption[] = [];
  const visit = (id: string) => {
    const node = elementNode(doc, id);
    if (!node) return;
    if (node.tag === 'option') out.push({ id, text: textOf(doc, id), value: node.attrs.value ?? null });
    else if (node.tag === 'optgroup' || id === selectId) node.children.forEach(visit);
  };
  visit(selectId);
  return out;
}

export function addSelectOption(store: EditorStore, selectId: string, text: string): boolean {
  const select = elementNode(store.document, selectId);
  if (!select) return false;
  return store.edit([{ type: 'insert', parentId: selectId, index: select.children.length, html: `<option>${escapeText(text)}</option>` }], { label: 'Add option' });
}

export function setOptionText(store: EditorStore, optionId: string, text: string): boolean {
  if (textOf(store.document, optionId) === text) return false;
  return store.edit([{ type: 'replaceContent', id: optionId, html: escapeText(text) }], { label: 'Edit option', mergeKey: `content:${optionId}` });
}
