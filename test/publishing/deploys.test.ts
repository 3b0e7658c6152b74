import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEPLOYS_KEPT, PUBLISH_PROGRESS, PUBLISHING_MESSAGES, type DeployRecord, type PublishJobResult } from '../../common/publishing.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import type { JobRecord } from '../../server/jobs/types.ts';
import { Project as ProjectRow, ProjectPage as ProjectPageRow } from '../../server/modules/projects/models.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { LocalStorageDriver } from '../../server/storage/local.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makePage } from '../projects/support/projects.ts';
import { countingPuts, PublishingClient, sha256 } from './support/deploys.ts';

describe('Deploys', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    // Starts the job runner, as listening does.
    await app.server.initialize();
  });
  after(() => app.stop());

  const objectsDir = (uuid: string) => join(app.config.dataDir, 'sites', uuid, 'objects');
  const objectsOf = async (uuid: string) => (existsSync(objectsDir(uuid)) ? (await readdir(objectsDir(uuid))).sort() : []);

  async function siteWithPages(client: PublishingClient, name: string, count = 2) {
    const project = await client.create(name);
    const pages = Array.from({ length: count }, (_, i) => makePage({ name: i === 0 ? 'Home' : `Page ${i}`, doc: { title: `Page ${i}`, description: '', css: '', js: '', headLinks: [], fonts: [], ...(i ? { slug: `page-${i}` } : {}) } }));
    return client.saveOk(project.id, project.version, pages);
  }

  it('publishes through a job the client follows to a live deploy with its URL, author, message, counts and timing', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Corner Shop', 3);
    const { deploy, job } = await client.startPublish(project.id, { prod: true, message: 'First version' });
    expect(deploy).to.include({ number: 1, status: 'queued', target: 'prod', live: false, message: 'First version', job_id: job.id });

    // Followed as the web app and the CLI do: GET the job until it ends.
    let current: JobRecord = job;
    const seen = new Set<string>();
    for (let i = 0; i < 200 && !['succeeded', 'failed', 'cancelled'].includes(current.status); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const response = await client.request('GET', `/api/v1/jobs/${job.id}`);
      expect(response.statusCode, response.payload).to.equal(200);
      current = (response.result as { job: JobRecord }).job;
      if (current.progress) seen.add(current.progress.message);
    }
    expect(current.status, current.error ?? '').to.equal('succeeded');
    expect(current.progress?.message).to.equal(PUBLISH_PROGRESS.live);
    const result = current.result as PublishJobResult;
    expect(result.deploy).to.include({ number: 1, status: 'ready', live: true, offline: false, url: `http://corner-shop--${result.deploy.label}.localhost:0` });
    expect(result.deploy.label, 'a random label, not the number').to.match(/^[a-z0-9]{12}$/);

    const [listed] = await client.deploys(project.id);
    expect(listed).to.include({ number: 1, status: 'ready', target: 'prod', live: true, message: 'First version', page_count: 3, error: null });
    expect(listed.author).to.deep.equal({ id: client.user.id, name: client.user.email.split('@')[0] });
    expect(listed.file_count).to.be.greaterThan(3);
    expect(listed.size).to.be.greaterThan(0);
    expect(listed.duration_ms).to.be.a('number').and.at.least(0);
    expect(Date.parse(listed.finished_at!)).to.be.at.least(Date.parse(listed.created_at));

    const published = await client.get(project.id);
    expect(published).to.include({ published: true, published_url: 'http://corner-shop.localhost:0', live_deploy: 1 });
    const listing = await client.request('GET', '/api/v1/projects');
    const [card] = (listing.result as { pagination: { data: Array<Record<string, unknown>> } }).pagination.data;
    expect(card).to.include({ published: true, published_url: 'http://corner-shop.localhost:0', live_deploy: 1 });

    // Every file of the deploy is stored under its content hash.
    const row = await Deploy.findOne({ where: { project_id: project.id, number: 1 } });
    const hashes = [...new Set(Object.values(row!.manifest).map((entry) => entry.hash))].sort();
    expect(row!.manifest['index.html'].type).to.match(/^text\/html/);
    expect(await objectsOf(project.uuid)).to.deep.equal(hashes);
  });

  it('uploads nothing on a second publish of an unchanged project, and only the changed files after an edit', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Unchanged', 2);
    const first = await countingPuts(() => client.publish(project.id, { prod: true }));
    expect(first.puts.length).to.be.greaterThan(0);
    expect(first.result.uploaded).to.equal(first.puts.length);

    const second = await countingPuts(() => client.publish(project.id, { prod: true }));
    expect(second.puts).to.deep.equal([]);
    expect(second.result.uploaded).to.equal(0);
    expect(second.result.deploy).to.include({ number: 2, status: 'ready', live: true });

    const current = await client.get(project.id);
    const pages = current.pages!.map((page, i) => (i === 1 ? { ...page, html: page.html.replace('Hello', 'Hello again') } : page));
    await client.saveOk(project.id, current.version, pages);
    const third = await countingPuts(() => client.publish(project.id, { prod: true }));
    // The edited page, plus the sitemap whose lastmod may move; never the assets.
    expect(third.puts.length).to.be.within(1, 2);
  });

  it('publishes a draft on its own URL without touching the live site, and promotes it without a rebuild', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Drafty');
    const draft = (await client.publish(project.id)).deploy;
    expect(draft).to.include({ number: 1, target: 'draft', live: false, url: `http://drafty--${draft.label}.localhost:0` });
    expect(await client.get(project.id)).to.include({ published: false, published_url: null, live_deploy: null });

    const promoted = await countingPuts(() => client.request('POST', `/api/v1/projects/${project.id}/deploys/1/live`));
    expect(promoted.result.statusCode, promoted.result.payload).to.equal(200);
    expect(promoted.puts).to.deep.equal([]);
    expect((promoted.result.result as { deploy: DeployRecord }).deploy).to.include({ number: 1, live: true });
    expect(await client.get(project.id)).to.include({ published: true, published_url: 'http://drafty.localhost:0', live_deploy: 1 });
  });

  it('rolls back to an older deploy at once, and refuses to make a deploy that is not ready live', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Roll Back');
    await client.publish(project.id, { prod: true, message: 'one' });
    await client.publish(project.id, { prod: true, message: 'two' });
    expect((await client.get(project.id)).live_deploy).to.equal(2);

    const rollback = await client.request('POST', `/api/v1/projects/${project.id}/deploys/1/live`);
    expect(rollback.statusCode, rollback.payload).to.equal(200);
    expect((await client.get(project.id)).live_deploy).to.equal(1);
    const deploys = await client.deploys(project.id);
    expect(deploys.map((d) => [d.number, d.live])).to.deep.equal([
      [2, false],
      [1, true],
    ]);

    await Deploy.update({ status: 'failed', error: 'broken' }, { where: { project_id: project.id, number: 2 } });
    const refused = await client.request('POST', `/api/v1/projects/${project.id}/deploys/2/live`);
    expect(refused.statusCode).to.equal(409);
    expect(JSON.parse(refused.payload)).to.deep.equal({ message: PUBLISHING_MESSAGES.notReady });
    const missing = await client.request('POST', `/api/v1/projects/${project.id}/deploys/9/live`);
    expect(missing.statusCode).to.equal(404);
    expect(JSON.parse(missing.payload)).to.deep.equal({ message: PUBLISHING_MESSAGES.deployNotFound });
  });

  it('fails a deploy whose build fails with the reason, leaving the live site as it was', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Build Fails');
    await client.publish(project.id, { prod: true });
    // A project with no page cannot be built (the API never saves one; a broken row can).
    await ProjectPageRow.destroy({ where: { project_id: project.id } });
    const { job } = await client.startPublish(project.id, { prod: true });
    const finished = await waitForJob(job.id, { pollMs: 50 });
    expect(finished.status).to.equal('failed');
    expect(finished.error).to.equal('A site needs at least one page to publish.');
    const [failed] = await client.deploys(project.id);
    expect(failed).to.include({ number: 2, status: 'failed', live: false, error: 'A site needs at least one page to publish.' });
    expect((await ProjectRow.findByPk(project.id))!.live_deploy_id).to.equal((await Deploy.findOne({ where: { project_id: project.id, number: 1 } }))!.id);
  });

  it('cancels a running publish before it goes live, leaving the live site as it was', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Cancelled');
    await client.publish(project.id, { prod: true });

    // The first object write waits until the cancel is asked for.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let writing!: () => void;
    const started = new Promise<void>((resolve) => (writing = resolve));
    const put = LocalStorageDriver.prototype.put;
    LocalStorageDriver.prototype.put = async function (this: LocalStorageDriver, key, body, options) {
      writing();
      await released;
      return put.call(this, key, body, options);
    };
    try {
      const current = await client.get(project.id);
      await client.saveOk(project.id, current.version, current.pages!.map((page) => ({ ...page, html: `${page.html}<p>new</p>` })));
      const { job } = await client.startPublish(project.id, { prod: true });
      await started;
      const cancel = await client.request('POST', `/api/v1/jobs/${job.id}/cancel`);
      expect(cancel.statusCode, cancel.payload).to.equal(200);
      release();
      expect((await waitForJob(job.id, { pollMs: 50 })).status).to.equal('cancelled');
    } finally {
      LocalStorageDriver.prototype.put = put;
    }
    const [cancelled] = await client.deploys(project.id);
    expect(cancelled).to.include({ number: 2, status: 'cancelled', live: false, error: PUBLISHING_MESSAGES.cancelled });
    expect((await client.get(project.id)).live_deploy).to.equal(1);
  });

  it('keeps the last ten deploys and the live one, and deletes the objects only the others used', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await client.create('Many Deploys');
    // Deploy 1 goes live and stays so; 2 to 12 are drafts, each with a file of its own.
    for (let n = 1; n <= DEPLOYS_KEPT + 2; n += 1) {
      await client.deployFolder(project.id, { 'index.html': '<h1>shared</h1>', 'own.txt': `deploy ${n}` }, { prod: n === 1 });
    }
    const numbers = (await client.deploys(project.id)).map((d) => d.number);
    expect(numbers).to.deep.equal([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1]);
    const expected = [sha256('<h1>shared</h1>'), sha256('deploy 1'), ...numbers.filter((n) => n > 1).map((n) => sha256(`deploy ${n}`))].sort();
    expect(await objectsOf(project.uuid)).to.deep.equal(expected);
    expect((await client.get(project.id)).live_deploy).to.equal(1);
  });

  it('unpublishes: the site goes offline, its deploys stay and can go live again', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Offline');
    await client.publish(project.id, { prod: true });
    const response = await client.request('POST', `/api/v1/projects/${project.id}/unpublish`);
    expect(response.statusCode, response.payload).to.equal(200);
    expect((response.result as { project: Record<string, unknown> }).project).to.include({ published: false, published_url: null, live_deploy: null });
    const deploys = await client.deploys(project.id);
    expect(deploys.map((d) => [d.number, d.status, d.live])).to.deep.equal([[1, 'ready', false]]);
    expect(await objectsOf(project.uuid)).to.have.length.greaterThan(0);
    const again = await client.request('POST', `/api/v1/projects/${project.id}/deploys/1/live`);
    expect(again.statusCode).to.equal(200);
    expect((await client.get(project.id)).published_url).to.equal('http://offline.localhost:0');
  });

  it('deletes every deploy and stored file with the project', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Deleted');
    await client.publish(project.id, { prod: true });
    await client.publish(project.id);
    expect(await objectsOf(project.uuid)).to.have.length.greaterThan(0);
    const response = await client.request('DELETE', `/api/v1/projects/${project.id}`);
    expect(response.statusCode).to.equal(200);
    expect(await Deploy.count({ where: { project_id: project.id } })).to.equal(0);
    expect(existsSync(join(app.config.dataDir, 'sites', project.uuid))).to.equal(false);
  });

  it('numbers deploys started at the same time one after the other', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await client.create('Racing');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => client.request('POST', `/api/v1/projects/${project.id}/deploys`, { files: { 'index.html': sha256(`race ${i}`) } })),
    );
    expect(responses.map((r) => r.statusCode)).to.deep.equal([201, 201, 201, 201, 201, 201]);
    const numbers = responses.map((r) => (r.result as { deploy: DeployRecord }).deploy.number).sort((a, b) => a - b);
    expect(numbers).to.deep.equal([1, 2, 3, 4, 5, 6]);
  });
});

describe('Deploys while no runner is free', () => {
  let app: TestApp;
  before(async () => {
    // Not initialized: jobs stay queued.
    app = await startTestApp();
  });
  after(() => app.stop());

  it('shows a publish cancelled before it started as cancelled', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await client.create('Never Built');
    const { deploy, job } = await client.startPublish(project.id, { prod: true });
    expect((await client.deploy(project.id, deploy.number)).status).to.equal('queued');
    const cancel = await client.request('POST', `/api/v1/jobs/${job.id}/cancel`);
    expect((cancel.result as { job: JobRecord }).job.status).to.equal('cancelled');
    expect(await client.deploy(project.id, deploy.number)).to.include({ status: 'cancelled', live: false, error: PUBLISHING_MESSAGES.cancelled });
    expect(await client.get(project.id)).to.include({ published: false, live_deploy: null });
  });
});
