import type { Project, ProjectPage } from '../../common/editor/types.ts';
import { EditorStore, type CanvasMirror, type EditorStoreOptions } from '../../web/src/features/editor/state/editor-store.ts';
import { isKeptPage, type SavedPage, type SavePayload } from '../../web/src/features/editor/state/saving.ts';
import type { Operation, PageDocument } from '../../common/editor/index.ts';

export const stripIds = (html: string) => html.replace(/ data-id="[^"]*"/g, '');

export function page(id: string, name: string, html: string): ProjectPage {
  return { id, name, html, doc: { title: name, description: '', css: '', js: '', headLinks: [], fonts: [] } };
}

/** The server's project; pages sent by version only are left out (FakeServer keeps them). */
export function project(sent: SavedPage[], version = 1): Project {
  const pages = sent.filter((p): p is ProjectPage => !isKeptPage(p));
  return {
    id: 7,
    uuid: 'uuid-7',
    name: 'My site',
    slug: 'my-site',
    template: null,
    published: false,
    version,
    thumbnail: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    pages_count: pages.length,
    published_url: null,
    live_deploy: null,
    pages,
  };
}

/** A mirror that records what the canvas would be told. */
export class RecordingMirror implements CanvasMirror {
  applied: { op: Operation; inverse: Operation }[] = [];
  restored: string[] = [];
  apply(op: Operation, inverse: Operation): void {
    this.applied.push({ op, inverse });
  }
  restore(id: string, _doc: PageDocument): void {
    this.restored.push(id);
  }
  hidden = new Set<string>();
  computedStyle(): string | null {
    return null;
  }
  setHidden(id: string, hidden: boolean): void {
    if (hidden) this.hidden.add(id);
    else this.hidden.delete(id);
  }
}

/** A save as the harness recorded it; a page sent by version only has no name, html or doc. */
export type RecordedSave = Omit<SavePayload, 'pages'> & { pages: ProjectPage[] };

export interface Harness {
  store: EditorStore;
  mirror: RecordingMirror;
  saves: RecordedSave[];
  errors: unknown[];
  /** What the next save answers: a project version, or an error to throw. */
  respond: (payload: SavePayload) => Promise<Project>;
}

/** The pages API as the server answers a save: versions stamped, pages sent by version kept as stored. */
export class FakeServer {
  project: Project;
  constructor(pages: ProjectPage[], version = 1) {
    this.project = project(
      pages.map((p) => ({ ...p, version })),
      version,
    );
  }

  /** Another tab changes a page. */
  changeElsewhere(id: string, html: string): void {
    const version = this.project.version + 1;
    this.project = project(
      this.project.pages!.map((p) => (p.id === id ? { ...p, html, version } : p)),
      version,
    );
  }

  accept = async (payload: SavePayload): Promise<Project> => {
    const stored = new Map(this.project.pages!.map((p) => [p.id, p]));
    const version = this.project.version + 1;
    this.project = project(
      payload.pages.map((p) => (isKeptPage(p) ? stored.get(p.id)! : { ...p, version })),
      version,
    );
    return this.project;
  };
}

export function harness(pages: ProjectPage[], options: Partial<EditorStoreOptions> = {}): Harness {
  const h = {
    saves: [] as RecordedSave[],
    errors: [] as unknown[],
    mirror: new RecordingMirror(),
    respond: async (payload: SavePayload): Promise<Project> => project(payload.pages, payload.version + 1),
  } as Harness;
  h.store = new EditorStore(project(pages), {
    savePages: (payload) => {
      h.saves.push(payload as RecordedSave);
      return h.respond(payload);
    },
    onError: (error) => h.errors.push(error),
    autosaveDelayMs: 60_000,
    ...options,
  });
  h.store.setCanvas(h.mirror);
  return h;
}

/** The element id of the first element with this tag on the active page. */
export function idOf(store: EditorStore, tag: string, nth = 0): string {
  const found = [...store.document.nodes.values()].filter((node) => node.type === 'element' && node.tag === tag && node.id !== store.document.rootId);
  if (!found[nth]) throw new Error(`no <${tag}> #${nth}`);
  return found[nth].id;
}

export function html(store: EditorStore): string {
  return stripIds(store.serializePages().find((p) => p.id === store.getState().activePageId)!.html);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
