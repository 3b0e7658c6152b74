import { expect } from 'chai';
import { DEFAULT_FORM_ACTION } from '../../common/editor/element-definitions.ts';
import '../web-uploads/component-setup.ts';
import { fire, render, type HostElement } from '../web-uploads/render.ts';
import { harness, html, idOf, page, stripIds } from './support.ts';

const { SettingsPanel } = await import('../../web/src/features/editor/panels/settings/settings-panel.tsx');
const { EditorContext } = await import('../../web/src/features/editor/editor-context.tsx');
const { contentText, contentWithText } = await import('../../web/src/features/editor/panels/settings/element-edits.ts');
const { addTableColumn, removeTableColumn } = await import('../../web/src/features/editor/panels/settings/table-edits.ts');
const { pageAnchors } = await import('../../web/src/features/editor/state/link-targets.ts');
const { firstMatch, searchIcons, TypeAhead, TYPE_AHEAD_RESET_MS } = await import('../../web/src/features/editor/dialogs/icon-list.ts');

const PAGE = [
  '<div class="container">',
  '<h1 id="top">Menu</h1>',
  '<a class="btn btn-primary" href="menu.html"><i class="icon icon-leaf"></i> Book a table</a>',
  '<p>Call us <a href="tel:1">now</a>.</p>',
  '<i class="icon icon-star icon-2x"></i>',
  '<form method="post" action="/old"><textarea rows="3"></textarea>',
  '<select name="s"><option>One</option><option value="2">Two</option></select></form>',
  '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
  '<div class="embed-responsive"><iframe src="about:blank"></iframe></div>',
  '</div>',
].join('');

function setup(tag: string, nth = 0) {
  const h = harness([page('p1', 'Home', PAGE)]);
  h.store.select(idOf(h.store, tag, nth));
  const view = render(
    <EditorContext.Provider value={{ store: h.store } as never}>
      <SettingsPanel />
    </EditorContext.Provider>,
  );
  const labels = () => h.store.getState().history.labels;
  return { ...h, view, labels };
}

const change = (element: HostElement, value: string) => fire(element, 'onChange', { target: { value }, currentTarget: { value } });
const body = (store: Parameters<typeof html>[0]) => stripIds(html(store));

