import { expect } from 'chai';
import { stripDataIds } from '../../common/editor/data-ids.ts';
import type { PageDoc } from '../../common/editor/index.ts';
import { customElementsFrom, fetchCustomElements } from '../../web/src/features/editor/state/custom-elements.ts';
import { siteFrameStart } from '../../web/src/features/editor/state/page-start.ts';
import { harness } from './support.ts';
import { PAGE_SETTINGS_MESSAGES, slugFromName, validatePageSettings } from '../../web/src/features/editor/panels/page-settings/page-settings-values.ts';

const DOC: PageDoc = { title: 'Home', description: '', css: '.site-footer { color: red; }', js: '', headLinks: [], fonts: ['lora'] };
const META = { title: '', description: '', slug: '', ogImage: '', css: '', js: '' };

describe('custom builder elements', () => {
  it('keeps the module\'s valid element definitions and skips the rest', () => {
    const exported = [
      { name: ' Hero ', category: 'Custom', html: '<section>Hi</section>', keywords: ['big'], icon: '/x.svg', extra: 1 },
      { name: 'No html', category: 'Custom' },
      { name: 'Bad keywords', category: 'Custom', html: '<p>x</p>', keywords: 'nope', layout: 'yes' },
      null,
      'text',
    ];
    expect(customElementsFrom(exported)).to.deep.equal([
      { name: 'Hero', category: 'Custom', html: '<section>Hi</section>', keywords: ['big'], icon: '/x.svg' },
      { name: 'Bad keywords', category: 'Custom', html: '<p>x</p>' },
    ]);
    expect(customElementsFrom({ default: [] })).to.deep.equal([]);
  });

  it('loads them from the module at /api/v1/elements/custom', async () => {
    const asked: string[] = [];
    const elements = await fetchCustomElements(async (url) => {
      asked.push(url);
      return { default: [{ name: 'A', category: 'B', html: '<p>c</p>' }] };
    });
    expect(asked).to.deep.equal(['/api/v1/elements/custom']);
    expect(elements).to.deep.equal([{ name: 'A', category: 'B', html: '<p>c</p>' }]);
  });
});

describe('a new page from the site\'s header and footer', () => {
  const html =
    '<nav data-id="nav0000001" class="navbar sw-aaaaaaaaaa"><a data-id="lnk0000001" href="/">Home</a></nav>' +
    '<section data-id="sec0000001"><blockquote data-id="bq00000001">Q<footer data-id="ft00000001" class="blockquote-footer">Cite</footer></blockquote></section>' +
    '<footer data-id="ft00000002" class="site-footer">© data-id="x"</footer>';
  const styles = [
    { selector: '.sw-aaaaaaaaaa', breakpoint: 'all' as const, declarations: { color: 'blue' } },
    { selector: '.sw-bbbbbbbbbb', breakpoint: 'all' as const, declarations: { color: 'green' } },
  ];

  it('copies the first <header>/<nav> and the last <footer>, without ids, around a new section', () => {
    const start = siteFrameStart({ html, doc: { ...DOC, styles } })!;
    expect(start.html).to.equal(
      '<nav class="navbar sw-aaaaaaaaaa"><a href="/">Home</a></nav>' +
        '<section class="section"><div class="container"><h2>New section</h2><p>Tell your visitors what this page is about.</p></div></section>' +
        '<footer class="site-footer">© data-id="x"</footer>',
    );
    expect(start.doc).to.deep.equal({ css: DOC.css, fonts: ['lora'], headLinks: [], styles: [styles[0]] });
  });

  it('becomes a new page with fresh ids, the copied settings and the new name as its title', () => {
    const { store } = harness([{ id: 'home000001', name: 'Home', html, doc: { ...DOC, styles } }]);
    const id = store.addPage('Gallery', siteFrameStart(store.serializePages()[0]));
    expect(store.getState().activePageId).to.equal(id);
    const added = store.serializePages()[1];
    expect(stripDataIds(added.html)).to.equal(siteFrameStart({ html, doc: DOC })!.html);
    const ids = [...added.html.matchAll(/data-id="([A-Za-z0-9_-]{10})"/g)].map((m) => m[1]);
    expect(ids).to.have.length(7);
    expect(ids.some((value) => html.includes(value))).to.equal(false);
    expect(added.doc).to.deep.include({ title: 'Gallery', css: DOC.css, styles: [styles[0]] });
    expect(store.serializePages()[0].doc.styles).to.have.length(2);
  });

  it('has nothing to offer when the first page has neither', () => {
    expect(siteFrameStart({ html: '<section data-id="sec0000001"><p data-id="par0000001">Hi</p></section>', doc: DOC })).to.equal(null);
  });
});

describe('page settings form', () => {
  it('suggests slugs from page names', () => {
    expect(slugFromName('About us!')).to.equal('about-us');
    expect(slugFromName('  Café & Crème ')).to.equal('cafe-creme');
  });

  it('checks slugs and the Open Graph image as the server does', () => {
    expect(validatePageSettings({ ...META, slug: 'about-us', ogImage: 'https://img.example.com/a.png' }, ['menu'])).to.deep.equal({});
    expect(validatePageSettings({ ...META, slug: '', ogImage: '/storage/a.png' }, [''])).to.deep.equal({});
    expect(validatePageSettings({ ...META, slug: 'About Us' }, [])).to.deep.equal({ slug: PAGE_SETTINGS_MESSAGES.slugFormat });
    expect(validatePageSettings({ ...META, slug: 'menu' }, ['menu'])).to.deep.equal({ slug: PAGE_SETTINGS_MESSAGES.slugTaken });
    expect(validatePageSettings({ ...META, ogImage: 'javascript:alert(1)' }, [])).to.deep.equal({ ogImage: PAGE_SETTINGS_MESSAGES.ogImage });
    expect(validatePageSettings({ ...META, ogImage: '//cdn.example.com/a.png' }, [])).to.deep.equal({ ogImage: PAGE_SETTINGS_MESSAGES.ogImage });
  });
});
