import type { Collection, CollectionItem } from '../../../../../common/collections.ts';
import { escapeAttribute, escapeText } from '../../../../../common/editor/html.ts';
import type { PageDoc } from '../../../../../common/editor/types.ts';
import { renderMarkup } from '../markup.ts';
import { pageDocument, preparePage, type HeadLink, type PageHead } from '../page.ts';
import { pageLinkRewriter } from '../page-links.ts';
import { PageImages, type ResponsiveImage } from '../responsive-images.ts';
import { bindMarkup } from './bindings.ts';
import { fieldValue, fillElement, type FieldContext } from './fields.ts';
import { hrefOf, listPagePaths } from './lists.ts';
import { itemHref, tagHref, type CollectionPlan, type Pagination, type PlannedRender } from './plan.ts';
import type { RichText } from './rich-text.ts';

// One planned file of the collections as a document: the page's markup bound to the item or
// the list page, then the page renderer every page goes through (script policy, editor
// attributes and binding attributes stripped, links and assets pointed at the site's files),
// with the head of the item (its SEO fields, Open Graph, Article data) or of the list page
// (its own canonical URL, links to its neighbours). The items' uploaded pictures offer their
// smaller copies (responsive-images.ts): sized for the post on an item's page, for a card in a list.

export interface RenderEnv {
  /** Without a trailing slash. */
  siteUrl: string;
  siteName: string;
  allowlist: readonly string[];
  pageLinks: Readonly<Record<string, string>>;
  richText: RichText;
  plan: CollectionPlan;
  isAsset(url: string): boolean;
  /** A local asset as its published address relative to the site root, or as written when the site has no copy. */
  assetUrl(url: string): string;
  /** An uploaded picture's size and smaller copies, when the build made them. */
  images(url: string): ResponsiveImage | null;
}

const LABELS: Record<string, { pages: string; previous: string; next: string; page: string }> = {
  en: { pages: 'Pages', previous: 'Previous', next: 'Next', page: 'Page' },
  de: { pages: 'Seiten', previous: 'Zurück', next: 'Weiter', page: 'Seite' },
  fr: { pages: 'Pages', previous: 'Précédent', next: 'Suivant', page: 'Page' },
  es: { pages: 'Páginas', previous: 'Anterior', next: 'Siguiente', page: 'Página' },
  it: { pages: 'Pagine', previous: 'Precedente', next: 'Successiva', page: 'Pagina' },
  nl: { pages: "Pagina's", previous: 'Vorige', next: 'Volgende', page: 'Pagina' },
  pt: { pages: 'Páginas', previous: 'Anterior', next: 'Seguinte', page: 'Página' },
};

function labels(lang: string | undefined) {
  return LABELS[(lang ?? 'en').toLowerCase().split('-')[0]] ?? LABELS.en;
}

/** The classes of the markup the collections add; the stylesheet keeps their rules. */
export const COLLECTION_CLASSES = ['sw-pagination', 'btn', 'btn-light', 'badge', 'badge-light'];

/** Page numbers to link: the first, the last and two either side of the current one. */
function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]));
}

function pageHrefs(pagination: Pagination): string[] {
  return listPagePaths(pagination.base, pagination.pages).map(hrefOf);
}

function paginationNav(pagination: Pagination, lang: string | undefined): string {
  const text = labels(lang);
  const hrefs = pageHrefs(pagination);
  const { page, pages } = pagination;
  const link = (n: number, label: string, rel?: string) => `<a class="btn btn-light"${rel ? ` rel="${rel}"` : ''} href="${escapeAttribute(hrefs[n - 1])}">${escapeText(label)}</a>`;
  const parts = [
    page > 1 ? link(page - 1, text.previous, 'prev') : '',
    ...pageNumbers(page, pages).map((n) => (n === null ? '<span>…</span>' : n === page ? `<span aria-current="page">${n}</span>` : link(n, String(n)))),
    page < pages ? link(page + 1, text.next, 'next') : '',
  ];
  return `<nav class="sw-pagination" aria-label="${escapeAttribute(text.pages)}">${parts.filter(Boolean).join(' ')}</nav>`;
}

function absolute(env: RenderEnv, path: string): string {
  return `${env.siteUrl}/${encodeURI(path)}`;
}

/** An image for Open Graph: the site's copy of a local one (none when it is missing), an http(s) one as it is. */
function ogImage(env: RenderEnv, url: string): string | undefined {
  if (!url) return undefined;
  if (env.isAsset(url)) {
    const published = env.assetUrl(url);
    return published === url ? undefined : absolute(env, published);
  }
  return /^https?:\/\//i.test(url) ? url : undefined;
}

function fieldContext(env: RenderEnv, collection: Collection, lang: string, images: PageImages): FieldContext {
  const { plan } = env;
  return {
    collection,
    lang,
    richText: env.richText,
    images,
    itemHref: (owner, item) => itemHref(plan, owner, item),
    tagHref: (owner, tag) => tagHref(plan, owner, tag),
    reference: (field, value) => {
      const item = plan.index.referenced(field, value);
      const target = item ? plan.index.collectionById(item.collection_id) : null;
      return item && target ? { collection: target, item } : null;
    },
  };
}

function itemImage(item: CollectionItem, context: FieldContext): string {
  if (item.og_image) return item.og_image;
  for (const field of context.collection.fields) {
    if (field.type !== 'image') continue;
    const value = fieldValue(field.key, item, context);
    if (value?.kind === 'image' && value.src) return value.src;
  }
  return '';
}

