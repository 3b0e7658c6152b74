import { stripDataIds } from '../../../../../common/editor/data-ids.ts';
import { escapeAttribute } from '../../../../../common/editor/html.ts';
import { PART_ATTRIBUTE, type SitePart } from '../../../../../common/editor/parts.ts';
import { parsePage, serializeNode, type ElementNode, type PageDoc, type PageDocument, type ProjectPage } from '../model.ts';

// A new page can start from the site's layout: the site header, one section in the site's style
// and the site footer, with what they need to look the same (the first page's custom CSS and fonts
// and its style rules for the classes they use). Where the site has a shared header or footer
// part, the new page holds an instance of it, so it follows the part; otherwise the first page's
// header (its first <header> or <nav>) and footer (its last <footer>) are copied.

export type PageStartKind = 'frame' | 'blank';

export interface PageStart {
  html: string;
  doc: Partial<PageDoc>;
}

interface Frame {
  header: ElementNode | null;
  footer: ElementNode | null;
}

function findFrame(document: PageDocument): Frame {
  const frame: Frame = { header: null, footer: null };
  const visit = (id: string) => {
    const node = document.nodes.get(id);
    if (!node || node.type !== 'element') return;
    if (!frame.header && (node.tag === 'header' || node.tag === 'nav')) {
      frame.header = node;
      return;
    }
    if (node.tag === 'footer') {
      frame.footer = node;
      return;
    }
    node.children.forEach(visit);
  };
  (document.nodes.get(document.rootId) as ElementNode).children.forEach(visit);
  return frame;
}

function classesIn(document: PageDocument, node: ElementNode, into: Set<string>): Set<string> {
  for (const name of (node.attrs.class ?? '').split(/\s+/)) if (name) into.add(name);
  for (const id of node.children) {
    const child = document.nodes.get(id);
    if (child?.type === 'element') classesIn(document, child, into);
  }
  return into;
}

const NEW_SECTION = { heading: 'New section', text: 'Tell your visitors what this page is about.' };

function classAttribute(node: ElementNode | undefined, fallback = ''): string {
  const value = node?.attrs.class ?? fallback;
  return value ? ` class="${escapeAttribute(value)}"` : '';
}

/** The elements under `id` down to `depth` levels, breadth first. */
function near(document: PageDocument, id: string, depth: number): ElementNode[] {
  const out: ElementNode[] = [];
  let level = [id];
  for (let i = 0; i < depth; i++) {
    level = level.flatMap((parent) => (document.nodes.get(parent) as ElementNode).children.filter((child) => document.nodes.get(child)?.type === 'element'));
    out.push(...level.map((child) => document.nodes.get(child) as ElementNode));
  }
  return out;
}

/**
 * One section as the site writes them: the classes of the first page's first top-level section,
 * its container, and the heading and paragraph near the container's top (not a card's).
 */
function siteSection(document: PageDocument): { html: string; classes: Set<string> } {
  const top = (document.nodes.get(document.rootId) as ElementNode).children.map((id) => document.nodes.get(id));
  const section = top.find((node): node is ElementNode => node?.type === 'element' && node.tag === 'section' && !node.attrs[PART_ATTRIBUTE]);
  const container = section ? near(document, section.id, 2).find((node) => /\bcontainer/.test(node.attrs.class ?? '')) : undefined;
  const around = container ? near(document, container.id, 2) : [];
  const heading = around.find((node) => /^h[1-3]$/.test(node.tag));
  const paragraph = around.find((node) => node.tag === 'p');
  const classes = new Set<string>();
  for (const node of [section, container, heading, paragraph]) for (const name of (node?.attrs.class ?? '').split(/\s+/)) if (name) classes.add(name);
  const html =
    `<section${classAttribute(section, 'section')}><div${classAttribute(container, 'container')}>` +
    `<h2${classAttribute(heading)}>${NEW_SECTION.heading}</h2><p${classAttribute(paragraph)}>${NEW_SECTION.text}</p></div></section>`;
  return { html, classes };
}

/**
 * The site's layout as a new page's start: the header and footer (instances of the site's parts
 * when it has them) around one section in the site's style, or around `content` when given (a
 * collection's page); null when the site has neither.
 */
export function siteFrameStart(first: Pick<ProjectPage, 'html' | 'doc'>, parts: readonly SitePart[] = [], content?: string): PageStart | null {
  const document = parsePage(first.html, first.doc);
  const frame = findFrame(document);
  const classes = new Set<string>();
  const slot = (kind: 'header' | 'footer', node: ElementNode | null): string => {
    const part = parts.find((candidate) => candidate.kind === kind);
    // An instance keeps the part's ids (the same on every page); a copy gets fresh ones.
    if (part) return part.html;
    if (!node) return '';
    classesIn(document, node, classes);
    return stripDataIds(serializeNode(document, node.id));
  };
  const header = slot('header', frame.header);
  const footer = slot('footer', frame.footer);
  if (!header && !footer) return null;
  const section = content === undefined ? siteSection(document) : { html: content, classes: new Set<string>() };
  for (const name of section.classes) classes.add(name);
  return {
    html: `${header}${section.html}${footer}`,
    doc: {
      css: first.doc.css ?? '',
      fonts: [...(first.doc.fonts ?? [])],
      headLinks: [...(first.doc.headLinks ?? [])],
      styles: (first.doc.styles ?? []).filter((rule) => classes.has(rule.selector.slice(1))).map((rule) => ({ ...rule, declarations: { ...rule.declarations } })),
    },
  };
}
