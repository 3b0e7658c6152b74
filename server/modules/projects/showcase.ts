import { Op } from 'sequelize';
import { SHOWCASE_LIMIT, SHOWCASE_OWNER_ONLY_MESSAGE, type ProjectShowcase, type ShowcaseData } from '../../../common/showcase.ts';
import { siteUrlFor } from '../../../common/publishing.ts';
import { ForbiddenError } from '../../errors.ts';
import { sitesTemplateOf } from '../publishing/site-urls.ts';
import type { User } from '../users/models.ts';
import { Project, ProjectPage } from './models.ts';
import { findAccessibleProject } from './service.ts';

// The home page's gallery. A site appears only while it is live and its owner opted in; a member
// of a team's workspace may see the choice but not make it, because the owner's work is what is shown.

/** Every page made on this install, and the showcased live sites, newest published first. */
export async function showcaseGallery(): Promise<ShowcaseData> {
  const [pagesCount, projects] = await Promise.all([
    ProjectPage.count(),
    Project.findAll({
      attributes: ['name', 'slug', 'thumbnail'],
      where: { showcase: true, live_deploy_id: { [Op.ne]: null } },
      order: [
        ['published_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: SHOWCASE_LIMIT,
    }),
  ]);
  const template = await sitesTemplateOf(Project.sequelize!);
  return {
    pages_count: pagesCount,
    sites: projects.map((project) => ({ name: project.name, url: siteUrlFor(template, project.slug), thumbnail: project.thumbnail })),
  };
}

function describe(user: User, project: Project): ProjectShowcase {
  return { showcase: Boolean(project.showcase), can_change: project.user_id === user.id };
}

export async function getProjectShowcase(user: User, projectId: number): Promise<ProjectShowcase> {
  return describe(user, await findAccessibleProject(user, projectId));
}

export async function setProjectShowcase(user: User, projectId: number, showcase: boolean): Promise<ProjectShowcase> {
  const project = await findAccessibleProject(user, projectId);
  if (project.user_id !== user.id) throw new ForbiddenError(SHOWCASE_OWNER_ONLY_MESSAGE);
  // Silent: the dashboard lists sites by their last edit, and this is no edit of the site.
  await project.update({ showcase }, { silent: true });
  return describe(user, project);
}
