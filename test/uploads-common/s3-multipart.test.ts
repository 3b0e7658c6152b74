import { expect } from 'chai';
import { UploadQueue } from '../../common/uploads/queue.ts';
import { UploadClient } from '../../common/uploads/client.ts';
import { environmentClock } from '../../common/uploads/clock.ts';
import { multipartStateKey, s3MultipartUpload } from '../../common/uploads/strategies/s3-multipart.ts';
import type { UploadHttpRequest } from '../../common/uploads/types.ts';
import { FakeClock, FakeHttp, fakeEnvironment, MB, MemoryStore, response, sizedFile } from './support.ts';

const settings = { uploads_driver: 's3', s3_direct_upload: true, disable_tus: true };
const CHUNK = 20 * MB;

/** A fake API plus bucket: signs `https://bucket/part/<n>` URLs and answers part PUTs with ETags. */
function fakeS3(options: { uploaded?: number[]; failPart?: { partNumber: number; status: number } } = {}) {
  const calls: Record<string, unknown[]> = {};
  const http = new FakeHttp(async (req: UploadHttpRequest) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (req.method === 'PUT') {
      const partNumber = Number(req.url.split('/').pop());
      expect(req.withCredentials, 'no credentials to the bucket').to.equal(false);
      expect(req.headers?.Authorization).to.equal(undefined);
      if (options.failPart?.partNumber === partNumber) return response(options.failPart.status, '<Error/>');
      const [start, end] = (req.body as unknown as { range: [number, number] }).range;
      req.onUploadProgress?.(end - start, end - start);
      return response(200, '', { etag: `"etag-${partNumber}"` });
    }
    const path = req.url.replace('http://app.test/api/v1/', '');
    const body = JSON.parse(String(req.body));
    (calls[path] ??= []).push(body);
    switch (path) {
      case 's3/multipart/create':
        return response(200, { uploadId: 'up-1', key: 'uploads/files/abc.bin' });
      case 's3/multipart/get-uploaded-parts':
        return response(200, { parts: (options.uploaded ?? []).map((n) => ({ PartNumber: n, ETag: `"etag-${n}"`, Size: CHUNK })) });
      case 's3/multipart/batch-sign-part-urls':
        return response(200, { urls: body.partNumbers.map((n: number) => ({ partNumber: n, url: `https://bucket/part/${n}` })) });
      case 's3/multipart/complete':
        return response(200, { location: 'x' });
      case 's3/multipart/abort':
        return response(200, { aborted: true });
      case 's3/entries':
        return response(201, { fileEntry: { id: 9, name: 'big.bin' } });
    }
    return response(404, { message: 'nope' });
  });
  return { http, calls };
}

describe('S3 multipart uploads (common/uploads/strategies/s3-multipart.ts)', () => {
  it('signs 10 parts per batch, sends 5 at a time, completes with every part and forgets the state', async () => {
    const { http, calls } = fakeS3();
    const store = new MemoryStore();
    const queue = new UploadQueue(fakeEnvironment(http, new FakeClock(), settings, store));
    const file = sizedFile('big.bin', 12 * CHUNK + 5);
    const [id] = queue.add([file]);
    expect(queue.get(id)!.strategy).to.equal('s3-multipart');
    await queue.whenIdle();
    expect(queue.get(id)!.status).to.equal('completed');
    expect(calls['s3/multipart/create']).to.deep.equal([
      { filename: 'big.bin', mime: 'application/octet-stream', size: 12 * CHUNK + 5, extension: 'bin', metadata: { disk: 'uploads', relativePath: null } },
    ]);
    expect(calls['s3/multipart/batch-sign-part-urls']!.map((c) => (c as { partNumbers: number[] }).partNumbers)).to.deep.equal([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 12, 13],
    ]);
    expect(http.maxInFlight).to.equal(5);
    const complete = calls['s3/multipart/complete']![0] as { parts: { PartNumber: number; ETag: string }[] };
    expect(complete.parts.map((p) => p.PartNumber)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(complete.parts[12].ETag).to.equal('"etag-13"');
    expect(calls['s3/entries']![0]).to.deep.include({ filename: 'abc.bin', key: 'uploads/files/abc.bin', size: 12 * CHUNK + 5 });
    expect(store.data.size).to.equal(0);
  });

  it('resumes a remembered upload, sending only the parts S3 does not have', async () => {
    const { http, calls } = fakeS3({ uploaded: [1, 2, 3, 4] });
    const store = new MemoryStore();
    const file = sizedFile('big.bin', 6 * CHUNK);
    store.set(multipartStateKey(file.fingerprint), JSON.stringify({ key: 'uploads/files/abc.bin', uploadId: 'up-1', chunkSize: CHUNK }));
    const queue = new UploadQueue(fakeEnvironment(http, new FakeClock(), settings, store));
    const [id] = queue.add([file]);
    await queue.whenIdle();
    expect(calls['s3/multipart/create']).to.equal(undefined);
    expect(http.requests.filter((r) => r.method === 'PUT').map((r) => r.url.split('/').pop())).to.deep.equal(['5', '6']);
    expect(queue.get(id)!.resumedFrom).to.equal(4 * CHUNK);
    expect((calls['s3/multipart/complete']![0] as { parts: unknown[] }).parts).to.have.length(6);
  });

  it('aborts the whole upload when a part fails after its retries', async () => {
    for (const [status, puts] of [[403, 1], [503, 4]] as const) {
      const clock = new FakeClock();
      const { http, calls } = fakeS3({ failPart: { partNumber: 1, status } });
      const store = new MemoryStore();
      const errors: unknown[] = [];
      const queue = new UploadQueue(fakeEnvironment(http, clock, settings, store));
      const [id] = queue.add([sizedFile('big.bin', 5 * CHUNK)], { onError: (m) => errors.push(m) });
      await clock.advance(10_000);
      await queue.whenIdle();
      expect(queue.get(id)!.status, String(status)).to.equal('failed');
      expect(http.requests.filter((r) => r.url.endsWith('/part/1')), 'one try plus 3 retries for a 5xx').to.have.length(puts);
      expect(calls['s3/multipart/abort']).to.deep.equal([{ key: 'uploads/files/abc.bin', uploadId: 'up-1' }]);
      expect(calls['s3/multipart/complete']).to.equal(undefined);
      expect(store.data.size).to.equal(0);
      expect(errors).to.deep.equal([null]);
    }
  });

  it('sends an empty file as a single part', async () => {
    const { http, calls } = fakeS3();
    // An empty file is below the multipart threshold, so the strategy is run directly.
    const file = sizedFile('empty.bin', 0);
    const env = fakeEnvironment(http, new FakeClock(), settings);
    await s3MultipartUpload({
      client: new UploadClient(env, environmentClock(env), new AbortController().signal, () => {}),
      file,
      metadata: { disk: 'uploads' },
      options: {},
      progress: () => {},
      resumed: () => {},
    });
    expect((calls['s3/multipart/batch-sign-part-urls']![0] as { partNumbers: number[] }).partNumbers).to.deep.equal([1]);
    expect((calls['s3/multipart/complete']![0] as { parts: unknown[] }).parts).to.deep.equal([{ PartNumber: 1, ETag: '"etag-1"' }]);
  });
});
