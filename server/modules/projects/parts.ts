import { Op, type Transaction } from 'sequelize';
import { MAX_PAGE_BYTES } from '../../../common/constants.ts';
import { detachRepeatedInstances, expandPage, isSingleElement, type SitePart } from '../../../common/editor/parts.ts';
import type { ProjectPage as ProjectPageData } from '../../../common/editor/types.ts';
import { InvalidError, TooLargeError } from '../../errors.ts';
import { ProjectPart } from './models.ts';

// A project's site-wide parts (common/editor/parts.ts) as stored: loaded with the pages and
// expanded into them for every reader (the editor, preview, publishing), saved with the pages
// under the same project version and conflict rules, copied with a duplicated project. A part's
// markup gets no treatment a page's does not: it only ever reaches a visitor inside a page, where
// the page's script policy applies to it.

export const MAX_PROJECT_PARTS = 200;
export const TOO_MANY_PARTS_MESSAGE = `A project can have at most ${MAX_PROJECT_PARTS} shared parts.`;
export const DUPLICATE_PART_ID_MESSAGE = 'Every shared part needs its own id.';
export const PART_NOT_ONE_ELEMENT_MESSAGE = 'A shared part must be exactly one element.';

export function partTooLargeMessage(name: string): string {
  return `The shared part "${name}" is larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB.`;
}

export function serializePart(row: ProjectPart): SitePart {
  return { id: row.part_id, name: row.name, kind: row.kind, html: row.html, styles: row.styles ?? [], version: row.version };
}

/** The project's parts in the order they were made. */
export async function loadParts(projectId: number): Promise<SitePart[]> {
  const rows = await ProjectPart.findAll({ where: { project_id: projectId }, order: [['id', 'ASC']] });
  return rows.map(serializePart);
}

/** The pages as the site shows them: parts, menus and page links current (common/editor/parts.ts expandPage). */
export function expandPages(pages: ProjectPageData[], parts: readonly SitePart[]): ProjectPageData[] {
  return pages.map((page) => {
    if (!page.html.includes('data-sw-')) return page;
    const expanded = expandPage(page, parts, pages);
    return { ...page, html: expanded.html, doc: { ...page.doc, ...(expanded.styles.length || page.doc.styles ? { styles: expanded.styles } : {}) } };
  });
}

/** A second instance of a part on one page is detached: the page keeps its markup as its own. */
export function withoutRepeatedInstances<P extends { html?: string }>(page: P): P {
  return page.html === undefined ? page : { ...page, html: detachRepeatedInstances(page.html) };
}

function partBytes(part: Pick<SitePart, 'html' | 'styles'>): number {
  return Buffer.byteLength(part.html, 'utf8') + Buffer.byteLength(JSON.stringify(part.styles), 'utf8');
}

/** The checks a page gets, for parts: unique ids, one element each, the page size limit. */
export function assertSavableParts(parts: readonly SitePart[], deleted: readonly string[] = []): void {
  if (parts.length > MAX_PROJECT_PARTS) throw new InvalidError(TOO_MANY_PARTS_MESSAGE, { parts: TOO_MANY_PARTS_MESSAGE });
  const ids = new Set<string>(deleted);
  for (const [index, part] of parts.entries()) {
    if (ids.has(part.id)) throw new InvalidError(DUPLICATE_PART_ID_MESSAGE, { [`parts.${index}.id`]: DUPLICATE_PART_ID_MESSAGE });
    ids.add(part.id);
    if (partBytes(part) > MAX_PAGE_BYTES) {
      const message = partTooLargeMessage(part.name);
      throw new TooLargeError(message, { [`parts.${index}`]: message });
    }
    if (!isSingleElement(part.html)) throw new InvalidError(PART_NOT_ONE_ELEMENT_MESSAGE, { [`parts.${index}.html`]: PART_NOT_ONE_ELEMENT_MESSAGE });
  }
}

export type StoredPart = Pick<ProjectPart, 'id' | 'part_id' | 'version'>;

export async function lockParts(projectId: number, transaction: Transaction): Promise<StoredPart[]> {
  return ProjectPart.findAll({ attributes: ['id', 'part_id', 'version'], where: { project_id: projectId }, lock: transaction.LOCK.UPDATE, transaction });
}

/** Where a save stands against the stored project (see conflictingPages in service.ts). */
export interface SaveBase {
  force: boolean;
  /** The client's own follow-up to its last accepted save. */
  ownFollowUp: boolean;
  /** The client's copy is based on the current project version. */
  baseIsCurrent: boolean;
  projectVersion: number;
}

/**
 * The sent parts a save may not write, as for pages: changed by the client and, since the version
 * its copy is based on, elsewhere (another tab saved the header in between).
 */
export function conflictingParts(stored: readonly StoredPart[], parts: readonly SitePart[], base: SaveBase): string[] {
  if (base.force) return [];
  const byId = new Map(stored.map((row) => [row.part_id, row]));
  return parts
    .filter((part) => {
      const row = byId.get(part.id);
      if (!row) return false;
      if (base.ownFollowUp && row.version === base.projectVersion) return false;
      return part.version === undefined ? !base.baseIsCurrent : row.version !== part.version;
    })
    .map((part) => part.id);
}

function partRow(projectId: number, part: SitePart, now: Date, version?: number) {
  return {
    project_id: projectId,
    part_id: part.id,
    name: part.name,
    kind: part.kind,
    html: part.html,
    styles: part.styles,
    ...(version ? { version } : {}),
    created_at: now,
    updated_at: now,
  };
}

/** The parts of a new project (version 1, as its pages). */
export async function insertParts(projectId: number, parts: readonly SitePart[], transaction: Transaction): Promise<void> {
  const now = new Date();
  for (const part of parts) await ProjectPart.create(partRow(projectId, part, now), { transaction });
}

/** Writes a save's changed parts under the new project version and drops the deleted ones. */
export async function writeParts(
  projectId: number,
  stored: readonly StoredPart[],
  parts: readonly SitePart[],
  deleted: readonly string[],
  version: number,
  transaction: Transaction,
): Promise<void> {
  const replaced = stored.filter((row) => deleted.includes(row.part_id) || parts.some((part) => part.id === row.part_id));
  if (replaced.length) await ProjectPart.destroy({ where: { id: { [Op.in]: replaced.map((row) => row.id) } }, transaction });
  const now = new Date();
  for (const part of parts) await ProjectPart.create(partRow(projectId, part, now, version), { transaction });
  const count = await ProjectPart.count({ where: { project_id: projectId }, transaction });
  if (count > MAX_PROJECT_PARTS) throw new InvalidError(TOO_MANY_PARTS_MESSAGE, { parts: TOO_MANY_PARTS_MESSAGE });
}

/** A duplicated project's parts, copied inside the database like its pages. */
export async function copyParts(sourceId: number, copyId: number, transaction: Transaction): Promise<void> {
  await ProjectPart.sequelize!.query(
    `INSERT INTO project_parts (project_id, part_id, name, kind, html, styles, created_at, updated_at)
     SELECT :copyId, part_id, name, kind, html, styles, :now, :now FROM project_parts WHERE project_id = :sourceId`,
    { replacements: { copyId, sourceId, now: new Date() }, transaction },
  );
}
