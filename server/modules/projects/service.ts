import { currentPlanName } from '../billing/subscriptions.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { Transaction, UniqueConstraintError, type CreationAttributes } from 'sequelize';
import { DEFAULT_WORKSPACE_ID, MAX_PAGE_BYTES, MAX_PROJECT_PAGES, PERMISSIONS } from '../../../common/constants.ts';
import { siteLimitMessage } from '../../../common/billing.ts';
import { siteUrlFor } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { generateId } from '../../../common/editor/ids.ts';
import { partifyPages, type SitePart } from '../../../common/editor/parts.ts';
import type { PageDoc, Project as ProjectData, ProjectPage as ProjectPageData } from '../../../common/editor/types.ts';
import { isOverQuota, restrictionValue, type PermissionSubject } from '../../../common/permissions.ts';
import { ConflictError, InvalidError, NotFoundError, QuotaError, TooLargeError } from '../../errors.ts';
import { copyBusinessDetails } from '../business/records.ts';
import { Deploy } from '../publishing/models.ts';
import { removeProjectSite } from '../publishing/removal.ts';
import { sitesTemplateOf } from '../publishing/site-urls.ts';
import { findSiteTemplate } from '../templates/service.ts';
import { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { reachesRow, workspaceAbility, workspaceAccess } from '../workspaces/membership.ts';
import { EMPTY_PAGE_DOC, Project, ProjectPage } from './models.ts';
import {
  assertSavableParts,
  conflictingParts,
  copyParts,
  expandPages,
  insertParts,
  loadParts,
  lockParts,
  withoutRepeatedInstances,
  writeParts,
  type SaveBase,
} from './parts.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, uniqueSlug } from './slugs.ts';
import { selectRows } from '../../db/select.ts';
import type { Pagination } from '../../../common/pagination.ts';

// Projects and their pages, shared by the HTTP API and the CLI: no hapi in here, errors are domain errors.

export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
export const PROJECT_DELETED_MESSAGE = 'Project deleted';
export const CONFLICT_MESSAGE = 'This project was changed elsewhere.';
export const NEEDS_A_PAGE_MESSAGE = 'A project needs at least one page.';
export const TOO_MANY_PAGES_MESSAGE = `A project can have at most ${MAX_PROJECT_PAGES} pages.`;
export const DUPLICATE_PAGE_ID_MESSAGE = 'Every page needs its own id.';
export const SLUG_TAKEN_MESSAGE = 'This slug is already taken.';
export const SLUG_FORMAT_MESSAGE = 'The slug may only contain lowercase letters, numbers and dashes.';
export const TEMPLATE_NOT_FOUND_MESSAGE = 'This template does not exist.';

export function pageTooLargeMessage(name: string): string {
  return `Page "${name}" is larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB.`;
}

/**
 * A save based on what is no longer current; carries the current project so the editor can offer
 * reload or overwrite, and the pages changed both there and elsewhere (none when the page list
 * itself changed), and the shared parts, when one of them is what changed both there and elsewhere.
 */
function conflict(project: ProjectData, pages: string[], parts: string[] = []): ConflictError {
  return new ConflictError(CONFLICT_MESSAGE, { project, pages, ...(parts.length ? { parts } : {}) });
}

export interface ProjectListOptions {
  workspaceId: number;
  query?: string;
  page?: number;
  perPage?: number;
}

// How Sequelize writes dates to SQLite: UTC, always with milliseconds.
const SQLITE_UTC_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}\.\d{3}) \+00:00$/;

/**
 * A Date, or the text SQLite returns for one from a raw query. That text is rewritten as ISO
 * directly: `new Date()` parses a non-ISO string slowly, and a project list holds two per row.
 */
function iso(date: Date | string): string {
  const utc = typeof date === 'string' ? SQLITE_UTC_DATE.exec(date) : null;
  return utc ? `${utc[1]}T${utc[2]}Z` : new Date(date).toISOString();
}

