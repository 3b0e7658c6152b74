import type { LinkPage } from '../../../../../common/editor/links.ts';
import type { PageDocument } from '../model.ts';
import type { EditorStore } from './editor-store.ts';

// What the link dialog offers: the project's pages (with the slugs their links use) and the ids
// present in the page being edited. Read when the dialog opens, not on every edit.

export function linkPages(store: EditorStore): LinkPage[] {
  return store.getState().pages.map((page) => ({ id: page.id, name: page.name, slug: store.pageMetaOf(page.id)?.slug ?? '' }));
}

/** The element ids of the page, in document order, each once. */
export function pageAnchors(doc: PageDocument): string[] {
  const ids = new Set<string>();
  const visit = (id: string) => {
    const node = doc.nodes.get(id);
    if (node?.type !== 'element') return;
    const anchor = node.attrs.id?.trim();
    if (anchor) ids.add(anchor);
    for (const child of node.children) visit(child);
  };
  visit(doc.rootId);
  return [...ids];
}
