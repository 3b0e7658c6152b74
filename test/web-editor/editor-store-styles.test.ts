import { expect } from 'chai';
import { harness, idOf, page } from './support.ts';

const PAGE = '<section class="hero"><h1>Welcome</h1><p>Text</p></section>';

describe('editor store: styles and page settings', () => {
  it('styles an element through its own class, one step per property, merging a drag', () => {
    const { store, mirror } = harness([page('p1xxxxxxxx', 'Home', PAGE)]);
    const h1 = idOf(store, 'h1');
    expect(store.setStyle(h1, { 'font-size': '20px' })).to.equal(true);
    for (const size of ['21px', '22px', '23px']) store.setStyle(h1, { 'font-size': size });
    store.setStyle(h1, { color: 'rgb(255, 0, 0)' });
    const own = (store.document.nodes.get(h1) as { attrs: Record<string, string> }).attrs.class;
    expect(own).to.match(/^sw-[\w-]{10}$/);
    expect(store.getState().history.labels).to.deep.equal(['Edit style of Heading', 'Edit style of Heading']);
    expect(store.resolveStyle(h1, 'font-size')).to.deep.equal({ value: '23px', source: 'here', from: 'all' });
    expect(mirror.applied.map((entry) => entry.op.type)).to.include.members(['replaceClass', 'setStyle']);

    store.undo();
    expect(store.resolveStyle(h1, 'color')).to.equal(null);
    store.undo();
    expect(store.resolveStyle(h1, 'font-size'), 'the whole drag is one step').to.equal(null);
    expect((store.document.nodes.get(h1) as { attrs: Record<string, string> }).attrs.class, 'the own class goes with it').to.equal(undefined);
    store.redo();
    store.redo();
    expect(store.resolveStyle(h1, 'color')?.value).to.equal('rgb(255, 0, 0)');
  });

  it('edits the canvas breakpoint: narrower sizes inherit until overridden; reset removes only that size', () => {
    const { store } = harness([page('p1xxxxxxxx', 'Home', PAGE)]);
    const h1 = idOf(store, 'h1');
    store.setStyle(h1, { 'font-size': '48px' });
    store.setBreakpoint('tablet');
    expect(store.styleBreakpoint).to.equal('tablet');
    expect(store.resolveStyle(h1, 'font-size')).to.deep.equal({ value: '48px', source: 'inherited', from: 'all' });
    store.setStyle(h1, { 'font-size': '32px' });
    expect(store.resolveStyle(h1, 'font-size', 'mobile')).to.deep.equal({ value: '32px', source: 'inherited', from: 'tablet' });
    store.resetStyle(h1, ['font-size']);
    expect(store.resolveStyle(h1, 'font-size')).to.deep.equal({ value: '48px', source: 'inherited', from: 'all' });
    store.setBreakpoint('desktop');
    expect(store.resolveStyle(h1, 'font-size')?.source).to.equal('here');
  });

  it('saves the rules and page settings with the page, and a reload shows them again', async () => {
    const h = harness([page('p1xxxxxxxx', 'Home', PAGE)]);
    const h1 = idOf(h.store, 'h1');
    h.store.setBreakpoint('mobile');
    h.store.setStyle(h1, { 'font-size': '24px' });
    h.store.setPageMeta({ title: 'Our menu', slug: 'menu', css: 'body { margin: 0 }' });
    expect(h.store.getState().history.labels.at(-1)).to.equal('Edit page settings');
    h.store.setBreakpoint('desktop');
    h.store.setStyle(idOf(h.store, 'p'), { 'font-family': 'Lora, serif' });
    await h.store.save();
    const saved = h.saves[0].pages[0];
    expect(saved.doc).to.include({ title: 'Our menu', slug: 'menu', css: 'body { margin: 0 }' });
    expect(saved.doc.styles).to.have.length(2);
    expect(saved.doc.styles![0]).to.include({ breakpoint: 'mobile' });
    expect(saved.doc.fonts, 'the web fonts the page uses, for the publisher to link').to.deep.equal(['lora']);
    expect(saved.doc.styles![0].declarations).to.deep.equal({ 'font-size': '24px' });

    const reloaded = harness([saved]);
    expect(reloaded.store.resolveStyle(idOf(reloaded.store, 'h1'), 'font-size', 'mobile')?.value).to.equal('24px');
    expect(reloaded.store.pageMeta.title).to.equal('Our menu');
  });

  it('duplicate and copy-paste give the copy its own class with the same rules', () => {
    const { store } = harness([page('p1xxxxxxxx', 'Home', PAGE)]);
    const h1 = idOf(store, 'h1');
    store.setStyle(h1, { color: 'red' });
    store.duplicate(h1);
    const copy = idOf(store, 'h1', 1);
    expect(store.resolveStyle(copy, 'color')?.value).to.equal('red');
    store.setStyle(copy, { color: 'blue' });
    expect(store.resolveStyle(h1, 'color')?.value, 'the original keeps its colour').to.equal('red');
    store.undo();
    store.undo();
    expect(store.document.nodes.has(copy)).to.equal(false);
    expect([...store.document.styles.values()].filter((rule) => Object.keys(rule.declarations).length)).to.have.length(1);
    store.copy(h1);
    store.select(idOf(store, 'p'));
    store.paste();
    const pasted = idOf(store, 'h1', 1);
    expect(store.resolveStyle(pasted, 'color')?.value).to.equal('red');
    expect((store.document.nodes.get(pasted) as { attrs: Record<string, string> }).attrs.class).not.to.equal(
      (store.document.nodes.get(h1) as { attrs: Record<string, string> }).attrs.class,
    );
  });

  it('hides an element in the canvas only; nothing is saved or recorded', () => {
    const { store, mirror } = harness([page('p1xxxxxxxx', 'Home', PAGE)]);
    const p = idOf(store, 'p');
    store.hideInCanvas(p, true);
    expect(store.getState().hiddenInCanvas).to.deep.equal([p]);
    expect(mirror.hidden.has(p)).to.equal(true);
    expect(store.isDirty).to.equal(false);
    expect(store.getState().history.labels).to.deep.equal([]);
    store.hideInCanvas(p, false);
    expect(mirror.hidden.has(p)).to.equal(false);
  });
});
