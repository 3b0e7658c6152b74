import { Op } from 'sequelize';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, type ItemRevision } from '../../../common/collections.ts';
import { NotFoundError } from '../../errors.ts';
import { projectAuthors } from './authors.ts';
import { CollectionItemRevisionRow, type CollectionItemRow } from './models.ts';
import { serializeRevision } from './serialize.ts';

// An item's content before each edit of its title, body, values or tags, so any edit can be taken
// back. A revision is signed by whoever made the edit that replaced it, at the time of that edit;
// only the latest COLLECTION_LIMITS.revisionsKept of an item are kept.

/** Whether an edit touches what revisions keep. */
export function touchesContent(changes: object): boolean {
  return ['title', 'body', 'values', 'tags'].some((key) => key in changes);
}

export async function keepRevision(item: CollectionItemRow, editorId: number | null): Promise<void> {
  await CollectionItemRevisionRow.create({ item_id: item.id, author_id: editorId, title: item.title, body: item.body, values: item.values, tags: item.tags });
  const stale = await CollectionItemRevisionRow.findAll({
    attributes: ['id'],
    where: { item_id: item.id },
    order: [['id', 'DESC']],
    offset: COLLECTION_LIMITS.revisionsKept,
    limit: 1000,
  });
  if (stale.length) await CollectionItemRevisionRow.destroy({ where: { id: { [Op.in]: stale.map((row) => row.id) } } });
}

/** Newest first. */
export async function itemRevisions(item: CollectionItemRow): Promise<ItemRevision[]> {
  const rows = await CollectionItemRevisionRow.findAll({ where: { item_id: item.id }, order: [['id', 'DESC']] });
  const editors = rows.map((row) => row.author_id).filter((id): id is number => id !== null);
  const authors = await projectAuthors(item.project_id, editors);
  return rows.map((row) => serializeRevision(row, authors));
}

export async function findRevision(item: CollectionItemRow, revisionId: number): Promise<CollectionItemRevisionRow> {
  const row = await CollectionItemRevisionRow.findOne({ where: { id: revisionId, item_id: item.id } });
  if (!row) throw new NotFoundError(COLLECTION_MESSAGES.revisionNotFound);
  return row;
}
