import { expect } from 'chai';
import type { Collection, CollectionField, CollectionItem } from '../../common/collections.ts';
import type { PageDoc, ProjectPage } from '../../common/editor/types.ts';
import { buildSite, type BuiltSite } from '../../server/modules/publishing/build/site.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { references, resolveInSite, validationErrors } from '../publishing/support/built-site.ts';

// The collections' step of a build on plain data: what bound markup becomes for each kind of
// field and list, and the checks every published page passes (valid HTML, links that resolve,
// the same bytes from the same content).

const SITE_URL = 'http://menu.localhost:3000';
const DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };
const STAMP = '2024-01-01T00:00:00.000Z';

const page = (id: string, name: string, html: string, doc: Partial<PageDoc> = {}): ProjectPage => ({ id, name, html, doc: { ...DOC, title: name, ...doc } });

function collection(id: number, slug: string, fields: CollectionField[], template: string | null, extra: Partial<Collection> = {}): Collection {
  return { id, project_id: 1, slug, name: slug[0].toUpperCase() + slug.slice(1), builtin: false, fields, template_page_id: template, items_count: 0, created_at: STAMP, updated_at: STAMP, ...extra };
}

let nextId = 1;
function item(collectionId: number, title: string, extra: Partial<CollectionItem> = {}): CollectionItem {
  const id = nextId++;
  return {
    id,
    collection_id: collectionId,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    status: 'published',
    publish_at: null,
    published_at: `2024-02-${String(10 + (id % 18)).padStart(2, '0')}T12:00:00.000Z`,
    author: null,
    body: '',
    values: {},
    tags: [],
    seo_title: '',
    seo_description: '',
    og_image: '',
    sample: false,
    version: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}

const DISH_FIELDS: CollectionField[] = [
  { key: 'price', label: 'Price', type: 'number', required: true },
  { key: 'photo', label: 'Photo', type: 'image', required: false },
  { key: 'recipe', label: 'Recipe', type: 'richText', required: false },
  { key: 'source', label: 'Source', type: 'link', required: false },
];
const EVENT_FIELDS: CollectionField[] = [
  { key: 'starts', label: 'Starts', type: 'date', required: true },
  { key: 'dish', label: 'Dish served', type: 'reference', required: false, collection: 'dishes' },
];

// The dishes' template: a dish on its page, the menu on the list pages. German, for the dates and numbers.
const DISHES = `<main data-id="dishmain01"><article data-id="disharti01"><h1 data-id="dishname01" data-sw-field="title">Name</h1>
<img data-id="dishphot01" data-sw-field="photo" src="/site-assets/img/placeholder.svg" srcset="/site-assets/img/placeholder.svg 2x" alt="">
<p data-id="dishpric01">€ <span data-id="dishpric02" data-sw-field="price">0</span></p>
<div data-id="dishreci01" data-sw-field="recipe"><p>Recipe</p></div>
<a data-id="dishsrc001" data-sw-href="source" data-sw-field="source" href="#">Source</a></article>
<section data-id="dishlist01" data-sw-collection="dishes" data-sw-per-page="10"><h2 data-id="dishlisth2">Menu</h2>
<ul data-id="dishul0001"><li data-id="dishcard01" data-sw-card=""><a data-id="dishcarda1" data-sw-href="url" href="#"><span data-id="dishcards1" data-sw-field="title">Dish</span></a>
<time data-id="dishtime01" data-sw-field="date">date</time></li></ul></section></main>`;

const HOME = `<section data-id="homesec001"><h1 data-id="homeh10001">Events</h1>
<ol data-id="homeevts01" data-sw-collection="events" data-sw-order="upcoming" data-sw-per-page="5"><li data-id="homeevtc01" data-sw-card=""><strong data-id="homeevtt01" data-sw-field="title">Event</strong>
<em data-id="homeevts02" data-sw-field="starts">when</em> <span data-id="homeevtd01" data-sw-field="dish">dish</span> <a data-id="homeevtl01" data-sw-href="dish" href="#">see the dish</a></li></ol>
<div data-id="homespec01" data-sw-collection="dishes" data-sw-tag="Vegan" data-sw-per-page="3"><p data-id="homespcc01" data-sw-card=""><span data-id="homespct01" data-sw-field="title">x</span></p></div></section>`;

/** References into the site that no file answers; a folder's address is its index.html, as the site host serves it. */
function unresolved(site: BuiltSite, siteUrl: string): string[] {
  const paths = new Set(site.files.map((entry) => entry.path));
  return references(site).flatMap((reference) => {
    const path = resolveInSite(reference, siteUrl);
    if (path === null) return [];
    const file = path.endsWith('/') ? `${path}index.html` : path;
    return paths.has(file) ? [] : [`${reference.from} -> ${reference.url}`];
  });
}

describe('collections in a site build (publishing/build/collections)', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const dishes = collection(1, 'dishes', DISH_FIELDS, 'dishpage01');
  const events = collection(2, 'events', EVENT_FIELDS, null);
  const soup = item(1, 'Pumpkin soup', { tags: ['Vegan'], values: { price: 7.5, photo: '/site-assets/img/placeholder.svg', recipe: '<p>Roast it.</p><p onclick="x()">Blend it.</p>', source: 'javascript:alert(1)' } });
  const stew = item(1, 'Beef stew', { values: { price: 12, recipe: '<p>Slowly.</p>', source: 'https://example.com/stew' } });
  const salad = item(1, 'Green salad', { tags: ['Vegan'], values: { price: 5 } });
  const past = item(2, 'Harvest dinner', { values: { starts: '2024-05-01T18:00:00.000Z', dish: soup.id } });
  const soon = item(2, 'Soup night', { values: { starts: '2024-06-20T18:00:00.000Z', dish: soup.id } });
  const later = item(2, 'Stew evening', { values: { starts: '2024-07-02T18:00:00.000Z', dish: String(stew.id) } });
  const pages = [page('homepage01', 'Home', HOME, { lang: 'de' }), page('dishpage01', 'Dishes', DISHES, { slug: 'dishes', lang: 'de' })];
  const sources = [
    { collection: dishes, items: [soup, stew, salad] },
    { collection: events, items: [later, past, soon] },
  ];

  const build = (now = new Date('2024-06-01T08:00:00.000Z')): Promise<BuiltSite> =>
    buildSite(app.ctx, { project: { name: 'Gasthaus', slug: 'gasthaus', pages }, siteUrl: SITE_URL, allowlist: [], collections: sources, now });
  const file = (site: BuiltSite, path: string) => {
    const found = site.files.find((candidate) => candidate.path === path);
    expect(found, path).to.not.equal(undefined);
    return found!.body.toString('utf8');
  };

  it('shows each kind of field: numbers and dates in the page language, images as src with alt, rich text sanitized, only safe links', async () => {
    const site = await build();
    const soupPage = file(site, 'dishes/pumpkin-soup/index.html');
    expect(soupPage).to.contain('<h1>Pumpkin soup</h1>');
    expect(soupPage).to.contain('<span>7,5</span>');
    expect(soupPage).to.match(/<img src="\/assets\/placeholder\.[0-9a-f]{10}\.svg" alt="Pumpkin soup">/);
    expect(soupPage).to.contain('<p>Roast it.</p><p>Blend it.</p>');
    expect(soupPage, 'a javascript: link goes').to.match(/<a>javascript:alert\(1\)<\/a>/);
    const stewPage = file(site, 'dishes/beef-stew/index.html');
    expect(stewPage).to.contain('<a href="https://example.com/stew">https://example.com/stew</a>');
    expect(stewPage, 'a dish without a photo has no placeholder picture').not.to.contain('<img');
    expect(stewPage).to.contain('<html lang="de">');

    const menu = file(site, 'dishes/index.html');
    expect(menu).to.match(/<li><a href="\/dishes\/[a-z-]+\/"><span>[A-Za-z ]+<\/span><\/a>\n<time datetime="2024-02-\d\dT12:00:00.000Z">\d+\. Februar 2024<\/time><\/li>/);
    expect(menu.match(/<li>/g)).to.have.length(3);
  });

  it('lists upcoming items soonest first from the build day, items of one tag, and the items a reference names', async () => {
    const home = file(await build(), 'index.html');
    const events = [...home.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => match[1]);
    expect(events).to.deep.equal(['Soup night', 'Stew evening']);
    expect(home).to.contain('<em>20. Juni 2024</em> <span>Pumpkin soup</span> <a href="/dishes/pumpkin-soup/">see the dish</a>');
    expect(home).to.contain('<span>Beef stew</span> <a href="/dishes/beef-stew/">');
    const vegan = [...home.matchAll(/<p><span>([^<]+)<\/span><\/p>/g)].map((match) => match[1]).sort();
    expect(vegan).to.deep.equal(['Green salad', 'Pumpkin soup']);

    const summer = file(await build(new Date('2024-06-25T08:00:00.000Z')), 'index.html');
    expect([...summer.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => match[1])).to.deep.equal(['Stew evening']);
  });

  it('publishes valid pages whose links and assets all resolve, without binding attributes, the same bytes from the same content', async () => {
    const first = await build();
    const second = await build();
    expect(second.files.map((entry) => [entry.path, entry.hash])).to.deep.equal(first.files.map((entry) => [entry.path, entry.hash]));
    expect(await validationErrors(first)).to.deep.equal([]);
    expect(unresolved(first, SITE_URL)).to.deep.equal([]);
    for (const entry of first.files.filter((candidate) => candidate.path.endsWith('.html'))) expect(entry.body.toString('utf8'), entry.path).not.to.match(/data-sw-|data-id=/);
    expect(first.files.map((entry) => entry.path)).to.include.members(['dishes.html', 'dishes/index.html', 'dishes/feed.xml', 'dishes/tag/vegan/index.html']);
    expect(first.pageCount, 'the pages, plus list, tag and item pages').to.equal(2 + 1 + 1 + 3);
  });

  it('keeps what a later rebuild of single items needs: the binding pages as published and a signature per file', async () => {
    const site = await build();
    const state = site.collections!;
    expect(state.pages.map((bound) => bound.id).sort()).to.deep.equal(['dishpage01', 'homepage01']);
    expect(state.templates).to.deep.equal({ 1: 'dishpage01' });
    expect(state.sitemapPages, 'the template page is listed by its list address').to.deep.equal(['']);
    expect(Object.keys(state.signatures).sort()).to.deep.equal(
      ['dishes.html', 'dishes/beef-stew/index.html', 'dishes/feed.xml', 'dishes/green-salad/index.html', 'dishes/index.html', 'dishes/pumpkin-soup/index.html', 'dishes/tag/vegan/index.html', 'index.html'].sort(),
    );
    expect(Object.values(state.assets)).to.satisfy((paths: string[]) => paths.every((path) => path.startsWith('assets/')));

    const renamed = await buildSite(app.ctx, {
      project: { name: 'Gasthaus', slug: 'gasthaus', pages },
      siteUrl: SITE_URL,
      allowlist: [],
      collections: [{ collection: dishes, items: [{ ...stew, title: 'Beef stew, slow', version: 2 }, soup, salad] }, sources[1]],
      now: new Date('2024-06-01T08:00:00.000Z'),
    });
    const moved = Object.keys(state.signatures).filter((path) => renamed.collections!.signatures[path] !== state.signatures[path]);
    // The home page names the stew through an event's reference; the feed is made anew every time.
    expect(moved.sort(), 'the item, the lists it is on').to.deep.equal(['dishes.html', 'dishes/beef-stew/index.html', 'dishes/index.html', 'index.html']);
  });
});
