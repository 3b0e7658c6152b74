import { expect } from 'chai';
import { COLLECTION_FIELD_MESSAGES, COLLECTION_MESSAGES } from '../../common/collections.ts';
import { TRANSFER_MESSAGES, type ImportResult, type TransferFile } from '../../server/modules/collections/transfer.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { bearerFor, ContentClient, itemContent as content } from './support.ts';

describe('importing and exporting items', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  const exportUrl = (client: ContentClient, projectId: number, collection = 'posts') => `${client.collectionsUrl(projectId)}/${collection}/export?format=json`;
  const importUrl = (client: ContentClient, projectId: number, collection = 'posts') => `${client.collectionsUrl(projectId)}/${collection}/import`;


  it('exports every item as a JSON file that imports into another site as the same items', async () => {
    const owner = await ContentClient.user(app);
    const source = await owner.create('Old blog');
    const hello = await owner.createItem(source.id, {
      title: 'Hello',
      body: '<h2>Hi</h2><p>First <a href="https://example.com">post</a></p>',
      tags: ['news', 'intro'],
      seo_title: 'Hello there',
      seo_description: 'Our first post',
      og_image: '/storage/og.png',
      values: { excerpt: 'The first one', cover: 'https://img.example.com/c.jpg' },
    });
    await owner.request('POST', `${owner.itemsUrl(source.id)}/${hello.id}/publish`);
    const later = await owner.createItem(source.id, { title: 'Coming soon' });
    const at = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    await owner.request('POST', `${owner.itemsUrl(source.id)}/${later.id}/publish`, { at });
    await owner.createItem(source.id, { title: 'Unfinished' });

    const exported = await owner.ok<{ files: TransferFile[] }>('GET', exportUrl(owner, source.id));
    expect(exported.files.map((file) => file.name)).to.deep.equal(['hello.json', 'coming-soon.json', 'unfinished.json']);
    const helloFile = JSON.parse(exported.files[0].content) as Record<string, unknown>;
    expect(helloFile).to.include({ title: 'Hello', slug: 'hello', status: 'published', author: owner.user.email });

    const target = await owner.create('New blog');
    const imported = await owner.ok<ImportResult>('POST', importUrl(owner, target.id), { format: 'json', files: exported.files });
    expect(imported).to.deep.equal({ created: 3, updated: 0, errors: [] });
    const before = (await owner.items(source.id)).data.map(content);
    expect((await owner.items(target.id)).data.map(content)).to.deep.equal(before);

    // Importing the same files again (a CI job on every push) changes nothing: no duplicates, no new versions or revisions.
    const versions = (await owner.items(target.id)).data.map((item) => item.version);
    const again = await owner.ok<ImportResult>('POST', importUrl(owner, target.id), { format: 'json', files: exported.files });
    expect(again).to.deep.equal({ created: 0, updated: 3, errors: [] });
    const after = (await owner.items(target.id)).data;
    expect(after.map(content)).to.deep.equal(before);
    expect(after.map((item) => item.version)).to.deep.equal(versions);
    for (const item of after) expect(await owner.revisions(target.id, item.id)).to.deep.equal([]);
  });

  it('creates or updates by slug file by file, naming each file that failed and keeping the good ones', async () => {
    const owner = await ContentClient.user(app);
    const stranger = await ContentClient.user(app);
    const project = await owner.create('Blog');
    const existing = await owner.createItem(project.id, { title: 'Existing', body: '<p>old</p>' });
    const files: TransferFile[] = [
      { name: 'posts/existing.json', content: JSON.stringify({ title: 'Existing, updated', body: '<p>new</p><script>alert(1)</script>' }) },
      { name: 'batch.json', content: JSON.stringify([{ title: 'From a list', status: 'published', date: '2024-03-01T10:00:00Z' }, { slug: 'no-title' }]) },
      { name: 'broken.json', content: '{"title": ' },
      { name: 'not-an-item.json', content: '"just text"' },
      { name: 'bad-values.json', content: JSON.stringify({ title: 'Bad', values: { cover: 'javascript:alert(1)' }, status: 'live' }) },
      { name: 'past.json', content: JSON.stringify({ title: 'Late', status: 'scheduled', date: '2020-01-01' }) },
      { name: 'someone.json', content: JSON.stringify({ title: 'By a stranger', author: stranger.user.email }) },
    ];
    const result = await owner.ok<ImportResult>('POST', importUrl(owner, project.id), { format: 'json', files });
    expect(result.created).to.equal(1);
    expect(result.updated).to.equal(1);
    expect(result.errors).to.deep.equal([
      { file: 'batch.json#2', message: COLLECTION_FIELD_MESSAGES.invalid, errors: { title: COLLECTION_MESSAGES.fieldRequired } },
      { file: 'broken.json', message: TRANSFER_MESSAGES.notJson },
      { file: 'not-an-item.json', message: TRANSFER_MESSAGES.notItem },
      { file: 'bad-values.json', message: COLLECTION_FIELD_MESSAGES.invalid, errors: { status: COLLECTION_FIELD_MESSAGES.status } },
      { file: 'past.json', message: COLLECTION_MESSAGES.scheduleInPast, errors: { date: COLLECTION_MESSAGES.scheduleInPast } },
      { file: 'someone.json', message: TRANSFER_MESSAGES.author, errors: { author: TRANSFER_MESSAGES.author } },
    ]);
    const items = (await owner.items(project.id)).data;
    expect(items.map((item) => item.slug).sort()).to.deep.equal(['existing', 'from-a-list']);
    const updated = items.find((item) => item.id === existing.id)!;
    expect(updated).to.include({ title: 'Existing, updated', body: '<p>new</p>', version: existing.version + 1 });
    expect(items.find((item) => item.slug === 'from-a-list')).to.include({ status: 'published', published_at: '2024-03-01T10:00:00.000Z' });
  });

  it('answers an API token as it answers the owner, and a stranger like a missing site', async () => {
    const owner = await ContentClient.user(app);
    const stranger = await ContentClient.user(app);
    const project = await owner.create('CI blog');
    const payload = { format: 'json', files: [{ name: 'ci.json', content: JSON.stringify({ title: 'From CI' }) }] };
    const byToken = await app.server.inject({ method: 'POST', url: importUrl(owner, project.id), headers: await bearerFor(owner), payload });
    expect(byToken.statusCode, byToken.payload).to.equal(200);
    expect(JSON.parse(byToken.payload)).to.deep.equal({ created: 1, updated: 0, errors: [] });
    const byStranger = await app.server.inject({ method: 'POST', url: importUrl(owner, project.id), headers: await bearerFor(stranger), payload });
    expect(byStranger.statusCode).to.equal(404);
    const unknownFormat = await owner.request('POST', importUrl(owner, project.id), { ...payload, format: 'docx' });
    expect(unknownFormat.statusCode).to.equal(400);
  });
});
