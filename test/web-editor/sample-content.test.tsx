import { expect } from 'chai';
import { parsePage } from '../../common/editor/index.ts';
import '../web-uploads/component-setup.ts';
import { fire, render, settle } from '../web-uploads/render.ts';
import { harness, html, page } from './support.ts';

const { EditorContext } = await import('../../web/src/features/editor/editor-context.tsx');
const { SampleNotice } = await import('../../web/src/features/editor/panels/sample/sample-notice.tsx');
const { frameSrcdoc } = await import('../../web/src/features/editor/canvas/frame-document.ts');
const { keepAsContent, sampleAround, sampleLines, samplesOf, siteSamples } = await import('../../web/src/features/editor/state/sample-content.ts');

// Markup as the site renderer writes it (server/modules/ai/render/*): the sample mark sits on a
// section, a quote's card, a person, a price plan, and a contact line holding a placeholder.
const HOME = [
  '<section class="section" id="intro"><div class="container"><h1>Lisbon Bakery</h1><p>Bread since 1990.</p></div></section>',
  '<section class="section" id="words"><div class="container"><h2>What guests say</h2><div class="row">',
  '<div class="col-sm"><div class="card" data-sw-sample="true"><div class="card-body"><blockquote class="blockquote"><p>Best bread in town.</p><footer class="blockquote-footer">Ana</footer></blockquote></div></div></div>',
  '<div class="col-sm"><div class="card" data-sw-sample="true"><div class="card-body"><blockquote class="blockquote"><p>Lovely coffee.</p><footer class="blockquote-footer">Rui</footer></blockquote></div></div></div>',
  '</div></div></section>',
  '<section class="section" id="team"><div class="container"><div class="user-profile" data-sw-sample="true"><h3 class="user-profile-name h4">Marta Silva</h3><p class="user-profile-role">Baker</p></div></div></section>',
].join('');
const CONTACT = [
  '<section class="section" id="visit" data-sw-sample="true"><div class="container"><h2>Plan your visit</h2><p>Come by any morning.</p></div></section>',
  '<section class="section" id="contact"><div class="container"><h2>Contact</h2><ul class="list-unstyled">',
  '<li class="mb-3"><i class="icon icon-map-pin text-primary"></i> Rua Augusta 1, Lisboa</li>',
  '<li class="mb-3" data-sw-sample="true"><i class="icon icon-phone text-primary"></i> Add your phone number</li>',
  '</ul></div></section>',
  '<div class="service" data-sw-sample="true"><span class="service-icon"><i class="icon icon-phone"></i></span><h3 class="service-title h4">Phone orders</h3><p class="service-text">Call ahead.</p></div>',
].join('');

const sampleCards = (doc: ReturnType<typeof parsePage>) => [...doc.nodes.values()].filter((node) => node.type === 'element' && node.attrs['data-sw-sample'] === 'true');

