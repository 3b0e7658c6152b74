import type { RewriteMode } from '../../../../../common/ai/assist.ts';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { escapeText } from '../../../../../common/editor/html.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { dismissToast, toast } from '../../../ui/toast/toast-store.ts';
import { serializeNode, type ElementNode, type PageDocument } from '../model.ts';
import type { EditorStore } from '../state/editor-store.ts';
import { classList, elementNode, inlineEditTarget } from '../state/element-info.ts';
import { regenerateSectionHtml, rewriteText, suggestAltText } from './assist-api.ts';

// The editor's AI tools as edits: each answer from the server becomes one undoable step, made
// only if the element it was asked for is still there as it was (the user may have edited on
// while waiting). A notice from the server (the endpoint failed, the rules could not help) shows
// as a toast beside the result.

const CHANGED_MEANWHILE = 'The element changed while the AI was working; nothing was replaced.';
const AI_FAILED = 'The AI request failed.';

/** The section a selection belongs to: a top-level section or a hero, the selection itself or around it. */
export function sectionAround(doc: PageDocument, id: string | null): ElementNode | null {
  for (let node = elementNode(doc, id); node && node.id !== doc.rootId; node = elementNode(doc, node.parent)) {
    const parent = elementNode(doc, node.parent);
    const topLevel = parent && (parent.id === doc.rootId || parent.tag === 'main');
    const classes = classList(node);
    if (classes.includes('jumbotron') || classes.includes('image-header') || (topLevel && (node.tag === 'section' || node.attrs.id === 'hero'))) return node;
  }
  return null;
}

/** The selected element when its text can be rewritten: a text element with some text. */
export function rewritableText(doc: PageDocument, id: string | null): ElementNode | null {
  const node = id ? inlineEditTarget(doc, id) : null;
  return node && node.id === id && textContent(doc, node).trim() ? node : null;
}

export function textContent(doc: PageDocument, node: ElementNode): string {
  return node.children
    .map((childId) => {
      const child = doc.nodes.get(childId);
      if (child?.type === 'text') return child.text;
      return child?.type === 'element' ? textContent(doc, child) : '';
    })
    .join('');
}

async function withProgress<T>(message: string, work: () => Promise<T>): Promise<T | null> {
  const loading = toast.loading(message);
  try {
    return await work();
  } catch (error) {
    showHttpErrorToast(error, AI_FAILED);
    return null;
  } finally {
    dismissToast(loading);
  }
}

/** Still the same element, on the same page, unchanged: the answer may replace it. */
function unchanged(store: EditorStore, pageId: string, id: string, html: string): boolean {
  const same = store.getState().activePageId === pageId && elementNode(store.document, id) !== null && serializeNode(store.document, id) === html;
  if (!same) toast.danger(CHANGED_MEANWHILE);
  return same;
}

function announce(notice: string | null): void {
  if (notice) toast(notice, { duration: 8000 });
}

export async function regenerateSection(store: EditorStore, id: string): Promise<boolean> {
  const doc = store.document;
  const node = elementNode(doc, id);
  const parent = node ? elementNode(doc, node.parent) : null;
  if (!node || !parent) return false;
  const { projectId, activePageId: pageId } = store.getState();
  const html = serializeNode(doc, id);
  // Another seed each time: regenerating twice gives a third version, not the second again.
  const seed = Math.floor(Math.random() * 2 ** 31);
  const answer = await withProgress('Writing a new version of the section…', () => regenerateSectionHtml({ projectId, pageId, html, seed }));
  if (!answer || !unchanged(store, pageId, id, html)) return false;
  const index = parent.children.indexOf(id);
  const newId = /^<[^>]*\sdata-id="([^"]+)"/.exec(answer.html)?.[1] ?? null;
  const done = store.edit(
    [
      { type: 'remove', id },
      { type: 'insert', parentId: parent.id, index, html: answer.html },
    ],
    { label: 'Regenerate section', mergeKey: null, select: newId },
  );
  if (done) announce(answer.notice);
  return done;
}

export async function rewriteElementText(store: EditorStore, id: string, mode: RewriteMode, language?: PlanLanguage): Promise<boolean> {
  const node = rewritableText(store.document, id);
  if (!node) return false;
  const pageId = store.getState().activePageId;
  const html = serializeNode(store.document, id);
  const answer = await withProgress('Rewriting…', () => rewriteText({ text: textContent(store.document, node), mode, ...(language ? { language } : {}) }));
  if (!answer || !unchanged(store, pageId, id, html)) return false;
  // The answer is plain text and goes in as text, whatever it contains.
  const done = store.edit([{ type: 'replaceContent', id, html: escapeText(answer.text) }], { label: 'Rewrite text', mergeKey: null });
  if (done) announce(answer.notice);
  return done;
}

/** The first heading or caption inside `node`, outside `skip`, in document order. */
function firstHeading(doc: PageDocument, node: ElementNode, skip: string): ElementNode | null {
  for (const childId of node.children) {
    const child = elementNode(doc, childId);
    if (!child || child.id === skip) continue;
    if (/^(h[1-6]|figcaption)$/.test(child.tag)) return child;
    const found = firstHeading(doc, child, skip);
    if (found) return found;
  }
  return null;
}

/** The text near an image that says what it shows: the heading or caption of the smallest part of the page around it that has one. */
function imageContext(doc: PageDocument, image: ElementNode): string {
  for (let node = elementNode(doc, image.parent); node && node.id !== doc.rootId; node = elementNode(doc, node.parent)) {
    const heading = firstHeading(doc, node, image.id);
    if (heading) return textContent(doc, heading).replace(/\s+/g, ' ').trim().slice(0, 500);
  }
  return '';
}

export async function suggestImageAlt(store: EditorStore, id: string): Promise<boolean> {
  const image = elementNode(store.document, id);
  if (!image) return false;
  const pageId = store.getState().activePageId;
  const html = serializeNode(store.document, id);
  const answer = await withProgress('Suggesting alt text…', () => suggestAltText({ src: image.attrs.src ?? '', context: imageContext(store.document, image) }));
  if (!answer || !unchanged(store, pageId, id, html)) return false;
  const done = store.edit([{ type: 'setAttributes', id, attrs: { alt: answer.alt } }], { label: 'Suggest alt text', mergeKey: null });
  if (done) announce(answer.notice);
  return done;
}
