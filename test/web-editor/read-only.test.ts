import { expect } from 'chai';
import { EditError } from '../../web/src/features/editor/model.ts';
import { harness, idOf, page, sleep } from './support.ts';

const HOME = '<div class="container"><h1>Home</h1><p>Text</p></div>';
const MESSAGE = 'Your plan has ended. Renew it to edit and publish your sites.';

// A lapsed plan opens the editor read-only: every change is refused with the reason, and no save
// (autosave, Save, save before preview) ever reaches the server, which would refuse it with 403.
describe('editor store: read-only (a lapsed plan)', () => {
  function readOnly() {
    return harness([page('p1', 'Home', HOME), page('p2', 'About', HOME)], { readOnly: { message: MESSAGE }, autosaveDelayMs: 5 });
  }

  it('refuses element edits, style changes, inline text and page changes, reporting why', () => {
    const h = readOnly();
    const heading = idOf(h.store, 'h1');
    const before = h.store.serializePages();
    expect(h.store.readOnly).to.equal(true);
    expect(h.store.appendElement('<hr>')).to.equal(false);
    expect(h.store.remove(heading)).to.equal(false);
    expect(h.store.setStyle(heading, { color: 'red' })).to.equal(false);
    expect(h.store.setPageMeta({ title: 'New' })).to.equal(false);
    expect(h.store.endTextEditing(heading, 'Changed')).to.equal(false);
    expect(h.store.addPage('Blog')).to.equal(null);
    expect(h.store.renamePage('p2', 'About us')).to.equal(false);
    expect(h.store.deletePage('p2')).to.equal(false);
    expect(h.store.movePage('p2', -1)).to.equal(false);
    expect(h.store.serializePages()).to.deep.equal(before);
    expect(h.mirror.applied, 'the canvas was never changed').to.have.length(0);
    expect(h.errors).to.have.length(9);
    for (const error of h.errors) expect(error).to.be.instanceOf(EditError).and.have.property('message', MESSAGE);
    expect(h.store.isDirty).to.equal(false);
    expect(h.store.getState().saveState).to.equal('saved');
  });

  it('never sends a save, forced or not, and says there is nothing unsaved', async () => {
    const h = readOnly();
    h.store.appendElement('<hr>');
    await sleep(20);
    expect(await h.store.save()).to.equal(true);
    expect(await h.store.save({ force: true })).to.equal(true);
    expect(h.saves).to.have.length(0);
  });

  it('a writable store still edits and saves (readOnly null)', async () => {
    const h = harness([page('p1', 'Home', HOME)], { readOnly: null });
    expect(h.store.readOnly).to.equal(false);
    expect(h.store.appendElement('<hr>')).to.equal(true);
    expect(await h.store.save()).to.equal(true);
    expect(h.saves).to.have.length(1);
  });
});
