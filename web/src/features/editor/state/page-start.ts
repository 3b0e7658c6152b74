import { stripDataIds } from '../../../../../common/editor/data-ids.ts';
import { parsePage, serializeNode, type ElementNode, type PageDoc, type PageDocument, type ProjectPage } from '../model.ts';
import { BLANK_PAGE_HTML } from './editor-store.ts';

// A new page can start from the site's frame: the first page's header (its first <header> or
// <nav>) and footer (its last <footer>) around an empty container, with what they need to look
// the same: the first page's custom CSS and fonts and its style rules for the classes they use.

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

/** The first page's header and footer as a new page's start, or null when it has neither. */
export function siteFrameStart(first: Pick<ProjectPage, 'html' | 'doc'>): PageStart | null {
  const document = parsePage(first.html, first.doc);
  const { header, footer } = findFrame(document);
  if (!header && !footer) return null;
  const parts = [header, footer].filter((node): node is ElementNode => node !== null);
  const classes = new Set<string>();
  for (const node of parts) classesIn(document, node, classes);
  // Fresh ids: the new page's elements get their own when it is parsed.
  const copy = (node: ElementNode | null) => (node ? stripDataIds(serializeNode(document, node.id)) : '');
  return {
    html: `${copy(header)}${BLANK_PAGE_HTML}${copy(footer)}`,
    doc: {
      css: first.doc.css ?? '',
      fonts: [...(first.doc.fonts ?? [])],
      headLinks: [...(first.doc.headLinks ?? [])],
      styles: (first.doc.styles ?? []).filter((rule) => classes.has(rule.selector.slice(1))).map((rule) => ({ ...rule, declarations: { ...rule.declarations } })),
    },
  };
}
