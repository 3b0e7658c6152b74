import { expect } from 'chai';
import { FOLDERS_TOO_DEEP_MESSAGE, MAX_UPLOAD_FOLDER_DEPTH, UPLOAD_TIMED_OUT_MESSAGE } from '../../common/uploads/constants.ts';
import { UploadQueue } from '../../common/uploads/queue.ts';
import type { StrategyContext, UploadStrategy } from '../../common/uploads/strategies/index.ts';
import { UPLOAD_STRATEGIES } from '../../common/uploads/strategies/index.ts';
import type { UploadStrategyName } from '../../common/uploads/types.ts';
import { FakeClock, FakeHttp, fakeEnvironment, hang, MB, response, settle, sizedFile, textFile } from './support.ts';

/** Strategies that wait until the test finishes them, so concurrency can be observed. */
function controlledStrategies() {
  const running = new Map<string, { ctx: StrategyContext; resolve(entry: unknown): void; reject(error: unknown): void }>();
  const strategy: UploadStrategy = (ctx) =>
    new Promise((resolve, reject) => {
      running.set(ctx.file.name, { ctx, resolve, reject });
      ctx.client.signal.addEventListener('abort', () => reject(ctx.client.signal.reason));
    });
  const strategies = Object.fromEntries(Object.keys(UPLOAD_STRATEGIES).map((name) => [name, strategy])) as Record<UploadStrategyName, UploadStrategy>;
  return { running, strategies };
}

const entry = (id: number) => ({ fileEntry: { id, name: `f${id}` } });