describe('editor settings panel controls', () => {
  it('renames a heading from its Type select in one undoable step', () => {
    const { view, store, labels } = setup('h1');
    expect(view.get('settings-panel').props['data-definition']).to.equal('Heading');
    expect(view.all('setting-heading-type')[0].children.map((option) => (option as HostElement).props.value)).to.deep.equal(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
    change(view.get('setting-heading-type'), 'h3');
    expect(body(store)).to.contain('<h3 id="top">Menu</h3>');
    expect(view.get('setting-heading-type').props.value).to.equal('h3');
    expect(labels()).to.deep.equal(['Change Heading to <h3>']);
    store.undo();
    expect(body(store)).to.contain('<h1 id="top">Menu</h1>');
  });

  it('edits a button\'s Content keeping its icon, and its target; typing is one step', () => {
    const { view, store, labels } = setup('a');
    expect(view.get('setting-content').props.value).to.equal('Book a table');
    change(view.get('setting-content'), 'Book');
    change(view.get('setting-content'), 'Book ');
    expect(view.get('setting-content').props.value, 'the typed space stays in the field').to.equal('Book ');
    change(view.get('setting-content'), 'Book now');
    expect(body(store)).to.contain('<a class="btn btn-primary" href="menu.html"><i class="icon icon-leaf"></i> Book now</a>');
    change(view.get('setting-target'), '_blank');
    expect(body(store)).to.contain('href="menu.html" target="_blank">');
    expect(view.text(view.get('setting-href'))).to.equal('menu.html');
    expect(labels()).to.deep.equal(['Edit text of Button', 'Edit link of Button']);
    store.undo();
    store.undo();
    expect(body(store)).to.contain('<a class="btn btn-primary" href="menu.html"><i class="icon icon-leaf"></i> Book a table</a>');
  });

  it('keeps glyphs where they are when the text around them changes', () => {
    const { store } = setup('p');
    const p = idOf(store, 'p');
    expect(contentText(store.document, p)).to.equal('Call us now.');
    const a = idOf(store, 'a');
    expect(stripIds(contentWithText(store.document, a, 'Reserve <now> & eat'))).to.equal('<i class="icon icon-leaf"></i> Reserve &lt;now&gt; &amp; eat');
  });

  it('sizes an icon (Default, Large, 2x to 5x) and shows its name', () => {
    const { view, store, labels } = setup('i', 1);
    const size = view.get('setting-icon-size');
    expect(size.children.map((option) => textOfOption(option as HostElement))).to.deep.equal(['Default', 'Large', '2x', '3x', '4x', '5x']);
    expect(size.props.value).to.equal('icon-2x');
    expect(view.text(view.get('setting-icon-name'))).to.equal('star');
    expect(view.text(view.get('change-icon'))).to.equal('Change Icon');
    change(size, 'icon-lg');
    expect(body(store)).to.contain('<i class="icon icon-star icon-lg"></i>');
    change(view.get('setting-icon-size'), 'default');
    expect(body(store)).to.contain('<i class="icon icon-star"></i>');
    expect(labels()).to.deep.equal(['Change icon size', 'Change icon size']);
  });

  it('clamps text area rows to 1..10', () => {
    const { view, store } = setup('textarea');
    expect(view.get('setting-rows').props).to.include({ value: '3', min: 1, max: 10 });
    change(view.get('setting-rows'), '25');
    expect(body(store)).to.contain('<textarea rows="10">');
    change(view.get('setting-rows'), '0');
    expect(body(store)).to.contain('<textarea rows="1">');
    expect(store.getState().history.labels, 'one step').to.deep.equal(['Change rows']);
  });

  it('falls back to the default form handler when the action is emptied', () => {
    const { view, store } = setup('form');
    change(view.get('setting-form-action'), '');
    fire(view.get('setting-form-action'), 'onBlur');
    expect(body(store)).to.contain(`<form method="post" action="${DEFAULT_FORM_ACTION}">`);
    change(view.get('setting-form-action'), 'https://formspree.io/f/x');
    expect(body(store)).to.contain('action="https://formspree.io/f/x"');
    expect(store.getState().history.labels).to.deep.equal(['Change form action']);
  });

  it('adds, edits and removes select options', () => {
    const { view, store } = setup('select');
    expect(view.all('setting-option')).to.have.length(2);
    change(view.all('setting-option-text')[0], 'First');
    change(view.all('setting-option-value')[0], 'one');
    change(view.all('setting-option-value')[1], '');
    fire(view.get('setting-option-remove'), 'onClick');
    expect(body(store)).to.contain('<select name="s"><option>Two</option></select>');
    change(view.get('setting-option-new'), 'Three');
    fire(view.get('setting-option-add').parent!, 'onSubmit');
    expect(body(store)).to.contain('<option>Two</option><option>Three</option>');
    expect(view.all('setting-option')).to.have.length(2);
    expect(store.getState().history.labels).to.deep.equal(['Edit option', 'Edit option', 'Edit option', 'Remove option', 'Add option']);
  });

  it('adds and removes table rows and columns next to the selected cell, one step each', () => {
    const { view, store } = setup('td');
    expect(view.text(view.get('setting-table-size'))).to.equal('2 rows, 2 columns');
    fire(view.get('table-add-column'), 'onClick');
    expect(body(store)).to.contain('<thead><tr><th>A</th><th></th><th>B</th></tr></thead><tbody><tr><td>1</td><td></td><td>2</td></tr></tbody>');
    fire(view.get('table-add-row'), 'onClick');
    expect(body(store)).to.contain('<tbody><tr><td>1</td><td></td><td>2</td></tr><tr><td></td><td></td><td></td></tr></tbody>');
    fire(view.get('table-remove-row'), 'onClick');
    expect(body(store)).to.contain('<tbody><tr><td></td><td></td><td></td></tr></tbody>');
    expect(store.getState().selectedId, 'the removed row held the selection: the table is selected').to.equal(idOf(store, 'table'));
    expect(view.text(view.get('setting-table-size'))).to.equal('2 rows, 3 columns');
    fire(view.get('table-remove-column'), 'onClick');
    expect(body(store)).to.contain('<thead><tr><th>A</th><th></th></tr></thead>');
    expect(store.getState().history.labels).to.deep.equal(['Add column', 'Add row', 'Remove row', 'Remove column']);
    store.undo();
    store.undo();
    store.undo();
    store.undo();
    expect(body(store)).to.contain('<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
  });

  it('keeps a table at one column', () => {
    const { store } = setup('table');
    const table = idOf(store, 'table');
    store.edit(removeTableColumn(store.document, table, null));
    expect(removeTableColumn(store.document, table, null)).to.deep.equal([]);
    expect(addTableColumn(store.document, table, null)).to.have.length(2);
  });

  it('turns a watch link into the embed URL of the responsive video\'s player', () => {
    const { view, store } = setup('iframe');
    change(view.get('setting-video-url'), 'https://youtu.be/dQw4w9WgXcQ');
    fire(view.get('setting-video-url'), 'onKeyDown', { key: 'Enter' });
    expect(body(store)).to.contain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
    change(view.get('setting-video-url'), 'not a url');
    fire(view.get('setting-video-url'), 'onBlur');
    expect(view.text(view.get('setting-video-url-error'))).to.equal('Enter the address of a video.');
  });

  it('edits id and title, and any attribute but data-id and event handlers', () => {
    const { view, store } = setup('h1');
    change(view.get('setting-id'), 'our story');
    change(view.get('setting-title'), 'Hello');
    expect(body(store)).to.contain('<h1 id="our-story" title="Hello">Menu</h1>');
    change(view.get('attribute-new-name'), 'onclick');
    fire(view.get('attribute-add').parent!, 'onSubmit');
    expect(view.text(view.get('attribute-error'))).to.match(/not allowed/);
    change(view.get('attribute-new-name'), 'data-id');
    fire(view.get('attribute-add').parent!, 'onSubmit');
    expect(view.text(view.get('attribute-error'))).to.equal('This attribute is managed by the editor.');
    change(view.get('attribute-new-name'), 'data-track');
    change(view.get('attribute-new-value'), 'hero');
    fire(view.get('attribute-add').parent!, 'onSubmit');
    expect(body(store)).to.contain('<h1 id="our-story" title="Hello" data-track="hero">');
    expect(view.all('attribute-row').map((row) => row.props['data-name'])).to.deep.equal(['data-track']);
    fire(view.get('attribute-remove'), 'onClick');
    expect(body(store)).to.contain('<h1 id="our-story" title="Hello">');
    expect(pageAnchors(store.document)).to.deep.equal(['our-story']);
    expect(store.getState().history.labels).to.deep.equal(['Change id', 'Change title', 'Add attribute', 'Remove attribute']);
  });

  it('says when the id is already used on the page', () => {
    const { view, store } = setup('p');
    change(view.get('setting-id'), 'top');
    expect(view.text(view.get('setting-id-error'))).to.equal('Another element on this page has this id.');
    expect(body(store)).to.contain('<p id="top">');
  });
});

describe('icon picker list', () => {
  const icons = ['house', 'house-plus', 'pizza', 'star', 'utensils'].map((name) => ({ name, tags: name === 'utensils' ? ['food', 'restaurant'] : name === 'pizza' ? ['food'] : [], url: `/x/${name}.svg` }));

  it('searches names and keywords, names first', () => {
    expect(searchIcons(icons, '').map((i) => i.name)).to.deep.equal(['house', 'house-plus', 'pizza', 'star', 'utensils']);
    expect(searchIcons(icons, 'FOOD').map((i) => i.name)).to.deep.equal(['pizza', 'utensils']);
    expect(searchIcons(icons, 'plus').map((i) => i.name)).to.deep.equal(['house-plus']);
    expect(searchIcons(icons, 'house plus').map((i) => i.name)).to.deep.equal(['house-plus']);
    expect(searchIcons(icons, 'zzz')).to.deep.equal([]);
  });

  it('type-ahead collects letters and starts over after 500 ms of quiet', () => {
    expect(TYPE_AHEAD_RESET_MS).to.equal(500);
    const typeAhead = new TypeAhead();
    expect(typeAhead.type('H', 1000)).to.equal('h');
    expect(typeAhead.type('o', 1200)).to.equal('ho');
    expect(typeAhead.type('u', 1699)).to.equal('hou');
    expect(typeAhead.type('s', 2199)).to.equal('s');
    expect(firstMatch(icons, 's')).to.equal(3);
    expect(firstMatch(icons, 'hou')).to.equal(0);
    expect(firstMatch(icons, 'q')).to.equal(-1);
  });
});

function textOfOption(option: HostElement): string {
  return option.children.map((child) => (child.kind === 'text' ? child.text : textOfOption(child))).join('');
}
