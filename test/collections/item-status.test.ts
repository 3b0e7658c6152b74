import { expect } from 'chai';
import { COLLECTION_MESSAGES, type CollectionItem } from '../../common/collections.ts';
import { Job } from '../../server/jobs/models.ts';
import { REPUBLISH_JOB, type RepublishPayload } from '../../server/modules/collections/publish-types.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient, errorOf } from './support.ts';

describe('publishing, scheduling and unpublishing items', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  const action = (client: ContentClient, projectId: number, item: CollectionItem, name: 'publish' | 'unpublish', payload?: unknown) =>
    client.request('POST', `${client.itemsUrl(projectId)}/${item.id}/${name}`, payload);

  async function rebuiltItems(projectId: number): Promise<number[]> {
    const jobs = await Job.findAll({ where: { type: REPUBLISH_JOB } });
    return jobs.map((job) => job.payload as RepublishPayload).filter((payload) => payload.projectId === projectId).flatMap((payload) => payload.itemIds);
  }

  it('publishes now, schedules for a later time, refuses a time gone by and takes an item back to a draft', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Bakery');
    const post = await owner.createItem(project.id, { title: 'Opening day' });

    const before = Date.now();
    const published = await action(owner, project.id, post, 'publish');
    expect(published.statusCode, published.payload).to.equal(200);
    const live = published.result as CollectionItem;
    expect(live).to.include({ status: 'published', publish_at: null, version: post.version + 1 });
    expect(new Date(live.published_at!).getTime()).to.be.at.least(before - 1000);

    const past = await action(owner, project.id, post, 'publish', { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).to.equal(422);
    expect(errorOf(past)).to.deep.equal({ message: COLLECTION_MESSAGES.scheduleInPast, errors: { at: COLLECTION_MESSAGES.scheduleInPast } });
    expect((await owner.item(project.id, post.id)).status).to.equal('published');

    const unpublished = (await action(owner, project.id, post, 'unpublish')).result as CollectionItem;
    expect(unpublished).to.include({ status: 'draft', publish_at: null });
    // Its first publication date is kept for when it goes live again.
    expect(unpublished.published_at).to.equal(live.published_at);

    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const scheduled = (await action(owner, project.id, post, 'publish', { at: later.toISOString() })).result as CollectionItem;
    // Kept to the second, as MariaDB stores times.
    expect(scheduled).to.include({ status: 'scheduled', publish_at: new Date(Math.floor(later.getTime() / 1000) * 1000).toISOString() });
    expect((await owner.item(project.id, post.id)).publish_at).to.equal(scheduled.publish_at);
    expect((await owner.items(project.id, '?status=scheduled')).data.map((item) => item.id)).to.deep.equal([post.id]);

    const malformed = await action(owner, project.id, post, 'publish', { at: 'next tuesday' });
    expect(malformed.statusCode).to.equal(400);
    const missing = await owner.request('POST', `${owner.itemsUrl(project.id)}/999999/publish`);
    expect(errorOf(missing).message).to.equal(COLLECTION_MESSAGES.itemNotFound);
  });

  it("asks for a rebuild of the live site when a published item changes, and not for a site that is not live", async () => {
    const owner = await ContentClient.user(app);
    const offline = await owner.create('Not published');
    const draft = await owner.createItem(offline.id, { title: 'Quiet' });
    await action(owner, offline.id, draft, 'publish');
    expect(await rebuiltItems(offline.id)).to.deep.equal([]);

    const project = await owner.create('Live site');
    await owner.publish(project.id, { prod: true });
    const post = await owner.createItem(project.id, { title: 'News' });
    const other = await owner.createItem(project.id, { title: 'Still a draft' });
    // Editing a draft touches nothing live.
    await owner.patchItem(project.id, other.id, { version: other.version, title: 'Still a draft, edited' });
    expect(await rebuiltItems(project.id)).to.deep.equal([]);

    const live = (await action(owner, project.id, post, 'publish')).result as CollectionItem;
    expect(await rebuiltItems(project.id)).to.include(post.id);
    await owner.patchItem(project.id, post.id, { version: live.version, title: 'News, corrected' });
    await action(owner, project.id, post, 'unpublish');
    expect(new Set(await rebuiltItems(project.id))).to.deep.equal(new Set([post.id]));
    expect(await rebuiltItems(project.id)).not.to.include(other.id);
  });
});
