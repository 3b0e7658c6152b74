import { fn, col, UniqueConstraintError } from 'sequelize';
import { COLLECTION_FIELD_MESSAGES, COLLECTION_LIMITS, COLLECTION_MESSAGES, type Collection } from '../../../common/collections.ts';
import type { AppContext } from '../../context.ts';
import { ConflictError, InvalidError, type FieldErrors } from '../../errors.ts';
import { ProjectPage } from '../projects/models.ts';
import { findAccessibleProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { reachCollection } from './access.ts';
import { checkFields, type FieldInput } from './fields.ts';
import { CollectionItemRow, CollectionRow } from './models.ts';
import { ensurePostsCollection } from './posts.ts';
import { requestCollectionRepublish } from './republish.ts';
import { serializeCollection } from './serialize.ts';
import { freeCollectionSlug, isSlug } from './slugs.ts';

// A project's collections: the built-in blog and the ones the owner defines, for whoever may work
// on the project. Items are items.ts's.

export interface CollectionInput {
  name?: string;
  slug?: string;
  fields?: FieldInput[];
  template_page_id?: string | null;
}

async function itemCounts(collectionIds: number[]): Promise<Map<number, number>> {
  if (!collectionIds.length) return new Map();
  const rows = (await CollectionItemRow.findAll({
    attributes: ['collection_id', [fn('COUNT', col('id')), 'count']],
    where: { collection_id: collectionIds },
    group: ['collection_id'],
    raw: true,
  })) as unknown as { collection_id: number; count: number | string }[];
  return new Map(rows.map((row) => [Number(row.collection_id), Number(row.count)]));
}

async function serialized(row: CollectionRow): Promise<Collection> {
  return serializeCollection(row, (await itemCounts([row.id])).get(row.id) ?? 0);
}

async function projectCollectionSlugs(projectId: number): Promise<Set<string>> {
  return new Set((await CollectionRow.findAll({ attributes: ['slug'], where: { project_id: projectId } })).map((row) => row.slug));
}

function assertValid(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new InvalidError(COLLECTION_FIELD_MESSAGES.invalid, errors);
}

function checkName(name: string | undefined, errors: FieldErrors): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (!trimmed) errors.name = COLLECTION_MESSAGES.fieldRequired;
  else if (trimmed.length > COLLECTION_LIMITS.nameChars) errors.name = COLLECTION_FIELD_MESSAGES.tooLong(COLLECTION_LIMITS.nameChars);
  return trimmed;
}

async function checkTemplatePage(projectId: number, pageId: string | null | undefined, errors: FieldErrors): Promise<void> {
  if (!pageId) return;
  const page = await ProjectPage.findOne({ attributes: ['id'], where: { project_id: projectId, page_id: pageId } });
  if (!page) errors.template_page_id = COLLECTION_FIELD_MESSAGES.templatePage;
}

export async function listCollections(user: User, projectId: number): Promise<Collection[]> {
  const project = await findAccessibleProject(user, projectId);
  await ensurePostsCollection(project.id);
  const rows = await CollectionRow.findAll({ where: { project_id: project.id }, order: [['builtin', 'DESC'], ['name', 'ASC'], ['id', 'ASC']] });
  const counts = await itemCounts(rows.map((row) => row.id));
  return rows.map((row) => serializeCollection(row, counts.get(row.id) ?? 0));
}

export async function getCollection(user: User, projectId: number, slug: string): Promise<Collection> {
  return serialized((await reachCollection(user, projectId, slug)).collection);
}

