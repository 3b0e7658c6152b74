import { setImmediate as nextTurn } from 'node:timers/promises';
import { pageHref } from '../../../../common/editor/links.ts';
import type { StyleRule } from '../../../../common/editor/styles.ts';
import type { ProjectPage } from '../../../../common/editor/types.ts';
import type { PublishedForm } from '../../../../common/forms.ts';
import type { AppContext } from '../../../context.ts';
import { InvalidError } from '../../../errors.ts';
import type { SettingsMap } from '../../settings/defaults.ts';
import { getAllSettings } from '../../settings/service.ts';
import { diskDriver, type StorageDriver } from '../../../storage/index.ts';
import { assetReader, SiteAssets } from './assets.ts';
import { cssUrls } from './css-urls.ts';
import { NOT_FOUND_CLASSES, notFoundPage, robotsTxt, sitemapXml } from './extras.ts';
import { hashedAsset, siteFile } from './files.ts';
import { captchaScript, publishPageForms, type PageForms } from './forms.ts';
import { fontBundle } from './fonts.ts';
import { iconCss } from './icons.ts';
import { renderMarkup } from './markup.ts';
import { collectionBase } from './collections/lists.ts';
import { feedFiles, feedLinks, itemAssetUrls, planSite, renderFiles, signaturesOf, sitemapFile, templateIds } from './collections/files.ts';
import { COLLECTION_CLASSES, type RenderEnv } from './collections/render.ts';
import { RichText } from './collections/rich-text.ts';
import { hasBindings } from './collections/bindings.ts';
import type { BindingPage, CollectionSource, CollectionState } from './collections/types.ts';
import { pageDocument, pageFonts, preparePage, type PageHead, type PreparedPage } from './page.ts';
import { pageLinkRewriter, pageLinkTable } from './page-links.ts';
import { ImageVariants } from './responsive-images.ts';
import { siteRuntime } from './runtime.ts';
import { siteStyles } from './stylesheet.ts';
import type { BuildInput, BuiltSite, SiteFile } from './types.ts';

// A project as a static site: a page file per page, one shared stylesheet (and one of a page's own
// where it must), the fonts, icons and assets the pages use under content-hashed names, the
// widget runtime when a page has a widget, a sitemap, robots.txt and a not-found page, and the
// collections' pages and feeds (collections/). Every file depends only on the project, its
// published items, the allowlist and the site URL (and lists of upcoming items on the day), never
// on the time or the order work finished in, so an unchanged site builds to the same bytes. Each
// page is parsed once; what is shared (assets, fonts, the stylesheet) is read and made once per
// build.

export type { BuildInput, BuiltSite } from './types.ts';

/** The browser's favicon request would otherwise be a 404 on every site without one. */
const NO_ICON = 'data:,';
/** Pages rendered between two yields to the event loop: a large site does not stall the server. */
const PAGES_PER_TURN = 50;
const RESERVED_PATHS = new Set(['404.html']);

/** Each page's file: index.html for the first, its link address for the others, made unique. */
function pagePaths(pages: readonly ProjectPage[], warnings: string[]): string[] {
  const taken = new Set(RESERVED_PATHS);
  return pages.map((page, index) => {
    const wanted = index === 0 ? 'index.html' : pageHref({ id: page.id, name: page.name, slug: page.doc.slug }, index);
    let path = wanted;
    for (let n = 2; taken.has(path) || (index > 0 && path === 'index.html'); n++) path = wanted.replace(/\.html$/, `-${n}.html`);
    if (path !== wanted) warnings.push(`The page "${page.name}" is published as ${path}: ${wanted} belongs to another page`);
    taken.add(path);
    return path;
  });
}

function styleUrls(styles: readonly StyleRule[] | undefined): string[] {
  return (styles ?? []).flatMap((rule) => Object.values(rule.declarations ?? {}).flatMap((value) => (typeof value === 'string' ? cssUrls(value) : [])));
}

/** Each page's forms rewritten to post to the site (forms.ts), with where their thanks lead. */
function pageForms(pages: readonly ProjectPage[], paths: readonly string[], input: BuildInput): PageForms[] {
  const sitePaths = paths.map((path) => (path === 'index.html' ? '/' : `/${path}`));
  const byId = new Map(pages.map((page, index) => [page.id, sitePaths[index]]));
  const pathOf = (pageId: string) => byId.get(pageId) ?? null;
  return pages.map((page, index) => publishPageForms(page, { path: sitePaths[index], pathOf, captcha: input.captcha ?? null }));
}

/** The deploy's forms; of two with one id (a page copied by hand), the first page's. */
function uniqueForms(pages: readonly PageForms[]): PublishedForm[] {
  const byId = new Map<string, PublishedForm>();
  for (const form of pages.flatMap((page) => page.forms)) if (!byId.has(form.id)) byId.set(form.id, form);
  return [...byId.values()];
}

