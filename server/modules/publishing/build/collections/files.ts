import type { Collection, CollectionItem } from '../../../../../common/collections.ts';
import { COLLECTION_PATHS } from '../../../../../common/collections.ts';
import { sitemapXml } from '../extras.ts';
import { siteFile } from '../files.ts';
import { prepareMarkup } from '../markup.ts';
import type { HeadLink } from '../page.ts';
import type { SiteFile } from '../types.ts';
import { rssFeed } from './feed.ts';
import { collectionBase } from './lists.ts';
import { planCollections, type CollectionPlan, type PlannedRender } from './plan.ts';
import { renderCollectionFile, type RenderEnv } from './render.ts';
import type { RichText } from './rich-text.ts';
import type { CollectionSource, CollectionState } from './types.ts';

// The collection step of a build, shared by a full publish (build/site.ts) and the rebuild of
// a few items (publishing/collection-deploys.ts): both plan the whole site from the same state
// and render planned files the same way, so a file rebuilt alone has the bytes a full build
// would give it.

/** The feed links every page's head carries: one per collection with a template page. */
export function feedLinks(sources: readonly CollectionSource[], pages: readonly { id: string; index: number; path: string }[], siteUrl: string, siteName: string): HeadLink[] {
  return [...sources]
    .sort((a, b) => a.collection.id - b.collection.id)
    .flatMap((source) => {
      const page = pages.find((candidate) => candidate.id === source.collection.template_page_id);
      const base = page ? collectionBase(page) : null;
      return base ? [{ rel: 'alternate', type: 'application/rss+xml', title: `${source.collection.name} - ${siteName}`, href: `${siteUrl}/${encodeURI(COLLECTION_PATHS.feed(base))}` }] : [];
    });
}

/** The collections' template pages by collection id. */
export function templateIds(sources: readonly CollectionSource[]): Record<string, string> {
  return Object.fromEntries(sources.flatMap((source) => (source.collection.template_page_id ? [[String(source.collection.id), source.collection.template_page_id]] : [])));
}

function imageUrl(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const image = value as { url?: unknown; src?: unknown };
    const url = image.url ?? image.src;
    return typeof url === 'string' ? url : null;
  }
  return null;
}

/** The local asset URLs an item's pages may show: in its rich text, its images and its Open Graph image. */
export function itemAssetUrls(collection: Collection, item: CollectionItem, richText: RichText, isAsset: (url: string) => boolean): string[] {
  const publish = { isAsset, pageLink: () => null };
  const urls = [...prepareMarkup(richText.html(item.body), publish).assets];
  if (item.og_image) urls.push(item.og_image);
  for (const field of collection.fields) {
    const value = item.values[field.key];
    if (field.type === 'image') urls.push(imageUrl(value) ?? '');
    if (field.type === 'richText' && typeof value === 'string') urls.push(...prepareMarkup(richText.html(value), publish).assets);
  }
  return urls.filter((url) => url && isAsset(url));
}

/** Plans the collections' files of a site in the given state. */
export function planSite(state: Pick<CollectionState, 'pages' | 'templates' | 'sitemapPages'>, sources: readonly CollectionSource[], now: Date): CollectionPlan {
  return planCollections(state, sources, now, state.sitemapPages);
}

/** The planned files as documents. */
export function renderFiles(renders: readonly PlannedRender[], env: RenderEnv): SiteFile[] {
  return renders.map((render) => siteFile(render.path, renderCollectionFile(render, env)));
}

/** The collections' feeds. */
export function feedFiles(plan: CollectionPlan, env: RenderEnv): SiteFile[] {
  const url = (path: string) => `${env.siteUrl}/${encodeURI(path)}`;
  return plan.feeds.map((feed) => {
    const base = plan.sites.get(feed.collection.id)!.base;
    return siteFile(feed.path, rssFeed(feed, { siteUrl: env.siteUrl, siteName: env.siteName, richText: env.richText, url, itemPath: (item) => COLLECTION_PATHS.item(base, item.slug) }));
  });
}

/** The sitemap: the pages' own addresses, then the collections'. */
export function sitemapFile(plan: CollectionPlan, siteUrl: string): SiteFile {
  return siteFile('sitemap.xml', sitemapXml(plan.sitemapPaths.map((path) => `${siteUrl}/${encodeURI(path)}`)));
}

/** Each planned file's signature by path, the feeds' empty: they are rendered every time, being small. */
export function signaturesOf(plan: CollectionPlan): Record<string, string> {
  return Object.fromEntries([...plan.renders.map((render) => [render.path, render.signature]), ...plan.feeds.map((feed) => [feed.path, ''])]);
}
