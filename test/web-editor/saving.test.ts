import { expect } from 'chai';
import { HttpError } from '../../web/src/lib/http/http-error.ts';
import { saveRetryDelay } from '../../web/src/features/editor/state/saving.ts';
import { FakeServer, harness, idOf, page, sleep, type Harness } from './support.ts';

const HOME = '<div class="container"><h1>Home</h1></div>';
const ABOUT = '<div class="container"><h1>About</h1></div>';

/** An editor on a project whose pages the server has stamped with versions. */
function onServer(): Harness & { server: FakeServer } {
  const server = new FakeServer([page('p1', 'Home', HOME), page('p2', 'About', ABOUT)]);
  const h = harness(server.project.pages!, { saveRetryDelayMs: 20 });
  h.store.load(server.project);
  h.respond = server.accept;
  return Object.assign(h, { server });
}

const networkDown = () => Promise.reject(new HttpError(0, { message: 'Network error' }, '/api/v1/projects/7/pages'));

describe('editor store: what a save sends', () => {
  it('sends the changed pages whole and the others by version only; the new versions are used next time', async () => {
    const h = onServer();
    h.store.appendElement('<hr>');
    expect(await h.store.save()).to.equal(true);
    expect(h.saves[0].pages[0]).to.include({ id: 'p1', version: 1, name: 'Home' });
    expect(h.saves[0].pages[0].html).to.match(/<hr data-id=/);
    expect(h.saves[0].pages[1], 'About was not touched').to.deep.equal({ id: 'p2', version: 1 });

    h.store.renamePage('p2', 'About us');
    h.store.appendElement('<br>');
    await h.store.save();
    expect(h.saves[1].pages.map((p) => [p.id, p.version, p.name])).to.deep.equal([
      ['p1', 2, 'Home'],
      ['p2', 1, 'About us'],
    ]);
    const added = h.store.addPage('Blog')!;
    await h.store.save();
    expect(h.saves[2].pages.map((p) => p.id)).to.deep.equal(['p1', 'p2', added]);
    expect(h.saves[2].pages[2]).to.include({ name: 'Blog' }).and.not.have.property('version');
    expect(h.saves[2].pages[0]).to.deep.equal({ id: 'p1', version: 3 });
    expect(h.store.getState()).to.include({ saveState: 'saved', version: 4 });
  });

  it('keeps its own version of a page another tab changed, so editing that copy later is checked against it', async () => {
    const h = onServer();
    h.server.changeElsewhere('p2', '<p>theirs</p>');
    h.store.appendElement('<hr>');
    await h.store.save();
    expect(h.server.project.pages![1]).to.include({ html: '<p>theirs</p>', version: 2 });
    h.store.switchPage('p2');
    h.store.appendElement('<hr>');
    await h.store.save();
    expect(h.saves[1].pages[1]).to.include({ id: 'p2', version: 1 });
  });

  it('undoing and redoing back to the saved state is not a change', async () => {
    const h = onServer();
    h.store.appendElement('<hr>');
    await h.store.save();
    h.store.undo();
    expect(h.store.getState().saveState).to.equal('unsaved');
    h.store.redo();
    expect(h.store.getState().saveState).to.equal('saved');
    expect(h.store.isDirty).to.equal(false);
    expect(await h.store.save(), 'nothing to send').to.equal(true);
    expect(h.saves).to.have.length(1);

    // The same on the other side: an unsaved edit undone is no change either, and moving a page back is none.
    h.store.appendElement('<br>');
    h.store.undo();
    h.store.movePage('p2', -1);
    expect(h.store.getState().saveState).to.equal('unsaved');
    h.store.movePage('p2', 1);
    expect(h.store.getState().saveState).to.equal('saved');
  });

  it('a page edited while its save was in flight stays unsaved, based on the version that save made', async () => {
    const h = onServer();
    let release!: () => void;
    h.respond = (payload) => new Promise((resolve) => (release = () => resolve(h.server.accept(payload))));
    h.store.appendElement('<hr>');
    const first = h.store.save();
    h.store.edit([{ type: 'setAttributes', id: idOf(h.store, 'hr'), attrs: { title: 'later' } }]);
    release();
    await first;
    expect(h.store.getState().saveState).to.equal('unsaved');
    h.respond = h.server.accept;
    await h.store.save();
    expect(h.saves[1].pages[0]).to.include({ id: 'p1', version: 2 });
    expect(h.saves[1].pages[0].html).to.contain('title="later"');
    expect(h.store.getState().saveState).to.equal('saved');
  });
});

describe('editor store: failed saves', () => {
  it('retries a save that got no answer, later each time, under the same key until one is answered', async () => {
    const h = onServer();
    const sentAt: number[] = [];
    let failures = 3;
    h.respond = (payload) => {
      sentAt.push(Date.now());
      return failures-- > 0 ? networkDown() : h.server.accept(payload);
    };
    h.store.appendElement('<hr>');
    expect(await h.store.save()).to.equal(false);
    expect(h.store.getState().saveState).to.equal('retrying');
    expect(h.errors, 'the first failure is reported, not every retry').to.have.length(1);
    await sleep(20 + 40 + 80 + 60);
    expect(h.saves).to.have.length(4);
    expect(h.store.getState().saveState).to.equal('saved');
    expect(h.errors).to.have.length(1);
    const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]);
    expect(gaps[0]).to.be.at.least(18);
    expect(gaps[1]).to.be.at.least(38);
    expect(gaps[2]).to.be.at.least(78);
    expect(new Set(h.saves.map((s) => s.saveKey)).size, 'one key until answered').to.equal(1);

    h.store.appendElement('<br>');
    await h.store.save();
    expect(h.saves[4].saveKey, 'a new save after an answer gets a new key').to.not.equal(h.saves[0].saveKey);
  });

  it('retries server faults but not refusals, and a new save replaces the pending retry', async () => {
    const h = onServer();
    h.respond = () => Promise.reject(new HttpError(503, { message: 'Unavailable' }, '/api/v1/projects/7/pages'));
    h.store.appendElement('<hr>');
    await h.store.save();
    expect(h.store.getState().saveState).to.equal('retrying');
    h.respond = h.server.accept;
    // The user saves (or an edit's autosave runs) before the retry is due: that save is the retry.
    expect(await h.store.save()).to.equal(true);
    await sleep(60);
    expect(h.saves).to.have.length(2);
    expect(h.store.getState().saveState).to.equal('saved');

    h.respond = () => Promise.reject(new HttpError(422, { message: 'A project can have at most 200 pages.' }, '/api/v1/projects/7/pages'));
    h.store.appendElement('<br>');
    await h.store.save();
    await sleep(60);
    expect(h.saves).to.have.length(3);
    expect(h.store.getState().saveState).to.equal('unsaved');
  });

  it('backs off 1 s, 2 s, 4 s, 8 s… up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => saveRetryDelay(attempt))).to.deep.equal([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
