import { COLLECTION_MESSAGES, POSTS_COLLECTION } from '../../../common/collections.ts';
import { NotFoundError } from '../../errors.ts';
import type { Project } from '../projects/models.ts';
import { findAccessibleProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { CollectionItemRow, CollectionRow } from './models.ts';
import { ensurePostsCollection } from './posts.ts';

// Collections and items are reached through their project, with the project's access rule
// (findAccessibleProject): whoever may work on the site may work on its content, anybody else gets
// the project's 404.

export interface CollectionScope {
  project: Project;
  collection: CollectionRow;
}

export interface ItemScope extends CollectionScope {
  item: CollectionItemRow;
}

export async function findCollectionRow(projectId: number, slug: string): Promise<CollectionRow | null> {
  if (slug === POSTS_COLLECTION.slug) await ensurePostsCollection(projectId);
  return CollectionRow.findOne({ where: { project_id: projectId, slug } });
}

export async function reachCollection(user: User, projectId: number, slug: string): Promise<CollectionScope> {
  const project = await findAccessibleProject(user, projectId);
  const collection = await findCollectionRow(project.id, slug);
  if (!collection) throw new NotFoundError(COLLECTION_MESSAGES.collectionNotFound);
  return { project, collection };
}

export async function reachItem(user: User, projectId: number, slug: string, itemId: number): Promise<ItemScope> {
  const scope = await reachCollection(user, projectId, slug);
  const item = await CollectionItemRow.findOne({ where: { id: itemId, collection_id: scope.collection.id } });
  if (!item) throw new NotFoundError(COLLECTION_MESSAGES.itemNotFound);
  return { ...scope, item };
}
