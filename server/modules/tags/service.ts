import { col, fn, Op, UniqueConstraintError } from 'sequelize';
import type { Pagination } from '../../../common/pagination.ts';
import { paginate, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import { Tag, Taggable } from './models.ts';

// Tags an admin manages; the rows they label are linked through taggables.

export const TAG_NAME_TAKEN_MESSAGE = 'The name has already been taken.';
export const TAG_NOT_FOUND_MESSAGE = 'Tag not found.';
export const DEFAULT_TAG_TYPE = 'custom';

export interface TagInput {
  name: string;
  display_name?: string | null;
  type?: string;
}

export interface TagData {
  id: number;
  name: string;
  display_name: string;
  type: string;
  /** How many rows carry the tag. */
  taggables_count: number;
  created_at: string;
  updated_at: string;
}

const TAG_LIST: ListSpec<Tag> = {
  model: Tag,
  searchable: ['name', 'display_name'],
  sortable: ['name', 'display_name', 'type', 'created_at', 'updated_at'],
  filters: { type: true },
  defaultOrder: ['updated_at', 'desc'],
};

async function usageCounts(tagIds: number[]): Promise<Map<number, number>> {
  if (!tagIds.length) return new Map();
  const rows = (await Taggable.findAll({
    attributes: ['tag_id', [fn('COUNT', col('id')), 'uses']],
    where: { tag_id: { [Op.in]: tagIds } },
    group: ['tag_id'],
    raw: true,
  })) as unknown as { tag_id: number; uses: number | string }[];
  return new Map(rows.map((row) => [Number(row.tag_id), Number(row.uses)]));
}

async function serialize(tags: Tag[]): Promise<TagData[]> {
  const counts = await usageCounts(tags.map((tag) => tag.id));
  return tags.map((tag) => ({
    id: tag.id,
    name: tag.name,
    // A tag saved without one shows its name.
    display_name: tag.display_name || tag.name,
    type: tag.type,
    taggables_count: counts.get(tag.id) ?? 0,
    created_at: new Date(tag.created_at).toISOString(),
    updated_at: new Date(tag.updated_at).toISOString(),
  }));
}

export function listTags(query: ListQuery): Promise<Pagination<TagData>> {
  return paginate(TAG_LIST, query, serialize);
}

async function findTag(id: number): Promise<Tag> {
  const tag = await Tag.findByPk(id);
  if (!tag) throw new NotFoundError(TAG_NOT_FOUND_MESSAGE);
  return tag;
}

async function assertNameFree(name: string, exceptId?: number): Promise<void> {
  const clash = await Tag.findOne({ attributes: ['id'], where: { name, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
  if (clash) throw InvalidError.field('name', TAG_NAME_TAKEN_MESSAGE);
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw InvalidError.field('name', TAG_NAME_TAKEN_MESSAGE);
    throw error;
  }
}

/** Read back after a save: MariaDB keeps whole seconds, so the answer equals what a later read gives. */
async function one(tag: Tag): Promise<TagData> {
  return (await serialize([await tag.reload()]))[0];
}

/**
 * Names are kept lowercase, so a clash is the same on SQLite (case-sensitive) and MariaDB (not);
 * the name as typed stays the display name unless one is given.
 */
function tagName(name: string): string {
  return name.trim().toLowerCase();
}

export async function createTag(input: TagInput): Promise<TagData> {
  const name = tagName(input.name);
  await assertNameFree(name);
  const tag = await saving(() => Tag.create({ name, display_name: input.display_name || input.name.trim(), type: input.type || DEFAULT_TAG_TYPE }));
  return one(tag);
}

export async function updateTag(id: number, input: Partial<TagInput>): Promise<TagData> {
  const tag = await findTag(id);
  const name = input.name === undefined ? tag.name : tagName(input.name);
  if (name !== tag.name) await assertNameFree(name, tag.id);
  tag.set({
    name,
    ...(input.display_name !== undefined ? { display_name: input.display_name || null } : {}),
    ...(input.type !== undefined ? { type: input.type || DEFAULT_TAG_TYPE } : {}),
  });
  await saving(() => tag.save());
  return one(tag);
}

/** Deletes the tags and takes them off every row they labelled; unknown ids are skipped. */
export async function deleteTags(ids: number[]): Promise<number> {
  return inTransaction(Tag.sequelize!, async () => {
    await Taggable.destroy({ where: { tag_id: ids } });
    return Tag.destroy({ where: { id: ids } });
  });
}

export async function deleteTag(id: number): Promise<void> {
  await findTag(id);
  await deleteTags([id]);
}
