import type { Project } from '../../../common/editor/types.ts';
import { siteUrlFor } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { siteCaptcha } from '../forms/captcha.ts';
import { readBusinessDetails } from '../business/records.ts';
import { localBusinessData } from '../business/structured-data.ts';
import { getSetting } from '../settings/service.ts';
import { buildSite } from './build/site.ts';
import type { BuiltSite } from './build/types.ts';
import { sitesTemplate } from './site-urls.ts';

/** The project's pages built as its live site: canonical URLs and sitemap at its live address, scripts per the allowlist, forms with the site's captcha. */
export async function buildProjectSite(ctx: AppContext, project: Project, onProgress?: (done: number, total: number) => void): Promise<BuiltSite> {
  const siteUrl = siteUrlFor(await sitesTemplate(ctx), project.slug);
  const business = await readBusinessDetails(project.id);
  return buildSite(
    ctx,
    {
      project: { name: project.name, slug: project.slug, pages: project.pages ?? [] },
      siteUrl,
      allowlist: await getSetting('editor.script_allowlist'),
      captcha: await siteCaptcha(project.id),
      homeStructuredData: business ? [localBusinessData(business, `${siteUrl.replace(/\/+$/, '')}/`)] : [],
    },
    onProgress,
  );
}
