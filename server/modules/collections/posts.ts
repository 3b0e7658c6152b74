import { UniqueConstraintError } from 'sequelize';
import { POSTS_COLLECTION, POSTS_FIELDS } from '../../../common/collections.ts';
import { CollectionRow } from './models.ts';

// Every project has its blog: the built-in `posts` collection, made the first time the project's
// collections are read, so projects made before collections existed get theirs too.

export async function ensurePostsCollection(projectId: number): Promise<void> {
  const existing = await CollectionRow.findOne({ attributes: ['id'], where: { project_id: projectId, slug: POSTS_COLLECTION.slug } });
  if (existing) return;
  try {
    await CollectionRow.create({ project_id: projectId, slug: POSTS_COLLECTION.slug, name: POSTS_COLLECTION.name, builtin: true, fields: POSTS_FIELDS });
  } catch (error) {
    // Two first reads at once: the other one made it.
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
}
