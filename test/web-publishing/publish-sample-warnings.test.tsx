import { expect } from 'chai';
import '../web-uploads/component-setup.ts';
import { harness, page } from '../web-editor/support.ts';
import { fire, render, settle } from '../web-uploads/render.ts';

const { EditorContext } = await import('../../web/src/features/editor/editor-context.tsx');
const { PublishSampleWarnings } = await import('../../web/src/features/publishing/sample-warnings.tsx');

const HOME = '<section class="section"><div class="container"><h1>Studio Noor</h1><div class="card" data-sw-sample="true"><blockquote class="blockquote"><p>Great.</p></blockquote></div><div class="card" data-sw-sample="true"><blockquote class="blockquote"><p>Calm.</p></blockquote></div></div></section>';
const ABOUT = '<section class="section"><div class="container"><h1>About</h1></div></section>';
const CONTACT = '<section class="section"><div class="container"><h2>Contact</h2><p data-sw-sample="true"><i class="icon icon-phone"></i> Add your phone number</p><p data-sw-sample="true"><i class="icon icon-mail"></i> Add your e-mail address</p></div></section>';

// Before going live, the publish dialog lists what is still sample content, page by page; it warns and never blocks.
describe('publish dialog sample content', () => {
  function show(pages = [page('p1', 'Home', HOME), page('p2', 'About', ABOUT), page('p3', 'Contact', CONTACT)]) {
    const h = harness(pages);
    const opened: string[] = [];
    const view = render(
      <EditorContext.Provider value={{ store: h.store } as never}>
        <PublishSampleWarnings onOpenPage={() => opened.push(h.store.getState().activePageId)} />
      </EditorContext.Provider>,
    );
    return { ...h, view, opened };
  }

  it('lists each page that still has sample content and what it is', () => {
    const { view } = show();
    const rows = view.all('publish-sample-page');
    expect(rows.map((row) => row.props['data-page'])).to.deep.equal(['Home', 'Contact']);
    expect(view.text(rows[0])).to.contain('Home').and.contain('2 sample testimonials');
    expect(view.text(rows[1])).to.contain('Placeholder phone number · Placeholder e-mail address');
    view.unmount();
  });

  it('opens a page in the editor with its first sample selected, closing the dialog', async () => {
    const { view, store, opened } = show();
    fire(view.all('publish-sample-open')[1], 'onClick');
    await settle();
    expect(opened, 'the dialog closes first').to.deep.equal(['p1']);
    expect(store.getState().activePageId).to.equal('p3');
    const selected = store.document.nodes.get(store.getState().selectedId!);
    expect(selected?.type === 'element' && selected.attrs['data-sw-sample']).to.equal('true');
    view.unmount();
  });

  it('says nothing for a site without sample content', () => {
    const { view } = show([page('p2', 'About', ABOUT)]);
    expect(view.query('publish-sample-warnings')).to.equal(null);
    view.unmount();
  });
});
