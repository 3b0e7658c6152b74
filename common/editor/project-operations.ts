import { MAX_PROJECT_PAGES } from '../constants.ts';
import { type ElementNode, getElement, type PageDocument, parseInto, parsePage, serializePage } from './document.ts';
import { EditError } from './errors.ts';
import { webFontsUsed } from './fonts.ts';
import { applyOperation, insertIndexBefore, moveBefore, type Operation } from './operations.ts';
import { isSingleElement, PART_ATTRIBUTE, PART_KINDS, partFromInstance, type SitePart } from './parts.ts';
import { styleRulesOf } from './styles.ts';
import type { PageDoc, ProjectPage } from './types.ts';

// Changes to a whole project as plain, serialisable data: the edits of one page (operations.ts)
// and the changes of the page list and the site-wide parts. Each one applied returns its inverse,
// so a project has one history, and the server keeps one ordered log of them
// (server/modules/collab/). Pure: the same on the server and in the browser.

/** One page as the project's operations see it: its document plus what the page saves besides. */
export interface ProjectPageState {
  id: string;
  name: string;
  /** What the page saves beyond its document's settings and styles (head links, language). */
  doc: PageDoc;
  document: PageDocument;
}

export interface ProjectState {
  /** In page-list order. */
  pages: ProjectPageState[];
  /** In no meaningful order: a part is found by its id. */
  parts: SitePart[];
}

/** A shared part as an operation carries it. */
export type PartData = Pick<SitePart, 'name' | 'kind' | 'html' | 'styles'>;

/**
 * - edit: one page's operation (operations.ts).
 * - addPage: `page.html` must carry a data-id on every element, as a saved page does, so every
 *   copy of the project parses it to the same ids. `index` is the place in the page list.
 * - movePage: `index` is the page's place once moved.
 * - setPart: creates, replaces (`part`) or deletes (`null`) a shared part. Its instances on the
 *   pages are not touched here: the server brings them up to date (server/modules/collab/derived.ts).
 * - partFromPage: the part takes the markup (and own-class style rules) of its instance on `page`,
 *   as it stands now: what an edit inside an instance asks for.
 */
export type ProjectOperation =
  | { type: 'edit'; page: string; op: Operation }
  | { type: 'addPage'; page: { id: string; name: string; html: string; doc: PageDoc }; index: number }
  | { type: 'deletePage'; id: string }
  | { type: 'renamePage'; id: string; name: string }
  | { type: 'movePage'; id: string; index: number }
  | { type: 'setPart'; id: string; part: PartData | null }
  | { type: 'partFromPage'; id: string; page: string };

export const PAGE_NAME_MAX_LENGTH = 191;

export const PROJECT_EDIT_MESSAGES = {
  pageNotFound: 'This page no longer exists.',
  pageExists: 'A page with this id already exists.',
  lastPage: 'A project needs at least one page.',
  tooManyPages: `A project can have at most ${MAX_PROJECT_PAGES} pages.`,
  pageName: 'Enter a page name.',
  pagePosition: 'Invalid page position.',
  markupIds: 'Every element needs a data-id of its own.',
  partNotFound: 'This shared part no longer exists.',
  partMarkup: 'A shared part must be exactly one element.',
  partKind: 'Invalid shared part kind.',
  partName: 'Enter a name for the shared part.',
  noInstance: 'This page does not show the shared part.',
} as const;

/** Ways for a caller to see each change as it happens (the web editor mirrors edits onto its canvas). */
export interface ProjectOperationHooks {
  /** Applies one page's operation and returns its inverse; applyOperation on the page's document by default. */
  applyOperation?(page: ProjectPageState, op: Operation): Operation;
}

function pageOrFail(state: ProjectState, id: string): ProjectPageState {
  const page = state.pages.find((each) => each.id === id);
  if (!page) throw new EditError(PROJECT_EDIT_MESSAGES.pageNotFound);
  return page;
}

function partIndexOrFail(state: ProjectState, id: string): number {
  const at = state.parts.findIndex((part) => part.id === id);
  if (at < 0) throw new EditError(PROJECT_EDIT_MESSAGES.partNotFound);
  return at;
}

function checkName(name: unknown, message: string): void {
  if (typeof name !== 'string' || name.trim() !== name || name.length === 0 || name.length > PAGE_NAME_MAX_LENGTH) throw new EditError(message);
}

function checkPosition(index: number, last: number): void {
  if (!Number.isInteger(index) || index < 0 || index > last) throw new EditError(PROJECT_EDIT_MESSAGES.pagePosition);
}

