import { COLLECTION_PATHS, POSTS_COLLECTION, type Collection, type CollectionItem } from '../../../../../common/collections.ts';
import { sha256 } from '../files.ts';
import { compileBindings, shownLists, type CompiledBindings, type ListSection } from './bindings.ts';
import { collectionBase, fileOf, hrefOf, ListIndex, listingBase, listPagePaths, tagSlug, type ListFilter } from './lists.ts';
import type { BindingPage, CollectionSource, CollectionState } from './types.ts';

// Every file the collections add to a site, as data: which page renders it, for which item or
// which list page, and a signature of everything it shows. Nothing is rendered here, so a
// rebuild of one item can plan the whole site in milliseconds and render only the files whose
// signature moved.

/** The pages of a listing beside the first, and where they are. */
export interface Pagination {
  page: number;
  pages: number;
  /** The listing's base path ("blog", "blog/tag/news"). */
  base: string;
}

export interface PlannedList {
  items: CollectionItem[];
  pagination: Pagination | null;
}

export interface PlannedRender {
  /** The file ("blog/index.html", "blog/first-post/index.html", "blog.html"). */
  path: string;
  page: BindingPage;
  compiled: CompiledBindings;
  mode: 'item' | 'list' | 'page';
  /** Below the site root: its links and assets are written root-relative. */
  nested: boolean;
  /** The collection the page is the template of. */
  collection: Collection | null;
  item: CollectionItem | null;
  /** Per list section of the page; null where the render leaves it out. */
  lists: (PlannedList | null)[];
  /** What the listing is, for the title: a tag's or an author's name. */
  listing: { kind: 'all' } | { kind: 'tag'; name: string } | { kind: 'author'; name: string } | null;
  /** The site path the canonical URL names ("" for the home page). */
  canonicalPath: string;
  signature: string;
}

export interface PlannedFeed {
  path: string;
  collection: Collection;
  page: BindingPage;
  /** The listing's site path ("blog/"). */
  listPath: string;
  items: CollectionItem[];
}

/** A collection that has a template page, with where its pages go. */
export interface CollectionSite {
  collection: Collection;
  page: BindingPage;
  base: string;
  compiled: CompiledBindings;
  /** Tag and author pages need a list to show. */
  listed: boolean;
}

export interface CollectionPlan {
  renders: PlannedRender[];
  feeds: PlannedFeed[];
  /** Every URL path of the site for the sitemap, the pages' own first. */
  sitemapPaths: string[];
  sites: Map<number, CollectionSite>;
  index: ListIndex;
}

const FEED_ITEMS = 20;

/** The state without what the plan itself works out. */
export type PlanState = Pick<CollectionState, 'pages' | 'templates'>;

function itemSignature(item: CollectionItem): unknown[] {
  return [item.id, item.version, item.updated_at, item.published_at, item.slug, item.author?.name ?? null, item.author?.slug ?? null];
}

function signature(parts: unknown): string {
  return sha256(Buffer.from(JSON.stringify(parts)));
}

/** What each of a page's list sections shows when it is not the page's paginated list; null for the sections the render leaves out. */
function firstPages(compiled: CompiledBindings, index: ListIndex, mode: PlannedRender['mode'], skip: number): (PlannedList | null)[] {
  const shown = shownLists(compiled, mode);
  return compiled.lists.map((section: ListSection, i) =>
    i === skip || !shown[i] ? null : { items: index.items(section.spec.collection, section.spec.order, { specTag: section.spec.tag }).slice(0, section.spec.perPage), pagination: null },
  );
}

