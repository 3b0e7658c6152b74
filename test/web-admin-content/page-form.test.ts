import { expect } from 'chai';
import { pageFormValues, pagePayload, publicPagePath, slugFromTitle } from '../../web/src/features/admin/pages/page-form.ts';
import { editorHtml, normalizeLinkHref } from '../../web/src/ui/rich-text/rich-text-html.ts';

// The custom page form: what the rich-text editor's markup, a typed link and the slug become.
describe('admin custom page form', () => {
  it('treats an empty editor as an empty body', () => {
    expect(editorHtml('<p></p>')).to.equal('');
    expect(editorHtml('<p></p><p> </p>')).to.equal('');
    expect(editorHtml('<h2>About</h2><p></p>')).to.equal('<h2>About</h2><p></p>');
  });

  it('adds https:// to a typed web address and leaves other links alone', () => {
    expect(normalizeLinkHref('example.com/team')).to.equal('https://example.com/team');
    expect(normalizeLinkHref(' https://example.com ')).to.equal('https://example.com');
    expect(normalizeLinkHref('mailto:hello@example.com')).to.equal('mailto:hello@example.com');
    expect(normalizeLinkHref('/pricing')).to.equal('/pricing');
    expect(normalizeLinkHref('#team')).to.equal('#team');
    expect(normalizeLinkHref('   ')).to.equal('');
  });

  it('suggests the slug the server makes from the title', () => {
    expect(slugFromTitle('About Us!')).to.equal('about-us');
    expect(slugFromTitle('Café & Crème')).to.equal('cafe-creme');
    expect(slugFromTitle('2024')).to.equal('page-2024');
    expect(slugFromTitle('!!!')).to.equal('page');
  });

  it('sends an empty slug as null so the server makes one, and trims the rest', () => {
    const values = { ...pageFormValues(null), title: '  About ', body: '<p>Hi</p>', seo: { title: ' SEO ', description: '' } };
    expect(pagePayload(values)).to.deep.equal({ title: 'About', slug: null, body: '<p>Hi</p>', seo: { title: 'SEO', description: '' }, hide_nav: false });
    expect(pagePayload({ ...values, slug: ' About-Us ' }).slug).to.equal('about-us');
  });

  it('starts editing from the saved page, missing SEO fields as empty', () => {
    const page = { id: 3, title: 'About', slug: 'about', body: '<p>x</p>', seo: {}, hide_nav: true, created_at: '', updated_at: '' };
    expect(pageFormValues(page)).to.deep.equal({ title: 'About', slug: 'about', body: '<p>x</p>', seo: { title: '', description: '' }, hide_nav: true });
  });

  it('previews a page at its public address', () => {
    expect(publicPagePath('about')).to.equal('/pages/about');
  });
});
