import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { POSTS_FIELDS, type Collection, type CollectionItem } from '../../common/collections.ts';
import { parsePage, type PageDocument } from '../../common/editor/index.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { templatesDir } from '../../config/paths.ts';
import { compileBindings } from '../../server/modules/publishing/build/collections/bindings.ts';
import { fieldErrors, keyFromLabel, withServerErrors } from '../../web/src/features/content/collection-fields.ts';
import { collectionPage } from '../../web/src/features/content/collection-setup.ts';
import { draftChanges, draftOf } from '../../web/src/features/content/item-draft.ts';
import { addTags, charactersLeft, defaultScheduleTime, isoFromLocalInput, localInputValue, statusTime } from '../../web/src/features/content/item-format.ts';
import { exportArchive } from '../../web/src/features/content/markdown-transfer.ts';
import { bindingContext, fieldOptions } from '../../web/src/features/editor/state/collection-bindings.ts';
import { fillCard } from '../../web/src/features/editor/state/collection-preview.ts';

// The pure parts of the Content screens and the editor's collection bindings: what an item's badge
// says, which fields a save sends, the field editor's checks, the page "Set up the blog" adds (read
// back by the publisher's own parser), the catalogue's list block and the Content settings' choices.

const WORDS = { title: 'Title', date: 'Publication date', text: 'The text appears here.', excerpt: 'A short summary.', more: 'Read more', latest: 'Latest posts' };