function itemDescription(item: CollectionItem, context: FieldContext, max: number): string {
  if (item.seo_description) return item.seo_description;
  const excerpt = context.collection.fields.find((field) => field.key === 'excerpt');
  const text = excerpt ? fieldValue(excerpt.key, item, context) : null;
  if (text?.kind === 'text' && text.text.trim()) return text.text.trim();
  return context.richText.text(item.body, max);
}

/** schema.org Article data of an item's page. */
function articleData(env: RenderEnv, render: PlannedRender, item: CollectionItem, context: FieldContext, description: string, image: string | undefined): Record<string, unknown> {
  const site = env.plan.sites.get(context.collection.id);
  const author = item.author && site ? { '@type': 'Person', name: item.author.name, url: absolute(env, `${site.base}/author/${item.author.slug}/`) } : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: (item.seo_title || item.title).slice(0, 110),
    ...(description ? { description } : {}),
    ...(item.published_at ? { datePublished: item.published_at } : {}),
    dateModified: item.updated_at,
    ...(author ? { author } : {}),
    ...(image ? { image: [image] } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(env, render.canonicalPath) },
    publisher: { '@type': 'Organization', name: env.siteName },
  };
}

function listTitle(render: PlannedRender, base: string, lang: string | undefined): string {
  const listing = render.listing;
  const named = listing?.kind === 'tag' || listing?.kind === 'author' ? `${listing.name} - ${base}` : base;
  const pagination = render.lists.find((list) => list?.pagination)?.pagination;
  return pagination && pagination.page > 1 ? `${named} - ${labels(lang).page} ${pagination.page}` : named;
}

function headOf(env: RenderEnv, render: PlannedRender, context: FieldContext | null): PageHead {
  const base = render.page.head;
  const prefix = (url: string) => (render.nested && !/^(?:[a-z][\w+.-]*:|\/)/i.test(url) ? `/${url}` : url);
  const head: PageHead = {
    ...base,
    canonical: absolute(env, render.canonicalPath),
    stylesheets: base.stylesheets.map(prefix),
  };
  if (render.mode === 'list') {
    const links: HeadLink[] = [...(base.links ?? [])];
    const pagination = render.lists.find((list) => list?.pagination)?.pagination;
    if (pagination) {
      const paths = listPagePaths(pagination.base, pagination.pages);
      if (pagination.page > 1) links.push({ rel: 'prev', href: absolute(env, paths[pagination.page - 2]) });
      if (pagination.page < pagination.pages) links.push({ rel: 'next', href: absolute(env, paths[pagination.page]) });
    }
    return { ...head, title: listTitle(render, base.title, base.lang), links, structuredData: undefined };
  }
  if (render.mode === 'item' && render.item && context) {
    const { item } = render;
    const description = itemDescription(item, context, 160);
    const image = ogImage(env, itemImage(item, context));
    return {
      ...head,
      title: item.seo_title || item.title,
      description,
      ogType: 'article',
      ogImage: image,
      properties: item.published_at ? [{ property: 'article:published_time', content: item.published_at }] : [],
      structuredData: [articleData(env, render, item, context, description, image)],
    };
  }
  return head;
}

const NO_DOC: Omit<PageDoc, 'js'> = { title: '', description: '', css: '', headLinks: [], fonts: [] };

/** The document of one planned file. */
export function renderCollectionFile(render: PlannedRender, env: RenderEnv): string {
  const lang = render.page.head.lang || 'en';
  const images = new PageImages((url) => env.images(url), render.nested ? '/' : '', render.mode === 'item');
  const contexts = new Map<number, FieldContext>();
  const contextOf = (collection: Collection) => {
    let context = contexts.get(collection.id);
    if (!context) contexts.set(collection.id, (context = fieldContext(env, collection, lang, images)));
    return context;
  };
  // The item's own fields on its page (filled first, in the page's order); any other is a card's.
  const itemFields = new Set(render.mode === 'item' ? render.compiled.itemFields : []);
  const collectionOf = (item: CollectionItem) => (render.collection?.id === item.collection_id ? render.collection : env.plan.index.collectionById(item.collection_id));
  const html = bindMarkup(render.compiled, {
    mode: render.mode,
    item: render.item,
    list: (_section, index) => {
      const list = render.lists[index];
      return list ? { items: list.items, after: list.pagination ? paginationNav(list.pagination, lang) : '' } : null;
    },
    fill: (element, item) => {
      const collection = collectionOf(item);
      return collection ? fillElement(element, item, contextOf(collection), itemFields.has(element) ? 'item' : 'card') : [];
    },
  });
  const prepared = preparePage(
    { html, doc: { ...NO_DOC, js: render.page.js } },
    { allowlist: env.allowlist, publish: { isAsset: env.isAsset, pageLink: pageLinkRewriter(env.pageLinks, render.nested) } },
  );
  const map = (url: string) => {
    const published = env.assetUrl(url);
    return render.nested && published !== url ? `/${published}` : published;
  };
  const body = renderMarkup(prepared.body, map) + renderMarkup(prepared.code, map);
  const head = headOf(env, render, render.collection ? contextOf(render.collection) : null);
  const scripts = render.page.scripts.map((script) => ({ ...script, src: render.nested && !/^(?:[a-z][\w+.-]*:|\/)/i.test(script.src) ? `/${script.src}` : script.src }));
  return pageDocument(head, body, scripts);
}
