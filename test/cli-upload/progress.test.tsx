import { expect } from 'chai';
import { render } from 'ink-testing-library';
import React from 'react';
import { UploadFailedError } from '../../common/uploads/errors.ts';
import { UploadQueue } from '../../common/uploads/queue.ts';
import { UPLOAD_STRATEGIES, type StrategyContext } from '../../common/uploads/strategies/index.ts';
import { UploadProgress } from '../../cli/uploads/progress.tsx';
import { FakeClock, FakeHttp, fakeEnvironment, MB, settle, sizedFile } from '../uploads-common/support.ts';

// The live terminal view of `sitewright upload`: a bar per running or failed file and one for
// the whole run, following the real queue as strategies report progress.

interface Running {
  ctx: StrategyContext;
  finish(): void;
  fail(message: string): void;
}

function controllableQueue() {
  const running = new Map<string, Running>();
  const controlled = (ctx: StrategyContext) =>
    new Promise((resolve, reject) => {
      running.set(ctx.file.name, {
        ctx,
        finish: () => resolve({ id: 1, url: `/storage/files/${ctx.file.name}` }),
        fail: (message) => reject(new UploadFailedError(message, 422)),
      });
    });
  const strategies = { ...UPLOAD_STRATEGIES, plain: controlled, tus: controlled };
  const queue = new UploadQueue(fakeEnvironment(new FakeHttp(() => ({ status: 500, headers: {}, body: '' })), new FakeClock()), strategies);
  return { queue, running };
}

describe('sitewright upload: live progress view', () => {
  it('draws a bar per running file and an overall bar that follow the uploads', async () => {
    const { queue, running } = controllableQueue();
    queue.add([sizedFile('photo.png', 2 * MB), sizedFile('video.mp4', 6 * MB)]);
    const view = render(<UploadProgress queue={queue} />);
    await settle();

    running.get('photo.png')!.ctx.progress(1 * MB);
    running.get('video.mp4')!.ctx.progress(3 * MB);
    await settle();
    let frame = view.lastFrame() ?? '';
    expect(frame).to.match(/50%\s+photo\.png\s+1 MB \/ 2 MB/);
    expect(frame).to.match(/50%\s+video\.mp4\s+3 MB \/ 6 MB/);
    expect(frame).to.match(/50%\s+0 of 2 files, 4 MB \/ 8 MB/);

    running.get('photo.png')!.finish();
    await settle();
    frame = view.lastFrame() ?? '';
    // A finished file leaves the list; the overall line counts it.
    expect(frame).not.to.include('photo.png');
    expect(frame).to.match(/1 of 2 files, 5 MB \/ 8 MB/);
    view.unmount();
  });

  it('keeps a failed file on screen with its message and counts it', async () => {
    const { queue, running } = controllableQueue();
    queue.add([sizedFile('notes.txt', 1024)]);
    const view = render(<UploadProgress queue={queue} />);
    await settle();
    running.get('notes.txt')!.fail('This file type is not allowed');
    await settle();
    const frame = view.lastFrame() ?? '';
    expect(frame).to.match(/notes\.txt\s+This file type is not allowed/);
    expect(frame).to.include('1 failed');
    view.unmount();
  });
});
