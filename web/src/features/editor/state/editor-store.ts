import { HISTORY_MAX_STEPS, MAX_PROJECT_PAGES } from '../../../../../common/constants.ts';
import {
  addColumn,
  applyOperation,
  describeOperation,
  elementNameFromHtml,
  EDIT_MESSAGES,
  EditError,
  EditorHistory,
  generateId,
  mergeKeyOf,
  newOwnStyleClass,
  newRowHtml,
  ownStyleClass,
  parsePage,
  resolveDeclaration,
  styleRulesOf,
  serializeNode,
  serializePage,
  type ElementNode,
  type Operation,
  type PageDoc,
  type PageDocument,
  type Project,
  type ProjectPage,
  type PageMeta,
  type StyleBreakpoint,
  type StyleRule,
} from '../model.ts';
import { webFontsUsed } from '../../../../../common/editor/fonts.ts';
import { expandDocument, expandPage, partFromInstance, PART_ATTRIBUTE, type PartKind, type PartPage, type SitePart } from '../../../../../common/editor/parts.ts';
import { restyleCopy, rulesForSubtree } from '../../../../../common/editor/style-copies.ts';
import { localizeBlock } from '../../../../../common/editor/block-copy.ts';
import { blockForDrop, wrappedBlockId } from './block-placement.ts';
import { acceptsDrop, canDropAt, isNoOpMove, moveIndex, type DragSubject, type DropTarget } from './drop-target.ts';
import { elementLabel, elementNode, elementSibling, isDropContainer, isLayoutElement, layoutKind } from './element-info.ts';
import { parsePageInBrowser } from './browser-parse.ts';
import { withFreshIds } from './fresh-ids.ts';
import {
  DEFAULT_PART_NAMES,
  instanceAround,
  instanceOf,
  manualMenuOperations,
  PART_MESSAGES,
  partKindFor,
  partsReachedBy,
  partSnapshot,
  syncDocument,
  syncStyles,
  withoutPartAttribute,
} from './parts.ts';
import { isRetryableSaveError, newSaveKey, saveRetryDelay, type SavedPage, type SavePayload } from './saving.ts';

// The editor's state as plain data with explicit actions (read through useSyncExternalStore).
// Page documents are the model's mutable PageDocuments; one edit is one applyOperation per
// operation, one mirror call per operation (the canvas registers itself as the mirror) and one
// history.record. Nothing here touches the DOM, so the tests drive it directly.

export const PANELS = ['elements', 'style', 'settings', 'layout', 'pages', 'history', 'edit', 'addons', 'navigator'] as const;
export type PanelName = (typeof PANELS)[number];
/** Panels about the selected element: selecting nothing leaves them for the elements panel. */
const SELECTION_PANELS = new Set<PanelName>(['style', 'settings', 'layout']);

export const BREAKPOINTS = ['mobile', 'tablet', 'laptop', 'desktop'] as const;
export type BreakpointName = (typeof BREAKPOINTS)[number];
/** Canvas widths; desktop means none (the canvas takes the full width). */
export const BREAKPOINT_WIDTHS: Record<BreakpointName, number | null> = { mobile: 375, tablet: 768, laptop: 1024, desktop: null };
/** The style breakpoint a canvas size edits: desktop is none (all sizes). */
export const STYLE_BREAKPOINT_OF: Record<BreakpointName, StyleBreakpoint> = { mobile: 'mobile', tablet: 'tablet', laptop: 'laptop', desktop: 'all' };

/** Where the value a style control shows comes from. */
export interface ResolvedStyle {
  value: string;
  /** Set at the breakpoint asked about, or inherited from a wider one (`from`). */
  source: 'here' | 'inherited';
  from: StyleBreakpoint;
}

export const AUTOSAVE_DELAY_MS = 2000;
export const BLANK_PAGE_HTML = '<div class="container"></div>';
export const PAGE_NAME_MAX_LENGTH = 100;
export const MESSAGES = {
  lastPage: 'A project needs at least one page.',
  tooManyPages: `A project can have at most ${MAX_PROJECT_PAGES} pages.`,
  pageNameRequired: 'Enter a page name.',
} as const;

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'retrying';

export interface PageSummary {
  id: string;
  name: string;
}

export interface PartSummary {
  id: string;
  name: string;
  kind: PartKind;
}

export interface HistorySummary {
  /** What undoing everything returns to: null for the page as opened, else the last step the cap dropped. */
  baseLabel: string | null;
  labels: readonly string[];
  pointer: number;
  canUndo: boolean;
  canRedo: boolean;
}

export interface EditorState {
  projectId: number;
  projectName: string;
  version: number;
  pages: readonly PageSummary[];
  /** The project's site-wide parts (header, footer, shared sections). */
  parts: readonly PartSummary[];
  activePageId: string;
  selectedId: string | null;
  /** The element being edited inline (contenteditable in the canvas), or null. */
  editingId: string | null;
  breakpoint: BreakpointName;
  sidebarOpen: boolean;
  panel: PanelName;
  saveState: SaveState;
  /** The server's project after a 409: the conflict dialog offers reload or overwrite. */
  conflict: Project | null;
  /** The names of the pages the other save changed too (empty: the page list itself changed). */
  conflictPages: readonly string[];
  hasClipboard: boolean;
  history: HistorySummary;
  /** Bumps whenever the active page's document changes (overlays re-measure). */
  revision: number;
  /** Bumps when the canvas must render the active page afresh (page switch, reload). */
  frameKey: number;
  /** Elements hidden in the canvas while editing (the navigator's eye); never saved. */
  hiddenInCanvas: readonly string[];
}

/** The canvas: mirrors each applied operation onto the frame DOM. */
export interface CanvasMirror {
  apply(op: Operation, inverse: Operation, doc: PageDocument): void;
  /** Shows element `id`'s children as the model has them (after a refused inline edit). */
  restore(id: string, doc: PageDocument): void;
  /** The value the canvas computes for a CSS property of an element (null when not rendered). */
  computedStyle(id: string, property: string): string | null;
  /** Hides an element in the canvas only (the page is unchanged). */
  setHidden(id: string, hidden: boolean): void;
}

