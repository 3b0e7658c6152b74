import { expect } from 'chai';
import { parse } from 'parse5';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { EMPTY_DOC, makePage, ProjectsClient } from './support/projects.ts';

const SDK = 'https://cdn.omelette.app/sdk/v1/waitlist.js';
const WIDGET =
  '<div class="sw-widget sw-widget-omelette" data-sw-widget="omelette" data-id="wdgt000001" data-waitlist="w1" data-title="Join us">' +
  '<script src="https://evil.example.net/steal.js" data-id="scrpt00001"></script>' +
  `<script src="${SDK}" async data-id="scrpt00002"></script>` +
  '</div>';

describe('GET /api/v1/projects/{id}/pages/{pageId}/preview', () => {
  let app: TestApp;
  let owner: ProjectsClient;
  let stranger: ProjectsClient;
  let projectId: number;
  let pageId: string;

  before(async () => {
    app = await startTestApp();
    owner = await ProjectsClient.signedIn(app);
    stranger = await ProjectsClient.signedIn(app);
    const project = await owner.create('Preview me');
    projectId = project.id;
    const page = makePage({
      name: 'Home',
      html: `<section data-id="sectn00001" class="hero"><h1 data-id="headn00001">Hello &amp; welcome</h1>${WIDGET}</section><script data-id="scrpt00003">alert(1)</script>`,
      doc: {
        ...EMPTY_DOC,
        title: 'Home page',
        description: 'About us',
        css: '.hero { color: red; }',
        js: '<script src="http://cdn.example.com/x.js"></script><script src="https://tracker.example.org/t.js"></script>',
        ogImage: 'https://img.example.com/og.png',
        styles: [{ selector: '.hero', breakpoint: 'mobile', declarations: { 'font-family': 'Lora, serif' } }],
      },
    });
    pageId = page.id;
    const saved = await owner.save(projectId, { version: project.version, pages: [page] });
    expect(saved.statusCode, saved.payload).to.equal(200);
  });
  after(() => app.stop());
  afterEach(() => setSetting('editor.script_allowlist', [SDK]));

  const url = () => `/api/v1/projects/${projectId}/pages/${pageId}/preview`;

  it('answers the owner with a full HTML document under a CSP that allows only the runtime and the allowlist', async () => {
    const response = await owner.request('GET', url());
    expect(response.statusCode, response.payload).to.equal(200);
    expect(response.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(response.headers['cache-control']).to.contain('no-store');
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).to.deep.equal(["'self'", SDK]);
    expect(directives['default-src']).to.deep.equal(["'none'"]);
    expect(directives.sandbox).to.include('allow-scripts').and.not.include('allow-same-origin');

    const html = response.payload;
    expect(html.startsWith('<!doctype html>')).to.equal(true);
    expect(html).to.contain('<title>Home page</title>');
    expect(html).to.contain('<meta name="description" content="About us">');
    expect(html).to.contain('<meta property="og:image" content="https://img.example.com/og.png">');
    expect(html).to.contain('<link rel="stylesheet" href="/site-assets/site.css">');
    expect(html).to.contain('<link rel="stylesheet" href="/site-assets/icons.css">');
    expect(html).to.contain('<link rel="stylesheet" href="/site-assets/fonts/lora.css">');
    expect(html).to.match(/@media \(max-width: 479px\) \{\s*\.hero \{ font-family: Lora, serif; \}/);
    expect(html).to.contain('.hero { color: red; }');
    expect(html).to.contain('<h1>Hello &amp; welcome</h1>');
    expect(html).to.contain('<script src="/site-assets/widgets.js"></script>');
  });

  it('strips every data-id and keeps the widget with its data attributes', async () => {
    const html = (await owner.request('GET', url())).payload;
    expect(html).to.not.contain('data-id');
    expect(html).to.contain('<div class="sw-widget sw-widget-omelette" data-sw-widget="omelette" data-waitlist="w1" data-title="Join us">');
  });

  it('replaces blocked scripts with notices carrying the policy messages and srcs, and keeps the allowed SDK', async () => {
    const html = (await owner.request('GET', url())).payload;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).to.deep.equal([`<script src="${SDK}" async>`, '<script src="/site-assets/widgets.js">']);
    const notices = [...html.matchAll(/<span class="sw-script-blocked"[^>]*><strong>([^<]+)<\/strong>(?: <code>([^<]+)<\/code>)?/g)].map((m) => [m[1], m[2] ?? null]);
    expect(notices).to.deep.equal([
      ['Blocked untrusted script', 'https://evil.example.net/steal.js'],
      ['Blocked inline script', null],
      ['Blocked non-HTTPS script', 'http://cdn.example.com/x.js'],
      ['Blocked untrusted script', 'https://tracker.example.org/t.js'],
    ]);
    // A browser reads the document the same way: no script element besides the two allowed.
    const document = parse(html);
    const found: string[] = [];
    const walk = (node: { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: unknown[] }) => {
      if (node.nodeName === 'script') found.push(node.attrs!.find((a) => a.name === 'src')!.value);
      for (const child of (node.childNodes ?? []) as (typeof node)[]) walk(child);
    };
    walk(document as never);
    expect(found).to.deep.equal([SDK, '/site-assets/widgets.js']);
  });

  it('follows the allowlist setting: an emptied list blocks the SDK too and leaves it out of the CSP', async () => {
    await setSetting('editor.script_allowlist', []);
    const response = await owner.request('GET', url());
    expect(String(response.headers['content-security-policy'])).to.contain("script-src 'self';");
    expect(response.payload).to.contain(`<strong>Blocked untrusted script</strong> <code>${SDK}</code>`);
  });

  it('puts allowlisted URLs in the CSP without their query, and leaves out entries that are not https or would break it', async () => {
    await setSetting('editor.script_allowlist', [`${SDK}?v=2`, 'http://cdn.example.com/x.js', "https://a.example.com/x.js';script-src *"]);
    const csp = String((await owner.request('GET', url())).headers['content-security-policy']);
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).to.equal(`script-src 'self' ${SDK}`);
  });

  it('publishes the allowlist to the editor in the bootstrap data', async () => {
    const response = await owner.request('GET', '/api/v1/bootstrap-data');
    expect((response.result as { data: { settings: { editor: unknown } } }).data.settings.editor).to.deep.equal({ script_allowlist: [SDK] });
  });

  it('is for the owner only: a stranger gets 404, a visitor 401, an unknown page 404', async () => {
    expect((await stranger.request('GET', url())).statusCode).to.equal(404);
    expect((await app.server.inject({ method: 'GET', url: url() })).statusCode).to.equal(401);
    const missing = await owner.request('GET', `/api/v1/projects/${projectId}/pages/zzzzzzzzzz/preview`);
    expect(missing.statusCode).to.equal(404);
    expect(JSON.parse(missing.payload).message).to.equal('Page not found');
    expect((await owner.request('GET', `/api/v1/projects/${projectId}/pages/bad/preview`)).statusCode).to.equal(400);
  });

  it('serves the widget runtime as a script', async () => {
    const response = await app.server.inject('/site-assets/widgets.js');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^application\/javascript|^text\/javascript/);
    expect(response.payload).to.contain('data-sw-widget');
  });
});
