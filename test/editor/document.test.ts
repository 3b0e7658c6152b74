import { expect } from 'chai';
import { ELEMENT_ID_LENGTH } from '../../common/constants.ts';
import {
  ancestorsOf,
  elementChildren,
  generateId,
  indexInParent,
  namespaceOf,
  parsePage,
  ROOT_ID,
  serializeChildren,
  serializeNode,
  serializePage,
} from '../../common/editor/document.ts';
import { NS } from '../../common/editor/html.ts';
import { elements, expectConsistent, firstByTag, generatePageHtml } from './support.ts';

const stripIds = (html: string) => html.replace(/ data-id="[^"]*"/g, '');

describe('editor page document (common/editor/document.ts)', () => {
  it('generates 10-character ids of letters and digits', () => {
    const ids = new Set(Array.from({ length: 2000 }, generateId));
    expect(ids.size).to.equal(2000);
    for (const id of ids) expect(id).to.match(new RegExp(`^[A-Za-z0-9]{${ELEMENT_ID_LENGTH}}$`));
  });

  it('round-trips markup and gives every element a unique 10-character data-id', () => {
    const html =
      '<div class="container"><div class="row"><div class="col-sm-12">\n' +
      '  <h1 class="title" style="color: red">Hi &amp; &lt;welcome&gt;&nbsp;<b>there</b></h1>\n' +
      '  <p title="&quot;q&quot;">text<br>more</p><img src="/a.png" alt="">\n' +
      '</div></div></div><ul><li>1</li><li>2</li></ul>';
    const doc = parsePage(html);
    const saved = serializePage(doc);
    expect(stripIds(saved)).to.equal(html);
    const ids = elements(doc).filter((el) => el.id !== ROOT_ID).map((el) => el.id);
    expect(ids).to.have.length(11);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids) expect(id).to.have.length(ELEMENT_ID_LENGTH);
    expect([...saved.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1])).to.have.members(ids);
    // A saved page parses back to itself, ids included.
    expect(serializePage(parsePage(saved))).to.equal(saved);
    expectConsistent(doc);
  });

  it('keeps existing ids and replaces duplicated or unusable ones', () => {
    const doc = parsePage('<p data-id="keepMe1234">a</p><p data-id="keepMe1234">b</p><p data-id="bad id&quot;">c</p><p data-id="">d</p>');
    const [first, second, third, fourth] = elementChildren(doc, doc.rootId);
    expect(first.id).to.equal('keepMe1234');
    for (const node of [second, third, fourth]) expect(node.id).to.match(/^[A-Za-z0-9]{10}$/);
    expect(new Set([first.id, second.id, third.id, fourth.id]).size).to.equal(4);
    expect(first.attrs).to.deep.equal({});
    expect(doc.nodes.get(first.children[0])).to.include({ type: 'text', text: 'a', parent: 'keepMe1234' });
  });

  it('builds the tree the browser builds (parse5): implied tbody, closed paragraphs, SVG case', () => {
    const doc = parsePage('<table><tr><td>a</td></tr></table><p>one<div>two</div><svg viewBox="0 0 1 1"><foreignObject><span>x</span></foreignObject><use xlink:href="#i"/></svg>');
    expect(stripIds(serializePage(doc))).to.equal(
      '<table><tbody><tr><td>a</td></tr></tbody></table><p>one</p><div>two</div>' +
        '<svg viewBox="0 0 1 1"><foreignObject><span>x</span></foreignObject><use xlink:href="#i"></use></svg>',
    );
    const svg = firstByTag(doc, 'svg');
    expect(namespaceOf(doc, svg.id)).to.equal(NS.svg);
    expect(namespaceOf(doc, firstByTag(doc, 'use').id)).to.equal(NS.svg);
    expect(namespaceOf(doc, firstByTag(doc, 'span').id)).to.equal(NS.html);
    expect(namespaceOf(doc, firstByTag(doc, 'td').id)).to.equal(NS.html);
  });

  it('serializes raw text, leading newlines, templates and comments', () => {
    const html = '<style>a > b { color: red }</style><script>if (a < b && c) {}</script><pre>\n\nx</pre><textarea>\n\nt &amp;</textarea><template><p>t</p></template><!-- note -->';
    const saved = serializePage(parsePage(html));
    expect(stripIds(saved)).to.equal(html);
    expect(serializePage(parsePage(saved))).to.equal(saved);
  });

  it('keeps HTML comments where they are, as nodes of their own that are not elements', () => {
    const html = '<!-- header --><div class="row"><!--[if IE]>old<![endif]--><p>a <!-- inline --> b</p></div>\n<!---->';
    const doc = parsePage(html);
    expect(stripIds(serializePage(doc))).to.equal(html);
    const comments = [...doc.nodes.values()].filter((node) => node.type === 'comment');
    expect(comments.map((node) => node.type === 'comment' && node.text)).to.deep.equal([' header ', '[if IE]>old<![endif]', ' inline ', '']);
    expect(comments.every((node) => node.id.startsWith('#c'))).to.equal(true);
    const p = firstByTag(doc, 'p');
    expect(p.children.map((id) => doc.nodes.get(id)!.type)).to.deep.equal(['text', 'comment', 'text']);
    expect(elementChildren(doc, firstByTag(doc, 'div').id).map((el) => el.tag)).to.deep.equal(['p']);
  });

  it('serializes one node, its children, and answers structure questions', () => {
    const doc = parsePage('<div class="row"><div class="col-sm-6">a</div> <div class="col-sm-6"><p>b</p></div></div>');
    const row = firstByTag(doc, 'div');
    const [left, right] = elementChildren(doc, row.id);
    const p = firstByTag(doc, 'p');
    expect(serializeNode(doc, left.id)).to.equal(`<div data-id="${left.id}" class="col-sm-6">a</div>`);
    expect(serializeChildren(doc, right.id)).to.equal(`<p data-id="${p.id}">b</p>`);
    expect(indexInParent(doc, right.id)).to.equal(2);
    expect(ancestorsOf(doc, p.id).map((el) => el.id)).to.deep.equal([ROOT_ID, row.id, right.id]);
    expect(serializeNode(doc, ROOT_ID)).to.equal(`<body data-id="${ROOT_ID}">${serializePage(doc)}</body>`);
  });

  it('parses a 2,000-element page into a consistent tree', () => {
    const doc = parsePage(generatePageHtml(2000));
    expect(elements(doc).length).to.be.at.least(2000);
    expectConsistent(doc);
    const saved = serializePage(doc);
    expect(serializePage(parsePage(saved))).to.equal(saved);
  });
});