/** Open Graph wants an absolute URL: a local image as its copy's, one that is missing not at all. */
function ogImageUrl(image: string, assets: SiteAssets, siteUrl: string): string | undefined {
  const published = assets.url(image);
  if (assets.isAsset(image)) return published === image ? undefined : `${siteUrl}/${published}`;
  try {
    return new URL(image, `${siteUrl}/`).href;
  } catch {
    return undefined;
  }
}

function appOrigin(appUrl: string): string {
  try {
    return new URL(appUrl).origin;
  } catch {
    return appUrl;
  }
}

/** The uploads disk, where pictures' copies are kept between builds; null when it cannot be used. */
function variantCache(ctx: AppContext, settings: SettingsMap): StorageDriver | null {
  try {
    return diskDriver('uploads', ctx.config, settings);
  } catch {
    return null;
  }
}

/** The assets of a build, read from the app and the public disk as the settings say. */
export async function siteAssets(ctx: AppContext): Promise<SiteAssets> {
  const settings = await getAllSettings();
  return new SiteAssets(assetReader(ctx.config, settings), appOrigin(ctx.config.appUrl), new ImageVariants(variantCache(ctx, settings)));
}

interface StateParts {
  siteUrl: string;
  linkTable: Record<string, string>;
  bound: BindingPage[];
  paths: readonly string[];
  prepared: readonly PreparedPage[];
  assets: SiteAssets;
  sources: readonly CollectionSource[];
}

/** What a rebuild of single items needs of this build: the binding pages as published, where their assets went, the sitemap's pages. */
function collectionState(input: BuildInput, parts: StateParts): CollectionState {
  const templates = templateIds(parts.sources);
  const templatePages = new Set(parts.bound.filter((page) => Object.values(templates).includes(page.id) && collectionBase(page)).map((page) => page.index));
  const assetMap: Record<string, string> = {};
  for (const page of parts.bound) {
    for (const url of [...parts.prepared[page.index].body.assets, ...parts.prepared[page.index].code.assets]) {
      const published = parts.assets.url(url);
      if (published !== url) assetMap[url] = published;
    }
  }
  return {
    siteUrl: parts.siteUrl,
    siteName: input.project.name,
    allowlist: [...input.allowlist],
    pageLinks: parts.linkTable,
    pages: parts.bound,
    templates,
    assets: assetMap,
    sitemapPages: parts.paths.flatMap((path, index) => (templatePages.has(index) ? [] : [path === 'index.html' ? '' : path])),
    pageCount: parts.paths.length,
    signatures: {},
  };
}

