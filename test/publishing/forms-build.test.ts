import { expect } from 'chai';
import { parse, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import type { PageDoc, ProjectPage } from '../../common/editor/types.ts';
import { FORM_HONEYPOT_FIELD, FORM_STARTED_FIELD } from '../../common/forms.ts';
import { buildSite } from '../../server/modules/publishing/build/site.ts';
import { findSiteTemplate } from '../../server/modules/templates/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { fileText, validationErrors } from './support/built-site.ts';

// The publisher's form step: every form of a published page posts to the site's own host, carries
// the spam trap and the fill-time field, loses the owner's settings attributes, and the deploy
// gets the list of forms its host accepts.

const SITE_URL = 'http://bistro.localhost:3000';
const DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

const CONTACT_FORM =
  '<section data-id="sect000001"><h2 data-id="head000001">Book a table</h2>' +
  '<form data-id="form000001" class="booking" method="get" action="/api/v1/forms/submit" data-sw-form-name="Booking" data-sw-thanks="page:page000002" data-sw-webhook="https://hooks.example.com/in">' +
  '<label data-id="labl000001" for="bk-name">Name</label><input data-id="inpt000001" id="bk-name" type="text" name="name" required="">' +
  '<label data-id="labl000002" for="bk-mail">E-mail</label><input data-id="inpt000002" id="bk-mail" type="email" name="email" required="">' +
  '<button data-id="bttn000001" type="submit">Book</button></form></section>';

function page(id: string, name: string, html: string, doc: Partial<PageDoc> = {}): ProjectPage {
  return { id, name, html, doc: { ...DOC, title: name, description: `About ${name}`, ...doc } };
}

function elements(html: string, tag: string): P5.Element[] {
  const found: P5.Element[] = [];
  const walk = (node: P5.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === tag) found.push(child);
      walk(child);
    }
  };
  walk(parse(html));
  return found;
}

const attr = (element: P5.Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;

describe('publishing forms (publishing/build/forms.ts)', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const pages = () => [page('page000001', 'Home', CONTACT_FORM), page('page000002', 'Thanks', '<h1 data-id="head000002">Thank you</h1>', { slug: 'thanks', lang: 'de' })];
  const build = (input: ProjectPage[], captcha: Parameters<typeof buildSite>[1]['captcha'] = null) =>
    buildSite(app.ctx, { project: { name: 'Bistro', slug: 'bistro', pages: input }, siteUrl: SITE_URL, allowlist: [], captcha });

  it('points every form at the site host, without the settings attributes, with the spam trap and the fill-time field', async () => {
    const site = await build(pages());
    const html = fileText(site, 'index.html');
    const [form] = elements(html, 'form');
    expect(attr(form, 'method')).to.equal('post');
    expect(attr(form, 'action')).to.equal('/_forms/form000001');
    expect(attr(form, 'class'), 'other attributes stay').to.equal('booking');
    expect(html).not.to.match(/data-sw-form-name|data-sw-thanks|data-sw-webhook|hooks\.example\.com|data-id=/);

    const trap = elements(html, 'input').find((input) => attr(input, 'name') === FORM_HONEYPOT_FIELD)!;
    expect(attr(trap, 'tabindex')).to.equal('-1');
    expect(attr(trap, 'autocomplete')).to.equal('off');
    const label = trap.parentNode as P5.Element;
    const wrapper = label.parentNode as P5.Element;
    expect(attr(wrapper, 'aria-hidden')).to.equal('true');
    expect(attr(wrapper, 'style'), 'out of sight, not display:none').to.contain('position:absolute').and.not.contain('display:none');
    const started = elements(html, 'input').find((input) => attr(input, 'name') === FORM_STARTED_FIELD)!;
    expect(attr(started, 'type')).to.equal('hidden');

    const scripts = elements(html, 'script').map((script) => attr(script, 'src'));
    expect(scripts).to.have.length(1);
    expect(scripts[0]).to.match(/^assets\/forms\.[0-9a-f]{10}\.js$/);
    expect(fileText(site, scripts[0]!)).to.contain('_sw_started');
    expect(elements(fileText(site, 'thanks.html'), 'script'), 'a page without a form loads no forms runtime').to.deep.equal([]);
    expect(await validationErrors(site)).to.deep.equal([]);
  });

  it('lists the forms the deploy serves, with where each thanks leads', async () => {
    const site = await build(pages());
    expect(site.forms).to.deep.equal([
      {
        id: 'form000001',
        name: 'Booking',
        pageId: 'page000001',
        pageName: 'Home',
        fields: [
          { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 5000 },
          { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 5000 },
        ],
        thanks: { kind: 'page', pageId: 'page000002' },
        webhook: 'https://hooks.example.com/in',
        pagePath: '/',
        lang: 'en',
        thanksPath: '/thanks.html',
        captcha: null,
      },
    ]);
  });

  it('leaves a form sent to another service as written, and takes none of its answers in', async () => {
    const outside =
      '<form data-id="form000009" method="post" action="https://formspree.io/f/abc"><input data-id="inpt000009" type="email" name="email">' +
      '<button data-id="bttn000009" type="submit">Subscribe</button></form>';
    const site = await build([page('page000001', 'Home', outside + CONTACT_FORM)]);
    const [theirs, ours] = elements(fileText(site, 'index.html'), 'form');
    expect(attr(theirs, 'action')).to.equal('https://formspree.io/f/abc');
    expect(elements(fileText(site, 'index.html'), 'input').filter((input) => attr(input, 'name') === FORM_HONEYPOT_FIELD)).to.have.length(1);
    expect(attr(ours, 'action')).to.equal('/_forms/form000001');
    expect(site.forms.map((form) => form.id)).to.deep.equal(['form000001']);
  });

  it('builds the same bytes twice', async () => {
    const first = await build(pages());
    const second = await build(structuredClone(pages()));
    expect(second.files.map((file) => [file.path, file.hash])).to.deep.equal(first.files.map((file) => [file.path, file.hash]));
    expect(second.forms).to.deep.equal(first.forms);
  });

  it('adds the site captcha widget before the submit button, and its provider script', async () => {
    const site = await build(pages(), { provider: 'turnstile', siteKey: 'site-key-1' });
    const html = fileText(site, 'index.html');
    expect(html).to.contain('<div class="cf-turnstile" data-sitekey="site-key-1"></div><button type="submit">Book</button>');
    expect(elements(html, 'script').map((script) => attr(script, 'src'))).to.include('https://challenges.cloudflare.com/turnstile/v0/api.js');
    expect(site.forms[0].captcha).to.equal('turnstile');
  });

  it('rewrites the starter templates’ forms, which still validate', async () => {
    const template = await findSiteTemplate('restaurant');
    const site = await build(template!.pages);
    const reservations = site.files.find((file) => file.path.startsWith('reservations'))!;
    const [form] = elements(reservations.body.toString('utf8'), 'form');
    expect(attr(form, 'action')).to.match(/^\/_forms\/[A-Za-z0-9_-]{1,10}$/);
    expect(site.forms.find((candidate) => candidate.id === attr(form, 'action')!.slice('/_forms/'.length))!.fields.map((field) => field.label)).to.include('Name');
    expect(await validationErrors(site)).to.deep.equal([]);
  });
});