export interface EditorStoreOptions {
  savePages: (payload: SavePayload) => Promise<Project>;
  /** Edit refusals (EditError) and failed saves other than a conflict. */
  onError?: (error: unknown) => void;
  autosaveDelayMs?: number;
  /** The first delay before a failed save is retried (doubling from there). */
  saveRetryDelayMs?: number;
  historyMaxSteps?: number;
  /**
   * Look, don't touch (a plan that lapsed): every edit and page change is refused with this
   * message, and nothing is ever saved.
   */
  readOnly?: { message: string } | null;
}

interface PageEntry {
  id: string;
  name: string;
  doc: PageDoc;
  document: PageDocument;
  history: EditorHistory;
  /** The server's version of the page this copy is based on (unknown for a page loaded without one). */
  version?: number;
  /** The name as last saved; null for a page never saved. */
  savedName: string | null;
  /** Counts document changes, so a save can tell whether the page moved on while it was in flight. */
  changes: number;
}

interface PartEntry {
  /** The current markup: the instance last edited, on whichever page. */
  part: SitePart;
  /** What was last saved (partSnapshot); null for a part never saved. */
  saved: string | null;
  changes: number;
}

export interface EditOptions {
  label?: string;
  mergeKey?: string | null;
  /** What to select afterwards (undefined keeps the selection). */
  select?: string | null;
  openPanel?: boolean;
}

export interface PreparedElement {
  id: string;
  html: string;
  isColumn: boolean;
}

/**
 * Catalogue or clipboard markup made ready for an insert operation: existing data ids dropped,
 * fresh ones assigned by the model, one entry per top-level element. The ids travel in the
 * operation, so redo re-creates the same ids later steps refer to.
 */
export function prepareElements(html: string): PreparedElement[] {
  const temp = withFreshIds(parsePage(html));
  const root = temp.nodes.get(temp.rootId);
  if (!root || root.type !== 'element') return [];
  return root.children.flatMap((id) => {
    const node = temp.nodes.get(id);
    if (!node || node.type !== 'element') return [];
    // A new row always starts with one full-width column.
    if (layoutKind(node) === 'row' && !node.children.some((child) => temp.nodes.get(child)?.type === 'element')) {
      const row = parsePage(newRowHtml());
      const rowId = (row.nodes.get(row.rootId) as ElementNode).children[0];
      return [{ id: rowId, html: serializeNode(row, rowId), isColumn: false }];
    }
    return [{ id, html: serializeNode(temp, id), isColumn: layoutKind(node) === 'column' }];
  });
}

/** A column's markup with the col-sm span of `spanSource` (the span addColumn chose for it). */
function withColumnSpan(html: string, spanSource: string): string {
  const span = /\bcol-sm-(\d+)\b/.exec(spanSource)?.[1];
  const parsed = parsePage(html);
  const columnId = (parsed.nodes.get(parsed.rootId) as ElementNode).children.find((id) => parsed.nodes.get(id)?.type === 'element');
  const column = columnId ? (parsed.nodes.get(columnId) as ElementNode) : null;
  if (!span || !column) return spanSource;
  const tokens = (column.attrs.class ?? '').split(/\s+/).filter((token) => token && !/^col-sm-\d+$/.test(token));
  column.attrs = { ...column.attrs, class: [...tokens, `col-sm-${span}`].join(' ') };
  return serializeNode(parsed, column.id);
}

/** Steps of the same kind on the same element merge (typing, repeated attribute changes, moves). */
export function mergeKeyFor(ops: readonly Operation[]): string | null {
  return ops.length === 1 ? mergeKeyOf(ops[0]) : null;
}

function newPageDoc(title: string): PageDoc {
  return { title, description: '', css: '', js: '', headLinks: [], fonts: [] };
}

function httpStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

export class EditorStore {
  private state: EditorState;
  private readonly listeners = new Set<() => void>();
  private entries: PageEntry[] = [];
  private partEntries = new Map<string, PartEntry>();
  private canvas: CanvasMirror | null = null;
  private clipboard: { html: string; styleRules: StyleRule[] } | null = null;
  /** The page ids in the order last saved: adding, deleting or reordering pages is a change too. */
  private savedOrder: string[] = [];
  private saveKey = newSaveKey();
  private inFlight: Promise<boolean> | null = null;
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAttempt = 0;
  /**
   * The conflict dialog was closed without a choice: edits stay local and unsaved, and autosave
   * waits (it would only meet the same 409) until the user saves, which asks again.
   */
  private conflictDismissed = false;
  private readonly options: EditorStoreOptions;

  constructor(project: Project, options: EditorStoreOptions) {
    this.options = options;
    this.state = {
      projectId: project.id,
      projectName: project.name,
      version: project.version,
      pages: [],
      parts: [],
      activePageId: '',
      selectedId: null,
      editingId: null,
      breakpoint: 'desktop',
      sidebarOpen: true,
      panel: 'elements',
      saveState: 'saved',
      conflict: null,
      conflictPages: [],
      hasClipboard: false,
      history: { baseLabel: null, labels: [], pointer: -1, canUndo: false, canRedo: false },
      revision: 0,
      frameKey: 0,
      hiddenInCanvas: [],
    };
    this.load(project);
  }

  // ---------- subscription ----------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): EditorState => this.state;

