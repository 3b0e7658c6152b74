import { expect } from 'chai';
import { COLLECTION_FIELD_MESSAGES, COLLECTION_LIMITS, COLLECTION_MESSAGES, type CollectionItem } from '../../common/collections.ts';
import { CollectionItemRevisionRow } from '../../server/modules/collections/models.ts';
import { setSettings } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient, errorOf } from './support.ts';

describe('collection items API', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  it('writes a draft by the requester with a slug from the title, unique in its collection', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Bakery');
    const first = await owner.createItem(project.id, { title: 'Crème brûlée & more!', tags: [' news ', 'News', 'baking'] });
    expect(first).to.include({ slug: 'creme-brulee-more', title: 'Crème brûlée & more!', status: 'draft', publish_at: null, published_at: null, version: 1, sample: false, body: '' });
    expect(first.tags).to.deep.equal(['news', 'baking']);
    expect(first.author).to.deep.include({ id: owner.user.id });
    const second = await owner.createItem(project.id, { title: 'Crème Brûlée & More' });
    expect(second.slug).to.equal('creme-brulee-more-2');

    const taken = await owner.request('POST', owner.itemsUrl(project.id), { title: 'Another', slug: 'creme-brulee-more' });
    expect(taken.statusCode).to.equal(422);
    expect(errorOf(taken).errors).to.deep.equal({ slug: COLLECTION_MESSAGES.slugTaken });
    const renamed = await owner.patchItem(project.id, second.id, { slug: 'creme-brulee-more', version: 1 });
    expect(errorOf(renamed).errors).to.deep.equal({ slug: COLLECTION_MESSAGES.slugTaken });
    // The same slug in another collection is fine.
    await owner.createCollection(project.id, { name: 'Recipes' });
    expect((await owner.createItem(project.id, { title: 'x', slug: 'creme-brulee-more' }, 'recipes')).slug).to.equal('creme-brulee-more');

    const missing = await owner.request('POST', owner.itemsUrl(project.id), { title: '  ', slug: 'Not a slug', tags: Array.from({ length: COLLECTION_LIMITS.tags + 1 }, (_, i) => `t${i}`) });
    expect(errorOf(missing)).to.deep.equal({
      message: COLLECTION_FIELD_MESSAGES.invalid,
      errors: { title: COLLECTION_MESSAGES.fieldRequired, slug: COLLECTION_FIELD_MESSAGES.slug, tags: COLLECTION_FIELD_MESSAGES.tags },
    });
    const wrongType = await owner.request('POST', owner.itemsUrl(project.id), { title: 42 });
    expect(wrongType.statusCode).to.equal(400);
  });

  it('checks every value against its field type and names each problem', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Events');
    await owner.createCollection(project.id, { name: 'Venues', fields: [] });
    const venue = await owner.createItem(project.id, { title: 'Town hall' }, 'venues');
    const otherProject = await owner.create('Elsewhere');
    await owner.createCollection(otherProject.id, { name: 'Venues', fields: [] });
    const foreignVenue = await owner.createItem(otherProject.id, { title: 'Far away' }, 'venues');
    const post = await owner.createItem(project.id, { title: 'A post' });
    await owner.createCollection(project.id, {
      name: 'Events',
      fields: [
        { key: 'summary', label: 'Summary', type: 'text', required: true },
        { key: 'details', label: 'Details', type: 'richText' },
        { key: 'poster', label: 'Poster', type: 'image' },
        { key: 'starts', label: 'Starts', type: 'date' },
        { key: 'price', label: 'Price', type: 'number' },
        { key: 'tickets', label: 'Tickets', type: 'link' },
        { key: 'venue', label: 'Venue', type: 'reference', collection: 'venues' },
        { key: 'topics', label: 'Topics', type: 'tags' },
      ],
    });
    const url = owner.itemsUrl(project.id, 'events');

    const broken = await owner.request('POST', url, {
      title: 'Launch',
      og_image: 'javascript:alert(1)',
      seo_title: 'x'.repeat(COLLECTION_LIMITS.seoTitleChars + 1),
      values: {
        summary: '',
        details: 42,
        poster: 'data:image/png;base64,AAAA',
        starts: '2025-02-30',
        price: 'twelve',
        tickets: 'javascript:alert(1)',
        venue: post.id,
        topics: 'music',
        colour: 'red',
      },
    });
    expect(broken.statusCode, broken.payload).to.equal(422);
    expect(errorOf(broken)).to.deep.equal({
      message: COLLECTION_FIELD_MESSAGES.invalid,
      errors: {
        og_image: COLLECTION_FIELD_MESSAGES.image,
        seo_title: COLLECTION_FIELD_MESSAGES.tooLong(COLLECTION_LIMITS.seoTitleChars),
        'values.colour': COLLECTION_FIELD_MESSAGES.unknownField,
        'values.summary': COLLECTION_MESSAGES.fieldRequired,
        'values.details': COLLECTION_FIELD_MESSAGES.text,
        'values.poster': COLLECTION_FIELD_MESSAGES.image,
        'values.starts': COLLECTION_FIELD_MESSAGES.date,
        'values.price': COLLECTION_FIELD_MESSAGES.number,
        'values.tickets': COLLECTION_FIELD_MESSAGES.link,
        'values.venue': COLLECTION_FIELD_MESSAGES.reference('venues'),
        'values.topics': COLLECTION_FIELD_MESSAGES.tags,
      },
    });

    // Other bad values: an item of another site, a protocol-relative picture, a link to another scheme.
    const more = await owner.request('POST', url, { title: 'Launch', values: { summary: 'x', venue: foreignVenue.id, poster: '//evil.example/a.png', tickets: 'ftp://example.com/x', starts: 'tomorrow' } });
    expect(errorOf(more).errors).to.deep.equal({
      'values.venue': COLLECTION_FIELD_MESSAGES.reference('venues'),
      'values.poster': COLLECTION_FIELD_MESSAGES.image,
      'values.tickets': COLLECTION_FIELD_MESSAGES.link,
      'values.starts': COLLECTION_FIELD_MESSAGES.date,
    });

    const good = await owner.createItem(project.id, {
      title: 'Launch',
      values: {
        summary: '  Doors at eight ',
        details: '<p>Bring <strong>friends</strong></p>',
        poster: '/storage/posters/launch.png',
        starts: '2030-05-01T20:00:00+02:00',
        price: '12.5',
        tickets: 'mailto:tickets@example.com',
        venue: String(venue.id),
        topics: ['music', 'Music', 'night'],
      },
    }, 'events');
    expect(good.values).to.deep.equal({
      summary: 'Doors at eight',
      details: '<p>Bring <strong>friends</strong></p>',
      poster: '/storage/posters/launch.png',
      starts: '2030-05-01T18:00:00.000Z',
      price: 12.5,
      tickets: 'mailto:tickets@example.com',
      venue: venue.id,
      topics: ['music', 'night'],
    });
    for (const [tickets, starts, poster] of [['https://tickets.example.com/launch?a=1&b=2', '2030-05-01', 'https://img.example.com/p.jpg'], ['/tickets', '2030-12-31', 'http://img.example.com/p.jpg'], ['#book', '2030-01-01', '/api/v1/file-entries/3/download']]) {
      const item = await owner.createItem(project.id, { title: `Event ${tickets}`, values: { summary: 's', tickets, starts, poster } }, 'events');
      expect(item.values).to.include({ tickets, starts, poster });
    }
  });

  it('keeps nothing that could run script on the published site, beyond the embeds the script policy allows', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Blog');
    await setSettings({ 'editor.script_allowlist': ['https://platform.example.com/widgets.js'] });
    try {
      const post = await owner.createItem(project.id, {
        title: 'Hostile',
        body: [
          '<h2 onclick="steal()">Hello</h2>',
          '<script>alert(1)</script>',
          '<script src="https://evil.example.com/x.js"></script>',
          '<script src="https://platform.example.com/widgets.js" async onload="x()"></script>',
          '<a href="javascript:alert(1)">click</a> <a href="https://example.com" target="_blank">ok</a>',
          '<img src="/storage/a.png" onerror="alert(1)" srcset="/storage/a-2x.png 2x, javascript:alert(1) 3x" alt="A">',
          '<iframe src="https://platform.example.com/embed/1"></iframe><iframe src="https://evil.example.com/"></iframe>',
          '<svg><script>alert(1)</script></svg><style>body{}</style><form action="https://evil.example.com"><input name="q"></form>',
          '<p style="background:url(javascript:alert(1))" data-sw-field="title">text</p>',
          '<pre><code class="language-js">1 &lt; 2</code></pre><blockquote>quote</blockquote>',
        ].join(''),
      });
      expect(post.body).to.equal(
        [
          '<h2>Hello</h2>',
          '<script src="https://platform.example.com/widgets.js" async></script>',
          '<a>click</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
          '<img src="/storage/a.png" srcset="/storage/a-2x.png 2x" alt="A" />',
          '<iframe src="https://platform.example.com/embed/1"></iframe>',
          '<p>text</p>',
          '<pre><code class="language-js">1 &lt; 2</code></pre><blockquote>quote</blockquote>',
        ].join(''),
      );
      // Rich text values go through the same rules.
      await owner.createCollection(project.id, { name: 'Pages', fields: [{ key: 'intro', label: 'Intro', type: 'richText' }] });
      const page = await owner.createItem(project.id, { title: 'About', values: { intro: '<p onmouseover="x()">Hi<script>alert(1)</script></p>' } }, 'pages');
      expect(page.values.intro).to.equal('<p>Hi</p>');

      // Without an allowlist, no script and no frame at all.
      await setSettings({ 'editor.script_allowlist': [] });
      const edited = await owner.patchItem(project.id, post.id, { version: post.version, body: '<script src="https://platform.example.com/widgets.js"></script><iframe src="https://platform.example.com/embed/1"></iframe><p>ok</p>' });
      expect((edited.result as CollectionItem).body).to.equal('<p>ok</p>');
    } finally {
      await setSettings({ 'editor.script_allowlist': ['https://cdn.omelette.app/sdk/v1/waitlist.js'] });
    }
  });

  it('refuses an edit based on an older version with the current item, and merges values', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Journal');
    const post = await owner.createItem(project.id, { title: 'Draft', values: { excerpt: 'Short', cover: '/storage/c.png' } });
    const first = await owner.patchItem(project.id, post.id, { version: post.version, title: 'First edit', values: { excerpt: 'Shorter' } });
    expect(first.statusCode, first.payload).to.equal(200);
    const edited = first.result as CollectionItem;
    expect(edited).to.include({ title: 'First edit', version: 2 });
    expect(edited.values).to.deep.equal({ excerpt: 'Shorter', cover: '/storage/c.png' });

    const stale = await owner.patchItem(project.id, post.id, { version: 1, title: 'Stale edit' });
    expect(stale.statusCode).to.equal(409);
    const body = JSON.parse(stale.payload) as { message: string; item: CollectionItem };
    expect(body.message).to.equal(COLLECTION_FIELD_MESSAGES.itemChanged);
    expect(body.item).to.include({ id: post.id, title: 'First edit', version: 2 });
    expect((await owner.item(project.id, post.id)).title).to.equal('First edit');

    const removed = await owner.patchItem(project.id, post.id, { version: 2, values: { cover: null } });
    expect((removed.result as CollectionItem).values).to.deep.equal({ excerpt: 'Shorter' });
    const missingVersion = await owner.patchItem(project.id, post.id, { title: 'No version' });
    expect(missingVersion.statusCode).to.equal(400);
  });

  it('keeps a revision of the content each edit replaces, restores one as a new edit, and keeps only the latest', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Notes');
    let post = await owner.createItem(project.id, { title: 'One', body: '<p>first</p>', tags: ['a'] });
    expect(await owner.revisions(project.id, post.id)).to.deep.equal([]);
    // An autosave that changes nothing keeps the version and makes no revision.
    const unchanged = (await owner.patchItem(project.id, post.id, { version: post.version, title: 'One', body: '<p>first</p>', tags: ['a'] })).result as CollectionItem;
    expect(unchanged.version).to.equal(post.version);
    expect(await owner.revisions(project.id, post.id)).to.deep.equal([]);
    post = (await owner.patchItem(project.id, post.id, { version: post.version, title: 'Two', body: '<p>second</p>', tags: ['b'] })).result as CollectionItem;
    // An edit of the SEO fields alone is not content: no revision.
    post = (await owner.patchItem(project.id, post.id, { version: post.version, seo_title: 'Two, for search' })).result as CollectionItem;
    post = (await owner.patchItem(project.id, post.id, { version: post.version, title: 'Three' })).result as CollectionItem;
    const revisions = await owner.revisions(project.id, post.id);
    expect(revisions.map((revision) => revision.title)).to.deep.equal(['Two', 'One']);
    expect(revisions[0].author).to.deep.include({ id: owner.user.id });

    const oldest = revisions[1];
    const restore = await owner.request('POST', `${owner.itemsUrl(project.id)}/${post.id}/revisions/${oldest.id}/restore`);
    expect(restore.statusCode, restore.payload).to.equal(200);
    const restored = restore.result as CollectionItem;
    expect(restored).to.include({ title: 'One', body: '<p>first</p>', seo_title: 'Two, for search', version: post.version + 1 });
    expect(restored.tags).to.deep.equal(['a']);
    // The restore is itself an edit that can be taken back.
    expect((await owner.revisions(project.id, post.id)).map((revision) => revision.title)).to.deep.equal(['Three', 'Two', 'One']);

    const unknown = await owner.request('POST', `${owner.itemsUrl(project.id)}/${post.id}/revisions/999999/restore`);
    expect(unknown.statusCode).to.equal(404);
    expect(errorOf(unknown).message).to.equal(COLLECTION_MESSAGES.revisionNotFound);

    let version = restored.version;
    for (let i = 0; i < COLLECTION_LIMITS.revisionsKept + 2; i += 1) {
      const response = await owner.patchItem(project.id, post.id, { version, title: `Edit ${i}` });
      version = (response.result as CollectionItem).version;
    }
    expect(await CollectionItemRevisionRow.count({ where: { item_id: post.id } })).to.equal(COLLECTION_LIMITS.revisionsKept);
    expect((await owner.revisions(project.id, post.id))[0].title).to.equal(`Edit ${COLLECTION_LIMITS.revisionsKept}`);
  });

  it('lists items newest first, by status and tag, a page at a time', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Magazine');
    const titles: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const item = await owner.createItem(project.id, { title: `Post ${i}`, tags: i % 2 ? ['odd', '100%_sure'] : ['even'] });
      titles.push(item.title);
      if (i === 3) await owner.request('POST', `${owner.itemsUrl(project.id)}/${item.id}/publish`);
    }
    const firstPage = await owner.items(project.id, '?per_page=2');
    expect(firstPage.data.map((item) => item.title)).to.deep.equal(['Post 5', 'Post 4']);
    expect(firstPage.meta).to.deep.equal({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect((await owner.items(project.id, '?per_page=2&page=3')).data.map((item) => item.title)).to.deep.equal(['Post 1']);
    expect((await owner.items(project.id, '?tag=odd')).data.map((item) => item.title)).to.deep.equal(['Post 5', 'Post 3', 'Post 1']);
    expect((await owner.items(project.id, '?tag=100%25_sure')).meta.total).to.equal(3);
    // LIKE's wildcards in a tag match only themselves.
    expect((await owner.items(project.id, '?tag=100%25')).meta.total).to.equal(0);
    expect((await owner.items(project.id, '?tag=ev_n')).meta.total).to.equal(0);
    expect((await owner.items(project.id, '?status=published')).data.map((item) => item.title)).to.deep.equal(['Post 3']);
    expect((await owner.items(project.id, '?status=draft&tag=odd')).data.map((item) => item.title)).to.deep.equal(['Post 5', 'Post 1']);
    const bad = await owner.request('GET', `${owner.itemsUrl(project.id)}?status=live`);
    expect(bad.statusCode).to.equal(400);
  });

  it('deletes an item; another site cannot reach it by id', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Shop');
    const other = await owner.create('Other shop');
    const post = await owner.createItem(project.id, { title: 'Sale' });
    const elsewhere = await owner.request('GET', `${owner.itemsUrl(other.id)}/${post.id}`);
    expect(elsewhere.statusCode).to.equal(404);
    expect(errorOf(elsewhere).message).to.equal(COLLECTION_MESSAGES.itemNotFound);
    const deleted = await owner.request('DELETE', `${owner.itemsUrl(project.id)}/${post.id}`);
    expect(deleted.statusCode).to.equal(204);
    expect((await owner.request('GET', `${owner.itemsUrl(project.id)}/${post.id}`)).statusCode).to.equal(404);
  });
});
