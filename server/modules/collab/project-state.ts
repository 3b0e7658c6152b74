import { Op, type CreationAttributes } from 'sequelize';
import { MAX_PAGE_BYTES } from '../../../common/constants.ts';
import { projectStateOf, serializeProjectPage, type ProjectState } from '../../../common/editor/project-operations.ts';
import type { SitePart } from '../../../common/editor/parts.ts';
import { ProjectPage, ProjectPart } from '../projects/models.ts';
import { loadProjectWithPages } from '../projects/service.ts';

// A project as the operation log changes it: read as every reader gets it (pages expanded,
// server/modules/projects/service.ts loadProjectWithPages), kept parsed between pushes while no one
// else wrote the project, and written back row by row: only the pages and parts a push changed.

/** Markup kept parsed per instance (a parsed page takes several times its markup in memory); the least recently used project goes first. */
const KEPT_MARKUP_BYTES = 64 * 1024 * 1024;

interface Kept {
  version: number;
  state: ProjectState;
  /** The project's markup when it was read: what keeping it costs, roughly. */
  bytes: number;
}

/** Parsed projects of one instance, each valid for the project version it was read or written at. */
export class ProjectStates {
  private kept = new Map<number, Kept>();
  private bytes = 0;

  /** The project's state at `version`, read afresh when what is kept is of another version. */
  async at(projectId: number, version: number): Promise<ProjectState> {
    const kept = this.kept.get(projectId);
    if (kept?.version === version) {
      this.kept.delete(projectId);
      this.kept.set(projectId, kept);
      return kept.state;
    }
    const project = await loadProjectWithPages(projectId);
    const state = projectStateOf(project);
    this.store(projectId, { version, state, bytes: (project.pages ?? []).reduce((sum, page) => sum + page.html.length, 0) });
    return state;
  }

  /** Keeps the state a push left, at the version it wrote. */
  keep(projectId: number, version: number, state: ProjectState): void {
    this.store(projectId, { version, state, bytes: this.kept.get(projectId)?.bytes ?? 0 });
  }

  private store(projectId: number, kept: Kept): void {
    this.forget(projectId);
    this.kept.set(projectId, kept);
    this.bytes += kept.bytes;
    for (const id of this.kept.keys()) {
      if (this.bytes <= KEPT_MARKUP_BYTES || id === projectId) break;
      this.forget(id);
    }
  }

  /** What is kept may be half-changed (a push failed part-way): read it afresh next time. */
  forget(projectId: number): void {
    const kept = this.kept.get(projectId);
    if (!kept) return;
    this.kept.delete(projectId);
    this.bytes -= kept.bytes;
  }
}

/** What a push changed, by id. */
export interface Changes {
  pages: Set<string>;
  parts: Set<string>;
  /** The page list before the push, in order. */
  orderBefore: string[];
}

export function changesFrom(state: ProjectState): Changes {
  return { pages: new Set(), parts: new Set(), orderBefore: state.pages.map((page) => page.id) };
}

function partBytes(part: Pick<SitePart, 'html' | 'styles'>): number {
  return Buffer.byteLength(part.html, 'utf8') + Buffer.byteLength(JSON.stringify(part.styles), 'utf8');
}

/** The changed pages as saved, or null when one grew past the size a save allows (so does a part). */
export function serializeChanges(state: ProjectState, changes: Changes): ReturnType<typeof serializeProjectPage>[] | null {
  const pages = state.pages.filter((page) => changes.pages.has(page.id)).map(serializeProjectPage);
  const tooLarge = (bytes: number) => bytes > MAX_PAGE_BYTES;
  if (pages.some((page) => tooLarge(Buffer.byteLength(page.html, 'utf8') + Buffer.byteLength(JSON.stringify(page.doc), 'utf8')))) return null;
  if (state.parts.some((part) => changes.parts.has(part.id) && tooLarge(partBytes(part)))) return null;
  return pages;
}

/**
 * Writes what a push changed under the new project version, inside the caller's transaction:
 * changed pages whole, positions that moved, deleted pages and parts gone, changed parts in place
 * (their rows keep their ids, so the parts keep their order).
 */
export async function writeChanges(projectId: number, state: ProjectState, changes: Changes, written: ReturnType<typeof serializeProjectPage>[], version: number): Promise<void> {
  const positions = new Map(state.pages.map((page, position) => [page.id, position]));
  const gone = changes.orderBefore.filter((id) => !positions.has(id));
  const replaced = [...gone, ...written.map((page) => page.id)];
  if (replaced.length) await ProjectPage.destroy({ where: { project_id: projectId, page_id: { [Op.in]: replaced } } });
  const now = new Date();
  const rows: CreationAttributes<ProjectPage>[] = written.map((page) => ({
    project_id: projectId,
    page_id: page.id,
    name: page.name,
    position: positions.get(page.id)!,
    html: page.html,
    doc: page.doc,
    version,
    created_at: now,
    updated_at: now,
  }));
  // One row per statement: MariaDB refuses statements over max_allowed_packet, and a page may be 5 MB.
  for (const row of rows) await ProjectPage.create(row);
  const before = new Map(changes.orderBefore.map((id, position) => [id, position]));
  for (const [id, position] of positions) {
    if (changes.pages.has(id) || before.get(id) === position) continue;
    await ProjectPage.update({ position }, { where: { project_id: projectId, page_id: id } });
  }
  for (const partId of changes.parts) {
    const part = state.parts.find((each) => each.id === partId);
    if (!part) {
      await ProjectPart.destroy({ where: { project_id: projectId, part_id: partId } });
      continue;
    }
    const values = { name: part.name, kind: part.kind, html: part.html, styles: part.styles, version };
    const row = await ProjectPart.findOne({ where: { project_id: projectId, part_id: partId } });
    if (row) await row.update(values);
    else await ProjectPart.create({ project_id: projectId, part_id: partId, ...values, created_at: now, updated_at: now });
  }
}
