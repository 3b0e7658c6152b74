import { parsePage, type ElementNode, type PageDocument } from '../model.ts';
import { classList, elementNode } from './element-info.ts';

// What a catalogue block becomes where it is dropped. Between a page's sections (in the body, or
// in the <main> generated sites hold their sections in) only a band that spans the page belongs: a
// row, a card or a pricing table there would sit against the window's edges, and a row's negative
// margins would make the page wider than the window. Such a block lands inside a section of its
// own, with the spacing classes the page's sections already use. A page without sections (a blank
// page's container) takes blocks as they are.

/** Elements that are a band of the page by themselves. */
const BAND_TAGS = new Set(['section', 'header', 'footer', 'main']);
const BAND_CLASSES = new Set(['container', 'container-fluid', 'section', 'jumbotron', 'image-header', 'page-header', 'navbar', 'site-header', 'site-footer']);
/** The classes that give a section its spacing (section, section-sm), not its colours. */
const SECTION_SPACING = /^section(-[a-z]+)?$/;

function isBand(node: ElementNode): boolean {
  return BAND_TAGS.has(node.tag) || classList(node).some((name) => BAND_CLASSES.has(name));
}

function isSection(node: ElementNode | null): node is ElementNode {
  return Boolean(node && (node.tag === 'section' || classList(node).includes('section')));
}

/** The page's sections sit here: the body, or a <main> directly in it, holding at least one section. */
function holdsSections(doc: PageDocument, parent: ElementNode | null): parent is ElementNode {
  if (!parent || !(parent.id === doc.rootId || (parent.tag === 'main' && parent.parent === doc.rootId))) return false;
  return parent.children.some((id) => isSection(elementNode(doc, id)));
}

/** The spacing classes of the section nearest to `index` among the parent's children (before it first). */
function sectionClasses(doc: PageDocument, parent: ElementNode, index: number): string[] {
  const siblings = parent.children.map((id) => elementNode(doc, id));
  const nearest = [...siblings.slice(0, index).reverse(), ...siblings.slice(index)].find(isSection);
  const spacing = nearest ? classList(nearest).filter((name) => SECTION_SPACING.test(name)) : [];
  return spacing.length > 0 ? spacing : ['section'];
}

/** The markup to insert for a block dropped at `index` in `parentId`: itself, or wrapped in a section at page level. */
export function blockForDrop(doc: PageDocument, drop: { parentId: string; index: number }, html: string): string {
  const parent = elementNode(doc, drop.parentId);
  if (!holdsSections(doc, parent)) return html;
  const block = parsePage(html);
  const elements = elementNode(block, block.rootId)!.children.map((id) => elementNode(block, id)).filter((node) => node !== null);
  if (elements.length === 0 || elements.every(isBand)) return html;
  const classes = sectionClasses(doc, parent, drop.index).join(' ');
  return `<section class="${classes}"><div class="container">${html}</div></section>`;
}

/** The block inside a section blockForDrop wrapped it in (section, container, block). */
export function wrappedBlockId(doc: PageDocument, sectionId: string | null): string | null {
  const first = (id: string | null | undefined) => elementNode(doc, id)?.children.find((child) => doc.nodes.get(child)?.type === 'element') ?? null;
  return first(first(sectionId));
}
