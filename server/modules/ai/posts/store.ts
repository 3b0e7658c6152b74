import { COLLECTION_LIMITS } from '../../../../common/collections.ts';
import { inTransaction } from '../../../db/transactions.ts';
import type { CollectionScope } from '../../collections/access.ts';
import { insertItem } from '../../collections/items.ts';
import { CollectionItemRow } from '../../collections/models.ts';
import { freeItemSlug } from '../../collections/slugs.ts';
import type { User } from '../../users/models.ts';
import { postHtml } from './html.ts';
import type { PostDraft } from './types.ts';

// Drafts become items of the collection as any item is created (the collection's field checks,
// the plan's items per site, the requester as author), marked as the AI writer's samples until the
// owner edits them. All or none: a plan with room for two of three drafts gets none.

function seoDescription(excerpt: string): string {
  const max = COLLECTION_LIMITS.seoDescriptionChars;
  if (excerpt.length <= max) return excerpt;
  const cut = excerpt.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export async function storeDrafts(scope: CollectionScope, user: User, drafts: readonly PostDraft[]): Promise<CollectionItemRow[]> {
  // The blog's excerpt field; a collection without one keeps the excerpt as the SEO description only.
  const excerptField = scope.collection.fields.some((field) => field.key === 'excerpt' && field.type === 'text');
  return inTransaction(CollectionItemRow.sequelize!, async () => {
    const rows: CollectionItemRow[] = [];
    for (const draft of drafts) {
      const title = draft.title.slice(0, COLLECTION_LIMITS.titleChars);
      const row = await insertItem(scope, user, {
        title,
        slug: await freeItemSlug(scope.collection.id, draft.slug || title),
        body: postHtml(draft.body),
        tags: draft.tags,
        values: excerptField && draft.excerpt ? { excerpt: draft.excerpt } : {},
        seo_description: seoDescription(draft.excerpt),
      });
      rows.push(await row.update({ sample: true }));
    }
    return rows;
  });
}
