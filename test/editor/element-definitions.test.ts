import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPABILITIES, definitionFor, hasCapability } from '../../common/editor/element-definitions.ts';
import { parsePage, type ElementNode } from '../../common/editor/document.ts';
import { readElementCatalogue } from '../../server/modules/templates/catalogue.ts';
import { templatesDir } from '../../config/paths.ts';

const first = (html: string): ElementNode => {
  const doc = parsePage(html);
  const root = doc.nodes.get(doc.rootId) as ElementNode;
  return doc.nodes.get(root.children[0]) as ElementNode;
};
const node = (tag: string, attrs: Record<string, string> = {}) => ({ tag, attrs });

describe('element definitions (common/editor/element-definitions.ts)', () => {
  it('matches page elements to their definitions, the specific before the general', () => {
    const cases: Array<[{ tag: string; attrs: Record<string, string> }, string, string]> = [
      [node('h3'), 'Heading', 'typography'],
      [node('p'), 'Paragraph', 'typography'],
      [node('a', { class: 'btn btn-primary' }), 'Button', 'buttons'],
      [node('button'), 'Button', 'buttons'],
      [node('a', { href: '#' }), 'Link', 'buttons'],
      [node('i', { class: 'icon icon-star icon-2x' }), 'Icon', 'typography'],
      [node('i'), 'Text', 'typography'],
      [node('img'), 'Image', 'media'],
      [node('iframe'), 'Responsive video', 'media'],
      [node('div', { class: 'embed-responsive embed-responsive-16by9' }), 'Responsive video', 'media'],
      [node('textarea'), 'Text area', 'forms'],
      [node('select'), 'Select', 'forms'],
      [node('input'), 'Input field', 'forms'],
      [node('form'), 'Form', 'forms'],
      [node('table'), 'Table', 'components'],
      [node('td'), 'Table cell', 'components'],
      [node('ul'), 'Unordered list', 'typography'],
      [node('ol'), 'Ordered list', 'typography'],
      [node('div', { class: 'container' }), 'Container', 'layout'],
      [node('div', { class: 'row align-items-center' }), 'Row', 'layout'],
      [node('div', { class: 'col-sm-4' }), 'Column', 'layout'],
      [node('section', { class: 'section' }), 'Section', 'layout'],
      [node('div', { 'data-waitlist': 'abc', class: 'row' }), 'Omelette Widget', 'widgets'],
      [node('div', { 'data-article-id': '7' }), 'Factory Article', 'widgets'],
      [node('body'), 'Body', 'layout'],
      [node('custom-thing'), 'Element', 'components'],
    ];
    for (const [element, name, category] of cases) {
      expect(definitionFor(element), JSON.stringify(element)).to.deep.include({ name, category });
    }
  });

  it('says what goes inside and which panels and controls apply', () => {
    expect(definitionFor(node('div', { class: 'row' })).allowedContent).to.deep.equal(['Column']);
    expect(definitionFor(node('div', { class: 'container' })).allowedContent).to.deep.equal(['Row']);
    expect(definitionFor(node('img')).allowedContent).to.deep.equal(['none']);
    expect(definitionFor(node('h1')).allowedContent).to.deep.equal(['text']);
    expect(definitionFor(node('h1')).controls).to.deep.equal(['heading']);
    expect(definitionFor(node('a', { class: 'btn' })).controls).to.deep.equal(['content', 'link']);
    expect(definitionFor(node('i', { class: 'icon icon-leaf' })).controls).to.deep.equal(['icon']);
    expect(definitionFor(node('tr')).controls).to.deep.equal(['table']);

    expect(definitionFor(node('h2')).capabilities).to.deep.equal([...CAPABILITIES]);
    expect(hasCapability(node('img'), 'text'), 'an image has no text to style').to.equal(false);
    expect(hasCapability(node('img'), 'border')).to.equal(true);
    expect(hasCapability(node('hr'), 'padding')).to.equal(false);
    expect(hasCapability(node('body'), 'visibility'), 'the page itself cannot be hidden').to.equal(false);
    expect(hasCapability(node('body'), 'settings')).to.equal(false);
    expect(hasCapability(node('div', { 'data-waitlist': 'x' }), 'text')).to.equal(false);
    for (const element of [node('h1'), node('img'), node('div', { class: 'row' }), node('i', { class: 'icon icon-star' })]) {
      expect(hasCapability(element, 'visibility'), element.tag).to.equal(true);
      expect(hasCapability(element, 'margin'), element.tag).to.equal(true);
    }
  });

  it('knows every element of the catalogue by a definition of its own', () => {
    const generic: string[] = [];
    for (const element of readElementCatalogue(templatesDir)) {
      if (definitionFor(first(element.html)).name === 'Element') generic.push(element.name);
    }
    expect(generic).to.deep.equal([]);
    const form = first(readFileSync(join(templatesDir, 'blocks', 'form.html'), 'utf8'));
    expect(definitionFor(form).controls).to.deep.equal(['form']);
  });
});
