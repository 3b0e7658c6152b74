import type { Project } from '../../../common/editor/types.ts';
import { siteUrlFor } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { publishedCollections } from '../collections/publish-data.ts';
import { siteCaptcha } from '../forms/captcha.ts';
import { readBusinessDetails } from '../business/records.ts';
import { localBusinessData } from '../business/structured-data.ts';
import { getSetting } from '../settings/service.ts';
import { buildSite } from './build/site.ts';
import type { BuiltSite } from './build/types.ts';
import { sitesTemplate } from './site-urls.ts';

/**
 * The project's pages built as its live site: canonical URLs and sitemap at its live address,
 * scripts per the allowlist, forms with the site's captcha, its collections' published items.
 */
export async function buildProjectSite(ctx: AppContext, project: Project, onProgress?: (done: number, total: number) => void): Promise<BuiltSite> {
  // Independent reads: asked for together rather than one after another.
  const [template, business, allowlist, captcha, collections] = await Promise.all([
    sitesTemplate(ctx),
    readBusinessDetails(project.id),
    getSetting('editor.script_allowlist'),
    siteCaptcha(project.id),
    publishedCollections(project.id),
  ]);
  const siteUrl = siteUrlFor(template, project.slug);
  return buildSite(
    ctx,
    {
      project: { name: project.name, slug: project.slug, pages: project.pages ?? [] },
      siteUrl,
      allowlist,
      captcha,
      homeStructuredData: business ? [localBusinessData(business, `${siteUrl.replace(/\/+$/, '')}/`)] : [],
      collections,
      now: ctx.now(),
    },
    onProgress,
  );
}
