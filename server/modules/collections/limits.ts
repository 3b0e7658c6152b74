import type { Transaction } from 'sequelize';
import { COLLECTION_MESSAGES, CONTENT_ITEMS_RESTRICTION, CONTENT_PERMISSION } from '../../../common/collections.ts';
import { isOverQuota } from '../../../common/permissions.ts';
import { QuotaError } from '../../errors.ts';
import { Project } from '../projects/models.ts';
import { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { CollectionItemRow } from './models.ts';

// Items per site are capped by the plan of the site's owner (`content.items` →
// `max_items_per_project`), whoever in the team writes them; no restriction means no cap. Run inside
// the transaction that inserts: the project row's lock makes concurrent creations count one by one.

export async function assertItemAllowance(projectId: number, transaction: Transaction): Promise<void> {
  const project = await Project.findByPk(projectId, { attributes: ['id', 'user_id'], lock: transaction.LOCK.UPDATE, transaction });
  const owner = project ? await User.findByPk(project.user_id) : null;
  if (!owner) return;
  const subject = { user: await serializeUser(owner), guestRole: null };
  const count = await CollectionItemRow.count({ where: { project_id: projectId }, transaction });
  if (isOverQuota(subject, CONTENT_PERMISSION, CONTENT_ITEMS_RESTRICTION, count)) throw new QuotaError(COLLECTION_MESSAGES.itemsLimit);
}
