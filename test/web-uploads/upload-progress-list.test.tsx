import { expect } from 'chai';
import './component-setup.ts';
import { fire, render, settle } from './render.ts';
import { FakeQueue, item } from './support.ts';

const { UploadProgressList } = await import('../../web/src/features/uploads/upload-progress-list.tsx');

describe('upload progress list', () => {
  it('renders nothing while the queue is empty', () => {
    const view = render(<UploadProgressList queue={new FakeQueue()} />);
    expect(view.query('upload-list')).to.equal(null);
    expect(view.text()).to.equal('');
  });

  it('shows each file with its size, progress, status, actions and error', () => {
    const queue = new FakeQueue();
    queue.items = [
      item('waiting.png', 2048, 'pending'),
      item('photo.png', 1.5 * 1024 * 1024, 'inProgress', { percentage: 45.4, bytesUploaded: 0.68 * 1024 * 1024 }),
      item('done.png', 1024, 'completed', { percentage: 100, bytesUploaded: 1024 }),
      item('big.png', 3 * 1024 ** 3, 'failed', { errorMessage: 'big.png exceeds maximum allowed size of 1 GB' }),
      item('stopped.png', 10, 'aborted'),
    ];
    const view = render(<UploadProgressList queue={queue} />);
    const rows = view.all('upload-item');
    expect(rows.map((row) => [row.props['data-name'], row.props['data-status']])).to.deep.equal([
      ['waiting.png', 'pending'],
      ['photo.png', 'inProgress'],
      ['done.png', 'completed'],
      ['big.png', 'failed'],
      ['stopped.png', 'aborted'],
    ]);
    const [waiting, photo, done, big, stopped] = rows;
    expect(view.text(photo)).to.include('photo.png').and.include('1.5 MB').and.include('Uploading · 45%');
    const bar = view.get('upload-progress', photo);
    expect(bar.props).to.include({ role: 'progressbar', 'aria-valuenow': 45, 'aria-valuemin': 0, 'aria-valuemax': 100 });
    expect(view.text(waiting)).to.include('2 KB').and.include('Waiting · 0%');
    expect(view.text(done)).to.include('Uploaded · 100%');
    expect(view.text(big)).to.include('3 GB').and.include('Failed');
    expect(view.text(view.get('upload-error', big))).to.equal('big.png exceeds maximum allowed size of 1 GB');
    expect(view.text(stopped)).to.include('Cancelled · 0%');

    // Cancel while waiting or running; Retry after failure or cancellation; nothing once done.
    expect(rows.map((row) => [!!view.query('upload-cancel', row), !!view.query('upload-retry', row)])).to.deep.equal([
      [true, false],
      [true, false],
      [false, false],
      [false, true],
      [false, true],
    ]);
    expect(view.get('upload-cancel', photo).props['aria-label']).to.equal('Cancel upload of photo.png');
    expect(view.text(view.get('upload-overall'))).to.equal('1 of 5 uploaded · ' + Math.round(queue.totals().percentage) + '% · 1 failed');
    expect(view.query('upload-clear-finished')).to.not.equal(null);
  });

  it('cancel, retry and clear finished call the queue for that file', () => {
    const queue = new FakeQueue();
    queue.items = [item('a.png', 10, 'inProgress'), item('b.png', 10, 'failed'), item('c.png', 10, 'completed')];
    const view = render(<UploadProgressList queue={queue} />);
    const [a, b] = view.all('upload-item');
    fire(view.get('upload-cancel', a), 'onClick');
    fire(view.get('upload-retry', b), 'onClick');
    fire(view.get('upload-clear-finished'), 'onClick');
    expect(queue.calls).to.deep.equal([`abort:${queue.items[0].file.id}`, `retry:${queue.items[1].file.id}`, 'clearFinished']);
  });

  it('follows the queue: progress, completion, and no "Clear finished" while everything still runs', async () => {
    const queue = new FakeQueue();
    const running = item('a.png', 100, 'inProgress', { percentage: 10 });
    queue.items = [running];
    const view = render(<UploadProgressList queue={queue} />);
    expect(view.query('upload-clear-finished')).to.equal(null);
    queue.set([{ ...running, percentage: 60, bytesUploaded: 60 }]);
    await settle();
    expect(view.get('upload-progress').props['aria-valuenow']).to.equal(60);
    queue.set([{ ...running, status: 'completed', percentage: 100, bytesUploaded: 100 }]);
    await settle();
    expect(view.text(view.get('upload-status'))).to.equal('Uploaded · 100%');
    expect(view.query('upload-clear-finished')).to.not.equal(null);
    queue.set([]);
    await settle();
    expect(view.query('upload-list')).to.equal(null);
  });
});
