import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FileEntry } from '../../common/uploads/types.ts';
import { FileEntryModel } from '../../server/modules/uploads/models.ts';
import { randomFile, UploadsClient } from '../uploads/support/multipart.ts';
import { startAdminWorld, type AdminWorld } from './support.ts';

interface AdminFileEntry extends FileEntry {
  owner: { id: number; email: string } | null;
  deleted_at: string | null;
}

interface DiskUsage {
  disk: string;
  driver: string;
  bytes: number;
  files: number;
}

describe('admin: file entries', function () {
  this.timeout(60_000);
  let world: AdminWorld;
  let alice: UploadsClient;
  let bob: UploadsClient;
  const uploaded: Record<string, FileEntry> = {};

  before(async () => {
    world = await startAdminWorld();
    alice = await UploadsClient.signedIn(world.app);
    bob = await UploadsClient.signedIn(world.app);
    uploaded.photo = await alice.uploadOk({ name: 'beach photo.png', bytes: randomFile(3000), mime: 'image/png' });
    uploaded.notes = await alice.uploadOk({ name: 'notes.txt', bytes: randomFile(100), mime: 'text/plain' }, { metadata: JSON.stringify({ disk: 'public' }) });
    uploaded.logo = await bob.uploadOk({ name: 'logo.png', bytes: randomFile(2000), mime: 'image/png' }, { metadata: JSON.stringify({ disk: 'public' }) });
    uploaded.track = await bob.uploadOk({ name: 'track one.txt', bytes: randomFile(500), mime: 'text/plain' }, { metadata: JSON.stringify({ relativePath: 'album/track one.txt' }) });
  });
  after(() => world.app.stop());

  const list = (query: Record<string, unknown> = {}) => world.list<AdminFileEntry>('/api/v1/admin/file-entries', query);
  const names = (rows: AdminFileEntry[]) => rows.map((row) => row.name);
  const storedPath = (entry: FileEntry) => join(world.app.config.dataDir, entry.disk, 'files', entry.file_name);
  const usage = async () => (await world.ok<{ disks: DiskUsage[] }>('GET', '/api/v1/admin/file-entries/usage')).disks;

  it('is for admins only', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/v1/admin/file-entries', undefined],
      ['GET', '/api/v1/admin/file-entries/usage', undefined],
      ['DELETE', '/api/v1/admin/file-entries', { ids: [uploaded.photo.id] }],
    ] as const) {
      expect((await world.request(method, url, payload, world.member)).statusCode, `${method} ${url}`).to.equal(403);
    }
    expect(existsSync(storedPath(uploaded.photo))).to.equal(true);
  });

  it("lists every user's entries with their owner, URL, type and size", async () => {
    const all = await list({ orderBy: 'name', orderDir: 'asc' });
    expect(names(all.data)).to.deep.equal(['album', 'beach photo.png', 'logo.png', 'notes.txt', 'track one.txt']);
    const photo = all.data.find((row) => row.id === uploaded.photo.id)!;
    expect(photo).to.deep.include({ owner: { id: alice.user.id, email: alice.user.email }, mime: 'image/png', file_size: 3000, url: `/api/v1/file-entries/${uploaded.photo.id}/download`, deleted_at: null });
    const logo = all.data.find((row) => row.id === uploaded.logo.id)!;
    expect(logo.owner).to.deep.equal({ id: bob.user.id, email: bob.user.email });
    expect(logo.url).to.match(/^\/storage\/files\/[0-9a-f]{40}\.png$/);
    // The admin can open a private file through its URL.
    const download = await world.request('GET', photo.url);
    expect(download.statusCode).to.equal(200);
    expect(download.rawPayload.length).to.equal(3000);
  });

  it('filters by owner, disk and type, searches by name and sorts by size', async () => {
    expect(names((await list({ filters: [{ key: 'owner_id', value: alice.user.id }], orderBy: 'name', orderDir: 'asc' })).data)).to.deep.equal(['beach photo.png', 'notes.txt']);
    expect(names((await list({ filters: [{ key: 'disk', value: 'public' }], orderBy: 'name', orderDir: 'asc' })).data)).to.deep.equal(['logo.png', 'notes.txt']);
    expect(names((await list({ filters: [{ key: 'type', value: 'image' }], orderBy: 'file_size', orderDir: 'desc' })).data)).to.deep.equal(['beach photo.png', 'logo.png']);
    expect(names((await list({ filters: [{ key: 'type', value: 'folder' }] })).data)).to.deep.equal(['album']);
    expect(names((await list({ query: 'TRACK', filters: [{ key: 'owner_id', value: bob.user.id }, { key: 'type', value: 'text' }] })).data)).to.deep.equal(['track one.txt']);
    expect(names((await list({ filters: [{ key: 'type', value: 'file' }], orderBy: 'file_size', orderDir: 'asc' })).data)).to.deep.equal(['notes.txt', 'track one.txt', 'logo.png', 'beach photo.png']);
    for (const filters of [[{ key: 'type', value: 'image/png' }], [{ key: 'mime', value: 'x' }]]) {
      expect((await world.request('GET', `/api/v1/admin/file-entries?filters=${encodeURIComponent(JSON.stringify(filters))}`)).statusCode, JSON.stringify(filters)).to.equal(400);
    }
    expect((await world.request('GET', '/api/v1/admin/file-entries?orderBy=mime')).statusCode).to.equal(400);
  });

  it('reports the bytes and files on each disk with its driver, trashed files included', async () => {
    expect(await usage()).to.deep.equal([
      { disk: 'public', driver: 'local', bytes: 2100, files: 2 },
      { disk: 'uploads', driver: 'local', bytes: 3500, files: 2 },
    ]);
    // The owner moves a file to the trash: it still takes space, and the admin still sees it.
    expect((await alice.post('/api/v1/file-entries/delete', { entryIds: [uploaded.photo.id] })).statusCode).to.equal(200);
    expect((await usage())[1]).to.deep.include({ bytes: 3500, files: 2 });
    const trashed = (await list({ filters: [{ key: 'owner_id', value: alice.user.id }, { key: 'type', value: 'image' }] })).data;
    expect(trashed.map((row) => [row.name, typeof row.deleted_at])).to.deep.equal([['beach photo.png', 'string']]);
  });

  it('deletes entries for good, folders with their contents, with their stored bytes', async () => {
    const folder = (await list({ filters: [{ key: 'type', value: 'folder' }] })).data[0];
    for (const entry of [uploaded.photo, uploaded.logo, uploaded.track]) expect(existsSync(storedPath(entry)), entry.name).to.equal(true);

    const response = await world.request('DELETE', '/api/v1/admin/file-entries', { ids: [uploaded.photo.id, uploaded.logo.id, folder.id] });
    expect(response.statusCode).to.equal(204);
    for (const entry of [uploaded.photo, uploaded.logo, uploaded.track]) expect(existsSync(storedPath(entry)), entry.name).to.equal(false);
    expect(existsSync(storedPath(uploaded.notes))).to.equal(true);
    expect(await FileEntryModel.count({ paranoid: false })).to.equal(1);
    expect(names((await list()).data)).to.deep.equal(['notes.txt']);
    expect(await usage()).to.deep.equal([
      { disk: 'public', driver: 'local', bytes: 100, files: 1 },
      { disk: 'uploads', driver: 'local', bytes: 0, files: 0 },
    ]);
  });
});