function tagNames(items: readonly CollectionItem[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of items) for (const tag of item.tags) if (tagSlug(tag) && !names.has(tagSlug(tag))) names.set(tagSlug(tag), tag);
  return new Map([...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function authorNames(items: readonly CollectionItem[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of items) if (item.author?.slug && !names.has(item.author.slug)) names.set(item.author.slug, item.author.name);
  return new Map([...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The collections' files of a site: for every binding page its own file, and for each collection
 * with a template page its list pages, item pages, tag and author pages and feed.
 */
export function planCollections(state: PlanState, sources: readonly CollectionSource[], now: Date, pageUrlPaths: readonly string[]): CollectionPlan {
  const bySlug = new Map(sources.map((source) => [source.collection.slug, source]));
  const index = new ListIndex(bySlug, now);
  const collectionsSignature = signature(sources.map((source) => [source.collection.id, source.collection.slug, source.collection.name, source.collection.fields]).sort());
  const compiled = new Map<string, CompiledBindings>();
  const sites = new Map<number, CollectionSite>();
  const templateOf = new Map<string, Collection>();
  for (const source of [...sources].sort((a, b) => a.collection.id - b.collection.id)) {
    const pageId = state.templates[String(source.collection.id)];
    const page = state.pages.find((candidate) => candidate.id === pageId);
    const base = page ? collectionBase(page) : null;
    if (!page || !base || templateOf.has(page.id)) continue;
    templateOf.set(page.id, source.collection);
    const bindings = compileBindings(page.html, source.collection.slug);
    compiled.set(page.id, bindings);
    sites.set(source.collection.id, { collection: source.collection, page, base, compiled: bindings, listed: bindings.primary >= 0 });
  }

  // An item shows the titles of the items its reference fields name: their changes are its too.
  const shown = (item: CollectionItem): unknown[] => {
    const fields = index.collectionById(item.collection_id)?.fields ?? [];
    const named = fields.flatMap((field) => {
      const found = index.referenced(field, item.values[field.key]);
      return found ? [itemSignature(found)] : [];
    });
    return [itemSignature(item), named];
  };
  const renders: PlannedRender[] = [];
  const add = (render: Omit<PlannedRender, 'signature'>) => {
    const lists = render.lists.map((list) => list && [list.items.map(shown), list.pagination]);
    renders.push({ ...render, signature: signature([render.path, render.mode, render.item && shown(render.item), lists, render.listing, collectionsSignature]) });
  };

  // The pages with list sections that are no collection's template: their own file, as published.
  for (const page of state.pages) {
    if (templateOf.has(page.id)) continue;
    const bindings = compileBindings(page.html);
    if (!bindings.lists.length) continue;
    add({ path: page.path, page, compiled: bindings, mode: 'page', nested: false, collection: null, item: null, lists: firstPages(bindings, index, 'page', -1), listing: null, canonicalPath: page.path === 'index.html' ? '' : page.path });
  }

  const sitemapPaths = [...pageUrlPaths];
  const feeds: PlannedFeed[] = [];
  for (const site of sites.values()) {
    const { collection, page, base, compiled: bindings } = site;
    const primary = bindings.primary >= 0 ? bindings.lists[bindings.primary].spec : null;
    const listing = (listBase: string, filter: ListFilter, kind: PlannedRender['listing']) => {
      const items = primary ? index.items(collection.slug, primary.order, { ...filter, specTag: primary.tag }) : [];
      const perPage = primary?.perPage ?? 1;
      const pages = primary?.paginate ? Math.max(1, Math.ceil(items.length / perPage)) : 1;
      const paths = listPagePaths(listBase, pages);
      paths.forEach((path, i) => {
        const lists = firstPages(bindings, index, 'list', bindings.primary);
        if (primary) lists[bindings.primary] = { items: items.slice(i * perPage, (i + 1) * perPage), pagination: pages > 1 ? { page: i + 1, pages, base: listBase } : null };
        add({ path: fileOf(path), page, compiled: bindings, mode: 'list', nested: true, collection, item: null, lists, listing: kind, canonicalPath: path });
        if (i === 0 && kind?.kind === 'all') add({ path: page.path, page, compiled: bindings, mode: 'list', nested: false, collection, item: null, lists, listing: kind, canonicalPath: path });
      });
      sitemapPaths.push(...paths);
    };

    listing(base, {}, { kind: 'all' });
    const latest = index.items(collection.slug, 'latest', {});
    for (const item of latest) {
      const path = COLLECTION_PATHS.item(base, item.slug);
      add({ path: fileOf(path), page, compiled: bindings, mode: 'item', nested: true, collection, item, lists: firstPages(bindings, index, 'item', -1), listing: null, canonicalPath: path });
      sitemapPaths.push(path);
    }
    if (site.listed) {
      for (const [slug, name] of tagNames(latest)) listing(listingBase(COLLECTION_PATHS.tag(base, slug)), { tag: slug }, { kind: 'tag', name });
      if (collection.builtin || collection.slug === POSTS_COLLECTION.slug) {
        for (const [slug, name] of authorNames(latest)) listing(listingBase(COLLECTION_PATHS.author(base, slug)), { author: slug }, { kind: 'author', name });
      }
    }
    feeds.push({ path: COLLECTION_PATHS.feed(base), collection, page, listPath: COLLECTION_PATHS.page(base, 1), items: latest.slice(0, FEED_ITEMS) });
  }
  return { renders, feeds, sitemapPaths: [...new Set(sitemapPaths)], sites, index };
}

/** The href of an item's page, when its collection has one. */
export function itemHref(plan: CollectionPlan, collection: Collection, item: CollectionItem): string | null {
  const site = plan.sites.get(collection.id);
  return site ? hrefOf(COLLECTION_PATHS.item(site.base, item.slug)) : null;
}

/** The href of a tag's page, when its collection has tag pages. */
export function tagHref(plan: CollectionPlan, collection: Collection, tag: string): string | null {
  const site = plan.sites.get(collection.id);
  const slug = tagSlug(tag);
  return site?.listed && slug ? hrefOf(COLLECTION_PATHS.tag(site.base, slug)) : null;
}
