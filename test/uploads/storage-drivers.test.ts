import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DEFAULT_SETTINGS, type SettingsMap } from '../../server/modules/settings/defaults.ts';
import type { StorageDriver } from '../../server/storage/driver.ts';
import { diskDriver, effectiveDriverName, LocalStorageDriver, S3StorageDriver } from '../../server/storage/index.ts';
import { SERVER_PART_SIZE } from '../../server/storage/s3.ts';
import { makeTempDir, testConfig } from '../helpers/config.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';

const settings = (overrides: Partial<SettingsMap> = {}) => ({ ...DEFAULT_SETTINGS, ...overrides }) as SettingsMap;

describe('Storage drivers', () => {
  let s3: TestS3;
  before(async () => {
    s3 = await startS3rver();
  });
  after(() => s3.close());

  const drivers: { name: string; make(): StorageDriver }[] = [
    { name: 'local', make: () => new LocalStorageDriver(join(makeTempDir(), 'uploads')) },
    {
      name: 's3 (s3rver)',
      make: () =>
        new S3StorageDriver({ endpoint: s3.endpoint, region: 'us-east-1', bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true, rootPrefix: 'uploads/' }),
    },
  ];

  for (const { name, make } of drivers) {
    describe(name, () => {
      it('puts a buffer and a stream, stats, reads whole and by inclusive range, and deletes', async () => {
        const driver = make();
        const bytes = randomBytes(70_000);
        await driver.put('files/a.bin', bytes, { mime: 'application/octet-stream' });
        await driver.put('nested/deeper/b.bin', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { mime: 'application/octet-stream', size: bytes.length });
        expect(await driver.stat('files/a.bin')).to.include({ size: 70_000 });
        expect(await buffer(await driver.get('files/a.bin'))).to.deep.equal(bytes);
        expect(await buffer(await driver.get('nested/deeper/b.bin'))).to.deep.equal(bytes);
        expect(await buffer(await driver.get('files/a.bin', { start: 10, end: 19 }))).to.deep.equal(bytes.subarray(10, 20));
        await driver.delete('files/a.bin');
        expect(await driver.stat('files/a.bin')).to.equal(null);
        // Deleting twice is not an error: a retried delete must not fail.
        await driver.delete('files/a.bin');
        expect(await driver.stat('files/never.bin')).to.equal(null);
      });

      it('moves a finished local file in with putFile and removes the local copy', async () => {
        const driver = make();
        const local = join(makeTempDir(), 'upload.tmp');
        const bytes = randomBytes(12_345);
        await writeFile(local, bytes);
        await driver.putFile('files/moved.png', local, { mime: 'image/png' });
        expect(existsSync(local)).to.equal(false);
        expect(await buffer(await driver.get('files/moved.png'))).to.deep.equal(bytes);
      });

      it('sends a stream of unknown length larger than one part', async function () {
        this.timeout(60_000);
        const driver = make();
        const bytes = randomBytes(SERVER_PART_SIZE + 1234);
        // Uneven chunks, so part boundaries fall inside them.
        const chunks = [];
        for (let offset = 0; offset < bytes.length; offset += 3_000_001) chunks.push(bytes.subarray(offset, offset + 3_000_001));
        await driver.put('files/big.bin', Readable.from(chunks), { mime: 'application/octet-stream' });
        expect(await driver.stat('files/big.bin')).to.include({ size: bytes.length });
        expect(await buffer(await driver.get('files/big.bin'))).to.deep.equal(bytes);
        expect(await buffer(await driver.get('files/big.bin', { start: SERVER_PART_SIZE - 5, end: SERVER_PART_SIZE + 4 }))).to.deep.equal(bytes.subarray(SERVER_PART_SIZE - 5, SERVER_PART_SIZE + 5));
      });

      it('refuses keys that would leave the disk', async () => {
        const driver = make();
        for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a\\b', 'nul\0', '']) {
          let failed = false;
          try {
            await driver.put(key, Buffer.from('x'), { mime: 'text/plain' });
          } catch {
            failed = true;
          }
          expect(failed, JSON.stringify(key)).to.equal(true);
        }
      });
    });
  }

  it('keeps both disks apart in one bucket under public/ and uploads/', async () => {
    const config = testConfig(s3.env);
    const publicDisk = diskDriver('public', config, settings()) as S3StorageDriver;
    const uploadsDisk = diskDriver('uploads', config, settings()) as S3StorageDriver;
    expect(publicDisk.objectKey('project-assets/a.png')).to.equal('public/project-assets/a.png');
    expect(uploadsDisk.objectKey('files/a.png')).to.equal('uploads/files/a.png');
    await publicDisk.put('files/same.txt', Buffer.from('public'), { mime: 'text/plain' });
    await uploadsDisk.put('files/same.txt', Buffer.from('private'), { mime: 'text/plain' });
    expect((await buffer(await publicDisk.get('files/same.txt'))).toString()).to.equal('public');
    expect((await buffer(await uploadsDisk.get('files/same.txt'))).toString()).to.equal('private');
    expect(await publicDisk.stat('files/same.txt')).to.deep.equal({ size: 6, mime: 'text/plain' });
  });

  it('follows STORAGE_DRIVER unless a disk setting names its own driver', () => {
    const local = testConfig();
    const s3Config = testConfig(s3.env);
    expect(effectiveDriverName('uploads', local, settings())).to.equal('local');
    expect(effectiveDriverName('public', s3Config, settings())).to.equal('s3');
    expect(effectiveDriverName('public', s3Config, settings({ 'uploads.public_driver': 'local' }))).to.equal('local');
    expect(effectiveDriverName('uploads', local, settings({ 'uploads.uploads_driver': 's3' }))).to.equal('s3');
    expect(diskDriver('uploads', local, settings()).name).to.equal('local');
    expect(diskDriver('uploads', s3Config, settings()).name).to.equal('s3');
    expect(() => diskDriver('uploads', local, settings({ 'uploads.uploads_driver': 's3' }))).to.throw(/S3_BUCKET/);
  });
});
