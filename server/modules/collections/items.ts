import { Op, UniqueConstraintError, literal, where as sqlWhere, col, type WhereOptions } from 'sequelize';
import { COLLECTION_FIELD_MESSAGES, COLLECTION_LIMITS, COLLECTION_MESSAGES, type CollectionItem, type ItemRevision, type ItemStatus } from '../../../common/collections.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { ConflictError, InvalidError, type FieldErrors } from '../../errors.ts';
import type { Project } from '../projects/models.ts';
import { User } from '../users/models.ts';
import { reachesRow } from '../workspaces/membership.ts';
import { reachCollection, reachItem, type CollectionScope, type ItemScope } from './access.ts';
import { projectAuthors } from './authors.ts';
import { checkItemFields, type ItemChanges, type ItemInput } from './input.ts';
import { assertItemAllowance } from './limits.ts';
import { CollectionItemRow, CollectionRow } from './models.ts';
import { requestCollectionRepublish } from './republish.ts';
import { findRevision, itemRevisions, keepRevision, touchesContent } from './revisions.ts';
import { scriptAllowlist } from './sanitize.ts';
import { serializeItem } from './serialize.ts';
import { freeItemSlug } from './slugs.ts';
import { checkValues, type ValueRules } from './values.ts';

// A collection's items for whoever may work on the project: written as drafts, edited with an
// optimistic version (an edit based on an older one is refused with the current item), each edit
// of the content keeping a revision. Edits of a published item go to the live site at once.

export interface ItemQuery {
  status?: ItemStatus;
  tag?: string;
  page?: number;
  per_page?: number;
}

export interface ItemList {
  data: CollectionItem[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export const ITEMS_PER_PAGE = 20;

export async function serializeItems(projectId: number, rows: CollectionItemRow[]): Promise<CollectionItem[]> {
  const authors = await projectAuthors(projectId);
  return rows.map((row) => serializeItem(row, authors));
}

async function serialized(row: CollectionItemRow): Promise<CollectionItem> {
  return (await serializeItems(row.project_id, [row]))[0];
}

function assertValid(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new InvalidError(COLLECTION_FIELD_MESSAGES.invalid, errors);
}

function valueRules(scope: CollectionScope, allowlist: readonly string[]): ValueRules {
  return {
    fields: scope.collection.fields,
    allowlist,
    async referenceExists(collection, id) {
      const target = await CollectionRow.findOne({ attributes: ['id'], where: { project_id: scope.project.id, slug: collection } });
      return Boolean(target && (await CollectionItemRow.count({ where: { id, collection_id: target.id } })));
    },
  };
}

/** An author must be someone who may work on the site. */
async function checkAuthor(project: Project, authorId: number | null | undefined, errors: FieldErrors): Promise<void> {
  if (authorId === undefined || authorId === null) return;
  const author = await User.findByPk(authorId, { attributes: ['id'] });
  if (!author || !(await reachesRow(author, project))) errors.author_id = COLLECTION_FIELD_MESSAGES.author;
}

async function slugTaken(collectionId: number, slug: string, exceptId?: number): Promise<boolean> {
  return (await CollectionItemRow.count({ where: { collection_id: collectionId, slug, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } })) > 0;
}

function asSlugConflict(error: unknown): unknown {
  return error instanceof UniqueConstraintError ? InvalidError.field('slug', COLLECTION_MESSAGES.slugTaken) : error;
}

/** Values an edit sends are merged into the stored ones (null takes one out); values of fields the collection no longer has go. */
function mergedValues(stored: Record<string, unknown>, sent: Record<string, unknown>, scope: CollectionScope): Record<string, unknown> {
  const known = new Set(scope.collection.fields.map((field) => field.key));
  const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => known.has(key)));
  return { ...kept, ...sent };
}

interface Prepared {
  changes: ItemChanges & { values?: Record<string, unknown>; author_id?: number | null };
}

