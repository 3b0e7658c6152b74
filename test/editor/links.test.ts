import { expect } from 'chai';
import {
  buildLink,
  emptyLinkForm,
  LINK_MESSAGES,
  normalizeUrl,
  pageHref,
  parseLink,
  slugify,
  validateLink,
  type LinkForm,
  type LinkPage,
} from '../../common/editor/links.ts';

const PAGES: LinkPage[] = [
  { id: 'home000001', name: 'Home' },
  { id: 'menu000001', name: 'Menu' },
  { id: 'book000001', name: 'Book a Table!' },
  { id: 'team000001', name: 'Team', slug: 'about-us' },
];
const context = { pageIds: PAGES.map((p) => p.id), anchors: ['story', 'contact'] };
const form = (patch: Partial<LinkForm>): LinkForm => ({ ...emptyLinkForm(), ...patch });

describe('link dialog rules (common/editor/links.ts)', () => {
  it('names pages the way the templates link them: index.html for the home page, <slug>.html for the others', () => {
    expect(slugify('Book a Table!')).to.equal('book-a-table');
    expect(slugify('  Café Crème ')).to.equal('cafe-creme');
    expect(PAGES.map((page, index) => pageHref(page, index))).to.deep.equal(['index.html', 'menu.html', 'book-a-table.html', 'about-us.html']);
    expect(pageHref({ id: 'x', name: 'Anything', slug: '' }, 0)).to.equal('index.html');
  });

  it('reads an existing link as the variant it is', () => {
    expect(parseLink({}, PAGES)).to.deep.equal(emptyLinkForm('url'));
    expect(parseLink({ href: 'https://example.com/a', target: '_blank' }, PAGES)).to.deep.include({ kind: 'url', url: 'https://example.com/a', target: 'new' });
    expect(parseLink({ href: 'menu.html' }, PAGES)).to.deep.include({ kind: 'page', pageId: 'menu000001', target: 'same' });
    expect(parseLink({ href: 'index.html' }, PAGES)).to.deep.include({ kind: 'page', pageId: 'home000001' });
    expect(parseLink({ href: '/about-us.html' }, PAGES)).to.deep.include({ kind: 'page', pageId: 'team000001' });
    expect(parseLink({ href: 'gallery.html' }, PAGES), 'no such page').to.deep.include({ kind: 'url', url: 'gallery.html' });
    expect(parseLink({ href: '#story' }, PAGES)).to.deep.include({ kind: 'anchor', anchor: 'story' });
    expect(parseLink({ href: '#' }, PAGES)).to.deep.include({ kind: 'url', url: '#' });
    expect(parseLink({ href: '/files/menu.pdf', download: 'menu.pdf' }, PAGES)).to.deep.include({ kind: 'download', downloadUrl: '/files/menu.pdf', downloadName: 'menu.pdf' });
    expect(parseLink({ href: 'mailto:events@example.com?subject=Private%20dining%20%26%20wine' }, PAGES)).to.deep.include({
      kind: 'email',
      email: 'events@example.com',
      subject: 'Private dining & wine',
    });
    expect(parseLink({ href: 'mailto:ciao@example.com' }, PAGES)).to.deep.include({ kind: 'email', email: 'ciao@example.com', subject: '' });
    expect(parseLink({ href: 'mailto:a@b.co?subject=1+1' }, PAGES), 'a plus in mailto is a plus').to.deep.include({ subject: '1+1' });
  });

  it('requires an address that is a URL for Url (bare domains get https, scripts are refused)', () => {
    expect(validateLink(form({ kind: 'url', url: '  ' }), context)).to.deep.equal({ url: LINK_MESSAGES.urlRequired });
    for (const bad of ['hello', 'javascript:alert(1)', 'data:text/html,x', 'http://', 'two words.com']) {
      expect(validateLink(form({ kind: 'url', url: bad }), context), bad).to.deep.equal({ url: LINK_MESSAGES.urlInvalid });
    }
    expect(validateLink(form({ kind: 'url', url: 'example.com/hours' }), context)).to.deep.equal({});
    expect(normalizeUrl(' https://example.com/a ')).to.equal('https://example.com/a');
    expect(normalizeUrl('example.com')).to.equal('https://example.com');
    expect(normalizeUrl('mailto:a@b.c')).to.equal('mailto:a@b.c');
    expect(normalizeUrl('tel:+15035550147')).to.equal('tel:+15035550147');
    expect(normalizeUrl('#pricing')).to.equal('#pricing');
    expect(normalizeUrl('/about')).to.equal('/about');
    expect(normalizeUrl('gallery.html')).to.equal('gallery.html');
    expect(normalizeUrl('javascript:alert(1)')).to.equal(null);
  });

  it('requires a page of the project, an anchor present in the page, both download fields, a valid e-mail and a subject', () => {
    expect(validateLink(form({ kind: 'page' }), context)).to.deep.equal({ pageId: LINK_MESSAGES.pageRequired });
    expect(validateLink(form({ kind: 'page', pageId: 'gone000001' }), context)).to.deep.equal({ pageId: LINK_MESSAGES.pageRequired });
    expect(validateLink(form({ kind: 'page', pageId: 'menu000001' }), context)).to.deep.equal({});
    expect(validateLink(form({ kind: 'anchor' }), context)).to.deep.equal({ anchor: LINK_MESSAGES.anchorRequired });
    expect(validateLink(form({ kind: 'anchor', anchor: 'elsewhere' }), context)).to.deep.equal({ anchor: LINK_MESSAGES.anchorRequired });
    expect(validateLink(form({ kind: 'anchor', anchor: 'story' }), context)).to.deep.equal({});
    expect(validateLink(form({ kind: 'download' }), context)).to.deep.equal({
      downloadName: LINK_MESSAGES.downloadNameRequired,
      downloadUrl: LINK_MESSAGES.downloadUrlRequired,
    });
    expect(validateLink(form({ kind: 'download', downloadName: 'menu.pdf', downloadUrl: 'javascript:x' }), context)).to.deep.equal({ downloadUrl: LINK_MESSAGES.urlInvalid });
    expect(validateLink(form({ kind: 'email', email: 'not-an-address', subject: '' }), context)).to.deep.equal({
      email: LINK_MESSAGES.emailInvalid,
      subject: LINK_MESSAGES.subjectRequired,
    });
    for (const bad of ['a@b', '@b.co', 'a b@c.co', 'a@b.c']) expect(validateLink(form({ kind: 'email', email: bad, subject: 'Hi' }), context), bad).to.have.key('email');
    expect(validateLink(form({ kind: 'email', email: 'events@oliveandthyme.com', subject: 'Hi' }), context)).to.deep.equal({});
    expect(validateLink(form({ kind: 'unlink' }), context)).to.deep.equal({});
  });

  it('writes href, target (only for a new window) and download, and unlinks all three', () => {
    expect(buildLink(form({ kind: 'url', url: 'example.com' }), PAGES)).to.deep.equal({ href: 'https://example.com', target: null, download: null, 'data-sw-page': null });
    expect(buildLink(form({ kind: 'url', url: 'https://a.co', target: 'new' }), PAGES)).to.deep.equal({ href: 'https://a.co', target: '_blank', download: null, 'data-sw-page': null });
    expect(buildLink(form({ kind: 'page', pageId: 'book000001' }), PAGES)).to.deep.equal({ href: 'book-a-table.html', target: null, download: null, 'data-sw-page': 'book000001' });
    expect(buildLink(form({ kind: 'anchor', anchor: 'story' }), PAGES)).to.deep.equal({ href: '#story', target: null, download: null, 'data-sw-page': null });
    expect(buildLink(form({ kind: 'download', downloadName: ' menu.pdf ', downloadUrl: '/storage/menu.pdf' }), PAGES)).to.deep.equal({
      href: '/storage/menu.pdf',
      target: null,
      download: 'menu.pdf',
      'data-sw-page': null,
    });
    expect(buildLink(form({ kind: 'email', email: 'events@example.com', subject: 'Private dining & wine?' }), PAGES)).to.deep.equal({
      href: 'mailto:events@example.com?subject=Private%20dining%20%26%20wine%3F',
      target: null,
      download: null,
      'data-sw-page': null,
    });
    expect(buildLink(form({ kind: 'unlink' }), PAGES)).to.deep.equal({ href: null, target: null, download: null, 'data-sw-page': null });
  });

  it('knows a page link by the page it names, whatever its href says after a slug change', () => {
    expect(parseLink({ href: 'old-slug.html', 'data-sw-page': 'team000001' }, PAGES)).to.deep.include({ kind: 'page', pageId: 'team000001' });
    expect(parseLink({ href: 'menu.html', 'data-sw-page': 'gone000001' }, PAGES), 'a deleted page: the href decides').to.deep.include({ kind: 'page', pageId: 'menu000001' });
    expect(buildLink(form({ kind: 'url', url: 'https://a.co' }), PAGES)['data-sw-page'], 'another variant drops the page id').to.equal(null);
  });

  it('reads back what it writes', () => {
    const cases: Partial<LinkForm>[] = [
      { kind: 'url', url: 'https://example.com/x?y=1', target: 'new' },
      { kind: 'page', pageId: 'team000001' },
      { kind: 'page', pageId: 'home000001', target: 'new' },
      { kind: 'anchor', anchor: 'contact' },
      { kind: 'download', downloadName: 'menu.pdf', downloadUrl: 'https://cdn.example.com/menu.pdf' },
      { kind: 'email', email: 'a@example.com', subject: 'Table for 2 + dog, please' },
    ];
    for (const patch of cases) {
      const built = buildLink(form(patch), PAGES);
      const attrs = Object.fromEntries(Object.entries(built).filter(([, value]) => value !== null)) as Record<string, string>;
      expect(parseLink(attrs, PAGES), JSON.stringify(patch)).to.deep.equal(form(patch));
    }
  });
});
