import type { CollectionSource } from '../publishing/build/collections/types.ts';
import { projectAuthors } from './authors.ts';
import { CollectionItemRow, CollectionRow } from './models.ts';
import { serializeCollection, serializeItem } from './serialize.ts';

// What the publisher reads of a project's collections: each collection with its published items
// only. Drafts and scheduled items never reach a build.

/**
 * The project's collections and their published items. Without `bodies` the items come without
 * their rich text (the bulk of a blog), for a rebuild that plans the whole site but renders a few.
 */
export async function publishedCollections(projectId: number, options: { bodies?: boolean } = {}): Promise<CollectionSource[]> {
  const collections = await CollectionRow.findAll({ where: { project_id: projectId }, order: [['id', 'ASC']] });
  if (!collections.length) return [];
  const items = await CollectionItemRow.findAll({
    ...(options.bodies === false ? { attributes: { exclude: ['body'] } } : {}),
    where: { project_id: projectId, status: 'published' },
    order: [['id', 'ASC']],
  });
  const authors = items.some((item) => item.author_id !== null) ? await projectAuthors(projectId) : new Map();
  return collections.map((row) => {
    const own = items.filter((item) => item.collection_id === row.id);
    return { collection: serializeCollection(row, own.length), items: own.map((item) => serializeItem(item, authors)) };
  });
}

/** Fills in the rich text of the given items, read without it. */
export async function loadBodies(sources: readonly CollectionSource[], itemIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return;
  const rows = await CollectionItemRow.findAll({ attributes: ['id', 'body'], where: { id: ids } });
  const bodies = new Map(rows.map((row) => [row.id, row.body]));
  for (const source of sources) for (const item of source.items) if (bodies.has(item.id)) item.body = bodies.get(item.id)!;
}