describe('upload queue (common/uploads/queue.ts)', () => {
  it('runs three plain uploads at once and starts the next when a slot frees', async () => {
    const clock = new FakeClock();
    const { running, strategies } = controlledStrategies();
    const queue = new UploadQueue(fakeEnvironment(new FakeHttp(hang), clock), strategies);
    const ids = queue.add(['a', 'b', 'c', 'd', 'e'].map((n) => textFile(`${n}.txt`)));
    await settle();
    expect(queue.getItems().map((i) => i.status)).to.deep.equal(['inProgress', 'inProgress', 'inProgress', 'pending', 'pending']);
    running.get('b.txt')!.resolve({ id: 2 });
    await settle();
    expect(queue.get(ids[1])!.status).to.equal('completed');
    expect(queue.get(ids[3])!.status).to.equal('inProgress');
    expect(queue.getItems().filter((i) => i.status === 'inProgress')).to.have.length(3);
  });

  it('runs one at a time while a folder-relative, direct-storage or chunked upload is in progress', async () => {
    const settings = { uploads_driver: 's3', s3_direct_upload: true };
    for (const first of [textFile('a.png', 'x', 'site/a.png'), textFile('s3.txt'), sizedFile('big.bin', 5 * MB)]) {
      const { running, strategies } = controlledStrategies();
      const queue = new UploadQueue(fakeEnvironment(new FakeHttp(hang), new FakeClock(), first.name === 's3.txt' ? settings : {}), strategies);
      queue.add([first, textFile('b.txt'), textFile('c.txt')]);
      await settle();
      expect(queue.getItems().map((i) => i.status), first.name).to.deep.equal(['inProgress', 'pending', 'pending']);
      running.get(first.name)!.resolve({ id: 1 });
      await settle();
      // With S3 direct upload on, the small files go straight to S3 too, so they also run alone.
      const after = first.name === 's3.txt' ? ['completed', 'inProgress', 'pending'] : ['completed', 'inProgress', 'inProgress'];
      expect(queue.getItems().map((i) => i.status), first.name).to.deep.equal(after);
    }
  });

  it('uploads with a plain post and reports progress and the entry', async () => {
    const http = new FakeHttp((req) => {
      req.onUploadProgress?.(3, 5);
      return response(201, entry(7));
    });
    const progress: number[] = [];
    let succeeded: unknown;
    const queue = new UploadQueue(fakeEnvironment(http, new FakeClock()));
    const [id] = queue.add([textFile('a.txt', 'hello')], {
      metadata: { disk: 'public', workspaceId: 3 },
      onProgress: (p) => progress.push(p.percentage),
      onSuccess: (e) => (succeeded = e),
    });
    await queue.whenIdle();
    const item = queue.get(id)!;
    expect([item.status, item.percentage, item.bytesUploaded, item.strategy]).to.deep.equal(['completed', 100, 5, 'plain']);
    expect(item.entry).to.deep.equal(entry(7).fileEntry);
    expect(succeeded).to.deep.equal(entry(7).fileEntry);
    expect(progress).to.deep.equal([60]);
    const req = http.requests[0];
    expect([req.method, req.url, req.headers?.Authorization]).to.deep.equal(['POST', 'http://app.test/api/v1/file-entries', 'Bearer test']);
    const form = req.body as FormData;
    expect(JSON.parse(String(form.get('metadata')))).to.deep.equal({ disk: 'public', workspaceId: 3, relativePath: null });
    expect(form.get('workspaceId')).to.equal('3');
    expect((form.get('file') as File).name).to.equal('a.txt');
  });

  it('fails with the server message, or null when the response has none', async () => {
    for (const [body, expected] of [[{ message: 'This file type is not allowed' }, 'This file type is not allowed'], ['<html>', null]] as const) {
      const errors: (string | null)[] = [];
      const queue = new UploadQueue(fakeEnvironment(new FakeHttp(() => response(422, body)), new FakeClock()));
      const [id] = queue.add([textFile('a.txt')], { onError: (message) => errors.push(message) });
      await queue.whenIdle();
      expect([queue.get(id)!.status, queue.get(id)!.errorMessage, errors]).to.deep.equal(['failed', expected, [expected]]);
    }
  });

  it('fails with "Upload timed out" after 30 s without progress, and progress resets the timer', async () => {
    const clock = new FakeClock();
    let report: ((loaded: number) => void) | undefined;
    const http = new FakeHttp((req) => {
      report = (loaded) => req.onUploadProgress?.(loaded, 5);
      return hang();
    });
    const errors: (string | null)[] = [];
    const queue = new UploadQueue(fakeEnvironment(http, clock));
    const [id] = queue.add([textFile('slow.txt', 'hello')], { onError: (m) => errors.push(m) });
    await clock.advance(29_000);
    report!(2);
    await clock.advance(29_000);
    expect(queue.get(id)!.status).to.equal('inProgress');
    await clock.advance(1_000);
    expect([queue.get(id)!.status, queue.get(id)!.errorMessage, errors]).to.deep.equal(['failed', UPLOAD_TIMED_OUT_MESSAGE, [UPLOAD_TIMED_OUT_MESSAGE]]);
    expect(http.requests[0].signal!.aborted, 'the request is cancelled').to.equal(true);
    expect(http.requests, 'a time-out is not retried').to.have.length(1);
  });

  it('aborts with percentage 0 and no error, retries, and clears everything finished', async () => {
    const clock = new FakeClock();
    const http: FakeHttp = new FakeHttp((req) => {
      req.onUploadProgress?.(4, 5);
      return req.url.endsWith('file-entries') && http.requests.length === 1 ? hang() : response(201, entry(http.requests.length));
    });
    const errors: unknown[] = [];
    const queue = new UploadQueue(fakeEnvironment(http, clock));
    const [a] = queue.add([textFile('a.txt', 'hello')], { onError: (m) => errors.push(m) });
    await settle();
    expect(queue.get(a)!.percentage).to.equal(80);
    queue.abort(a);
    expect([queue.get(a)!.status, queue.get(a)!.percentage, queue.get(a)!.bytesUploaded]).to.deep.equal(['aborted', 0, 0]);
    expect(http.requests[0].signal!.aborted).to.equal(true);
    await settle();
    expect(errors, 'a cancellation is not an error').to.deep.equal([]);

    queue.retry(a);
    await queue.whenIdle();
    expect(queue.get(a)!.status).to.equal('completed');

    const [b, c] = queue.add([textFile('b.txt'), textFile('c.exe')], { restrictions: { blockedFileTypes: ['exe'] } });
    expect(queue.get(c)!.status).to.equal('failed');
    expect(queue.get(c)!.errorMessage).to.equal('This file type is not allowed');
    const [d] = queue.add([textFile('d.txt')]);
    queue.abort(d);
    await queue.whenIdle();
    queue.add([textFile('e.txt')]);
    expect(queue.getItems().map((i) => i.status)).to.deep.equal(['completed', 'completed', 'failed', 'aborted', 'inProgress']);
    queue.clearFinished();
    expect(queue.getItems().map((i) => i.file.name)).to.deep.equal(['e.txt']);
    expect(queue.get(b)).to.equal(undefined);
  });

  it('skips .DS_Store and applies the bootstrap restrictions', async () => {
    const queue = new UploadQueue(
      fakeEnvironment(new FakeHttp(() => response(201, entry(1))), new FakeClock(), { max_size: 4, blocked_types: ['php'] }),
    );
    const ids = queue.add([textFile('.DS_Store'), textFile('big.txt', 'hello'), textFile('x.php', 'a'), textFile('ok.txt', 'a')]);
    expect(ids).to.have.length(3);
    await queue.whenIdle();
    expect(queue.getItems().map((i) => [i.file.name, i.status, i.errorMessage])).to.deep.equal([
      ['big.txt', 'failed', 'big.txt exceeds maximum allowed size of 4 B'],
      ['x.php', 'failed', 'This file type is not allowed'],
      ['ok.txt', 'completed', null],
    ]);
    expect(queue.totals()).to.deep.include({ completed: 1, failed: 2 });
  });

  it('fails a file whose folder path is nested too deep before sending anything', async () => {
    const http = new FakeHttp(() => response(201, entry(1)));
    const queue = new UploadQueue(fakeEnvironment(http, new FakeClock()));
    const folders = (count: number) => Array.from({ length: count }, () => 'd').join('/');
    queue.add([textFile('deep.txt', 'a', `${folders(MAX_UPLOAD_FOLDER_DEPTH + 1)}/deep.txt`), textFile('ok.txt', 'a', `${folders(MAX_UPLOAD_FOLDER_DEPTH)}/ok.txt`)]);
    await queue.whenIdle();
    expect(queue.getItems().map((i) => [i.file.name, i.status, i.errorMessage])).to.deep.equal([
      ['deep.txt', 'failed', FOLDERS_TOO_DEEP_MESSAGE],
      ['ok.txt', 'completed', null],
    ]);
    expect(http.requests, "only the allowed file is sent").to.have.length(1);
  });
});
