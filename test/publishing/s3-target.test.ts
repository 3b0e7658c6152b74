import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import { siteTarget } from '../../server/modules/publishing/target.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { makePage } from '../projects/support/projects.ts';
import { countingPuts, PublishingClient, sha256 } from './support/deploys.ts';

describe('Site target on S3', () => {
  let s3: TestS3;
  let client: S3Client;
  let app: TestApp;
  before(async () => {
    s3 = await startS3rver();
    client = s3.client();
    app = await startTestApp({ env: s3.env });
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    client.destroy();
    await s3.close();
  });

  async function keysUnder(prefix: string): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }

  it('stores a publish as content-addressed objects under sites/<uuid>/objects, once each', async () => {
    const publisher = await PublishingClient.signedIn(app);
    const project = await publisher.create('Bucket Site');
    await publisher.saveOk(project.id, project.version, [makePage({ name: 'Home' }), makePage({ name: 'About', doc: { title: 'About', description: '', css: '', js: '', headLinks: [], fonts: [], slug: 'about' } })]);
    const first = await countingPuts(() => publisher.publish(project.id, { prod: true }));
    expect(first.result.deploy).to.include({ status: 'ready', live: true });

    const row = await Deploy.findOne({ where: { project_id: project.id } });
    const manifest = row!.manifest;
    const expected = [...new Set(Object.values(manifest).map((entry) => `sites/${project.uuid}/objects/${entry.hash}`))].sort();
    expect(await keysUnder(`sites/${project.uuid}/`)).to.deep.equal(expected);
    expect(first.puts).to.have.length(expected.length);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `sites/${project.uuid}/objects/${manifest['index.html'].hash}` }));
    expect(head.ContentType).to.match(/^text\/html/);
    expect(head.ContentLength).to.equal(manifest['index.html'].size);
    expect(existsSync(join(app.config.dataDir, 'sites'))).to.equal(false);

    const second = await countingPuts(() => publisher.publish(project.id, { prod: true }));
    expect(second.puts).to.deep.equal([]);
    expect(second.result.deploy).to.include({ number: 2, live: true });
  });

  it('reads objects whole and by byte range, and tells a missing one', async () => {
    const publisher = await PublishingClient.signedIn(app);
    const project = await publisher.create('Ranges');
    const target = siteTarget(app.ctx, project.uuid);
    const body = Buffer.from('0123456789');
    const hash = sha256(body);
    expect(await target.has(hash)).to.equal(false);
    expect(await target.size(hash)).to.equal(null);
    await target.put(hash, body, 'text/plain; charset=utf-8');
    expect(await target.has(hash)).to.equal(true);
    expect(await target.size(hash)).to.equal(10);
    const read = async (range?: { start: number; end: number }) => Buffer.concat(await (await target.get(hash, range)).toArray()).toString();
    expect(await read()).to.equal('0123456789');
    expect(await read({ start: 2, end: 5 })).to.equal('2345');
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `sites/${project.uuid}/objects/${hash}` }));
    expect(stored.ContentType).to.equal('text/plain; charset=utf-8');
    await target.delete(hash);
    expect(await target.has(hash)).to.equal(false);
    // Only a hash names an object: nothing else of the bucket is reachable through a site.
    const refused = await target.get('../../public/secret').then(
      () => null,
      (error: Error) => error,
    );
    expect(refused?.message).to.match(/Not a SHA-256/);
  });

  it('removes every object of a deleted project from the bucket, and only those', async () => {
    const publisher = await PublishingClient.signedIn(app);
    const kept = await publisher.create('Kept');
    const deleted = await publisher.create('Removed');
    await publisher.deployFolder(kept.id, { 'index.html': 'kept' }, { prod: true });
    await publisher.deployFolder(deleted.id, Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${i}.html`, `page ${i}`])), { prod: true });
    expect(await keysUnder(`sites/${deleted.uuid}/`)).to.have.length(25);
    const response = await publisher.request('DELETE', `/api/v1/projects/${deleted.id}`);
    expect(response.statusCode).to.equal(200);
    expect(await keysUnder(`sites/${deleted.uuid}/`)).to.deep.equal([]);
    expect(await keysUnder(`sites/${kept.uuid}/`)).to.deep.equal([`sites/${kept.uuid}/objects/${sha256('kept')}`]);
  });

  it('follows the publishing.target setting over STORAGE_DRIVER', async () => {
    await setSetting('publishing.target', 'local');
    try {
      const publisher = await PublishingClient.signedIn(app);
      const project = await publisher.create('Local Anyway');
      await publisher.deployFolder(project.id, { 'index.html': 'on disk' }, { prod: true });
      expect(existsSync(join(app.config.dataDir, 'sites', project.uuid, 'objects', sha256('on disk')))).to.equal(true);
      expect(await keysUnder(`sites/${project.uuid}/`)).to.deep.equal([]);
    } finally {
      await setSetting('publishing.target', null);
    }
  });
});
