import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import { Setting } from '../../server/modules/settings/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { randomFile, UploadsClient } from '../uploads/support/multipart.ts';
import { clientFor, errorsOf, type AdminSettingsAnswer } from './support/admin-client.ts';

describe('admin settings: storage provider (s3rver)', function () {
  this.timeout(60_000);
  let s3: TestS3;
  let app: TestApp;
  let admin: ReturnType<typeof clientFor>;

  before(async () => {
    s3 = await startS3rver();
    // The environment keeps files on the local disk: only the admin's settings can reach the bucket.
    app = await startTestApp();
    admin = clientFor(app, await signInAs((await createTestUser({ roles: ['admin'] })).user));
  });
  after(async () => {
    await app?.stop();
    await s3?.close();
  });

  const bucketSettings = (overrides: Record<string, unknown> = {}) => ({
    'storage.driver': 's3',
    'storage.s3.endpoint': s3.endpoint,
    'storage.s3.bucket': s3.bucket,
    'storage.s3.region': 'us-east-1',
    'storage.s3.access_key_id': s3.accessKeyId,
    'storage.s3.secret_access_key': s3.secretAccessKey,
    'storage.s3.force_path_style': true,
    ...overrides,
  });

  async function storageSettings(): Promise<Record<string, unknown>> {
    const { settings } = (await admin('GET', 'admin/settings')).result as AdminSettingsAnswer;
    return Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith('storage.')));
  }

  async function bucketKeys(): Promise<string[]> {
    const client = s3.client();
    try {
      return ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!);
    } finally {
      client.destroy();
    }
  }

  it('tests unsaved bucket settings by writing, reading and deleting an object, and saves nothing', async () => {
    const before = await storageSettings();
    const response = await admin('POST', 'admin/settings/storage/test', { settings: bucketSettings() });
    expect(response.statusCode, response.payload).to.equal(200);
    expect((response.result as { message: string }).message).to.contain(s3.bucket);
    expect(await bucketKeys(), 'the test object is gone').to.deep.equal([]);
    expect(await storageSettings()).to.deep.equal(before);
  });

  // s3rver knows its access keys but does not check SigV4 signatures, so a wrong key id stands for bad credentials.
  it('answers a failing test on the field to fix', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ 'storage.s3.bucket': 'no-such-bucket' }, 'settings.storage.s3.bucket'],
      [{ 'storage.s3.access_key_id': 'SOMEONE-ELSE' }, 'settings.storage.s3.access_key_id'],
      [{ 'storage.s3.endpoint': `http://127.0.0.1:${await freePort()}` }, 'settings.storage.s3.endpoint'],
    ];
    for (const [overrides, field] of cases) {
      const response = await admin('POST', 'admin/settings/storage/test', { settings: bucketSettings(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).to.equal(422);
      expect(errorsOf(response), JSON.stringify(overrides)).to.have.key(field);
      expect(String(errorsOf(response)[field])).to.match(/^The storage test failed: /);
    }
  });

  it('refuses to save a bucket that fails the test, keeping the local disk', async () => {
    const before = await storageSettings();
    for (const [overrides, field] of [
      [{ 'storage.s3.bucket': 'no-such-bucket' }, 'settings.storage.s3.bucket'],
      [{ 'storage.s3.access_key_id': 'SOMEONE-ELSE' }, 'settings.storage.s3.access_key_id'],
    ] as const) {
      const response = await admin('PUT', 'admin/settings', { settings: bucketSettings(overrides) });
      expect(response.statusCode, response.payload).to.equal(422);
      expect(errorsOf(response)).to.have.key(field);
    }
    expect(await storageSettings()).to.deep.equal(before);
    expect(await Setting.findOne({ where: { name: 'storage.s3.secret_access_key' } })).to.equal(null);
  });

  it('saves a working bucket, and the next upload lands in it without a restart', async () => {
    const saved = await admin('PUT', 'admin/settings', { settings: bucketSettings() });
    expect(saved.statusCode, saved.payload).to.equal(200);
    expect((saved.result as AdminSettingsAnswer).settings).to.include({ 'storage.driver': 's3', 'storage.s3.bucket': s3.bucket });
    expect((saved.result as AdminSettingsAnswer).secrets['storage.s3.secret_access_key']).to.equal(true);
    expect(String((await Setting.findOne({ where: { name: 'storage.s3.secret_access_key' } }))?.value)).to.not.contain(s3.secretAccessKey);

    const client = await UploadsClient.signedIn(app);
    const bytes = randomFile(20_000);
    const entry = await client.uploadOk({ name: 'notes.pdf', bytes });
    const bucket = s3.client();
    try {
      const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `uploads/files/${entry.file_name}` }));
      expect(head.ContentLength).to.equal(20_000);
    } finally {
      bucket.destroy();
    }
    const download = await client.get(entry.url);
    expect(download.rawPayload).to.deep.equal(bytes);

    // A test without a body checks the saved settings.
    expect((await admin('POST', 'admin/settings/storage/test')).statusCode).to.equal(200);
  });
  it('asks for the secret access key again before a stored one goes to another endpoint or key id', async () => {
    const before = await storageSettings();
    const elsewhere = `http://127.0.0.1:${await freePort()}`;
    const again = 'Enter the secret access key again for the new endpoint.';
    for (const changed of [{ 'storage.s3.endpoint': elsewhere }, { 'storage.s3.access_key_id': 'ANOTHER-KEY' }]) {
      const saved = await admin('PUT', 'admin/settings', { settings: { ...changed, 'storage.s3.secret_access_key': '' } });
      expect(saved.statusCode, saved.payload).to.equal(422);
      expect(errorsOf(saved), JSON.stringify(changed)).to.deep.equal({ 'settings.storage.s3.secret_access_key': again });

      const tested = await admin('POST', 'admin/settings/storage/test', { settings: { ...before, ...changed } });
      expect(tested.statusCode, tested.payload).to.equal(422);
      expect(errorsOf(tested), JSON.stringify(changed)).to.deep.equal({ 'settings.storage.s3.secret_access_key': again });
    }
    expect(await storageSettings()).to.deep.equal(before);

    // Typed again, the new endpoint is tried (and here refuses the connection).
    const retyped = await admin('POST', 'admin/settings/storage/test', { settings: { ...before, 'storage.s3.endpoint': elsewhere, 'storage.s3.secret_access_key': s3.secretAccessKey } });
    expect(retyped.statusCode, retyped.payload).to.equal(422);
    expect(errorsOf(retyped)).to.have.key('settings.storage.s3.endpoint');
    // Another bucket behind the same endpoint and key keeps the stored secret.
    const otherBucket = await admin('POST', 'admin/settings/storage/test', { settings: { ...before, 'storage.s3.bucket': 'no-such-bucket' } });
    expect(errorsOf(otherBucket)).to.have.key('settings.storage.s3.bucket');
  });
});
