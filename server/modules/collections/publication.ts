import { COLLECTION_MESSAGES, type CollectionItem } from '../../../common/collections.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import type { User } from '../users/models.ts';
import { reachItem } from './access.ts';
import { serializeItems, setItemStatus } from './items.ts';

// Putting an item on the live site now or at a set time, and taking it off again. The time a
// scheduled item goes live is the scheduled job's to act on; this only records it.

export async function publishItem(ctx: AppContext, user: User, projectId: number, slug: string, itemId: number, at?: Date): Promise<CollectionItem> {
  const { item } = await reachItem(user, projectId, slug, itemId);
  if (at && at.getTime() <= ctx.now().getTime()) throw InvalidError.field('at', COLLECTION_MESSAGES.scheduleInPast);
  const written = await setItemStatus(ctx, item, at ? 'scheduled' : 'published', at ?? null);
  return (await serializeItems(written.project_id, [written]))[0];
}

/** Back to a draft, off the live site (its publication date is kept for a later publish). */
export async function unpublishItem(ctx: AppContext, user: User, projectId: number, slug: string, itemId: number): Promise<CollectionItem> {
  const { item } = await reachItem(user, projectId, slug, itemId);
  const written = await setItemStatus(ctx, item, 'draft', null);
  return (await serializeItems(written.project_id, [written]))[0];
}
