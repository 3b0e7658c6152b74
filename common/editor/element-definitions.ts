import type { ElementNode } from './document.ts';
import { columnSpan, isRow } from './layout.ts';

// Element definitions carry categories, allowed content and editing capabilities. The panels ask
// definitionFor(node) what the selected element is and show only what applies: the style panel
// its groups per capability, the settings panel its controls. Matching is by tag and class, so a definition never depends on data ids.

export const CAPABILITIES = ['settings', 'text', 'background', 'border', 'shadow', 'margin', 'padding', 'visibility'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export type ElementCategory = 'typography' | 'layout' | 'buttons' | 'components' | 'forms' | 'media' | 'sections' | 'widgets';

/** The settings panel's controls beyond id, title and the attribute editor that every element has. */
export type SettingsControl = 'heading' | 'icon' | 'content' | 'link' | 'image' | 'video' | 'textarea' | 'form' | 'select' | 'table';

/**
 * What may go inside: 'none' (void or glyph), 'text' (text and inline formatting), 'flow' (any
 * element the model accepts there), or the names of the definitions that belong (a Row takes Columns).
 */
export type AllowedContent = readonly ('none' | 'text' | 'flow' | string)[];

export interface ElementTypeDefinition {
  /** The catalogue name: "Heading", "Button", "Icon", … */
  name: string;
  category: ElementCategory;
  allowedContent: AllowedContent;
  capabilities: readonly Capability[];
  controls: readonly SettingsControl[];
}

/** The form action an emptied form action field falls back to: the project's form handler. */
export const DEFAULT_FORM_ACTION = '/api/v1/forms/submit';

type Node = Pick<ElementNode, 'tag' | 'attrs'>;

const ALL: readonly Capability[] = CAPABILITIES;
const BOX: readonly Capability[] = ['settings', 'background', 'border', 'shadow', 'margin', 'padding', 'visibility'];
const MEDIA: readonly Capability[] = ['settings', 'border', 'shadow', 'margin', 'padding', 'visibility'];
const GLYPH: readonly Capability[] = ['settings', 'text', 'shadow', 'margin', 'padding', 'visibility'];
const TEXT: AllowedContent = ['text'];
const FLOW: AllowedContent = ['flow'];
const NONE: AllowedContent = ['none'];

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const INLINE_TEXT = new Set(['span', 'em', 'i', 'strong', 'b', 'u', 's', 'small', 'mark', 'code', 'sub', 'sup', 'abbr', 'cite', 'q']);
const SECTIONING = new Set(['section', 'header', 'footer', 'nav', 'main', 'article', 'aside']);
const TABLE_PARTS: Readonly<Record<string, string>> = { table: 'Table', thead: 'Table head', tbody: 'Table body', tfoot: 'Table footer', tr: 'Table row', td: 'Table cell', th: 'Table cell' };
const ARTICLE_ATTRIBUTES = ['data-article-id', 'data-article-url', 'data-article-keyword'];

function classes(node: Node): string[] {
  return (node.attrs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(node: Node, name: string): boolean {
  return classes(node).includes(name);
}

export function isIconElement(node: Node): boolean {
  return node.tag === 'i' && classes(node).some((c) => /^icon(-|$)/.test(c) || /^fa/.test(c));
}

function isColumn(node: Node): boolean {
  return columnSpan(node) !== null || classes(node).some((c) => /^col(-(sm|md|lg|xl|xxl))?(-(\d{1,2}|auto))?$/.test(c));
}

function define(name: string, category: ElementCategory, allowedContent: AllowedContent, capabilities: readonly Capability[], controls: readonly SettingsControl[] = []): ElementTypeDefinition {
  return { name, category, allowedContent, capabilities, controls };
}

const BODY = define('Body', 'layout', FLOW, ['background', 'text', 'padding']);
const OMELETTE = define('Omelette Widget', 'widgets', NONE, BOX);
const FACTORY_ARTICLE = define('Factory Article', 'widgets', NONE, BOX);
const ICON = define('Icon', 'typography', NONE, GLYPH, ['icon']);
const LINK_BUTTON = define('Button', 'buttons', TEXT, ALL, ['content', 'link']);
const BUTTON = define('Button', 'buttons', TEXT, ALL, ['content']);
const LINK = define('Link', 'buttons', TEXT, ALL, ['content', 'link']);
const HEADING = define('Heading', 'typography', TEXT, ALL, ['heading']);
const IMAGE = define('Image', 'media', NONE, MEDIA, ['image']);
const VIDEO = define('Responsive video', 'media', NONE, MEDIA, ['video']);
const TEXT_AREA = define('Text area', 'forms', NONE, ALL, ['textarea']);
const SELECT = define('Select', 'forms', ['Option'], ALL, ['select']);
const OPTION = define('Option', 'forms', TEXT, ['settings'], ['content']);
const INPUT = define('Input field', 'forms', NONE, ALL);
const FORM = define('Form', 'forms', FLOW, ALL, ['form']);
const CONTAINER = define('Container', 'layout', ['Row'], ALL);
const ROW = define('Row', 'layout', ['Column'], ALL);
const COLUMN = define('Column', 'layout', FLOW, ALL);
const LIST = define('Unordered list', 'typography', ['List item'], ALL);
const LIST_ITEM = define('List item', 'typography', FLOW, ALL);
const DEFINITION_LIST = define('Definition list', 'typography', ['Definition term', 'Definition'], ALL);
const PARAGRAPH = define('Paragraph', 'typography', TEXT, ALL);
const DIVIDER = define('Divider', 'typography', NONE, ['settings', 'border', 'margin', 'visibility']);
const SVG = define('Svg', 'typography', NONE, MEDIA);
const LABEL = define('Label', 'typography', TEXT, ALL);
const BLOCKQUOTE = define('Blockquote', 'typography', FLOW, ALL);
const ADDRESS = define('Address', 'typography', FLOW, ALL);

/** First match wins: the specific (a widget, an icon, a button link) before the general (a div, an a). */
const DEFINITIONS: ReadonlyArray<[(node: Node) => boolean, (node: Node) => ElementTypeDefinition]> = [
  [(n) => n.tag === 'body', () => BODY],
  [(n) => 'data-waitlist' in n.attrs, () => OMELETTE],
  [(n) => ARTICLE_ATTRIBUTES.some((name) => name in n.attrs), () => FACTORY_ARTICLE],
  [isIconElement, () => ICON],
  [(n) => n.tag === 'a' && hasClass(n, 'btn'), () => LINK_BUTTON],
  [(n) => n.tag === 'button', () => BUTTON],
  [(n) => n.tag === 'a', () => LINK],
  [(n) => HEADINGS.has(n.tag), () => HEADING],
  [(n) => n.tag === 'img', () => IMAGE],
  [(n) => n.tag === 'iframe' || hasClass(n, 'embed-responsive'), () => VIDEO],
  [(n) => n.tag === 'textarea', () => TEXT_AREA],
  [(n) => n.tag === 'select', () => SELECT],
  [(n) => n.tag === 'option', () => OPTION],
  [(n) => n.tag === 'input', () => INPUT],
  [(n) => n.tag === 'form', () => FORM],
  [(n) => n.tag in TABLE_PARTS, (n) => define(TABLE_PARTS[n.tag], 'components', n.tag === 'td' || n.tag === 'th' ? FLOW : [], ALL, ['table'])],
  [(n) => isRow(n), () => ROW],
  [isColumn, () => COLUMN],
  [(n) => hasClass(n, 'container') || hasClass(n, 'container-fluid'), () => CONTAINER],
  [(n) => n.tag === 'ul' || n.tag === 'ol', (n) => (n.tag === 'ol' ? { ...LIST, name: 'Ordered list' } : LIST)],
  [(n) => n.tag === 'li', () => LIST_ITEM],
  [(n) => n.tag === 'dl', () => DEFINITION_LIST],
  [(n) => n.tag === 'dt' || n.tag === 'dd', (n) => define(n.tag === 'dt' ? 'Definition term' : 'Definition', 'typography', TEXT, ALL)],
  [(n) => n.tag === 'p', () => PARAGRAPH],
  [(n) => n.tag === 'hr', () => DIVIDER],
  [(n) => n.tag === 'svg', () => SVG],
  [(n) => n.tag === 'label', () => LABEL],
  [(n) => n.tag === 'blockquote', () => BLOCKQUOTE],
  [(n) => n.tag === 'address', () => ADDRESS],
  [(n) => INLINE_TEXT.has(n.tag), () => define('Text', 'typography', TEXT, ALL)],
  [(n) => SECTIONING.has(n.tag), (n) => define(n.tag.charAt(0).toUpperCase() + n.tag.slice(1), 'layout', FLOW, ALL)],
  [(n) => n.tag === 'div', () => define('Div container', 'layout', FLOW, ALL)],
];

const GENERIC = define('Element', 'components', FLOW, ALL);

/** The definition of a page element: its name, category, allowed content, capabilities and settings controls. */
export function definitionFor(node: Node): ElementTypeDefinition {
  for (const [matches, definition] of DEFINITIONS) if (matches(node)) return definition(node);
  return GENERIC;
}

export function hasCapability(node: Node, capability: Capability): boolean {
  return definitionFor(node).capabilities.includes(capability);
}