export async function createCollection(user: User, projectId: number, input: CollectionInput): Promise<Collection> {
  const project = await findAccessibleProject(user, projectId);
  await ensurePostsCollection(project.id);
  const errors: FieldErrors = {};
  const name = checkName(input.name ?? '', errors)!;
  const existing = await projectCollectionSlugs(project.id);
  const slug = input.slug?.trim() || (await freeCollectionSlug(project.id, name || 'collection'));
  if (!isSlug(slug)) errors.slug = COLLECTION_FIELD_MESSAGES.slug;
  else if (existing.has(slug)) errors.slug = COLLECTION_MESSAGES.collectionSlugTaken;
  // A reference field may point into the collection being made.
  const { fields, errors: fieldErrors } = checkFields(input.fields ?? [], new Set([...existing, slug]));
  await checkTemplatePage(project.id, input.template_page_id, errors);
  assertValid({ ...errors, ...fieldErrors });
  try {
    const row = await CollectionRow.create({ project_id: project.id, slug, name, builtin: false, fields, template_page_id: input.template_page_id ?? null });
    return serializeCollection(row, 0);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw InvalidError.field('slug', COLLECTION_MESSAGES.collectionSlugTaken);
    throw error;
  }
}

async function hasPublishedItems(collectionId: number): Promise<boolean> {
  return (await CollectionItemRow.count({ where: { collection_id: collectionId, status: 'published' } })) > 0;
}

/** Reference fields name the collection they point into by slug; a renamed one is followed. */
async function renameReferences(projectId: number, from: string, to: string): Promise<void> {
  for (const row of await CollectionRow.findAll({ where: { project_id: projectId } })) {
    if (!row.fields.some((field) => field.type === 'reference' && field.collection === from)) continue;
    await row.update({ fields: row.fields.map((field) => (field.type === 'reference' && field.collection === from ? { ...field, collection: to } : field)) });
  }
}

/** Name, fields and template page; the blog keeps its slug. A change the live site shows rebuilds it. */
export async function updateCollection(ctx: AppContext, user: User, projectId: number, slug: string, input: CollectionInput): Promise<Collection> {
  const { project, collection } = await reachCollection(user, projectId, slug);
  const errors: FieldErrors = {};
  const name = checkName(input.name, errors);
  const changes: Partial<Pick<CollectionRow, 'name' | 'slug' | 'fields' | 'template_page_id'>> = {};
  if (name !== undefined) changes.name = name;
  if (input.slug !== undefined && input.slug.trim() !== collection.slug) {
    const next = input.slug.trim();
    if (collection.builtin) errors.slug = COLLECTION_FIELD_MESSAGES.builtinSlug;
    else if (!isSlug(next)) errors.slug = COLLECTION_FIELD_MESSAGES.slug;
    else if ((await projectCollectionSlugs(project.id)).has(next)) errors.slug = COLLECTION_MESSAGES.collectionSlugTaken;
    changes.slug = next;
  }
  let fieldErrors: FieldErrors = {};
  if (input.fields !== undefined) {
    const slugs = await projectCollectionSlugs(project.id);
    const checked = checkFields(input.fields, new Set([...slugs, changes.slug ?? collection.slug]));
    changes.fields = checked.fields;
    fieldErrors = checked.errors;
  }
  if (input.template_page_id !== undefined) {
    await checkTemplatePage(project.id, input.template_page_id, errors);
    changes.template_page_id = input.template_page_id || null;
  }
  assertValid({ ...errors, ...fieldErrors });
  const previousSlug = collection.slug;
  await collection.update(changes);
  if (changes.slug) await renameReferences(project.id, previousSlug, changes.slug);
  if (await hasPublishedItems(collection.id)) await requestCollectionRepublish(ctx, project.id, { collectionId: collection.id, itemIds: [] });
  return serialized(collection);
}

/** A collection the owner made, with its items; the blog stays. */
export async function deleteCollection(ctx: AppContext, user: User, projectId: number, slug: string): Promise<void> {
  const { project, collection } = await reachCollection(user, projectId, slug);
  if (collection.builtin) throw new ConflictError(COLLECTION_MESSAGES.builtinCollection);
  const live = await CollectionItemRow.findAll({ attributes: ['id'], where: { collection_id: collection.id, status: 'published' } });
  await collection.destroy();
  if (live.length) await requestCollectionRepublish(ctx, project.id, { collectionId: collection.id, itemIds: live.map((row) => row.id) });
}
