import { expect } from 'chai';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { BootstrapData } from '../../common/types.ts';
import { appContentSecurityPolicyFor } from '../../server/http/security-headers.ts';
import { DEFAULT_SETTINGS, type SettingsMap } from '../../server/modules/settings/defaults.ts';
import { getAllSettings, setSetting } from '../../server/modules/settings/service.ts';
import { FileEntryModel } from '../../server/modules/uploads/models.ts';
import { diskDriver } from '../../server/storage/index.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testConfig } from '../helpers/config.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { filesUnder, randomFile, UploadsClient } from './support/multipart.ts';

describe('Plain uploads and file entries with both disks in S3 (s3rver)', () => {
  let s3: TestS3;
  let app: TestApp;
  before(async () => {
    s3 = await startS3rver();
    app = await startTestApp({ env: s3.env });
  });
  after(async () => {
    await app.stop();
    await s3.close();
  });

  async function objectBytes(disk: 'public' | 'uploads', key: string): Promise<Buffer | null> {
    const driver = diskDriver(disk, app.config, await getAllSettings());
    if (!(await driver.stat(key))) return null;
    return buffer(await driver.get(key));
  }

  it('stores a plain upload in the bucket (nothing under DATA_DIR) and downloads the identical bytes, ranges too', async () => {
    const client = await UploadsClient.signedIn(app);
    const bytes = randomFile(250_000);
    const entry = await client.uploadOk({ name: 'scan.pdf', bytes });
    expect(entry).to.include({ disk: 'uploads', mime: 'application/pdf', file_size: 250_000 });
    expect(await objectBytes('uploads', `files/${entry.file_name}`)).to.deep.equal(bytes);
    expect(await filesUnder(join(app.config.dataDir, 'uploads'))).to.deep.equal([]);
    expect(await filesUnder(join(app.config.dataDir, 'tmp', 'uploads'))).to.deep.equal([]);

    const download = await client.get(entry.url);
    expect(download.statusCode).to.equal(200);
    expect(download.rawPayload).to.deep.equal(bytes);
    expect(Number(download.headers['content-length'])).to.equal(250_000);
    const part = await client.get(entry.url, { range: 'bytes=1000-1999' });
    expect(part.statusCode).to.equal(206);
    expect(part.rawPayload).to.deep.equal(bytes.subarray(1000, 2000));
    expect((await UploadsClient.signedIn(app).then((other) => other.get(entry.url))).statusCode).to.equal(404);
  });

  it('serves public-disk files from the bucket at /storage/… with long caching and the protective headers', async () => {
    const client = await UploadsClient.signedIn(app);
    const bytes = randomFile(40_000);
    const entry = await client.uploadOk({ name: 'banner.png', bytes }, { disk: 'public', diskPrefix: 'project-assets' });
    expect(entry.url).to.equal(`/storage/project-assets/${entry.file_name}`);
    const served = await app.server.inject({ url: entry.url });
    expect(served.statusCode).to.equal(200);
    expect(served.rawPayload).to.deep.equal(bytes);
    expect(served.headers['content-type']).to.equal('image/png');
    expect(served.headers['cache-control']).to.match(/max-age=31536000/);
    expect(served.headers['x-content-type-options']).to.equal('nosniff');
    expect(served.headers['content-security-policy']).to.equal("default-src 'none'; sandbox");

    const svg = await client.uploadOk({ name: 'icon.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, { disk: 'public' });
    const svgServed = await app.server.inject({ url: svg.url });
    expect(svgServed.headers['content-disposition']).to.equal('attachment');
    expect((await app.server.inject({ url: '/storage/project-assets/missing.png' })).statusCode).to.equal(404);
    expect((await app.server.inject({ url: '/storage/files/..%2F..%2Fdatabase.sqlite' })).statusCode).to.equal(404);
  });

  it('serves uploaded js, css, html and xml from the bucket as octet-stream downloads, on both disks', async () => {
    const client = await UploadsClient.signedIn(app);
    for (const [name, mime] of [['app.js', 'text/javascript'], ['style.css', 'text/css'], ['page.html', 'text/html'], ['data.xml', 'application/xml'], ['x.mjs', 'text/javascript']]) {
      const bytes = Buffer.from(`alert(${JSON.stringify(name)})`);
      for (const disk of ['public', 'uploads'] as const) {
        const entry = await client.uploadOk({ name, bytes, mime }, { disk });
        const served = disk === 'public' ? await app.server.inject({ url: entry.url }) : await client.get(entry.url);
        expect(served.statusCode, `${disk} ${name}`).to.equal(200);
        expect(served.rawPayload).to.deep.equal(bytes);
        expect(String(served.headers['content-type']), `${disk} ${name}`).to.match(/^application\/octet-stream/);
        expect(String(served.headers['content-disposition']), `${disk} ${name}`).to.match(/^attachment/);
        expect(served.headers['x-content-type-options']).to.equal('nosniff');
      }
    }
  });

  it('removes the bytes from the bucket when the database refuses the entry after storing them', async () => {
    const client = await UploadsClient.signedIn(app);
    const original = FileEntryModel.create;
    const stored: string[] = [];
    const driver = diskDriver('uploads', app.config, await getAllSettings());
    const put = driver.put.bind(driver);
    driver.put = async (key, body, options) => {
      stored.push(key);
      return put(key, body, options);
    };
    FileEntryModel.create = async function () {
      throw new Error('injected: the database refused the insert');
    } as typeof FileEntryModel.create;
    let response;
    try {
      response = await client.upload({ name: 'orphan.txt', bytes: Buffer.from('orphan') });
    } finally {
      FileEntryModel.create = original;
      driver.put = put;
    }
    expect(response.statusCode).to.equal(500);
    expect(stored).to.have.length(1);
    expect(await objectBytes('uploads', stored[0]), 'nothing left in the bucket').to.equal(null);
    expect(await FileEntryModel.count({ where: { user_id: client.user.id }, paranoid: false })).to.equal(0);
  });

  it('removes the object from the bucket with deleteForever', async () => {
    const client = await UploadsClient.signedIn(app);
    const entry = await client.uploadOk({ name: 'old.txt', bytes: Buffer.from('bye') });
    const key = `files/${entry.file_name}`;
    expect(await client.post('/api/v1/file-entries/delete', { entryIds: [entry.id] }).then((r) => r.result)).to.deep.equal({ deleted: 1 });
    expect((await objectBytes('uploads', key))?.toString()).to.equal('bye');
    expect(await client.post('/api/v1/file-entries/delete', { entryIds: [entry.id], deleteForever: true }).then((r) => r.result)).to.deep.equal({ deleted: 1 });
    expect(await objectBytes('uploads', key)).to.equal(null);
  });

  it('publishes the upload settings with the effective driver in bootstrap data, never the quota', async () => {
    await setSetting('uploads.user_quota', 1000);
    const response = await app.server.inject({ url: '/api/v1/bootstrap-data' });
    const { uploads } = (response.result as { data: BootstrapData }).data.settings;
    expect(uploads).to.deep.equal({
      chunk_size: 5 * 1024 * 1024,
      uploads_driver: 's3',
      public_driver: 's3',
      s3_direct_upload: false,
      disable_tus: false,
      max_size: 1024 * 1024 * 1024,
      allowed_types: null,
      blocked_types: ['exe', 'bat', 'cmd', 'com', 'msi', 'php', 'phtml', 'sh'],
    });
    await setSetting('uploads.public_driver', 'local');
    const after = (await app.server.inject({ url: '/api/v1/bootstrap-data' })).result as { data: BootstrapData };
    expect(after.data.settings.uploads).to.include({ uploads_driver: 's3', public_driver: 'local' });
    await setSetting('uploads.public_driver', null);
    await setSetting('uploads.user_quota', null);
  });

  it('lets the web app PUT to the bucket (CSP connect-src) only when direct uploads are on and a disk uses S3', () => {
    const on = { ...DEFAULT_SETTINGS, 'uploads.s3_direct_upload': true } as SettingsMap;
    const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connectSrc(appContentSecurityPolicyFor(app.config, on))).to.equal(`connect-src 'self' ${s3.endpoint}`);
    expect(connectSrc(appContentSecurityPolicyFor(app.config, DEFAULT_SETTINGS as SettingsMap))).to.equal("connect-src 'self'");
    expect(connectSrc(appContentSecurityPolicyFor(testConfig(), on))).to.equal("connect-src 'self'");
    const aws = testConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'site-files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: '0' });
    expect(connectSrc(appContentSecurityPolicyFor(aws, on))).to.equal("connect-src 'self' https://site-files.s3.eu-west-1.amazonaws.com https://s3.eu-west-1.amazonaws.com");
  });
});
