import { join, normalize, sep } from 'node:path';
import type { ProjectPage, SiteTemplate as SiteTemplateData } from '../../../common/editor/types.ts';
import { templatesDir } from '../../../config/paths.ts';
import { cached } from '../../cache/site-cache.ts';
import { SiteTemplate } from './models.ts';

export const SITE_TEMPLATES_CACHE_KEY = 'site-templates';

export function thumbnailUrl(slug: string): string {
  return `/site-templates/${slug}/thumbnail.svg`;
}

function serializeTemplate(template: SiteTemplate): SiteTemplateData {
  return {
    id: template.id,
    slug: template.slug,
    name: template.name,
    description: template.description,
    category: template.category,
    thumbnail: thumbnailUrl(template.slug),
    pages_count: template.pages.length,
  };
}

/** Every starter site, by name (the dashboard's "create from template" list). */
export function listSiteTemplates(): Promise<SiteTemplateData[]> {
  return cached(SITE_TEMPLATES_CACHE_KEY, async () => (await SiteTemplate.findAll({ order: [['name', 'ASC']] })).map(serializeTemplate));
}

/** A starter site with its pages, ready to copy into a new project. */
export async function findSiteTemplate(slug: string): Promise<{ slug: string; name: string; pages: ProjectPage[] } | null> {
  const template = await SiteTemplate.findOne({ where: { slug } });
  return template ? { slug: template.slug, name: template.name, pages: template.pages } : null;
}

/** The thumbnail file of a seeded template, or null (unknown slug, no thumbnail, a path outside templates/). */
export async function siteTemplateThumbnailPath(slug: string): Promise<string | null> {
  const template = await SiteTemplate.findOne({ where: { slug }, attributes: ['thumbnail'] });
  if (!template?.thumbnail) return null;
  const path = normalize(join(templatesDir, template.thumbnail));
  return path.startsWith(templatesDir + sep) ? path : null;
}