function serializePage(page: ProjectPage): ProjectPageData {
  return { id: page.page_id, name: page.name, html: page.html, doc: { ...EMPTY_PAGE_DOC, ...page.doc }, version: page.version };
}

type ProjectColumns = Pick<
  Project,
  'id' | 'uuid' | 'name' | 'slug' | 'template' | 'published' | 'version' | 'thumbnail' | 'live_deploy_id' | 'created_at' | 'updated_at'
>;

/** Where the project is live: the sites template and the number of the deploy it serves (null: offline). */
interface LiveSite {
  template: string;
  deploy: number | null;
}

function serializeProject(project: ProjectColumns, pagesCount: number, live: LiveSite, pages?: ProjectPage[], parts?: SitePart[]): ProjectData {
  const liveDeploy = project.live_deploy_id === null ? null : live.deploy;
  return {
    id: project.id,
    uuid: project.uuid,
    name: project.name,
    slug: project.slug,
    template: project.template,
    published: Boolean(project.published),
    version: project.version,
    thumbnail: project.thumbnail,
    created_at: iso(project.created_at),
    updated_at: iso(project.updated_at),
    pages_count: pagesCount,
    published_url: liveDeploy === null ? null : siteUrlFor(live.template, project.slug),
    live_deploy: liveDeploy,
    // Pages come expanded: every part instance, menu and page link as the site shows it now.
    ...(pages ? { pages: expandPages(pages.map(serializePage), parts ?? []), parts: parts ?? [] } : {}),
  };
}

/**
 * A project the user may work on: their own in their default workspace, or any project of a
 * workspace they are a member of. Anything else answers exactly like a missing project, whatever
 * workspace the request is active in.
 */
export async function findAccessibleProject(user: User, projectId: number): Promise<Project> {
  const project = await Project.findByPk(projectId);
  if (!project || !(await reachesRow(user, project))) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  return project;
}

export async function loadProjectWithPages(projectId: number): Promise<ProjectData> {
  const project = await Project.findByPk(projectId);
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  const pages = await ProjectPage.findAll({ where: { project_id: project.id }, order: [['position', 'ASC']] });
  const parts = await loadParts(project.id);
  const live = project.live_deploy_id === null ? null : await Deploy.findByPk(project.live_deploy_id, { attributes: ['number'] });
  return serializeProject(project, pages.length, { template: await sitesTemplateOf(Project.sequelize!), deploy: live?.number ?? null }, pages, parts);
}

type ListRow = ProjectColumns & { total_count: number | string; pages_count: number | string; live_deploy: number | null };

// What a list row holds, in order: the project's columns, the total, its page count and the number of its live deploy.
const PROJECT_LIST_COLUMNS = ['id', 'uuid', 'name', 'slug', 'template', 'published', 'version', 'thumbnail', 'live_deploy_id', 'created_at', 'updated_at'] as const;
const LIST_NAMES: readonly (keyof ListRow)[] = [...PROJECT_LIST_COLUMNS, 'total_count', 'pages_count', 'live_deploy'];

/** A row of LIST_NAMES from SQLite's array, written out: one object shape for every row. */
function listRow(v: unknown[]): ListRow {
  return {
    id: v[0],
    uuid: v[1],
    name: v[2],
    slug: v[3],
    template: v[4],
    published: v[5],
    version: v[6],
    thumbnail: v[7],
    live_deploy_id: v[8],
    created_at: v[9],
    updated_at: v[10],
    total_count: v[11],
    pages_count: v[12],
    live_deploy: v[13],
  } as ListRow;
}

/**
 * Which projects a list holds, as a condition on `alias`: the user's own in their default workspace,
 * everyone's in a team's, and with a search, those whose name holds it (instr() exists in SQLite and
 * MySQL and needs no LIKE-wildcard escaping). Its values are the list's `params`.
 */
function listCondition(alias: string, own: boolean, searching: boolean): string {
  return `${own ? `${alias}.user_id = ? AND ` : ''}${alias}.workspace_id = ?${searching ? ` AND instr(lower(${alias}.name), ?) > 0` : ''}`;
}