/** The page's document from markup that names every element's id (no id is made up on the way). */
function documentWithOwnIds(html: string, doc?: Partial<PageDoc>): PageDocument {
  const document = parsePage('', doc);
  const built = parseInto(document, document.rootId, html);
  if (built.idsChanged) throw new EditError(PROJECT_EDIT_MESSAGES.markupIds);
  for (const [id, node] of built.nodes) document.nodes.set(id, node);
  (document.nodes.get(document.rootId) as ElementNode).children = built.rootIds;
  return document;
}

/** The page's saved data besides its document (kept as it came, without the styles its document holds). */
function restOfDoc(doc: PageDoc): PageDoc {
  const { styles: _styles, ...rest } = doc;
  return rest;
}

/** What the page saves as `doc`: its settings and styles from the document, the fonts they use, the rest as loaded. */
export function pageDocOf(page: ProjectPageState): PageDoc {
  const { document } = page;
  const styles = styleRulesOf(document.styles);
  const fonts = new Set([...webFontsUsed(styles), ...webFontsUsed(document.meta.css)].map((font) => font.id));
  // Shown in menus is the default: only a hidden page says so.
  const { hideFromMenu, ...meta } = document.meta;
  const { hideFromMenu: _loaded, ...doc } = page.doc;
  return { ...doc, ...meta, ...(hideFromMenu ? { hideFromMenu } : {}), styles, fonts: [...fonts] };
}

/** The page as the projects API carries it. */
export function serializeProjectPage(page: ProjectPageState): Pick<ProjectPage, 'id' | 'name' | 'html' | 'doc'> {
  return { id: page.id, name: page.name, html: serializePage(page.document), doc: pageDocOf(page) };
}

/** A project's state from its pages and parts as the projects API gives them. */
export function projectStateOf(project: { pages?: readonly Pick<ProjectPage, 'id' | 'name' | 'html' | 'doc'>[]; parts?: readonly SitePart[] }): ProjectState {
  return {
    pages: (project.pages ?? []).map((page) => ({ id: page.id, name: page.name, doc: restOfDoc(page.doc), document: parsePage(page.html, page.doc) })),
    parts: (project.parts ?? []).map((part) => ({ id: part.id, ...partData(part) })),
  };
}

function partData(part: PartData): PartData {
  return { name: part.name, kind: part.kind, html: part.html, styles: part.styles.map((rule) => ({ ...rule, declarations: { ...rule.declarations } })) };
}

function checkPart(part: PartData): void {
  checkName(part.name, PROJECT_EDIT_MESSAGES.partName);
  if (!(PART_KINDS as readonly string[]).includes(part.kind)) throw new EditError(PROJECT_EDIT_MESSAGES.partKind);
  if (!isSingleElement(part.html)) throw new EditError(PROJECT_EDIT_MESSAGES.partMarkup);
  // Every page's instance takes the part's ids: made-up ones would differ from one copy to the next.
  documentWithOwnIds(part.html);
}

/** The element on the page that is an instance of the part, if any. O(page). */
export function instanceOnPage(document: PageDocument, partId: string): ElementNode | null {
  for (const node of document.nodes.values()) if (node.type === 'element' && node.attrs[PART_ATTRIBUTE] === partId) return node;
  return null;
}

/**
 * Applies one project operation. Throws EditError, leaving the project unchanged, when it is
 * refused. Returns the inverse.
 */
