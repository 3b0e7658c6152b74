import type { AiDraftCount, AiDraftsAnswer } from '../../../../common/collections.ts';
import type { AppContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transactions.ts';
import { reachCollection } from '../../collections/access.ts';
import { serializeItems } from '../../collections/items.ts';
import { assertItemAllowance } from '../../collections/limits.ts';
import { CollectionItemRow } from '../../collections/models.ts';
import type { User } from '../../users/models.ts';
import { throttleAssist, withEndpoint } from '../assist/endpoint.ts';
import { postsWithChat } from './chat.ts';
import { composePosts } from './compose.ts';
import { readPostSubject } from './site-subject.ts';
import { storeDrafts } from './store.ts';

// "Write a first post" and "draft three posts": drafts in the site's language from the site's own
// facts, by the configured endpoint, else (or when it fails, with a notice) by the built-in writer.
// Whoever may write the collection's items may have them written; the plan's items per site count.

export async function writePostDrafts(ctx: AppContext, user: User, projectId: number, collectionSlug: string, count: AiDraftCount): Promise<AiDraftsAnswer> {
  await throttleAssist(user);
  const scope = await reachCollection(user, projectId, collectionSlug);
  // A full site is refused before a model is asked to write for it.
  await inTransaction(CollectionItemRow.sequelize!, (transaction) => assertItemAllowance(scope.project.id, transaction));
  const subject = await readPostSubject(scope);
  const offline = composePosts(subject, count);
  const answer = await withEndpoint(
    ctx,
    () => ({ value: offline, notice: null }),
    (endpoint) => postsWithChat(endpoint, subject, count, offline),
  );
  const rows = await storeDrafts(scope, user, answer.value);
  return { data: await serializeItems(scope.project.id, rows), ...(answer.notice ? { notice: answer.notice } : {}) };
}