// One text per dialect, kind of list and page size, so SQLite runs each prepared (selectRows).
const listStatements = new Map<string, string>();

/**
 * The page of a list, last edited first, with the page counts and live deploys of its rows and the
 * list's total. The total is a subquery of its own, counted once, rather than a window count: a
 * window over the rows makes the database read every row with its subqueries and sort them, where
 * the index on (…, updated_at) hands over the page's rows in order and stops there.
 * Values are placeholders (the total's, the list's, then the offset); LIMIT is written in: SQLite
 * plans with a LIMIT's value, so a statement with `LIMIT ?` is prepared again on every run, and the
 * page size is an integer of a hundred at most.
 */
function listStatement(sqlite: boolean, own: boolean, searching: boolean, perPage: number): string {
  const key = `${sqlite} ${own} ${searching} ${perPage}`;
  let sql = listStatements.get(key);
  if (!sql) {
    const expressions = [
      ...PROJECT_LIST_COLUMNS.map((name) => `p.${name}`),
      `(SELECT COUNT(*) FROM projects c WHERE ${listCondition('c', own, searching)})`,
      '(SELECT COUNT(*) FROM project_pages pp WHERE pp.project_id = p.id)',
      '(SELECT d.number FROM deploys d WHERE d.id = p.live_deploy_id)',
    ];
    // On SQLite each row comes as one JSON array: node-sqlite3 builds a row object column by column
    // through N-API, which costs the main thread more than the query itself; JSON.parse does not.
    const columns = sqlite ? `json_array(${expressions.join(', ')}) AS r` : expressions.map((expression, i) => `${expression} AS ${LIST_NAMES[i]}`).join(', ');
    sql = `SELECT ${columns} FROM projects p WHERE ${listCondition('p', own, searching)} ORDER BY p.updated_at DESC, p.id DESC LIMIT ${perPage} OFFSET ?`;
    listStatements.set(key, sql);
  }
  return sql;
}

/**
 * The projects of one workspace the caller sees, last edited first: their own in the default
 * workspace, every member's in a team's (404 for a non-member); `query` matches part of the name, any case.
 * The dashboard's most frequent read, so it is one plain query (listStatement), and the rows are
 * serialized as they come, without building model instances (bench/throughput.ts measures it).
 */