function collection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 1,
    project_id: 7,
    slug: 'posts',
    name: 'Posts',
    builtin: true,
    fields: POSTS_FIELDS,
    template_page_id: null,
    items_count: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function item(overrides: Partial<CollectionItem> = {}): CollectionItem {
  return {
    id: 3,
    collection_id: 1,
    slug: 'spring-menu',
    title: 'Our spring menu',
    status: 'draft',
    publish_at: null,
    published_at: null,
    author: { id: 5, name: 'Ann', slug: 'ann' },
    body: '<p>Asparagus is back.</p>',
    values: { excerpt: 'Asparagus, wild garlic and the first strawberries.', cover: '/storage/project-assets/spring.jpg' },
    tags: ['menu'],
    seo_title: '',
    seo_description: '',
    og_image: '',
    sample: false,
    version: 4,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

function elementWith(doc: PageDocument, attribute: string, value?: string): string {
  const found = [...doc.nodes.values()].find((node) => node.type === 'element' && attribute in node.attrs && (value === undefined || node.attrs[attribute] === value));
  if (!found) throw new Error(`no element with ${attribute}`);
  return found.id;
}

describe('content screens: items', () => {
  it('names the time a scheduled item goes live and the time a published one went live, none for a draft', () => {
    expect(statusTime(item({ status: 'scheduled', publish_at: '2030-01-01T09:00:00.000Z' }))).to.equal('2030-01-01T09:00:00.000Z');
    expect(statusTime(item({ status: 'published', published_at: '2025-03-03T08:00:00.000Z' }))).to.equal('2025-03-03T08:00:00.000Z');
    expect(statusTime(item())).to.equal(null);
  });

  it('reads the schedule picker in the browser time zone and offers the next whole hour', () => {
    const local = localInputValue(new Date(2030, 4, 6, 14, 30));
    expect(local).to.equal('2030-05-06T14:30');
    expect(new Date(isoFromLocalInput(local)!).getTime()).to.equal(new Date(2030, 4, 6, 14, 30).getTime());
    expect(isoFromLocalInput('')).to.equal(null);
    expect(defaultScheduleTime(new Date(2030, 4, 6, 14, 30))).to.equal('2030-05-06T15:00');
  });

  it('adds typed tags once each (commas separate them) and counts characters left', () => {
    expect(addTags(['Menu'], 'menu, spring ,  new   dishes,')).to.deep.equal(['Menu', 'spring', 'new dishes']);
    expect(addTags(Array.from({ length: 20 }, (_, i) => `t${i}`), 'one more')).to.have.length(20);
    expect(charactersLeft('Spring', 70)).to.equal(64);
    expect(charactersLeft('x'.repeat(72), 70)).to.equal(-2);
  });

  it('sends only the fields that differ from the copy the draft is based on', () => {
    const base = item();
    const draft = { ...draftOf(base), title: 'Our summer menu', tags: ['menu', 'summer'] };
    expect(draftChanges(draft, draftOf(base))).to.deep.equal({ title: 'Our summer menu', tags: ['menu', 'summer'] });
    expect(draftChanges(draftOf(base), draftOf(base))).to.deep.equal({});
    expect(draftChanges({ ...draftOf(base), author_id: null }, draftOf(base))).to.deep.equal({ author_id: null });
  });

  it('saves an export of one file as Markdown and of several as one zip', async () => {
    const one = exportArchive('posts', [{ name: 'spring.md', content: '# Spring' }]);
    expect(one.name).to.equal('spring.md');
    expect(await one.blob.text()).to.equal('# Spring');
    const many = exportArchive('posts', [
      { name: 'a.md', content: 'A' },
      { name: 'b.md', content: 'B' },
    ]);
    expect(many.name).to.equal('posts-markdown.zip');
    const files = unzipSync(new Uint8Array(await many.blob.arrayBuffer()));
    expect(Object.keys(files).sort()).to.deep.equal(['a.md', 'b.md']);
    expect(strFromU8(files['b.md'])).to.equal('B');
  });
});

describe('content screens: the field editor', () => {
  it('makes a key from a label', () => {
    expect(keyFromLabel('Opening date')).to.equal('opening_date');
    expect(keyFromLabel('2nd Prix (€)')).to.equal('nd_prix');
  });

  it('checks labels, keys (format, reserved, duplicate) and reference targets before sending', () => {
    const errors = fieldErrors([
      { key: 'price', label: 'Price', type: 'number', required: true },
      { key: 'Price', label: '', type: 'text', required: false },
      { key: 'title', label: 'Title', type: 'text', required: false },
      { key: 'price', label: 'Again', type: 'text', required: false },
      { key: 'chef', label: 'Chef', type: 'reference', required: false },
    ]);
    expect(Object.keys(errors)).to.deep.equal(['1', '2', '3', '4']);
    expect(errors[1]).to.have.keys('key', 'label');
    expect(errors[2].key).to.equal('Every item has this field already.');
    expect(errors[3].key).to.equal('Another field has this key.');
    expect(errors[4].collection).to.equal('Choose the collection it refers to.');
  });

  it("puts the server's fields.<index>.<property> messages on the rows", () => {
    expect(withServerErrors(null, { 'fields.1.collection': ['Choose the collection this field points into.'], name: 'x' })).to.deep.equal({ 1: { collection: 'Choose the collection this field points into.' } });
    expect(withServerErrors(null, { name: 'x' })).to.equal(null);
  });
});

describe('content screens: "Set up the blog"', () => {
  const home: ProjectPage = {
    id: 'home000001',
    name: 'Home',
    html: '<nav class="navbar"><a class="navbar-brand" href="#">Trattoria</a></nav><section class="section"><div class="container"><h2>Hi</h2></div></section><footer class="site-footer"><p>© Trattoria</p></footer>',
    doc: { title: 'Home', description: '', css: '.x{}', js: '', headLinks: [], fonts: [], styles: [] },
    version: 3,
  };
  const blogTaken: ProjectPage = { ...home, id: 'blog000001', name: 'Old blog', doc: { ...home.doc, slug: 'blog' } };

  it("adds one page in the site's frame that the publisher reads as the collection's item and list page", () => {
    const page = collectionPage({ pages: [home], parts: [] }, collection(), WORDS, { page: 'Blog', heading: 'Latest posts', slug: 'blog' });
    expect(page.name).to.equal('Blog');
    expect(page.doc.slug).to.equal('blog');
    expect(page.id).to.match(/^[A-Za-z0-9]{10}$/);
    const doc = parsePage(page.html);
    const root = doc.nodes.get(doc.rootId)!;
    const top = root.type === 'element' ? root.children.map((id) => doc.nodes.get(id)).map((node) => (node?.type === 'element' ? node.tag : '')) : [];
    expect(top).to.deep.equal(['nav', 'section', 'section', 'footer']);
    expect(page.html.match(/<[a-z0-9]+[\s>]/g)!.length).to.equal(page.html.match(/ data-id="/g)!.length);

    const compiled = compileBindings(page.html, 'posts');
    expect(compiled.primary).to.equal(0);
    expect(compiled.lists[0].spec).to.deep.include({ collection: 'posts', paginate: true });
    expect(compiled.lists[0].card!.fields.map((field) => field.field ?? `href:${field.href}`)).to.deep.equal(['cover', 'title', 'date', 'excerpt', 'href:url']);
    expect(compiled.itemFields.map((field) => field.field)).to.deep.equal(['title', 'date', 'cover', 'excerpt', 'body']);
    expect(compiled.itemRegions).to.have.length(1);
    expect(compiled.listRegions).to.have.length(1);
  });

  it("takes a free slug when a page has the collection's", () => {
    const page = collectionPage({ pages: [home, blogTaken], parts: [] }, collection(), WORDS, { page: 'Blog', heading: 'Latest posts', slug: 'blog' });
    expect(page.doc.slug).to.equal('blog-2');
  });

  it("shows a custom collection's own fields on the item's page, a link field as a link", () => {
    const events = collection({
      slug: 'events',
      name: 'Events',
      builtin: false,
      fields: [
        { key: 'starts', label: 'Starts', type: 'date', required: true },
        { key: 'poster', label: 'Poster', type: 'image', required: false },
        { key: 'tickets', label: 'Tickets', type: 'link', required: false },
      ],
    });
    const page = collectionPage({ pages: [home], parts: [] }, events, WORDS, { page: 'Events', heading: 'Events', slug: 'events' });
    const compiled = compileBindings(page.html, 'events');
    expect(compiled.itemFields.map((field) => field.field ?? `href:${field.href}`)).to.deep.equal(['title', 'date', 'poster', 'starts', 'href:tickets', 'body']);
    expect(compiled.lists[0].card!.fields.map((field) => field.field ?? `href:${field.href}`)).to.deep.equal(['poster', 'title', 'date', 'href:url']);
  });
});

describe('editor: the collection list block and its bindings', () => {
  const block = readFileSync(join(templatesDir, 'blocks', 'collection-list.html'), 'utf8').trim();

  it('lists the newest posts with one card bound to title, date, excerpt, cover and the post page', () => {
    const compiled = compileBindings(block);
    expect(compiled.lists).to.have.length(1);
    expect(compiled.lists[0].spec).to.deep.include({ collection: 'posts', perPage: 3, order: 'latest', paginate: false });
    expect(compiled.lists[0].card!.fields.map((field) => field.field ?? `href:${field.href}`)).to.deep.equal(['cover', 'title', 'date', 'excerpt', 'href:url']);
  });

  it("writes the card from the newest item in the catalogue, keeping the bindings", () => {
    const filled = fillCard(block, item({ published_at: '2025-03-03T08:00:00.000Z' }), 'en');
    expect(filled).to.contain('>Our spring menu</h3>').and.contain('src="/storage/project-assets/spring.jpg"').and.contain('March 3, 2025').and.contain('Asparagus, wild garlic');
    expect(filled).not.to.contain('data-id');
    expect(compileBindings(filled).lists[0].card!.fields).to.have.length(5);
    expect(fillCard(block, item({ values: {} }), 'en')).to.contain('A short summary of the post.');
  });

  it('offers the fields of the listed collection inside its card, and of the template collection on its page', () => {
    const posts = collection({ template_page_id: 'page000002' });
    const events = collection({ id: 2, slug: 'events', name: 'Events', builtin: false, fields: [{ key: 'poster', label: 'Poster', type: 'image', required: false }] });
    const doc = parsePage(`${block.replace('data-sw-collection="posts"', 'data-sw-collection="events"')}<h1 data-sw-field="title">Title</h1>`);
    const title = elementWith(doc, 'data-sw-field', 'title');
    const list = elementWith(doc, 'data-sw-collection');
    const heading = [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === 'h2')!.id;
    const pageTitle = [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === 'h1')!.id;

    expect(bindingContext(doc, title, [posts, events], 'page000001')).to.deep.equal({ collection: events, inCard: true });
    expect(bindingContext(doc, list, [posts, events], 'page000001')).to.equal(null);
    expect(bindingContext(doc, heading, [posts, events], 'page000002')).to.equal(null);
    expect(bindingContext(doc, pageTitle, [posts, events], 'page000001')).to.equal(null);
    expect(bindingContext(doc, pageTitle, [posts, events], 'page000002')).to.deep.equal({ collection: posts, inCard: false });

    expect(fieldOptions(events, { tag: 'img' }).map((option) => option.value)).to.deep.equal(['poster', 'og_image']);
    expect(fieldOptions(posts, { tag: 'p' }).map((option) => option.value)).to.deep.equal(['excerpt', 'title', 'slug', 'body', 'tags', 'author', 'date', 'seo_title', 'seo_description']);
  });
});
