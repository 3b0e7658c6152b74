import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../config/paths.ts';
import { readElementCatalogue } from '../../server/modules/templates/catalogue.ts';
import { classesOf, cssClasses, elementsOf, rootElementCount } from './support.ts';

// Every block and draggable element the catalogue must offer, by name (compared in lower case).
const SPEC_BLOCKS = [
  'paragraph', 'span', 'divider', 'marked text', 'definition list', 'blockquote', 'list item', 'unordered list', 'button',
  'div container', 'nav', 'main', 'section', 'footer', 'header', 'heading', 'icon', 'label', 'svg',
];
const SPEC_ELEMENTS = [
  'page header', 'progress bar', 'list group', 'card', 'alert', 'badge', 'button group', 'button toolbar', 'input field',
  'text area', 'checkbox', 'input group', 'form group', 'link', 'select', 'image', 'responsive video', 'image grid',
  'container', 'row', 'column', 'table', 'form', 'image header', 'jumbotron', 'user profile', 'skill list', 'service list',
  'pricing table', 'navbar', 'media object',
];
const CATEGORIES = ['typography', 'layout', 'buttons', 'components', 'forms', 'media', 'sections', 'business'];

describe('element catalogue (templates/blocks)', () => {
  const catalogue = readElementCatalogue();
  const byName = new Map(catalogue.map((element) => [element.name.toLowerCase(), element]));
  const rootTag = (html: string) => elementsOf(html)[0].tag;

  it('has every expected block and element, each under one name', () => {
    const missing = [...SPEC_BLOCKS, ...SPEC_ELEMENTS].filter((name) => !byName.has(name));
    expect(missing).to.deep.equal([]);
    expect(byName.size, 'names are unique').to.equal(catalogue.length);
  });

  it('offers generic inline text as em, strong, u, s and small', () => {
    const inline = catalogue.filter((element) => element.keywords?.includes('generic inline text')).map((element) => rootTag(element.html));
    expect(inline.sort()).to.deep.equal(['em', 's', 'small', 'strong', 'u']);
  });

  it('builds each block from the markup its name promises', () => {
    const tags = { paragraph: 'p', span: 'span', divider: 'hr', 'marked text': 'mark', 'definition list': 'dl', blockquote: 'blockquote',
      'list item': 'li', 'unordered list': 'ul', 'div container': 'div', nav: 'nav', main: 'main', section: 'section', footer: 'footer',
      header: 'header', heading: 'h2', label: 'label', svg: 'svg', form: 'form', table: 'table', select: 'select', 'text area': 'textarea', image: 'img' };
    for (const [name, tag] of Object.entries(tags)) expect(rootTag(byName.get(name)!.html), name).to.equal(tag);
    const button = elementsOf(byName.get('button')!.html)[0];
    expect(button.tag).to.equal('a');
    expect(classesOf(button)).to.include('btn');
    expect(elementsOf(byName.get('table')!.html).map((e) => e.tag)).to.include.members(['thead', 'tbody', 'tr', 'th', 'td']);
  });

  it('gives a new row exactly one col-sm-12 column and marks the grid elements as layout', () => {
    const row = elementsOf(byName.get('row')!.html);
    expect(row.map((e) => e.attrs.class)).to.deep.equal(['row', 'col-sm-12']);
    expect(classesOf(elementsOf(byName.get('container')!.html)[0])).to.deep.equal(['container']);
    expect(classesOf(elementsOf(byName.get('column')!.html)[0])).to.deep.equal(['col-sm-12']);
    const layout = catalogue.filter((element) => element.layout).map((element) => element.name.toLowerCase());
    expect(layout.sort()).to.deep.equal(['column', 'container', 'row']);
  });

  it('puts every element in a known category, with the blocks in typography, layout or buttons', () => {
    for (const element of catalogue) expect(CATEGORIES, element.name).to.include(element.category);
    for (const name of SPEC_BLOCKS) expect(['typography', 'layout', 'buttons'], name).to.include(byName.get(name)!.category);
    expect(new Set(catalogue.map((element) => element.category))).to.have.property('size', CATEGORIES.length);
  });

  it('holds exactly one root element per entry, carrying no data-id (ids are given on insert)', () => {
    for (const element of catalogue) {
      expect(rootElementCount(element.html), element.name).to.equal(1);
      expect(element.html, element.name).not.to.contain('data-id');
    }
  });

  it('uses only classes defined in site.css', () => {
    const defined = cssClasses();
    const undefinedClasses = catalogue.flatMap((element) => elementsOf(element.html).flatMap(classesOf).filter((name) => !defined.has(name)).map((name) => `${element.name}: ${name}`));
    expect(undefinedClasses).to.deep.equal([]);
  });

  it('loads nothing remote: images and icons are site assets that exist', () => {
    for (const element of catalogue) {
      for (const { tag, attrs } of elementsOf(element.html)) {
        for (const [name, value] of Object.entries(attrs)) {
          // A link's address is only followed when clicked (the address block's map link).
          if (name === 'xmlns' || (tag === 'a' && name === 'href')) continue;
          expect(value, `${element.name} ${name}`).not.to.match(/^(https?:)?\/\//);
        }
        const sources = [attrs.src, /url\('([^']+)'\)/.exec(attrs.style ?? '')?.[1]].filter((src): src is string => !!src && src !== 'about:blank');
        for (const src of sources) {
          expect(src, element.name).to.match(/^\/site-assets\//);
          expect(existsSync(join(templatesDir, 'site', src.slice('/site-assets/'.length))), src).to.equal(true);
        }
      }
      expect(element.icon, element.name).to.match(/^\/site-assets\/icons\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(templatesDir, 'site', element.icon!.slice('/site-assets/'.length))), element.icon).to.equal(true);
    }
  });

  it('has a site.css glyph for every icon file, and only for those', () => {
    const files = readdirSync(join(templatesDir, 'site', 'icons')).map((file) => file.replace(/\.svg$/, '')).sort();
    const sizes = new Set(['icon-lg', 'icon-2x', 'icon-3x', 'icon-4x', 'icon-5x']);
    const glyphs = [...cssClasses()].filter((name) => name.startsWith('icon-') && !sizes.has(name)).map((name) => name.slice(5)).sort();
    expect(glyphs).to.deep.equal(files);
    expect([...sizes].every((size) => cssClasses().has(size))).to.equal(true);
  });
});
