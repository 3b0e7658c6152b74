import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { siteUrlFor } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../html-escape.ts';
import { notify } from '../notifications/notify.ts';
import { projectAudience } from '../notifications/recipients.ts';
import { Project } from '../projects/models.ts';
import { Deploy } from './models.ts';
import { sitesTemplateOf } from './site-urls.ts';

/**
 * After a publish job's attempt: a prod deploy that went live tells the project's owner (and a
 * team project's workspace owner) that the site is published; a deploy that ended failed tells
 * them why. A deploy that will be retried, was cancelled or is a draft says nothing.
 */
export async function notifyDeployOutcome(ctx: AppContext, deployId: number): Promise<void> {
  try {
    const deploy = await Deploy.findByPk(deployId, { attributes: ['id', 'project_id', 'number', 'status', 'target', 'error'] });
    if (!deploy) return;
    const project = await Project.findByPk(deploy.project_id, { attributes: ['id', 'user_id', 'workspace_id', 'name', 'slug', 'live_deploy_id'] });
    if (!project) return;
    const name = escapeHtml(project.name);
    if (deploy.status === 'ready' && deploy.target === 'prod' && project.live_deploy_id === deploy.id) {
      const url = siteUrlFor(await sitesTemplateOf(Project.sequelize!), project.slug);
      await notify(ctx, await projectAudience(project), {
        type: NOTIFICATION_TYPES.sitePublished,
        lines: [
          { type: 'primary', content: `<b>${name}</b> is live.` },
          { type: 'secondary', content: `Deploy #${deploy.number} is published at <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>.` },
        ],
        mainAction: { action: url, label: 'View site' },
        buttonActions: [{ action: `/editor/${project.id}`, label: 'Open editor' }],
        mail: { subject: `${project.name} is live` },
      });
    } else if (deploy.status === 'failed') {
      await notify(ctx, await projectAudience(project), {
        type: NOTIFICATION_TYPES.publishFailed,
        lines: [
          { type: 'primary', content: `Publishing <b>${name}</b> failed.` },
          { type: 'secondary', content: escapeHtml(deploy.error ?? 'The publish did not finish.') },
        ],
        mainAction: { action: `/editor/${project.id}`, label: 'Open editor' },
        mail: { subject: `Publishing ${project.name} failed` },
      });
    }
  } catch (error) {
    ctx.logger.error({ err: error, deploy: deployId }, 'could not notify about a publish');
  }
}