  private set(patch: Partial<EditorState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The project opens read-only: edits are refused and nothing is saved (EditorStoreOptions.readOnly). */
  get readOnly(): boolean {
    return Boolean(this.options.readOnly);
  }

  /** False, after reporting why, when the editor is read-only; every change asks first. */
  assertWritable(): boolean {
    if (!this.options.readOnly) return true;
    this.report(new EditError(this.options.readOnly.message));
    return false;
  }

  /** Stops the autosave timer (the editor unmounts). */
  dispose(): void {
    this.cancelAutosave();
    this.cancelRetry();
    this.canvas = null;
  }

  // ---------- reading ----------

  get activePage(): PageEntry {
    return this.entries.find((page) => page.id === this.state.activePageId) ?? this.entries[0];
  }

  get document(): PageDocument {
    return this.activePage.document;
  }

  /** Every page's document as edited (saved or not), in page order: what a publish would save and show. */
  get pageDocuments(): readonly { id: string; name: string; document: PageDocument }[] {
    return this.entries.map(({ id, name, document }) => ({ id, name, document }));
  }

  /** Differs from the server as last saved: undoing (or redoing) back to the saved state is not a change. */
  get isDirty(): boolean {
    const pagesDirty = this.entries.length !== this.savedOrder.length || this.entries.some((page, i) => page.id !== this.savedOrder[i] || this.pageChanged(page));
    return pagesDirty || [...this.partEntries.values()].some((entry) => this.partChanged(entry));
  }

  private partChanged(entry: PartEntry): boolean {
    return entry.saved !== partSnapshot(entry.part);
  }

  private pageChanged(page: PageEntry): boolean {
    return page.name !== page.savedName || page.history.dirty;
  }

  setCanvas(canvas: CanvasMirror | null): void {
    this.canvas = canvas;
  }

  // ---------- project ----------

  /** Replaces everything with the server's project: fresh documents and histories. */
  load(project: Project): void {
    this.cancelAutosave();
    this.cancelRetry();
    this.retryAttempt = 0;
    this.conflictDismissed = false;
    const pages = project.pages?.length ? project.pages : [{ id: generateId(), name: 'Home', html: BLANK_PAGE_HTML, doc: newPageDoc('Home') }];
    this.entries = pages.map((page) => ({ ...this.entry(page.id, page.name, page.html, page.doc), version: page.version, savedName: page.name }));
    this.partEntries = new Map((project.parts ?? []).map((part) => [part.id, { part, saved: partSnapshot(part), changes: 0 }]));
    this.savedOrder = this.entries.map((page) => page.id);
    this.expandLoaded(this.entries[0]);
    this.saveKey = newSaveKey();
    this.set({
      projectId: project.id,
      projectName: project.name,
      version: project.version,
      activePageId: this.entries[0].id,
      selectedId: null,
      editingId: null,
      conflict: null,
      hiddenInCanvas: [],
      ...this.pagesPatch(),
      ...this.partsPatch(),
      ...this.historyPatch(this.entries[0]),
      saveState: 'saved',
      frameKey: this.state.frameKey + 1,
    });
  }

  private entry(id: string, name: string, html: string, doc: PageDoc): PageEntry {
    return {
      id,
      name,
      doc: { ...newPageDoc(name), ...doc },
      document: parsePageInBrowser(html, doc),
      history: new EditorHistory(this.options.historyMaxSteps ?? HISTORY_MAX_STEPS),
      savedName: null,
      changes: 0,
    };
  }

  private pagesPatch(): Pick<EditorState, 'pages'> {
    return { pages: this.entries.map(({ id, name }) => ({ id, name })) };
  }

  private partsPatch(): Pick<EditorState, 'parts'> {
    return { parts: [...this.partEntries.values()].map(({ part }) => ({ id: part.id, name: part.name, kind: part.kind })) };
  }

  private historyPatch(page: PageEntry = this.activePage): Pick<EditorState, 'history' | 'revision'> {
    const { history } = page;
    return {
      history: { baseLabel: history.baseLabel, labels: history.steps.map((step) => step.label), pointer: history.pointer, canUndo: history.canUndo, canRedo: history.canRedo },
      revision: this.state.revision + 1,
    };
  }

  // ---------- chrome ----------

  setBreakpoint(breakpoint: BreakpointName): void {
    this.set({ breakpoint });
  }

  toggleSidebar(open = !this.state.sidebarOpen): void {
    this.set({ sidebarOpen: open });
  }

  openPanel(panel: PanelName): void {
    this.set({ panel, sidebarOpen: true });
  }

  // ---------- selection ----------

  /** Selects an element; its default panel opens (layout elements → layout, others → style). */
  select(id: string | null, options: { openPanel?: boolean } = {}): void {
    const node = id ? elementNode(this.document, id) : null;
    if (!node) {
      this.set({ selectedId: null, editingId: null, panel: SELECTION_PANELS.has(this.state.panel) ? 'elements' : this.state.panel });
      return;
    }
    // The navigator shows the selection itself, so selecting in the canvas keeps it open.
    const keep = options.openPanel === false || this.state.panel === 'navigator';
    const panel = keep ? this.state.panel : isLayoutElement(node) ? 'layout' : 'style';
    this.set({ selectedId: node.id, panel, editingId: this.state.editingId === node.id ? node.id : null });
  }

  selectParent(): void {
    const node = elementNode(this.document, this.state.selectedId);
    if (node?.parent) this.select(node.parent);
  }

  selectSibling(direction: -1 | 1): void {
    const id = this.state.selectedId;
    if (!id) return;
    const sibling = elementSibling(this.document, id, direction);
    if (sibling) this.select(sibling.id);
  }

  selectFirstChild(): void {
    const node = elementNode(this.document, this.state.selectedId ?? this.document.rootId);
    const child = node?.children.map((id) => this.document.nodes.get(id)).find((n) => n?.type === 'element');
    if (child) this.select(child.id);
  }

  // ---------- edits ----------

  /**
   * Applies operations to the active page, mirrors each to the canvas and records one history
   * step. A refused operation (EditError) rolls back the ones before it and reports the error.
   */
  edit(requested: Operation[], options: EditOptions = {}): boolean {
    if (requested.length === 0 || !this.assertWritable()) return false;
    const page = this.activePage;
    const label = options.label ?? this.describe(requested[0]);
    // An edit inside a menu that follows the page list makes it the owner's menu, in the same step.
    const ops = [...requested, ...manualMenuOperations(this.document, requested)];
    const reached = new Set<string>();
    const inverses: Operation[] = [];
    try {
      for (const op of ops) inverses.push(this.applyReaching(op, reached));
    } catch (error) {
      for (let i = inverses.length - 1; i >= 0; i--) this.apply(inverses[i]);
      this.report(error);
      return false;
    }
    page.history.record(label, ops, inverses, options.mergeKey !== undefined ? options.mergeKey : mergeKeyFor(ops));
    this.afterOperations(ops, reached);
    this.documentChanged(options.select, options.openPanel);
    return true;
  }

  /** Applies an operation, adding the parts whose instance on this page it reaches. */
  private applyReaching(op: Operation, reached: Set<string>): Operation {
    const parts = this.partEntries.size > 0;
    if (parts) for (const id of partsReachedBy(this.document, op)) reached.add(id);
    const inverse = this.apply(op);
    // A style rule changes no element's classes: the elements it reaches are the ones found before.
    if (parts && op.type !== 'setStyle') for (const id of partsReachedBy(this.document, op)) reached.add(id);
    return inverse;
  }

  /**
   * After an edit, undo or redo: each part edited through its instance here takes the instance's
   * markup (other pages show it when they open), and a page address or menu setting that changed
   * refreshes this page's menus and page links.
   */
  private afterOperations(ops: readonly Operation[], reached: ReadonlySet<string>): void {
    const doc = this.document;
    let partsChanged = false;
    for (const id of reached) {
      const entry = this.partEntries.get(id);
      const instance = instanceOf(doc, id);
      if (!entry || !instance) continue;
      entry.part = { ...entry.part, ...partFromInstance(doc, instance.id, doc.styles) };
      entry.changes += 1;
      partsChanged = true;
    }
    if (partsChanged) this.set(this.partsPatch());
    if (ops.some((op) => op.type === 'setPageMeta' && ('slug' in op.values || 'hideFromMenu' in op.values))) this.syncPage(this.activePage, true);
  }

  private describe(op: Operation): string {
    try {
      return describeOperation(this.document, op);
    } catch {
      return op.type;
    }
  }

  private apply(op: Operation): Operation {
    const inverse = applyOperation(this.document, op);
    this.canvas?.apply(op, inverse, this.document);
    return inverse;
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else throw error;
  }

  private documentChanged(select?: string | null, openPanel?: boolean): void {
    this.activePage.changes += 1;
    const selectedId = select !== undefined ? select : this.state.selectedId;
    const stillThere = selectedId && this.document.nodes.has(selectedId) ? selectedId : null;
    this.set({ ...this.historyPatch(), saveState: this.saveState(), editingId: null });
    if (stillThere !== this.state.selectedId || select !== undefined) this.select(stillThere, { openPanel: openPanel ?? select !== undefined });
    this.scheduleAutosave();
  }

  /** Inserts catalogue/clipboard markup at a drop position and selects the first new element. */
  insertAt(html: string, drop: Pick<DropTarget, 'parentId' | 'index'>, options: { openPanel?: boolean; styleRules?: readonly StyleRule[]; label?: string } = {}): boolean {
    // A copy gets its own style classes, with the original's rules, in the same step.
    const copy = restyleCopy(html, options.styleRules ?? []);
    const elements = prepareElements(copy.html);
    if (elements.length === 0) return false;
    if (!elements.every((element) => acceptsDrop(this.document, drop.parentId, { kind: 'new', html: element.html, isColumn: element.isColumn }))) {
      this.report(new EditError(EDIT_MESSAGES.invalidParent));
      return false;
    }
    const parent = elementNode(this.document, drop.parentId);
    if (elements.length === 1 && elements[0].isColumn && layoutKind(parent) === 'row') return this.insertColumn(parent!.id, drop.index, elements[0].html, copy.ops, options);
    const ops: Operation[] = elements.map((element, i) => ({ type: 'insert', parentId: drop.parentId, index: drop.index + i, html: element.html }));
    return this.edit([...ops, ...copy.ops], { select: elements[0].id, openPanel: options.openPanel, label: options.label });
  }

  /** A column dropped into a row: the row stays at 12 (addColumn), the column lands where dropped. */
  private insertColumn(rowId: string, index: number, html: string, styleOps: Operation[], options: { openPanel?: boolean }): boolean {
    let ops: Operation[];
    try {
      ops = addColumn(this.document, rowId);
    } catch (error) {
      this.report(error);
      return false;
    }
    const insert = ops.find((op) => op.type === 'insert');
    if (insert?.type === 'insert') {
      insert.index = index;
      // The dropped column keeps its content and classes; addColumn decided only its span.
      insert.html = withColumnSpan(html, insert.html);
    }
    const recorded = this.edit([...ops, ...styleOps], { label: 'Add column', mergeKey: null });
    if (recorded) this.select(elementNode(this.document, rowId)?.children[index] ?? null, { openPanel: options.openPanel ?? true });
    return recorded;
  }

  /**
   * A click on a catalogue element: appended inside the selected element when it is a container
   * that takes it, otherwise right after the selection, otherwise at the end of the page.
   */
  appendElement(html: string): boolean {
    const drop = this.placementAroundSelection(html, ['inside', 'after']);
    return drop ? this.insertBlock(html, drop) : false;
  }

  /** The country of the site's business details (ISO 3166 alpha-2), which decides a block's currency over the page language's. */
  private siteCountry: string | null = null;

  setSiteCountry(country: string | null): void {
    this.siteCountry = country || null;
  }

  /**
   * A catalogue block or add-on dropped into the page: in the page's language and currency, and
   * in a section of its own when it lands between the page's sections.
   */
  insertBlock(html: string, drop: Pick<DropTarget, 'parentId' | 'index'>): boolean {
    const localized = localizeBlock(html, { lang: this.activePage.doc.lang, country: this.siteCountry ?? undefined });
    const placed = blockForDrop(this.document, drop, localized);
    // The history names the block, not the section it may have been given.
    if (!this.insertAt(placed, drop, { openPanel: false, label: `Insert ${elementNameFromHtml(localized)}` })) return false;
    // The block is selected, not the section around it: a next click adds after the block, inside the section.
    if (placed !== localized) this.select(wrappedBlockId(this.document, this.state.selectedId), { openPanel: false });
    return true;
  }

  /**
   * The first valid spot for new markup among `order` (inside / after the selection), then the
   * end of the page; reports the refusal when there is none.
   */
  private placementAroundSelection(html: string, order: ('inside' | 'after')[]): Pick<DropTarget, 'parentId' | 'index'> | null {
    const first = prepareElements(html)[0];
    if (!first) return null;
    const subject: DragSubject = { kind: 'new', html: first.html, isColumn: first.isColumn };
    const doc = this.document;
    const selected = elementNode(doc, this.state.selectedId);
    const candidates: Pick<DropTarget, 'parentId' | 'index'>[] = [];
    if (selected && selected.id !== doc.rootId) {
      const parent = elementNode(doc, selected.parent);
      for (const where of order) {
        if (where === 'inside' && isDropContainer(doc, selected)) candidates.push({ parentId: selected.id, index: selected.children.length });
        if (where === 'after' && parent) candidates.push({ parentId: parent.id, index: parent.children.indexOf(selected.id) + 1 });
      }
    }
    const root = elementNode(doc, doc.rootId)!;
    candidates.push({ parentId: root.id, index: root.children.length });
    const drop = candidates.find((candidate) => canDropAt(doc, candidate, subject));
    if (!drop) this.report(new EditError(EDIT_MESSAGES.invalidParent));
    return drop ?? null;
  }

  /** Drag to reorder: moves an element to a drop position. */
  moveTo(id: string, drop: Pick<DropTarget, 'parentId' | 'index'>): boolean {
    const doc = this.document;
    if (id === doc.rootId || !acceptsDrop(doc, drop.parentId, { kind: 'move', id })) return false;
    if (isNoOpMove(doc, id, drop)) return false;
    return this.edit([{ type: 'move', id, parentId: drop.parentId, index: moveIndex(doc, id, drop) }], { select: id, openPanel: false });
  }

  /** Move up / move down among the element siblings. */
  moveSibling(id: string, direction: -1 | 1): boolean {
    const doc = this.document;
    const sibling = elementSibling(doc, id, direction);
    const parent = sibling ? elementNode(doc, sibling.parent) : null;
    if (!sibling || !parent) return false;
    const position = parent.children.indexOf(sibling.id);
    return this.moveTo(id, { parentId: parent.id, index: direction === -1 ? position : position + 1 });
  }

  remove(id: string): boolean {
    if (id === this.document.rootId || !this.document.nodes.has(id)) return false;
    return this.edit([{ type: 'remove', id }], { select: null });
  }

  copy(id: string): boolean {
    if (id === this.document.rootId || !elementNode(this.document, id)) return false;
    this.clipboard = { html: serializeNode(this.document, id), styleRules: rulesForSubtree(this.document, id) };
    this.set({ hasClipboard: true });
    return true;
  }

  /** Pastes the copied element after the selection (or into it, or at the end of the page). */
  paste(): boolean {
    if (!this.clipboard) return false;
    const { styleRules } = this.clipboard;
    // A copy of a shared part is ordinary markup: a part has one instance per page.
    const html = withoutPartAttribute(this.clipboard.html);
    const drop = this.placementAroundSelection(html, ['after', 'inside']);
    return drop ? this.insertAt(html, drop, { styleRules }) : false;
  }

  duplicate(id: string): boolean {
    const node = elementNode(this.document, id);
    const parent = node ? elementNode(this.document, node.parent) : null;
    if (!node || !parent) return false;
    const html = withoutPartAttribute(serializeNode(this.document, id));
    return this.insertAt(html, { parentId: parent.id, index: parent.children.indexOf(id) + 1 }, { styleRules: rulesForSubtree(this.document, id) });
  }

  /** "Add column" on a row (or on a column: its row); the row stays at 12. */
  addColumn(id: string): boolean {
    const doc = this.document;
    const node = elementNode(doc, id);
    const row = layoutKind(node) === 'row' ? node : layoutKind(node) === 'column' ? elementNode(doc, node?.parent) : null;
    if (!row || layoutKind(row) !== 'row') return false;
    try {
      return this.edit(addColumn(doc, row.id), { label: 'Add column', mergeKey: null });
    } catch (error) {
      this.report(error);
      return false;
    }
  }

  // ---------- styles and page settings ----------

  /** The style breakpoint the canvas size edits. */
  get styleBreakpoint(): StyleBreakpoint {
    return STYLE_BREAKPOINT_OF[this.state.breakpoint];
  }

  /**
   * Sets (null: removes) declarations of the element's own rule at a breakpoint (the canvas's by
   * default). An element styled for the first time gets its own class in the same step.
   * Consecutive changes of the same properties of one element merge (a slider or colour drag).
   */
  setStyle(id: string, declarations: Record<string, string | null>, options: { breakpoint?: StyleBreakpoint; label?: string } = {}): boolean {
    const node = elementNode(this.document, id);
    if (!node || Object.keys(declarations).length === 0) return false;
    const breakpoint = options.breakpoint ?? this.styleBreakpoint;
    let own = ownStyleClass(node);
    const ops: Operation[] = [];
    if (!own) {
      if (Object.values(declarations).every((value) => value === null)) return false;
      own = newOwnStyleClass();
      ops.push({ type: 'replaceClass', id, from: null, to: own });
    }
    ops.push({ type: 'setStyle', selector: `.${own}`, breakpoint, declarations });
    const label = options.label ?? `Edit style of ${elementLabel(node)}`;
    // Keyed by element, not selector: the first change (class + rule) and the next ones merge alike.
    const mergeKey = `style:${id}:${breakpoint}:${Object.keys(declarations).sort().join(',')}`;
    return this.edit(ops, { label, mergeKey });
  }

  /** Removes the element's own values of `properties` at a breakpoint (the canvas's by default). */
  resetStyle(id: string, properties: readonly string[], breakpoint?: StyleBreakpoint): boolean {
    const declarations = Object.fromEntries(properties.map((property) => [property, null]));
    const node = elementNode(this.document, id);
    if (!node || !ownStyleClass(node)) return false;
    return this.setStyle(id, declarations, { breakpoint, label: `Reset style of ${elementLabel(node)}` });
  }

  /** The element's own value of a property at a breakpoint, set there or inherited; null when its own styles do not set it. */
  resolveStyle(id: string, property: string, breakpoint: StyleBreakpoint = this.styleBreakpoint): ResolvedStyle | null {
    const node = elementNode(this.document, id);
    const own = node ? ownStyleClass(node) : null;
    if (!own) return null;
    const found = resolveDeclaration(this.document.styles, `.${own}`, breakpoint, property);
    return found ? { value: found.value, from: found.from, source: found.from === breakpoint ? 'here' : 'inherited' } : null;
  }

  /** What the canvas computes for the element (the template's CSS when its own styles are silent). */
  computedStyle(id: string, property: string): string | null {
    return this.canvas?.computedStyle(id, property) ?? null;
  }

  /** The active page's settings. */
  get pageMeta(): PageMeta {
    return this.document.meta;
  }

  /** Any page's settings (a link to it needs its slug), or null for an unknown page. */
  pageMetaOf(id: string): PageMeta | null {
    return this.entries.find((page) => page.id === id)?.document.meta ?? null;
  }

  setPageMeta(values: Partial<PageMeta>): boolean {
    const changed = Object.fromEntries(Object.entries(values).filter(([field, value]) => this.document.meta[field as keyof PageMeta] !== value));
    if (Object.keys(changed).length === 0) return false;
    return this.edit([{ type: 'setPageMeta', values: changed }], { label: 'Edit page settings' });
  }

  /** Hides an element in the canvas while editing (the navigator's eye); the page keeps it. */
  hideInCanvas(id: string, hidden: boolean): void {
    const current = this.state.hiddenInCanvas;
    if (hidden === current.includes(id)) return;
    this.canvas?.setHidden(id, hidden);
    this.set({ hiddenInCanvas: hidden ? [...current, id] : current.filter((other) => other !== id) });
  }

  // ---------- inline text editing ----------

  startTextEditing(id: string): void {
    const node = elementNode(this.document, id);
    if (!node) return;
    if (this.state.selectedId !== id) this.select(id);
    this.set({ editingId: id });
  }

  /** Ends inline editing; records one replaceContent step only when the html changed. */
  endTextEditing(id: string, html: string | null): boolean {
    this.set({ editingId: null });
    const node = elementNode(this.document, id);
    if (html === null || !node) return false;
    const recorded = this.edit([{ type: 'replaceContent', id, html }]);
    // Refused markup (the model's rule) must not stay in the frame either.
    if (!recorded) this.canvas?.restore(id, this.document);
    return recorded;
  }

  // ---------- history ----------

  undo(): boolean {
    const { history } = this.activePage;
    return this.replay(history.pointer, history.undo());
  }

  redo(): boolean {
    const { history } = this.activePage;
    return this.replay(history.pointer, history.redo());
  }

  goTo(index: number): boolean {
    const { history } = this.activePage;
    return this.replay(history.pointer, history.goTo(index));
  }

  /**
   * Applies what undo, redo or goTo returned. Should an operation be refused, the ones before it
   * are reverted and the history moves back to `from`: page, canvas and history stay as they were.
   */
  private replay(from: number, ops: Operation[] | null): boolean {
    if (!ops || ops.length === 0) return false;
    const inverses: Operation[] = [];
    const reached = new Set<string>();
    try {
      for (const op of ops) inverses.push(this.applyReaching(op, reached));
    } catch (error) {
      for (let i = inverses.length - 1; i >= 0; i--) this.apply(inverses[i]);
      this.activePage.history.goTo(from);
      this.set(this.historyPatch());
      this.report(error);
      return false;
    }
    this.afterOperations(ops, reached);
    this.documentChanged();
    return true;
  }

  // ---------- pages ----------

  switchPage(id: string): void {
    const page = this.entries.find((entry) => entry.id === id);
    if (!page || id === this.state.activePageId) return;
    this.syncPage(page, false);
    this.set({ activePageId: id, selectedId: null, editingId: null, hiddenInCanvas: [], ...this.historyPatch(page), frameKey: this.state.frameKey + 1 });
    if (SELECTION_PANELS.has(this.state.panel)) this.set({ panel: 'elements' });
  }

  private validPageName(name: string): string | null {
    const trimmed = name.trim().slice(0, PAGE_NAME_MAX_LENGTH);
    if (!trimmed) {
      this.report(new EditError(MESSAGES.pageNameRequired));
      return null;
    }
    return trimmed;
  }

  /** A new page, blank or starting from given markup and settings (the site's header and footer). */
  addPage(name: string, start: { html: string; doc: Partial<PageDoc> } | null = null): string | null {
    if (!this.assertWritable()) return null;
    if (this.entries.length >= MAX_PROJECT_PAGES) {
      this.report(new EditError(MESSAGES.tooManyPages));
      return null;
    }
    const valid = this.validPageName(name);
    if (!valid) return null;
    const page = this.entry(generateId(), valid, start?.html ?? BLANK_PAGE_HTML, { ...newPageDoc(valid), ...start?.doc });
    this.entries = [...this.entries, page];
    this.pagesChanged();
    this.switchPage(page.id);
    return page.id;
  }

  renamePage(id: string, name: string): boolean {
    if (!this.assertWritable()) return false;
    const page = this.entries.find((entry) => entry.id === id);
    const valid = page ? this.validPageName(name) : null;
    if (!page || !valid || valid === page.name) return false;
    page.name = valid;
    this.pagesChanged();
    return true;
  }

  deletePage(id: string): boolean {
    if (!this.assertWritable()) return false;
    if (this.entries.length <= 1) {
      this.report(new EditError(MESSAGES.lastPage));
      return false;
    }
    const index = this.entries.findIndex((entry) => entry.id === id);
    if (index < 0) return false;
    this.entries = this.entries.filter((entry) => entry.id !== id);
    if (this.state.activePageId === id) this.switchPage(this.entries[Math.min(index, this.entries.length - 1)].id);
    this.pagesChanged();
    return true;
  }

  movePage(id: string, direction: -1 | 1): boolean {
    if (!this.assertWritable()) return false;
    const index = this.entries.findIndex((entry) => entry.id === id);
    const target = index + direction;
    if (index < 0 || target < 0 || target >= this.entries.length) return false;
    const next = [...this.entries];
    [next[index], next[target]] = [next[target], next[index]];
    this.entries = next;
    this.pagesChanged();
    return true;
  }

  private pagesChanged(): void {
    this.syncPage(this.activePage, true);
    this.set({ ...this.pagesPatch(), saveState: this.saveState() });
    this.scheduleAutosave();
  }

  // ---------- site-wide parts ----------

  /** The pages as menus and page links read them. */
  private partPages(): PartPage[] {
    return this.entries.map((page) => ({ id: page.id, name: page.name, doc: { slug: page.document.meta.slug, hideFromMenu: page.document.meta.hideFromMenu, lang: page.doc.lang } }));
  }

  get parts(): SitePart[] {
    return [...this.partEntries.values()].map((entry) => entry.part);
  }

  /**
   * Brings a page's part instances to the parts' current markup and its menus and page links to
   * the page list. Not an edit: no history step, and the page is not changed for saving (the
   * server expands pages the same way). `onCanvas`: the page is shown, the canvas follows.
   */
  private syncPage(page: PageEntry, onCanvas: boolean): void {
    const html = serializePage(page.document);
    const styles = styleRulesOf(page.document.styles);
    const expanded = expandPage({ id: page.id, name: page.name, html, doc: { styles } }, this.parts, this.partPages());
    if (expanded.html === html && JSON.stringify(expanded.styles) === JSON.stringify(styles)) return;
    try {
      syncDocument(page.document, expanded.html, expanded.styles, onCanvas ? (op) => this.apply(op) : (op) => applyOperation(page.document, op));
    } catch (error) {
      this.report(error);
    }
    if (onCanvas) this.set({ revision: this.state.revision + 1 });
  }

  /**
   * syncPage for a page just loaded: it has no history and is not on the canvas, so nothing
   * addresses its nodes yet and its one parse is expanded in place (syncPage would serialize it,
   * parse that again to expand it and parse the result a third time to compare).
   */
  private expandLoaded(page: PageEntry): void {
    const styles = expandDocument(page.document, styleRulesOf(page.document.styles), this.parts, this.partPages(), page.id);
    syncStyles(page.document, styles, (op) => applyOperation(page.document, op));
  }

  /** The part whose instance holds element `id` on the active page, with that instance. */
  partAt(id: string | null): { part: SitePart; instanceId: string } | null {
    const instance = instanceAround(this.document, id);
    const entry = instance ? this.partEntries.get(instance.attrs[PART_ATTRIBUTE]) : undefined;
    return instance && entry ? { part: entry.part, instanceId: instance.id } : null;
  }

  /** How many pages show the part. */
  partUsage(partId: string): number {
    return this.entries.filter((page) => instanceOf(page.document, partId) !== null).length;
  }

  /** Whether element `id` may become a shared part: a header, nav, section or footer at the top of the page, not one already. */
  canMakeShared(id: string | null): boolean {
    const node = elementNode(this.document, id);
    return Boolean(node && node.parent === this.document.rootId && partKindFor(node) && !node.attrs[PART_ATTRIBUTE]);
  }

  /** The name a new part of element `id` is offered. */
  defaultPartName(id: string | null): string {
    const node = elementNode(this.document, id);
    const kind = node ? partKindFor(node) : null;
    return kind ? DEFAULT_PART_NAMES[kind] : DEFAULT_PART_NAMES.section;
  }

  /** "Make shared part": the element becomes the part's first instance, in one undoable step. */
  makeShared(id: string, name: string): string | null {
    if (!this.assertWritable()) return null;
    const node = elementNode(this.document, id);
    const kind = node ? partKindFor(node) : null;
    if (!node || !kind || !this.canMakeShared(id)) {
      this.report(new EditError(PART_MESSAGES.notTopLevel));
      return null;
    }
    const trimmed = name.trim().slice(0, PAGE_NAME_MAX_LENGTH);
    if (!trimmed) {
      this.report(new EditError(PART_MESSAGES.partNameRequired));
      return null;
    }
    const partId = generateId();
    this.partEntries.set(partId, { part: { id: partId, name: trimmed, kind, html: '', styles: [] }, saved: null, changes: 0 });
    if (!this.edit([{ type: 'setAttributes', id, attrs: { [PART_ATTRIBUTE]: partId } }], { label: `Make shared part ${trimmed}` })) {
      this.partEntries.delete(partId);
      return null;
    }
    this.set(this.partsPatch());
    return partId;
  }

  /** "Detach from shared part": this page's copy becomes ordinary markup; the part and other pages stay. */
  detachPart(id: string): boolean {
    const found = this.partAt(id);
    if (!found) return false;
    return this.edit([{ type: 'setAttributes', id: found.instanceId, attrs: { [PART_ATTRIBUTE]: null } }], { label: `Detach from ${found.part.name}` });
  }

  /** "Remove from this page": the instance goes; the part stays on other pages. */
  removePartFromPage(id: string): boolean {
    const found = this.partAt(id);
    return found ? this.edit([{ type: 'remove', id: found.instanceId }], { label: `Remove ${found.part.name} from this page`, select: null }) : false;
  }

  /** The insert that puts the part on the active page: a header first, a footer last, a section after the selected top-level element. */
  private partInsert(partId: string): Operation | null {
    const entry = this.partEntries.get(partId);
    if (!entry) {
      this.report(new EditError(PART_MESSAGES.unknownPart));
      return null;
    }
    const doc = this.document;
    if (instanceOf(doc, partId)) {
      this.report(new EditError(PART_MESSAGES.alreadyOnPage.replace(':name', entry.part.name)));
      return null;
    }
    const root = elementNode(doc, doc.rootId)!;
    let index = root.children.length;
    if (entry.part.kind === 'header') index = 0;
    else if (entry.part.kind === 'section') {
      let top = elementNode(doc, this.state.selectedId);
      while (top && top.parent !== root.id) top = elementNode(doc, top.parent);
      if (top) index = root.children.indexOf(top.id) + 1;
    }
    return { type: 'insert', parentId: root.id, index, html: entry.part.html };
  }

  /** Adds a shared part to the active page (one instance per page). */
  insertPart(partId: string): boolean {
    if (!this.assertWritable()) return false;
    const op = this.partInsert(partId);
    if (!op) return false;
    const name = this.partEntries.get(partId)!.part.name;
    if (!this.edit([op], { label: `Insert ${name}` })) return false;
    this.select(instanceOf(this.document, partId)?.id ?? null, { openPanel: false });
    return true;
  }

  /** The first part of a kind (the site header or footer), and whether the active page shows it. */
  sitePart(kind: 'header' | 'footer'): { part: SitePart; shown: boolean } | null {
    const entry = [...this.partEntries.values()].find(({ part }) => part.kind === kind);
    return entry ? { part: entry.part, shown: instanceOf(this.document, entry.part.id) !== null } : null;
  }

  /** Page settings and the site header/footer shown or not, as one undoable step. */
  setPageSettings(values: Partial<PageMeta>, shown: Partial<Record<'header' | 'footer', boolean>> = {}): boolean {
    const ops: Operation[] = [];
    const changed = Object.fromEntries(Object.entries(values).filter(([field, value]) => this.document.meta[field as keyof PageMeta] !== value));
    if (Object.keys(changed).length) ops.push({ type: 'setPageMeta', values: changed });
    for (const kind of ['header', 'footer'] as const) {
      const site = this.sitePart(kind);
      if (!site || shown[kind] === undefined || shown[kind] === site.shown) continue;
      const op = shown[kind] ? this.partInsert(site.part.id) : { type: 'remove' as const, id: instanceOf(this.document, site.part.id)!.id };
      if (!op) return false;
      ops.push(op);
    }
    if (ops.length === 0) return false;
    return this.edit(ops, { label: 'Edit page settings', mergeKey: null });
  }

  // ---------- saving ----------

  private saveState(): SaveState {
    if (this.inFlight) return 'saving';
    if (this.retryTimer) return 'retrying';
    return this.isDirty ? 'unsaved' : 'saved';
  }

  /** Every page as the API takes it (document serialized). */
  serializePages(): ProjectPage[] {
    return this.entries.map((page) => this.serializeEntry(page));
  }

  private serializeEntry(page: PageEntry): ProjectPage {
    return { id: page.id, name: page.name, html: serializePage(page.document), doc: this.pageDoc(page), ...(page.version !== undefined ? { version: page.version } : {}) };
  }

  private pageDoc(page: PageEntry): PageDoc {
    const { document } = page;
    const styles = styleRulesOf(document.styles);
    const fonts = new Set([...webFontsUsed(styles), ...webFontsUsed(document.meta.css)].map((font) => font.id));
    // Shown in menus is the default: only a hidden page says so.
    const { hideFromMenu, ...meta } = document.meta;
    const { hideFromMenu: _loaded, ...doc } = page.doc;
    return { ...doc, ...meta, ...(hideFromMenu ? { hideFromMenu } : {}), styles, fonts: [...fonts] };
  }

  private scheduleAutosave(): void {
    this.cancelAutosave();
    if (this.readOnly || this.state.conflict || this.conflictDismissed) return;
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      void this.save();
    }, this.options.autosaveDelayMs ?? AUTOSAVE_DELAY_MS);
  }

  private cancelAutosave(): void {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
  }

  /** A save that got no answer or a server fault is tried again, later each time, until one is answered. */
  private scheduleRetry(force: boolean): void {
    const delay = saveRetryDelay(this.retryAttempt++, this.options.saveRetryDelayMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.save({ force });
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /**
   * Saves the pages changed since the last save, the others by version only (the server keeps
   * its copy, which another tab may have changed), with the project version the page list is
   * based on. One request at a time, so versions chain. 409 → `conflict` holds the server's
   * project; `force` overwrites it. No answer or a 5xx → retried with backoff ('retrying') until
   * a save is answered; another save (an edit's, the user's) replaces the pending retry. Resolves
   * true when the server has what the editor had when the request left.
   */
  async save(options: { force?: boolean } = {}): Promise<boolean> {
    // Read-only: nothing could have changed, and nothing is sent.
    if (this.readOnly) return !this.isDirty;
    this.cancelAutosave();
    this.cancelRetry();
    // Autosave never runs while the conflict is dismissed: this is the user asking to save.
    this.conflictDismissed = false;
    while (this.inFlight) await this.inFlight;
    const force = options.force === true;
    if (!force && (!this.isDirty || this.state.conflict)) return !this.isDirty;
    const sent = this.entries.map((page) => ({ page, name: page.name, changes: page.changes, whole: force || page.version === undefined || this.pageChanged(page) }));
    // Parts changed since the last save go whole, with the version they are based on.
    const sentParts = [...this.partEntries.values()]
      .filter((entry) => force || this.partChanged(entry))
      .map((entry) => ({ entry, snapshot: partSnapshot(entry.part), changes: entry.changes, part: { ...entry.part } }));
    const payload: SavePayload = {
      version: this.state.version,
      pages: sent.map(({ page, whole }): SavedPage => (whole ? this.serializeEntry(page) : { id: page.id, version: page.version! })),
      ...(sentParts.length ? { parts: sentParts.map(({ part }) => part) } : {}),
      saveKey: this.saveKey,
      ...(force ? { force: true as const } : {}),
    };
    const request = this.options.savePages(payload).then(
      (project) => {
        const versions = new Map((project.pages ?? []).map((page) => [page.id, page.version]));
        for (const { page, name, changes, whole } of sent) {
          if (!whole) continue;
          page.version = versions.get(page.id);
          page.savedName = name;
          if (page.changes === changes) page.history.markSaved();
        }
        const partVersions = new Map((project.parts ?? []).map((part) => [part.id, part.version]));
        for (const { entry, snapshot, changes } of sentParts) {
          entry.part = { ...entry.part, version: partVersions.get(entry.part.id) };
          if (entry.changes === changes) entry.saved = snapshot;
        }
        this.savedOrder = sent.map(({ page }) => page.id);
        this.saveKey = newSaveKey();
        this.retryAttempt = 0;
        this.state = { ...this.state, version: project.version, conflict: null };
        return true;
      },
      (error: unknown) => {
        if (isRetryableSaveError(error)) {
          // The first failure of a series is reported; the save state then says "Retrying…".
          if (this.retryAttempt === 0) this.report(error);
          this.scheduleRetry(force);
          return false;
        }
        this.retryAttempt = 0;
        const body = (error as { body?: { project?: Project; pages?: unknown } } | null)?.body;
        const current = body?.project;
        if (httpStatus(error) === 409 && current) this.state = { ...this.state, conflict: current, conflictPages: this.pageNames(body?.pages) };
        else this.report(error);
        return false;
      },
    );
    this.inFlight = request;
    this.set({ saveState: 'saving' });
    const saved = await request;
    this.inFlight = null;
    this.set({ saveState: this.saveState() });
    if (saved && this.isDirty) this.scheduleAutosave();
    return saved;
  }

  private pageNames(ids: unknown): string[] {
    if (!Array.isArray(ids)) return [];
    return this.entries.filter((page) => ids.includes(page.id)).map((page) => page.name);
  }

  /** Conflict → "Reload": drop local changes and edit the server's project. */
  reloadFromConflict(): void {
    if (this.state.conflict) this.load(this.state.conflict);
  }

  /** Conflict → close or Esc: keep editing locally; the next save asks again. */
  dismissConflict(): void {
    if (!this.state.conflict) return;
    this.conflictDismissed = true;
    this.set({ conflict: null });
  }

  /** Conflict → "Overwrite": send local pages again with force. */
  overwriteConflict(): Promise<boolean> {
    this.set({ conflict: null });
    return this.save({ force: true });
  }
}