describe('editor sample content', () => {
  it('tells what each sample is from its markup, whatever the layout or language', () => {
    expect(samplesOf(parsePage(HOME)).map(({ kind, title }) => [kind, title])).to.deep.equal([
      ['testimonial', 'Best bread in town. Ana'],
      ['testimonial', 'Lovely coffee. Rui'],
      ['person', 'Marta Silva'],
    ]);
    expect(samplesOf(parsePage(CONTACT)).map(({ kind, title }) => [kind, title])).to.deep.equal([
      ['section', 'Plan your visit'],
      ['phone', 'Add your phone number'],
      // An item with a phone icon is not a phone number: it has a heading of its own.
      ['item', 'Phone orders'],
    ]);
  });

  it('says a page\'s samples as the publish dialog lists them: sections by heading, counts, placeholders', () => {
    const pages = [
      { id: 'p1', name: 'Home', document: parsePage(HOME) },
      { id: 'p2', name: 'About', document: parsePage('<div class="container"><h1>About</h1></div>') },
      { id: 'p3', name: 'Contact', document: parsePage(CONTACT) },
    ];
    const listed = siteSamples(pages);
    expect(listed.map((entry) => entry.pageName), 'a page without samples is left out').to.deep.equal(['Home', 'Contact']);
    expect(sampleLines(listed[0].samples)).to.deep.equal([
      { message: '{one} :count sample testimonial|{other} :count sample testimonials', values: {}, count: 2 },
      { message: '{one} :count sample team member|{other} :count sample team members', values: {}, count: 1 },
    ]);
    expect(sampleLines(listed[1].samples)).to.deep.equal([
      { message: 'Sample section “:title”', values: { title: 'Plan your visit' } },
      { message: '{one} :count sample item|{other} :count sample items', values: {}, count: 1 },
      { message: 'Placeholder phone number', values: {} },
    ]);
  });

  it('finds the sample an element is inside, nearest first, and nothing outside one', () => {
    const doc = parsePage(HOME);
    const quote = [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === 'blockquote')!;
    expect(sampleAround(doc, quote.id)!.attrs.class).to.equal('card');
    const heading = [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === 'h1')!;
    expect(sampleAround(doc, heading.id)).to.equal(null);
    expect(sampleAround(doc, null)).to.equal(null);
  });

  it('keeps a sample as the owner\'s content in one undoable step', () => {
    const { store } = harness([page('p1', 'Home', HOME)]);
    const [first] = samplesOf(store.document);
    expect(keepAsContent(store, first.id)).to.equal(true);
    expect(sampleCards(store.document)).to.have.length(2);
    expect(html(store)).to.contain('<div class="card"><div class="card-body"><blockquote class="blockquote"><p>Best bread in town.');
    expect(store.getState().history.labels).to.deep.equal(['Keep as my content']);
    store.undo();
    expect(sampleCards(store.document)).to.have.length(3);
    expect(html(store)).to.contain('<div class="card" data-sw-sample="true"><div class="card-body"><blockquote class="blockquote"><p>Best bread in town.');
    store.redo();
    expect(sampleCards(store.document)).to.have.length(2);
  });

  it('says in the element panels that the selection is sample content, and keeps it on request', async () => {
    const { store } = harness([page('p1', 'Home', HOME)]);
    const view = render(
      <EditorContext.Provider value={{ store } as never}>
        <SampleNotice />
      </EditorContext.Provider>,
    );
    expect(view.query('sample-notice'), 'nothing selected').to.equal(null);
    const quote = [...store.document.nodes.values()].find((node) => node.type === 'element' && node.tag === 'blockquote')!;
    store.select(quote.id);
    await settle();
    expect(store.getState().panel).to.equal('style');
    const notice = view.get('sample-notice');
    expect(view.text(notice)).to.contain('Inside sample content');
    expect(notice.props['data-sample-id']).to.equal(sampleAround(store.document, quote.id)!.id);
    fire(view.get('sample-keep'), 'onClick');
    await settle();
    expect(view.query('sample-notice'), 'no longer sample content').to.equal(null);
    expect(sampleCards(store.document)).to.have.length(2);
    expect(store.getState().selectedId, 'the selection stays').to.equal(quote.id);

    store.select(samplesOf(store.document)[1].id);
    await settle();
    expect(view.text(view.get('sample-notice'))).to.contain('Sample content');
    store.openPanel('pages');
    await settle();
    expect(view.query('sample-notice'), 'only in the panels about the selection').to.equal(null);
    view.unmount();
  });

  it('tags sample content in the canvas only, with the label in the editor\'s language', () => {
    const srcdoc = frameSrcdoc(parsePage(HOME), { sample: 'Beispiel "Text" </style>' });
    const helpers = /<style data-canvas-helpers>([\s\S]*?)<\/style>/.exec(srcdoc)![1];
    expect(helpers).to.contain('[data-sw-sample="true"]::before { content: "Beispiel \\"Text\\"  /style ";');
    expect(frameSrcdoc(parsePage(HOME))).to.contain('content: "Sample"');
  });
});
