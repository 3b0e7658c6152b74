import { expect } from 'chai';
import type { Collection, CollectionItem } from '../../common/collections.ts';
import { CollectionItemRevisionRow, CollectionItemRow } from '../../server/modules/collections/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient } from './support.ts';

describe('duplicating a project with its collections', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  const bySlug = (items: CollectionItem[], slug: string) => items.find((item) => item.slug === slug)!;
  const withoutIds = (collection: Collection) => ({ ...collection, id: undefined, project_id: undefined, created_at: undefined, updated_at: undefined });

  it('copies collections and items as they are, scheduled items as drafts, without revisions, references pointing into the copy', async () => {
    const owner = await ContentClient.user(app);
    const source = await owner.create('Bistro');
    const page = (await owner.get(source.id)).pages![0];
    await owner.request('PATCH', `${owner.collectionsUrl(source.id)}/posts`, { template_page_id: page.id });
    await owner.createCollection(source.id, { name: 'Dishes', fields: [{ key: 'price', label: 'Price', type: 'number', required: true }] });
    await owner.createCollection(source.id, { name: 'Menus', fields: [{ key: 'main', label: 'Main dish', type: 'reference', collection: 'dishes' }] });

    const live = await owner.createItem(source.id, { title: 'We are open', body: '<p>Come in.</p>', tags: ['news'], values: { excerpt: 'Open' }, seo_title: 'Open' });
    await owner.request('POST', `${owner.itemsUrl(source.id)}/${live.id}/publish`);
    const edited = await owner.patchItem(source.id, live.id, { version: live.version + 1, title: 'We are open!' });
    expect(edited.statusCode, edited.payload).to.equal(200);
    const scheduled = await owner.createItem(source.id, { title: 'Summer menu' });
    await owner.request('POST', `${owner.itemsUrl(source.id)}/${scheduled.id}/publish`, { at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString() });
    await owner.createItem(source.id, { title: 'Half written' });
    const soup = await owner.createItem(source.id, { title: 'Soup', values: { price: 6 } }, 'dishes');
    await owner.createItem(source.id, { title: 'Pie', values: { price: 4 } }, 'dishes');
    await owner.createItem(source.id, { title: 'Lunch', values: { main: soup.id } }, 'menus');
    const sourcePosts = (await owner.items(source.id)).data;
    expect(await CollectionItemRevisionRow.count({ where: { item_id: live.id } })).to.equal(1);

    const response = await owner.request('POST', `/api/v1/projects/${source.id}/duplicate`);
    expect(response.statusCode, response.payload).to.equal(201);
    const copy = (response.result as { project: { id: number } }).project;

    const collections = await owner.collections(copy.id);
    expect(collections.map(withoutIds)).to.deep.equal((await owner.collections(source.id)).map(withoutIds));
    expect(collections[0]).to.include({ slug: 'posts', template_page_id: page.id, items_count: 3 });

    const posts = (await owner.items(copy.id)).data;
    expect(posts.map((item) => item.slug)).to.deep.equal(sourcePosts.map((item) => item.slug));
    const copiedLive = bySlug(posts, 'we-are-open');
    const sourceLive = bySlug(sourcePosts, 'we-are-open');
    expect(copiedLive).to.deep.include({
      title: 'We are open!',
      status: 'published',
      published_at: sourceLive.published_at,
      body: '<p>Come in.</p>',
      tags: ['news'],
      values: { excerpt: 'Open' },
      seo_title: 'Open',
      author: sourceLive.author,
      version: 1,
    });
    expect(copiedLive.id).to.not.equal(sourceLive.id);
    expect(await owner.revisions(copy.id, copiedLive.id)).to.deep.equal([]);
    // A copy nobody has published does not put the source's scheduled post live at its time.
    expect(bySlug(posts, 'summer-menu')).to.include({ status: 'draft', publish_at: null, published_at: null });
    expect(bySlug(posts, 'half-written')).to.include({ status: 'draft' });

    const dishes = (await owner.items(copy.id, '', 'dishes')).data;
    expect(dishes.map((item) => [item.title, item.values.price])).to.have.deep.members([['Soup', 6], ['Pie', 4]]);
    const [lunch] = (await owner.items(copy.id, '', 'menus')).data;
    expect(lunch.values.main).to.equal(bySlug(dishes, 'soup').id);

    // The two sites' content is separate from here on.
    const change = await owner.patchItem(copy.id, copiedLive.id, { version: 1, title: 'Copy only' });
    expect(change.statusCode, change.payload).to.equal(200);
    expect((await owner.item(source.id, live.id)).title).to.equal('We are open!');
    expect(await CollectionItemRow.count({ where: { project_id: source.id } })).to.equal(6);
    expect((await owner.item(source.id, scheduled.id)).status).to.equal('scheduled');
  });

  it('copies a site whose collections were never opened, which then gets its blog like any site', async () => {
    const owner = await ContentClient.user(app);
    const source = await owner.create('Plain site');
    const response = await owner.request('POST', `/api/v1/projects/${source.id}/duplicate`);
    expect(response.statusCode, response.payload).to.equal(201);
    const copy = (response.result as { project: { id: number } }).project;
    expect((await owner.collections(copy.id)).map((collection) => [collection.slug, collection.items_count])).to.deep.equal([['posts', 0]]);
  });
});
