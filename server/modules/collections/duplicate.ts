import type { Transaction } from 'sequelize';
import { CollectionItemRow, CollectionRow } from './models.ts';

// A duplicated project (projects/service.ts duplicateProject) has its own copy of the source's
// collections and items, inside the duplication's transaction. Items keep their status and dates,
// except that a scheduled item becomes a draft: the copy is a new site nobody has published, and
// its owner decides when its posts go out. Revisions stay with the source; every copied item
// starts at version 1. Reference values are moved to the copied items they pointed at.

const ITEM_COLUMNS = ['slug', 'title', 'published_at', 'author_id', 'body', 'values', 'tags', 'seo_title', 'seo_description', 'og_image', 'sample', 'created_at'];

async function copyItems(sourceCollectionId: number, copyCollectionId: number, copyProjectId: number, transaction: Transaction): Promise<void> {
  const sequelize = CollectionItemRow.sequelize!;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const columns = ITEM_COLUMNS.map(quote).join(', ');
  // Copied inside the database, like the pages: a large blog never passes through this process's memory.
  await sequelize.query(
    `INSERT INTO collection_items (collection_id, project_id, status, publish_at, version, updated_at, ${columns})
     SELECT :copyCollectionId, :copyProjectId, CASE WHEN status = 'scheduled' THEN 'draft' ELSE status END, NULL, 1, :now, ${columns}
     FROM collection_items WHERE collection_id = :sourceCollectionId ORDER BY id`,
    { replacements: { copyCollectionId, copyProjectId, sourceCollectionId, now: new Date() }, transaction },
  );
}

/** Source item id → copied item id, for the items of one collection (matched by slug, unique in a collection). */
async function itemIdMap(sourceCollectionId: number, copyCollectionId: number, transaction: Transaction): Promise<Map<number, number>> {
  const rows = await CollectionItemRow.findAll({ attributes: ['id', 'slug', 'collection_id'], where: { collection_id: [sourceCollectionId, copyCollectionId] }, transaction });
  const copied = new Map(rows.filter((row) => row.collection_id === copyCollectionId).map((row) => [row.slug, row.id]));
  const ids = new Map<number, number>();
  for (const row of rows) if (row.collection_id === sourceCollectionId && copied.has(row.slug)) ids.set(row.id, copied.get(row.slug)!);
  return ids;
}

/** Points the copied items' reference values at the copied items; one that pointed at nothing copied is left out. */
async function moveReferences(collections: CollectionRow[], copies: Map<number, number>, transaction: Transaction): Promise<void> {
  const bySlug = new Map(collections.map((collection) => [collection.slug, collection]));
  const maps = new Map<string, Map<number, number>>();
  for (const collection of collections) {
    const references = collection.fields.filter((field) => field.type === 'reference');
    if (!references.length) continue;
    for (const field of references) {
      const target = bySlug.get(field.collection ?? '');
      if (target && !maps.has(target.slug)) maps.set(target.slug, await itemIdMap(target.id, copies.get(target.id)!, transaction));
    }
    const items = await CollectionItemRow.findAll({ attributes: ['id', 'values'], where: { collection_id: copies.get(collection.id)! }, transaction });
    for (const item of items) {
      const values = { ...item.values };
      for (const field of references) {
        if (values[field.key] === undefined) continue;
        const moved = maps.get(field.collection ?? '')?.get(Number(values[field.key]));
        if (moved === undefined) delete values[field.key];
        else values[field.key] = moved;
      }
      if (JSON.stringify(values) !== JSON.stringify(item.values)) await CollectionItemRow.update({ values }, { where: { id: item.id }, transaction });
    }
  }
}

export async function copyCollections(sourceProjectId: number, copyProjectId: number, transaction: Transaction): Promise<void> {
  const collections = await CollectionRow.findAll({ where: { project_id: sourceProjectId }, order: [['id', 'ASC']], transaction });
  const copies = new Map<number, number>();
  for (const source of collections) {
    const { slug, name, builtin, fields, template_page_id } = source;
    // The copy's pages keep their editor ids, so the template page is the copy's own.
    const copy = await CollectionRow.create({ project_id: copyProjectId, slug, name, builtin, fields, template_page_id }, { transaction });
    copies.set(source.id, copy.id);
    await copyItems(source.id, copy.id, copyProjectId, transaction);
  }
  await moveReferences(collections, copies, transaction);
}