async function prepare(scope: CollectionScope, input: ItemInput, stored: CollectionItemRow | null): Promise<Prepared> {
  const allowlist = await scriptAllowlist();
  const { changes, errors } = checkItemFields(input, allowlist, stored === null);
  const prepared: Prepared = { changes };
  if (input.values !== undefined || stored === null) {
    const sent = input.values ?? {};
    const checked = await checkValues(stored ? mergedValues(stored.values, sent, scope) : sent, valueRules(scope, allowlist));
    Object.assign(errors, checked.errors);
    prepared.changes.values = checked.values;
  }
  if (input.author_id !== undefined) {
    await checkAuthor(scope.project, input.author_id, errors);
    prepared.changes.author_id = input.author_id;
  }
  if (changes.slug && !errors.slug && (await slugTaken(scope.collection.id, changes.slug, stored?.id))) errors.slug = COLLECTION_MESSAGES.slugTaken;
  assertValid(errors);
  return prepared;
}

/** A new draft by `user` (or the author the input names), counted against the plan's items per site. */
export async function insertItem(scope: CollectionScope, user: User, input: ItemInput): Promise<CollectionItemRow> {
  const { changes } = await prepare(scope, input, null);
  try {
    return await inTransaction(CollectionItemRow.sequelize!, async (transaction) => {
      await assertItemAllowance(scope.project.id, transaction);
      const slug = changes.slug ?? (await freeItemSlug(scope.collection.id, changes.title!));
      return CollectionItemRow.create({
        ...changes,
        collection_id: scope.collection.id,
        project_id: scope.project.id,
        title: changes.title!,
        slug,
        status: 'draft',
        author_id: changes.author_id === undefined ? user.id : changes.author_id,
      });
    });
  } catch (error) {
    throw asSlugConflict(error);
  }
}

async function versionConflict(item: CollectionItemRow): Promise<ConflictError> {
  const current = await CollectionItemRow.findByPk(item.id);
  return new ConflictError(COLLECTION_FIELD_MESSAGES.itemChanged, { item: current ? await serialized(current) : null });
}

/** The changes that differ from what is stored (values and tags compared as JSON, dates by time). */
function differences(current: CollectionItemRow, changes: Partial<CollectionItemRow>): Partial<CollectionItemRow> {
  const same = (key: string, value: unknown) => JSON.stringify(current.get(key)) === JSON.stringify(value);
  return Object.fromEntries(Object.entries(changes).filter(([key, value]) => !same(key, value))) as Partial<CollectionItemRow>;
}

/**
 * Writes `changes` over the item as the version after `basedOn` (null: whatever is stored now),
 * keeping a revision of what a content change replaces; a write that changes nothing leaves the
 * item (and its version) as it is. A write based on another version than the stored one changes
 * nothing and is a conflict.
 */
async function writeItem(item: CollectionItemRow, changes: Partial<CollectionItemRow>, editorId: number | null, basedOn: number | null): Promise<{ row: CollectionItemRow; changed: boolean }> {
  const written = await inTransaction(CollectionItemRow.sequelize!, async (transaction) => {
    const current = await CollectionItemRow.findByPk(item.id, { lock: transaction.LOCK.UPDATE, transaction });
    if (!current || (basedOn !== null && current.version !== basedOn)) return null;
    const changed = differences(current, changes);
    if (!Object.keys(changed).length) return { row: current, changed: false };
    if (touchesContent(changed)) await keepRevision(current, editorId);
    await current.update({ ...changed, version: current.version + 1 }, { transaction });
    return { row: current, changed: true };
  });
  if (!written) throw await versionConflict(item);
  return written;
}

async function republishIfLive(ctx: AppContext, item: CollectionItemRow, wasLive: boolean): Promise<void> {
  if (wasLive || item.status === 'published') await requestCollectionRepublish(ctx, item.project_id, { collectionId: item.collection_id, itemIds: [item.id] });
}

/** An edit by `user`; the AI writer's sample mark goes with the first one. */
export async function editItem(ctx: AppContext, scope: ItemScope, user: User, input: ItemInput, basedOn: number | null): Promise<CollectionItemRow> {
  if (basedOn !== null && basedOn !== scope.item.version) throw await versionConflict(scope.item);
  const { changes } = await prepare(scope, input, scope.item);
  const written = await writeItem(scope.item, { ...changes, sample: false }, user.id, basedOn).catch((error: unknown) => Promise.reject(asSlugConflict(error)));
  if (written.changed) await republishIfLive(ctx, written.row, scope.item.status === 'published');
  return written.row;
}

