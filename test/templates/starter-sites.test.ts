import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ELEMENT_ID_LENGTH } from '../../common/constants.ts';
import { templatesDir } from '../../config/paths.ts';
import { readElementCatalogue } from '../../server/modules/templates/catalogue.ts';
import { buildTemplatePages } from '../../server/modules/templates/seed.ts';
import { readSiteTemplates } from '../../server/modules/templates/sources.ts';
import { classesOf, cssClasses, elementsOf, EXPECTED_TEMPLATES, textOf } from './support.ts';

// Inline formatting the editor's text editing produces inside catalogue blocks.
const TEXT_FORMATTING = new Set(['br', 'b', 'i']);
// The heading block's Type select makes any level of it.
const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function manifestFiles(slug: string): string[] {
  const manifest = JSON.parse(readFileSync(join(templatesDir, 'sites', slug, 'template.json'), 'utf8')) as { pages: Array<{ file: string }> };
  return manifest.pages.map((page) => page.file);
}

describe('starter sites (templates/sites)', () => {
  const sources = readSiteTemplates();

  it('has the eight starter sites, each with two or more pages, a name, a description and a category', () => {
    expect(sources.map((source) => source.slug)).to.deep.equal(EXPECTED_TEMPLATES);
    for (const source of sources) {
      expect(source.pages.length, source.slug).to.be.at.least(2);
      expect(source.name, source.slug).to.be.a('string').and.not.equal('');
      expect(source.description.length, source.slug).to.be.above(40);
      expect(source.category, source.slug).to.not.equal('');
      expect(new Set(source.pages.map((page) => page.name)).size, `${source.slug} page names`).to.equal(source.pages.length);
    }
  });

  it('draws each thumbnail as an SVG of the home page', () => {
    for (const source of sources) {
      expect(source.thumbnail, source.slug).to.equal(`sites/${source.slug}/thumbnail.svg`);
      const svg = readFileSync(join(templatesDir, source.thumbnail!), 'utf8');
      expect(svg, source.slug).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg, source.slug).not.to.match(/<script|href="http|on\w+=/i);
    }
  });

  it('gives every element of every page a unique 10-character data-id when built', () => {
    for (const source of sources) {
      const pages = buildTemplatePages(source);
      expect(new Set(pages.map((page) => page.id)).size).to.equal(pages.length);
      for (const page of pages) {
        expect(page.id).to.have.length(ELEMENT_ID_LENGTH);
        const elements = elementsOf(page.html);
        const ids = elements.map((element) => element.attrs['data-id']);
        expect(elements.length, `${source.slug}/${page.name}`).to.be.above(20);
        expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id) && id.length === ELEMENT_ID_LENGTH), `${source.slug}/${page.name}`).to.equal(true);
        expect(new Set(ids).size, `${source.slug}/${page.name} unique`).to.equal(ids.length);
        expect(page.doc).to.include({ js: '', css: source.css });
        expect(page.doc.title).to.not.equal('');
      }
    }
  });

  it('never hand-writes ids: the sources carry none and every build gives new ones', () => {
    for (const source of sources) for (const page of source.pages) expect(page.html, `${source.slug}/${page.name}`).not.to.contain('data-id');
    const [first, second] = [buildTemplatePages(sources[0]), buildTemplatePages(sources[0])];
    expect(elementsOf(first[0].html)[0].attrs['data-id']).not.to.equal(elementsOf(second[0].html)[0].attrs['data-id']);
  });

  it('uses only classes defined in site.css', () => {
    const defined = cssClasses();
    for (const source of sources) {
      for (const page of source.pages) {
        const unknown = new Set(elementsOf(page.html).flatMap(classesOf).filter((name) => !defined.has(name)));
        expect([...unknown], `${source.slug}/${page.name}`).to.deep.equal([]);
      }
    }
  });

  it('is built only from the catalogue: every tag a page uses is one the catalogue inserts', () => {
    const catalogueTags = new Set([...readElementCatalogue().flatMap((element) => elementsOf(element.html).map((e) => e.tag)), ...HEADING_LEVELS]);
    for (const source of sources) {
      for (const page of source.pages) {
        const foreign = new Set(elementsOf(page.html).map((e) => e.tag).filter((tag) => !catalogueTags.has(tag) && !TEXT_FORMATTING.has(tag)));
        expect([...foreign], `${source.slug}/${page.name}`).to.deep.equal([]);
      }
    }
  });

  it('recolours sites only through the custom properties site.css declares', () => {
    const declared = new Set([...readFileSync(join(templatesDir, 'site', 'site.css'), 'utf8').matchAll(/(--sw-[\w-]+):/g)].map((m) => m[1]));
    for (const source of sources) {
      const used = [...source.css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]);
      expect(used.length, source.slug).to.be.above(0);
      expect(used.filter((name) => !declared.has(name)), source.slug).to.deep.equal([]);
      expect(source.css, source.slug).not.to.match(/@import|url\(/);
    }
  });

  it('names page files as a site publishes them: index.html first, then the page name', () => {
    for (const source of sources) {
      const files = manifestFiles(source.slug);
      expect(files, source.slug).to.deep.equal(source.pages.map((page, index) => (index === 0 ? 'index.html' : `${page.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.html`)));
    }
  });

  it('loads nothing remote and links only to its own pages and anchors', () => {
    for (const source of sources) {
      const files = new Map(manifestFiles(source.slug).map((file, index) => [file, source.pages[index]]));
      const anchors = new Map([...files].map(([file, page]) => [file, new Set(elementsOf(page.html).map((e) => e.attrs.id).filter(Boolean))]));
      for (const [file, page] of files) {
        for (const { attrs } of elementsOf(page.html)) {
          const src = attrs.src ?? /url\('([^']+)'\)/.exec(attrs.style ?? '')?.[1];
          if (src && src !== 'about:blank') {
            expect(src, `${source.slug}/${file}`).to.match(/^\/site-assets\/img\/[a-z0-9-]+\.svg$/);
            expect(existsSync(join(templatesDir, 'site', src.slice('/site-assets/'.length))), src).to.equal(true);
          }
          const href = attrs.href;
          if (!href || href === '#' || /^(mailto|tel):/.test(href)) continue;
          const [target, anchor] = href.split('#');
          const targetFile = target || file;
          expect(files.has(targetFile), `${source.slug}/${file} links to ${href}`).to.equal(true);
          if (anchor) expect(anchors.get(targetFile)!.has(anchor), `${source.slug}/${file} links to ${href}`).to.equal(true);
        }
      }
    }
  });

  it('has real copy, not placeholder text', () => {
    for (const source of sources) {
      for (const page of source.pages) {
        const text = textOf(page.html);
        expect(text, `${source.slug}/${page.name}`).not.to.match(/lorem|ipsum|dolor sit/i);
        expect(text.split(/\s+/).filter(Boolean).length, `${source.slug}/${page.name}`).to.be.above(60);
      }
    }
  });
});