export function applyProjectOperation(state: ProjectState, op: ProjectOperation, hooks: ProjectOperationHooks = {}): ProjectOperation {
  switch (op.type) {
    case 'edit': {
      const page = pageOrFail(state, op.page);
      const inverse = hooks.applyOperation ? hooks.applyOperation(page, op.op) : applyOperation(page.document, op.op);
      return { type: 'edit', page: page.id, op: inverse };
    }
    case 'addPage': {
      if (state.pages.some((page) => page.id === op.page.id)) throw new EditError(PROJECT_EDIT_MESSAGES.pageExists);
      if (state.pages.length >= MAX_PROJECT_PAGES) throw new EditError(PROJECT_EDIT_MESSAGES.tooManyPages);
      checkName(op.page.name, PROJECT_EDIT_MESSAGES.pageName);
      checkPosition(op.index, state.pages.length);
      const document = documentWithOwnIds(op.page.html, op.page.doc);
      state.pages.splice(op.index, 0, { id: op.page.id, name: op.page.name, doc: restOfDoc(op.page.doc), document });
      return { type: 'deletePage', id: op.page.id };
    }
    case 'deletePage': {
      const index = state.pages.findIndex((page) => page.id === op.id);
      if (index < 0) throw new EditError(PROJECT_EDIT_MESSAGES.pageNotFound);
      if (state.pages.length <= 1) throw new EditError(PROJECT_EDIT_MESSAGES.lastPage);
      const [page] = state.pages.splice(index, 1);
      return { type: 'addPage', page: serializeProjectPage(page), index };
    }
    case 'renamePage': {
      const page = pageOrFail(state, op.id);
      checkName(op.name, PROJECT_EDIT_MESSAGES.pageName);
      const previous = page.name;
      page.name = op.name;
      return { type: 'renamePage', id: page.id, name: previous };
    }
    case 'movePage': {
      const from = state.pages.findIndex((page) => page.id === op.id);
      if (from < 0) throw new EditError(PROJECT_EDIT_MESSAGES.pageNotFound);
      checkPosition(op.index, state.pages.length - 1);
      const [page] = state.pages.splice(from, 1);
      state.pages.splice(op.index, 0, page);
      return { type: 'movePage', id: op.id, index: from };
    }
    case 'setPart': {
      const at = state.parts.findIndex((part) => part.id === op.id);
      const previous = at < 0 ? null : partData(state.parts[at]);
      if (op.part === null) {
        state.parts.splice(partIndexOrFail(state, op.id), 1);
      } else {
        checkPart(op.part);
        const part = { id: op.id, ...partData(op.part) };
        if (at < 0) state.parts.push(part);
        else state.parts[at] = part;
      }
      return { type: 'setPart', id: op.id, part: previous };
    }
    case 'partFromPage': {
      const at = partIndexOrFail(state, op.id);
      const { document } = pageOrFail(state, op.page);
      const instance = instanceOnPage(document, op.id);
      if (!instance) throw new EditError(PROJECT_EDIT_MESSAGES.noInstance);
      const previous = partData(state.parts[at]);
      state.parts[at] = { ...state.parts[at], ...partFromInstance(document, instance.id, document.styles) };
      return { type: 'setPart', id: op.id, part: previous };
    }
  }
}

/**
 * A position that others' changes have since made too large (siblings or pages removed
 * meanwhile) becomes the last one, so the element or page still lands rather than being lost.
 * Anything else is left for applyProjectOperation to judge.
 */
function clampPosition(state: ProjectState, op: ProjectOperation): ProjectOperation {
  if (op.type === 'addPage' && Number.isInteger(op.index) && op.index > state.pages.length) return { ...op, index: state.pages.length };
  if (op.type === 'movePage' && Number.isInteger(op.index) && op.index > state.pages.length - 1) return { ...op, index: Math.max(0, state.pages.length - 1) };
  if (op.type !== 'edit' || (op.op.type !== 'insert' && op.op.type !== 'move')) return op;
  const document = state.pages.find((page) => page.id === op.page)?.document;
  const inner = op.op;
  if (!document || !getElement(document, inner.parentId) || !Number.isInteger(inner.index)) return op;
  const last = inner.type === 'insert' ? insertIndexBefore(document, inner.parentId, null) : (moveBefore(document, inner.id, inner.parentId, null) as { index: number }).index;
  return inner.index <= last ? op : { ...op, op: { ...withoutSplit(inner), index: last } };
}

function withoutSplit<T extends { split?: number }>(op: T): T {
  const { split: _split, ...rest } = op;
  return rest as T;
}

function attempt(state: ProjectState, op: ProjectOperation, hooks?: ProjectOperationHooks): ProjectOperation | null {
  try {
    return applyProjectOperation(state, op, hooks);
  } catch (error) {
    if (error instanceof EditError) return null;
    throw error;
  }
}

/**
 * Applies an operation made on an older copy of the project on top of the current one (a rebase):
 * a position past the end becomes the end, a text split that no longer fits is left out, and an
 * operation that no longer applies (its element or page was deleted meanwhile, …) is left out
 * whole, returning null with the project unchanged. Returns the operation as applied (a copy:
 * insert and replaceContent write their final ids into it) and its inverse.
 */
export function applyRebased(state: ProjectState, op: ProjectOperation, hooks?: ProjectOperationHooks): { op: ProjectOperation; inverse: ProjectOperation } | null {
  let applied = clampPosition(state, structuredClone(op));
  let inverse = attempt(state, applied, hooks);
  if (!inverse && applied.type === 'edit' && (applied.op.type === 'insert' || applied.op.type === 'move') && applied.op.split !== undefined) {
    applied = { ...applied, op: withoutSplit(applied.op) };
    inverse = attempt(state, applied, hooks);
  }
  return inverse ? { op: applied, inverse } : null;
}