/** MariaDB keeps DATETIME to the second: the time answered is the time stored, on either database. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** Moves an item between draft, scheduled and published, and has the live site follow. */
export async function setItemStatus(ctx: AppContext, item: CollectionItemRow, status: ItemStatus, publishAt: Date | null): Promise<CollectionItemRow> {
  const wasLive = item.status === 'published';
  const at = publishAt && wholeSeconds(publishAt);
  const changes: Partial<CollectionItemRow> = { status, publish_at: status === 'scheduled' ? at : null };
  if (status === 'published') changes.published_at = at ?? item.published_at ?? wholeSeconds(ctx.now());
  const written = await writeItem(item, changes, null, null);
  if (written.changed || status === 'published') await republishIfLive(ctx, written.row, wasLive);
  return written.row;
}

function tagCondition(tag: string): WhereOptions {
  // Tags are a JSON array in text: the tag's JSON string, matched literally ('!' escapes LIKE's wildcards).
  const pattern = `%${JSON.stringify(tag.trim()).replace(/[!%_]/g, '!$&')}%`;
  return sqlWhere(col('tags'), { [Op.like]: literal(`${CollectionItemRow.sequelize!.escape(pattern)} ESCAPE '!'`) });
}

export async function listItems(user: User, projectId: number, slug: string, query: ItemQuery = {}): Promise<ItemList> {
  const { project, collection } = await reachCollection(user, projectId, slug);
  const perPage = Math.min(Math.max(1, query.per_page ?? ITEMS_PER_PAGE), COLLECTION_LIMITS.maxPerPage);
  const page = Math.max(1, query.page ?? 1);
  const where: WhereOptions[] = [{ collection_id: collection.id }];
  if (query.status) where.push({ status: query.status });
  if (query.tag?.trim()) where.push(tagCondition(query.tag));
  const { rows, count } = await CollectionItemRow.findAndCountAll({
    where: { [Op.and]: where },
    order: [['created_at', 'DESC'], ['id', 'DESC']],
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: await serializeItems(project.id, rows),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count },
  };
}

export async function getItem(user: User, projectId: number, slug: string, itemId: number): Promise<CollectionItem> {
  return serialized((await reachItem(user, projectId, slug, itemId)).item);
}

export async function createItem(user: User, projectId: number, slug: string, input: ItemInput): Promise<CollectionItem> {
  return serialized(await insertItem(await reachCollection(user, projectId, slug), user, input));
}

export async function updateItem(ctx: AppContext, user: User, projectId: number, slug: string, itemId: number, input: ItemInput & { version: number }): Promise<CollectionItem> {
  const { version, ...changes } = input;
  return serialized(await editItem(ctx, await reachItem(user, projectId, slug, itemId), user, changes, version));
}

export async function deleteItem(ctx: AppContext, user: User, projectId: number, slug: string, itemId: number): Promise<void> {
  const { item } = await reachItem(user, projectId, slug, itemId);
  await item.destroy();
  if (item.status === 'published') await requestCollectionRepublish(ctx, item.project_id, { collectionId: item.collection_id, itemIds: [item.id] });
}

export async function listItemRevisions(user: User, projectId: number, slug: string, itemId: number): Promise<ItemRevision[]> {
  return itemRevisions((await reachItem(user, projectId, slug, itemId)).item);
}

/** The revision's content becomes the item's (as a new edit, so the restore can be taken back too). */
export async function restoreItemRevision(ctx: AppContext, user: User, projectId: number, slug: string, itemId: number, revisionId: number): Promise<CollectionItem> {
  const scope = await reachItem(user, projectId, slug, itemId);
  const revision = await findRevision(scope.item, revisionId);
  const values = mergedValues({}, revision.values, scope);
  const written = await writeItem(scope.item, { title: revision.title, body: revision.body, values, tags: revision.tags, sample: false }, user.id, null);
  if (written.changed) await republishIfLive(ctx, written.row, scope.item.status === 'published');
  return serialized(written.row);
}
