import { Op } from 'sequelize';
import type { AccountUsage, UsageEntry } from '../../../common/billing.ts';
import { PERMISSIONS } from '../../../common/constants.ts';
import { restrictionValue, type PermissionSubject } from '../../../common/permissions.ts';
import type { AppContext } from '../../context.ts';
import { AiGeneration } from '../ai/models.ts';
import { Project } from '../projects/models.ts';
import type { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { activeSubscription, serializeCurrentPlan } from './subscriptions.ts';

function allowance(subject: PermissionSubject, permission: string): number | null {
  const value = restrictionValue(subject, permission, 'count');
  return value === null || value === '' ? null : Number(value);
}

/** GET account/usage: the user's plan and its limits, and what is used of each limit. */
export async function accountUsage(ctx: AppContext, user: User): Promise<AccountUsage> {
  const now = ctx.now();
  const subscription = await activeSubscription(user.id, now);
  const subject: PermissionSubject = { user: await serializeUser(user), guestRole: null, billingEnabled: true };
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const usage: UsageEntry[] = [
    {
      permission: PERMISSIONS.projectsCreate,
      restriction: 'count',
      label: 'Sites',
      used: await Project.count({ where: { user_id: user.id } }),
      allowed: allowance(subject, PERMISSIONS.projectsCreate),
    },
    {
      permission: PERMISSIONS.aiGenerate,
      restriction: 'count',
      label: 'AI generations this month',
      used: await AiGeneration.count({ where: { user_id: user.id, created_at: { [Op.gte]: monthStart } } }),
      allowed: allowance(subject, PERMISSIONS.aiGenerate),
    },
  ];
  return { current_plan: subscription ? await serializeCurrentPlan(subscription, now) : null, usage };
}
