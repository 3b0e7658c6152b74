import { setImmediate as nextTurn } from 'node:timers/promises';
import { pageHref } from '../../../../common/editor/links.ts';
import type { StyleRule } from '../../../../common/editor/styles.ts';
import type { ProjectPage } from '../../../../common/editor/types.ts';
import type { PublishedForm } from '../../../../common/forms.ts';
import type { AppContext } from '../../../context.ts';
import { InvalidError } from '../../../errors.ts';
import { getAllSettings } from '../../settings/service.ts';
import { assetReader, SiteAssets } from './assets.ts';
import { cssUrls } from './css-urls.ts';
import { NOT_FOUND_CLASSES, notFoundPage, robotsTxt, sitemapXml } from './extras.ts';
import { hashedAsset, siteFile } from './files.ts';
import { captchaScript, publishPageForms, type PageForms } from './forms.ts';
import { fontBundle } from './fonts.ts';
import { iconCss } from './icons.ts';
import { renderMarkup } from './markup.ts';
import { pageDocument, pageFonts, preparePage, type PreparedPage } from './page.ts';
import { siteRuntime } from './runtime.ts';
import { siteStyles } from './stylesheet.ts';
import type { BuildInput, BuiltSite, SiteFile } from './types.ts';

// A project as a static site: a page file per page, one shared stylesheet (and one of a page's own
// where it must), the fonts, icons and assets the pages use under content-hashed names, the
// widget runtime when a page has a widget, a sitemap, robots.txt and a not-found page. Every
// file depends only on the project, the allowlist and the site URL, never on the time or the
// order work finished in, so an unchanged site builds to the same bytes. Each page is parsed
// once; what is shared (assets, fonts, the stylesheet) is read and made once per build.

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

/** The file a link written by the editor (or by hand, as ./x.html or /x.html) means, by page address. */
function pageLinks(pages: readonly ProjectPage[], paths: readonly string[]): (href: string) => string | null {
  const byHref = new Map<string, string>();
  pages.forEach((page, index) => {
    const href = pageHref({ id: page.id, name: page.name, slug: page.doc.slug }, index).toLowerCase();
    if (!byHref.has(href)) byHref.set(href, paths[index]);
  });
  if (!byHref.has('index.html')) byHref.set('index.html', paths[0]);
  return (href) => {
    const match = /^(?:\.?\/)?([\w-]+\.html)([?#].*)?$/i.exec(href.trim());
    const path = match ? byHref.get(match[1].toLowerCase()) : undefined;
    if (!path) return null;
    const rewritten = path + (match![2] ?? '');
    return rewritten === href ? null : rewritten;
  };
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

export async function buildSite(ctx: AppContext, input: BuildInput, onProgress?: (done: number, total: number) => void): Promise<BuiltSite> {
  const { project } = input;
  if (project.pages.length === 0) throw new InvalidError('A site needs at least one page to publish.');
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const warnings: string[] = [];
  const assets = new SiteAssets(assetReader(ctx.config, await getAllSettings()), appOrigin(ctx.config.appUrl));
  const paths = pagePaths(project.pages, warnings);
  const publish = { isAsset: assets.isAsset, pageLink: pageLinks(project.pages, paths) };
  const forms = pageForms(project.pages, paths, input);
  const total = project.pages.length;

  // Pass 1: each page parsed once; what it uses is collected for the shared files.
  const prepared: PreparedPage[] = [];
  for (const [index, page] of project.pages.entries()) {
    prepared.push(preparePage({ html: forms[index].html, doc: page.doc }, { allowlist: input.allowlist, publish }));
    assets.note([...prepared[index].body.assets, ...prepared[index].code.assets, ...cssUrls(page.doc.css ?? ''), ...styleUrls(page.doc.styles)], paths[index]);
    if (page.doc.ogImage) assets.note([page.doc.ogImage], paths[index]);
    if ((index + 1) % PAGES_PER_TURN === 0) await nextTurn();
  }
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
      extraClasses: [...NOT_FOUND_CLASSES, ...(widgets ? runtime.widgetClasses : [])],
      assetCss: [iconCss(new Set(classes.flatMap((set) => [...set]))), ...fonts.map((font) => font.css)].join('\n'),
      mapUrl: (url) => assets.url(url, 'assets'),
    },
  );
  const sharedCss = hashedAsset('site', 'css', Buffer.from(styles.shared), true);
  const pageCss = styles.pages.map((css) => (css === null ? null : hashedAsset('page', 'css', Buffer.from(css), true)));
  const widgetsJs = widgets ? hashedAsset('widgets', 'js', runtime.widgetsJs, true) : null;
  const formsJs = forms.some((page) => page.forms.length > 0) ? hashedAsset('forms', 'js', runtime.formsJs, true) : null;
  const captcha = captchaScript(input.captcha ?? null);

  // Pass 2: the documents, now that the shared files have their names.
  const files: SiteFile[] = [];
  const urls = paths.map((path) => `${siteUrl}/${path === 'index.html' ? '' : path}`);
  for (const [index, page] of project.pages.entries()) {
    const { doc } = page;
    const map = (url: string) => assets.url(url);
    const head = {
      lang: doc.lang,
      title: doc.title || page.name,
      description: doc.description ?? '',
      canonical: urls[index],
      ogImage: doc.ogImage ? ogImageUrl(doc.ogImage, assets, siteUrl) : undefined,
      icon: NO_ICON,
      stylesheets: [sharedCss.path, ...(pageCss[index] ? [pageCss[index].path] : [])],
      structuredData: index === 0 ? input.homeStructuredData : undefined,
    };
    const body = renderMarkup(prepared[index].body, map) + renderMarkup(prepared[index].code, map);
    const runtimeScript = widgetsJs && (prepared[index].body.widgets || prepared[index].code.widgets) ? [{ src: widgetsJs.path, defer: true }] : [];
    // Last in the body, so the forms exist when they run; no defer needed.
    const formScripts = formsJs && forms[index].forms.length > 0 ? [{ src: formsJs.path }, ...(captcha ? [{ src: captcha }] : [])] : [];
    files.push(siteFile(paths[index], pageDocument(head, body, [...runtimeScript, ...formScripts])));
    onProgress?.(index + 1, total);
    if ((index + 1) % PAGES_PER_TURN === 0) await nextTurn();
  }

  files.push(
    sharedCss,
    ...pageCss.filter((file): file is SiteFile => file !== null),
    ...(widgetsJs ? [widgetsJs] : []),
    ...(formsJs ? [formsJs] : []),
    ...fonts.flatMap((font) => font.files),
    ...assets.files(),
    siteFile('404.html', notFoundPage(project.name, sharedCss.path, NO_ICON)),
    siteFile('sitemap.xml', sitemapXml(urls)),
    siteFile('robots.txt', robotsTxt(siteUrl)),
  );
  const unique = new Map(files.map((file) => [file.path, file]));
  const sorted = [...unique.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    files: sorted,
    pageCount: total,
    size: sorted.reduce((sum, file) => sum + file.body.length, 0),
    warnings: [...warnings, ...assets.warnings()],
    forms: uniqueForms(forms),
  };
}