export async function listProjects(user: User, options: ProjectListOptions): Promise<Pagination<ProjectData>> {
  const perPage = options.perPage ?? 24;
  const page = options.page ?? 1;
  const query = options.query?.trim().toLowerCase();
  const sequelize = Project.sequelize!;
  const workspaceId = Number(options.workspaceId);
  // The default workspace holds the user's own projects; a team's holds every member's.
  const own = workspaceId === DEFAULT_WORKSPACE_ID;
  if (!own) await workspaceAccess(user, workspaceId);
  const params = [...(own ? [Number(user.id)] : []), workspaceId, ...(query ? [query] : [])];
  const sqlite = sequelize.getDialect() === 'sqlite';
  const found = await selectRows<ListRow | { r: string }>(sequelize, listStatement(sqlite, own, Boolean(query), Math.trunc(Number(perPage))), [...params, ...params, (page - 1) * perPage]);
  const rows = sqlite ? (found as { r: string }[]).map(({ r }) => listRow(JSON.parse(r) as unknown[])) : (found as ListRow[]);
  // Past the last page there is no row to carry the total.
  const total = rows.length
    ? Number(rows[0].total_count)
    : page > 1
      ? Number((await selectRows<{ n: number | string }>(sequelize, `SELECT COUNT(*) AS n FROM projects p WHERE ${listCondition('p', own, Boolean(query))}`, params))[0].n)
      : 0;
  const template = await sitesTemplateOf(sequelize);
  return {
    data: rows.map((row) => serializeProject(row, Number(row.pages_count), { template, deploy: row.live_deploy === null ? null : Number(row.live_deploy) })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export async function getProject(user: User, projectId: number): Promise<ProjectData> {
  const project = await findAccessibleProject(user, projectId);
  return loadProjectWithPages(project.id);
}

/** A new site's only page: "Home" with one empty container, every element carrying its id. */
export function blankPages(siteName: string): ProjectPageData[] {
  return [{ id: generateId(), name: 'Home', html: `<div class="container" data-id="${generateId()}"></div>`, doc: { ...EMPTY_PAGE_DOC, title: siteName } }];
}

/** The plan's `count` limit on `projects.create`, checked against every project the user owns. */
async function assertUnderQuota(user: User, subject: PermissionSubject, transaction: Transaction): Promise<void> {
  const owned = await Project.count({ where: { user_id: user.id }, transaction });
  if (isOverQuota(subject, PERMISSIONS.projectsCreate, 'count', owned)) {
    throw new QuotaError(siteLimitMessage(Number(restrictionValue(subject, PERMISSIONS.projectsCreate, 'count')), await currentPlanName(user.id)));
  }
}

// SQLite: take the write lock at BEGIN, so a second writer waits instead of failing on a stale snapshot. MySQL ignores the type.
const WRITE_TRANSACTION = { type: Transaction.TYPES.IMMEDIATE };

// MariaDB refuses statements over max_allowed_packet (16 MB by default), so big pages go in small batches.
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;
const INSERT_BATCH_ROWS = 50;

function pageBytes(page: Pick<ProjectPageData, 'html' | 'doc'>): number {
  return Buffer.byteLength(page.html, 'utf8') + Buffer.byteLength(JSON.stringify(page.doc), 'utf8');
}

interface PageRow {
  page: ProjectPageData;
  position: number;
}

/** Inserts pages at their positions; `version` is the project version writing them (the column's default for a new project). */
async function insertPages(projectId: number, rows: PageRow[], transaction: Transaction, version?: number): Promise<void> {
  const now = new Date();
  let batch: CreationAttributes<ProjectPage>[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length) await ProjectPage.bulkCreate(batch, { transaction });
    batch = [];
    batchBytes = 0;
  };
  for (const { page, position } of rows) {
    const bytes = pageBytes(page);
    if (batch.length && (batchBytes + bytes > INSERT_BATCH_BYTES || batch.length >= INSERT_BATCH_ROWS)) await flush();
    batch.push({ project_id: projectId, page_id: page.id, name: page.name, position, html: page.html, doc: page.doc, ...(version ? { version } : {}), created_at: now, updated_at: now });
    batchBytes += bytes;
  }
  await flush();
}

/**
 * Creates the project row with a slug derived from the name. Two creations racing for the same
 * slug both pass uniqueSlug() and the unique index refuses the second; its transaction's snapshot
 * cannot see the winner (MySQL repeatable read), so the retry adds a random suffix instead.
 */
async function insertProject(user: User, values: { name: string; workspaceId: number; template: string | null }, transaction: Transaction): Promise<Project> {
  const free = await uniqueSlug(values.name, transaction);
  for (let attempt = 0; ; attempt += 1) {
    const slug = attempt === 0 ? free : `${free}-${randomBytes(3).toString('hex')}`;
    const savepoint = await Project.sequelize!.transaction({ transaction });
    try {
      const project = await Project.create(
        { uuid: randomUUID(), user_id: user.id, workspace_id: values.workspaceId, name: values.name, slug, template: values.template },
        { transaction: savepoint },
      );
      await savepoint.commit();
      return project;
    } catch (error) {
      await savepoint.rollback();
      if (!(error instanceof UniqueConstraintError) || attempt >= 4) throw error;
    }
  }
}

async function createWithPages(
  user: User,
  values: { name: string; workspaceId: number; template: string | null },
  copyPages: (projectId: number, transaction: Transaction) => Promise<void>,
): Promise<ProjectData> {
  // Creating in a team's workspace takes membership; the project is then every member's.
  if (values.workspaceId !== DEFAULT_WORKSPACE_ID) await workspaceAbility(user, values.workspaceId, 'editProjects');
  const subject = { user: await serializeUser(user), guestRole: null };
  const projectId = await Project.sequelize!.transaction(WRITE_TRANSACTION, async (transaction) => {
    // Serialises one user's concurrent creations (a row lock on MySQL, the write lock on SQLite), so two cannot both pass the quota.
    await User.findByPk(user.id, { lock: transaction.LOCK.UPDATE, transaction });
    await assertUnderQuota(user, subject, transaction);
    const project = await insertProject(user, values, transaction);
    await copyPages(project.id, transaction);
    return project.id;
  });
  return loadProjectWithPages(projectId);
}

/** A blank site, or a copy of a site template's pages with their header and footer made shared parts. */
export async function createProject(user: User, input: { name: string; templateSlug?: string | null; workspaceId: number }): Promise<ProjectData> {
  let pages = blankPages(input.name);
  let parts: SitePart[] = [];
  let template: string | null = null;
  if (input.templateSlug) {
    const found = await findSiteTemplate(input.templateSlug);
    if (!found) throw new InvalidError(TEMPLATE_NOT_FOUND_MESSAGE, { templateSlug: TEMPLATE_NOT_FOUND_MESSAGE });
    ({ pages, parts } = partifyPages(found.pages));
    template = found.slug;
  }
  return createWithPages(user, { name: input.name, workspaceId: input.workspaceId, template }, async (projectId, transaction) => {
    await insertPages(projectId, pages.map((page, position) => ({ page, position })), transaction);
    await insertParts(projectId, parts, transaction);
  });
}

/**
 * A site of pages made elsewhere (an AI generation). `alongside` runs in the same transaction, so
 * whatever records the new project commits with it or not at all.
 */
export async function createProjectFromPages(
  user: User,
  input: { name: string; workspaceId: number; pages: ProjectPageData[]; parts?: SitePart[] },
  alongside?: (projectId: number, transaction: Transaction) => Promise<void>,
): Promise<ProjectData> {
  assertSavablePages(input.pages);
  assertSavableParts(input.parts ?? []);
  return createWithPages(user, { name: input.name, workspaceId: input.workspaceId, template: null }, async (projectId, transaction) => {
    await insertPages(projectId, input.pages.map((page, position) => ({ page, position })), transaction);
    await insertParts(projectId, input.parts ?? [], transaction);
    await alongside?.(projectId, transaction);
  });
}

/**
 * Renames and/or re-slugs. The slug stays put on a rename: published links must not move by
 * accident. A live site's host moves with its slug, for the web server serving host entries too.
 */
export async function updateProject(ctx: AppContext, user: User, projectId: number, input: { name?: string; slug?: string }): Promise<ProjectData> {
  const project = await findAccessibleProject(user, projectId);
  const changes: { name?: string; slug?: string } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.slug !== undefined && input.slug !== project.slug) {
    const slugError = (message: string) => new InvalidError(message, { slug: message });
    if (!SLUG_PATTERN.test(input.slug) || input.slug.length > SLUG_MAX_LENGTH) throw slugError(SLUG_FORMAT_MESSAGE);
    if (await Project.count({ where: { slug: input.slug } })) throw slugError(SLUG_TAKEN_MESSAGE);
    changes.slug = input.slug;
  }
  try {
    await project.update(changes);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new InvalidError(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    throw error;
  }
  if (changes.slug !== undefined && project.live_deploy_id !== null) await (await import('../publishing/host-entries.ts')).syncProjectHostEntries(ctx, project.uuid);
  return loadProjectWithPages(project.id);
}

/** "<name> (copy)" with its own slug and uuid, the same pages, parts, business details and content collections (server/modules/collections/duplicate.ts), unpublished, at version 1. Counts against the quota. */
export async function duplicateProject(user: User, projectId: number): Promise<ProjectData> {
  const source = await findAccessibleProject(user, projectId);
  const name = `${source.name} (copy)`.slice(0, 191);
  return createWithPages(user, { name, workspaceId: source.workspace_id, template: source.template }, async (copyId, transaction) => {
    // Copied inside the database: a 200-page site never passes through this process's memory.
    await Project.sequelize!.query(
      `INSERT INTO project_pages (project_id, page_id, name, position, html, doc, created_at, updated_at)
       SELECT :copyId, page_id, name, position, html, doc, :now, :now FROM project_pages WHERE project_id = :sourceId`,
      { replacements: { copyId, sourceId: source.id, now: new Date() }, transaction },
    );
    await copyParts(source.id, copyId, transaction);
    await (await import('../collections/duplicate.ts')).copyCollections(source.id, copyId, transaction);
    await copyBusinessDetails(source.id, copyId);
  });
}

export async function deleteProject(ctx: AppContext, user: User, projectId: number): Promise<void> {
  const project = await findAccessibleProject(user, projectId);
  // Pages, parts and deploys go with it by foreign-key cascade; the published files are removed after.
  await removeProjectSite(ctx, project, () => project.destroy());
}

/** One page of a save: the whole page, or only `{id, version}` for a page the client has not changed (kept as stored). */
export interface SavePageInput {
  id: string;
  /** The page version the client's copy is based on; absent for a page the client has never had saved. */
  version?: number;
  name?: string;
  html?: string;
  doc?: PageDoc;
}

type WrittenPage = SavePageInput & ProjectPageData;

function isWritten(page: SavePageInput): page is WrittenPage {
  return page.html !== undefined;
}

export interface SavePagesInput {
  /** The project version the client's page list is based on. */
  version: number;
  pages: SavePageInput[];
  /** Overwrite whatever is current (the editor's "keep my changes" after a conflict). */
  force?: boolean;
  /**
   * The client's key for its save, kept until it learns the outcome. A save under the key of the
   * last accepted one (a repeat after a lost response, or the next edits on top of it) is that
   * client's own follow-up, not another tab's conflict.
   */
  saveKey?: string;
  /** Shared parts changed since the last save, whole, each with the version it is based on (none for a new part). */
  parts?: SitePart[];
  /** Ids of shared parts to delete; their instances stay on the pages as plain markup. */
  deleted_parts?: string[];
}

function assertSavablePages(pages: SavePageInput[]): void {
  if (pages.length === 0) throw new InvalidError(NEEDS_A_PAGE_MESSAGE, { pages: NEEDS_A_PAGE_MESSAGE });
  if (pages.length > MAX_PROJECT_PAGES) throw new InvalidError(TOO_MANY_PAGES_MESSAGE, { pages: TOO_MANY_PAGES_MESSAGE });
  const ids = new Set<string>();
  for (const [index, page] of pages.entries()) {
    if (ids.has(page.id)) throw new InvalidError(DUPLICATE_PAGE_ID_MESSAGE, { [`pages.${index}.id`]: DUPLICATE_PAGE_ID_MESSAGE });
    ids.add(page.id);
    if (isWritten(page) && pageBytes(page) > MAX_PAGE_BYTES) {
      const message = pageTooLargeMessage(page.name);
      throw new TooLargeError(message, { [`pages.${index}`]: message });
    }
  }
}

type StoredPage = Pick<ProjectPage, 'id' | 'page_id' | 'position' | 'version'>;

/**
 * The pages a save may not write: changed by the client and, since the version its copy is based
 * on, elsewhere. Pages changed only elsewhere are kept (merged). Adding, deleting or reordering
 * pages stays a project-level change: based on an older project version, the page list must still
 * be the stored one, or the whole save conflicts (an empty list). Null when the save may go ahead.
 */
function saveBase(project: Project, input: SavePagesInput): SaveBase {
  const ownFollowUp = input.saveKey !== undefined && input.saveKey === project.last_save_key;
  return { force: input.force === true, ownFollowUp, baseIsCurrent: ownFollowUp || input.version === project.version, projectVersion: project.version };
}

function conflictingPages(project: Project, stored: StoredPage[], input: SavePagesInput): string[] | null {
  const byId = new Map(stored.map((row) => [row.page_id, row]));
  // A kept page must exist: there is nothing to write in its place.
  const missing = input.pages.filter((page) => !isWritten(page) && !byId.has(page.id)).map((page) => page.id);
  if (input.force) return missing.length ? missing : null;
  const { ownFollowUp, baseIsCurrent } = saveBase(project, input);
  if (!baseIsCurrent && (stored.length !== input.pages.length || stored.some((row, i) => row.page_id !== input.pages[i].id))) return [];
  const conflicts = input.pages.filter((page) => {
    const row = byId.get(page.id);
    if (!row) return !isWritten(page);
    if (!isWritten(page)) return false;
    // Written by the client's own last save, whose answer it never got.
    if (ownFollowUp && row.version === project.version) return false;
    return page.version === undefined ? !baseIsCurrent : row.version !== page.version;
  });
  return conflicts.length ? conflicts.map((page) => page.id) : null;
}

/** Writes a save the conflict check let through: changed pages, the order, and deletions. */
async function writePages(projectId: number, stored: StoredPage[], pages: SavePageInput[], version: number, transaction: Transaction): Promise<void> {
  const sent = new Map(pages.map((page, position) => [page.id, { page, position }]));
  const replaced = stored.filter((row) => !sent.has(row.page_id) || isWritten(sent.get(row.page_id)!.page));
  if (replaced.length) await ProjectPage.destroy({ where: { id: replaced.map((row) => row.id) }, transaction });
  for (const row of stored) {
    const kept = sent.get(row.page_id);
    if (kept && !isWritten(kept.page) && kept.position !== row.position) await ProjectPage.update({ position: kept.position }, { where: { id: row.id }, transaction });
  }
  const written = pages.flatMap((page, position) => (isWritten(page) ? [{ page, position }] : []));
  await insertPages(projectId, written, transaction, version);
}

/**
 * Saves the project's pages in one transaction that starts by locking the project row: saves of
 * one project run one after the other, each checked against what the previous one left
 * (conflictingPages), so of two saves of the same page exactly one wins. A failure anywhere (or a
 * killed process) rolls back to the previous pages and version.
 */
export async function saveProjectPages(user: User, projectId: number, input: SavePagesInput): Promise<ProjectData> {
  const project = await findAccessibleProject(user, projectId);
  assertSavablePages(input.pages);
  const parts = input.parts ?? [];
  const deletedParts = input.deleted_parts ?? [];
  assertSavableParts(parts, deletedParts);
  const pages = input.pages.map(withoutRepeatedInstances);
  const conflicts = await Project.sequelize!.transaction(WRITE_TRANSACTION, async (transaction): Promise<{ pages: string[]; parts: string[] } | null> => {
    const current = await Project.findByPk(project.id, { lock: transaction.LOCK.UPDATE, transaction });
    if (!current) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    const stored = await ProjectPage.findAll({
      attributes: ['id', 'page_id', 'position', 'version'],
      where: { project_id: project.id },
      order: [['position', 'ASC']],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const storedParts = await lockParts(project.id, transaction);
    const refused = conflictingPages(current, stored, input);
    const refusedParts = conflictingParts(storedParts, parts, saveBase(current, input));
    if (refused || refusedParts.length) return { pages: refused ?? [], parts: refusedParts };
    const version = current.version + 1;
    await Project.update({ version, last_save_key: input.saveKey ?? null }, { where: { id: project.id }, transaction });
    await writePages(project.id, stored, pages, version, transaction);
    await writeParts(project.id, storedParts, parts, deletedParts, version, transaction);
    return null;
  });
  if (conflicts) throw conflict(await loadProjectWithPages(project.id), conflicts.pages, conflicts.parts);
  return loadProjectWithPages(project.id);
}