export async function buildSite(ctx: AppContext, input: BuildInput, onProgress?: (done: number, total: number) => void): Promise<BuiltSite> {
  const { project } = input;
  if (project.pages.length === 0) throw new InvalidError('A site needs at least one page to publish.');
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const warnings: string[] = [];
  const assets = await siteAssets(ctx);
  const paths = pagePaths(project.pages, warnings);
  const linkTable = pageLinkTable(project.pages, paths);
  const publish = { isAsset: assets.isAsset, pageLink: pageLinkRewriter(linkTable) };
  const forms = pageForms(project.pages, paths, input);
  const total = project.pages.length;
  const sources = input.collections ?? [];
  const richText = new RichText(input.allowlist);
  const bindingPages = new Set(sources.length ? project.pages.flatMap((page, index) => (hasBindings(page.html) ? [index] : [])) : []);

  // Pass 1: each page parsed once; what it uses is collected for the shared files.
  const prepared: PreparedPage[] = [];
  for (const [index, page] of project.pages.entries()) {
    prepared.push(preparePage({ html: forms[index].html, doc: page.doc }, { allowlist: input.allowlist, publish }));
    assets.note([...prepared[index].body.assets, ...prepared[index].code.assets, ...cssUrls(page.doc.css ?? ''), ...styleUrls(page.doc.styles)], paths[index]);
    if (page.doc.ogImage) assets.note([page.doc.ogImage], paths[index]);
    if ((index + 1) % PAGES_PER_TURN === 0) await nextTurn();
  }
  // What the collections' pages show of their items: every published item's images.
  for (const source of sources) for (const item of source.items) assets.noteImages(itemAssetUrls(source.collection, item, richText, assets.isAsset), `${source.collection.slug}/${item.slug}`);
  await assets.load();

  const runtime = siteRuntime();
  const widgets = prepared.some((page) => page.body.widgets || page.code.widgets);
  const fontIds = [...new Set(project.pages.flatMap((page) => pageFonts(page.doc).map((font) => font.id)))].sort();
  const fonts = fontIds.map(fontBundle);
  const classes = prepared.map((page) => new Set([...page.body.classes, ...page.code.classes]));
  const styles = siteStyles(
    project.pages.map((page, index) => ({ classes: classes[index], styles: page.doc.styles, css: page.doc.css ?? '' })),
    {
      siteCss: runtime.css,
      extraClasses: [...NOT_FOUND_CLASSES, ...(widgets ? runtime.widgetClasses : []), ...(bindingPages.size ? COLLECTION_CLASSES : [])],
      assetCss: [iconCss(new Set(classes.flatMap((set) => [...set]))), ...fonts.map((font) => font.css)].join('\n'),
      mapUrl: (url) => assets.url(url, 'assets'),
    },
  );
  const sharedCss = hashedAsset('site', 'css', Buffer.from(styles.shared), true);
  const pageCss = styles.pages.map((css) => (css === null ? null : hashedAsset('page', 'css', Buffer.from(css), true)));
  const widgetsJs = widgets ? hashedAsset('widgets', 'js', runtime.widgetsJs, true) : null;
  const formsJs = forms.some((page) => page.forms.length > 0) ? hashedAsset('forms', 'js', runtime.formsJs, true) : null;
  const captcha = captchaScript(input.captcha ?? null);

  // Pass 2: the documents, now that the shared files have their names. A page that binds
  // collection data waits for the collections' step, which renders it with the items.
  const files: SiteFile[] = [];
  const urls = paths.map((path) => `${siteUrl}/${path === 'index.html' ? '' : path}`);
  const feeds = feedLinks(sources, project.pages.map((page, index) => ({ id: page.id, index, path: paths[index] })), siteUrl, project.name);
  const bound: BindingPage[] = [];
  const plain: { index: number; head: PageHead; scripts: { src: string; defer?: boolean }[] }[] = [];
  for (const [index, page] of project.pages.entries()) {
    const { doc } = page;
    const head: PageHead = {
      lang: doc.lang,
      title: doc.title || page.name,
      description: doc.description ?? '',
      canonical: urls[index],
      ogImage: doc.ogImage ? ogImageUrl(doc.ogImage, assets, siteUrl) : undefined,
      icon: NO_ICON,
      stylesheets: [sharedCss.path, ...(pageCss[index] ? [pageCss[index].path] : [])],
      structuredData: index === 0 ? input.homeStructuredData : undefined,
      ...(feeds.length ? { links: feeds } : {}),
    };
    const runtimeScript = widgetsJs && (prepared[index].body.widgets || prepared[index].code.widgets) ? [{ src: widgetsJs.path, defer: true }] : [];
    // Last in the body, so the forms exist when they run; no defer needed.
    const formScripts = formsJs && forms[index].forms.length > 0 ? [{ src: formsJs.path }, ...(captcha ? [{ src: captcha }] : [])] : [];
    const scripts = [...runtimeScript, ...formScripts];
    if (bindingPages.has(index)) bound.push({ id: page.id, name: page.name, index, path: paths[index], html: forms[index].html, js: doc.js ?? '', head, scripts });
    else plain.push({ index, head, scripts });
  }

  const collections = sources.length ? collectionState(input, { siteUrl, linkTable, bound, paths, prepared, assets, sources }) : null;
  const plan = collections ? planSite(collections, sources, input.now ?? new Date(0)) : null;
  const boundFiles = new Set(plan?.renders.filter((render) => !render.nested).map((render) => render.path));
  for (const page of bound) if (!boundFiles.has(page.path)) plain.push({ index: page.index, head: page.head, scripts: page.scripts });
  plain.sort((a, b) => a.index - b.index);
  for (const [done, { index, head, scripts }] of plain.entries()) {
    const map = (url: string) => assets.url(url);
    const body = renderMarkup(prepared[index].body, map) + renderMarkup(prepared[index].code, map);
    files.push(siteFile(paths[index], pageDocument(head, body, scripts)));
    onProgress?.(done + 1, total);
    if ((done + 1) % PAGES_PER_TURN === 0) await nextTurn();
  }
  if (plan && collections) {
    const env: RenderEnv = {
      siteUrl,
      siteName: project.name,
      allowlist: input.allowlist,
      pageLinks: linkTable,
      richText,
      plan,
      isAsset: assets.isAsset,
      assetUrl: (url) => assets.url(url),
      images: assets.responsive,
    };
    for (let start = 0; start < plan.renders.length; start += PAGES_PER_TURN) {
      files.push(...renderFiles(plan.renders.slice(start, start + PAGES_PER_TURN), env));
      await nextTurn();
    }
    files.push(...feedFiles(plan, env));
    collections.signatures = signaturesOf(plan);
  }

  files.push(
    sharedCss,
    ...pageCss.filter((file): file is SiteFile => file !== null),
    ...(widgetsJs ? [widgetsJs] : []),
    ...(formsJs ? [formsJs] : []),
    ...fonts.flatMap((font) => font.files),
    ...assets.files(),
    siteFile('404.html', notFoundPage(project.name, sharedCss.path, NO_ICON)),
    plan ? sitemapFile(plan, siteUrl) : siteFile('sitemap.xml', sitemapXml(urls)),
    siteFile('robots.txt', robotsTxt(siteUrl)),
  );
  const unique = new Map(files.map((file) => [file.path, file]));
  const sorted = [...unique.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    files: sorted,
    pageCount: total + (plan?.renders.filter((render) => render.nested).length ?? 0),
    collections,
    size: sorted.reduce((sum, file) => sum + file.body.length, 0),
    warnings: [...warnings, ...assets.warnings()],
    forms: uniqueForms(forms),
  };
}
