import type { Project } from '../../../common/editor/types.ts';
import { siteUrlFor } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { getSetting } from '../settings/service.ts';
import { buildSite } from './build/site.ts';
import type { BuiltSite } from './build/types.ts';
import { sitesTemplate } from './site-urls.ts';

/** The project's pages built as its live site: canonical URLs and sitemap at its live address, scripts per the allowlist. */
export async function buildProjectSite(ctx: AppContext, project: Project, onProgress?: (done: number, total: number) => void): Promise<BuiltSite> {
  return buildSite(
    ctx,
    {
      project: { name: project.name, slug: project.slug, pages: project.pages ?? [] },
      siteUrl: siteUrlFor(await sitesTemplate(ctx), project.slug),
      allowlist: await getSetting('editor.script_allowlist'),
    },
    onProgress,
  );
}
