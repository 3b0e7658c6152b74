import { expect } from 'chai';
import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { MAX_PAGE_BYTES } from '../../common/constants.ts';
import type { GenerationRecord } from '../../common/ai/generations.ts';
import type { SitePart } from '../../common/editor/parts.ts';
import type { Project, ProjectPage } from '../../common/editor/types.ts';
import { ProjectPart } from '../../server/modules/projects/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { bodyOf, makePage, pageId, ProjectsClient } from './support/projects.ts';

interface Element {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  /** Inside a menu that follows the page list. */
  inMenu: boolean;
}

/** Every element of some markup in document order, attributes as a record, text content included. */
function elements(html: string): Element[] {
  const out: Element[] = [];
  const text = (node: P5.ChildNode): string =>
    node.nodeName === '#text' ? (node as P5.TextNode).value : 'childNodes' in node ? (node as P5.Element).childNodes.map(text).join('') : '';
  const walk = (nodes: P5.ChildNode[], inMenu: boolean) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const attrs = Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value]));
      out.push({ tag: node.tagName, attrs, text: text(node), inMenu });
      walk(node.childNodes, inMenu || attrs['data-sw-menu'] === 'pages');
    }
  };
  walk(parseFragment(html).childNodes, false);
  return out;
}

function menuOf(page: ProjectPage): string[] {
  return elements(page.html)
    .filter((node) => node.tag === 'a' && node.inMenu)
    .map((link) => `${link.text} ${link.attrs.href}${link.attrs['aria-current'] ? ' (current)' : ''}`);
}

function headerText(page: ProjectPage): string | null {
  return elements(page.html).find((node) => node.tag === 'header')?.text ?? null;
}

const HEADER_ID = 'siteHeader';

function header(tagline: string, version?: number): SitePart {
  return {
    id: HEADER_ID,
    name: 'Header',
    kind: 'header',
    html:
      `<header data-id="hdr0000001" class="sw-hdr0000001" data-sw-part="${HEADER_ID}"><strong data-id="tag0000001">${tagline}</strong>` +
      `<ul data-id="nav0000001" data-sw-menu="pages"><li data-id="nli0000001"><a data-id="nav0000002" class="nav-link" href="index.html">Home</a></li></ul></header>`,
    styles: [{ selector: '.sw-hdr0000001', breakpoint: 'all', declarations: { background: 'navy' } }],
    ...(version ? { version } : {}),
  };
}

/** A page holding the header instance as the editor saves it: the copy it had when it was last edited. */
function pageWithHeader(overrides: Partial<ProjectPage>): ProjectPage {
  return makePage({
    ...overrides,
    html: `<header data-id="hdr0000001" class="sw-hdr0000001" data-sw-part="${HEADER_ID}"><strong data-id="tag0000001">stale copy</strong></header>${overrides.html ?? '<section data-id="sec0000001">Body</section>'}`,
  });
}

describe('Site-wide parts in the projects API', function () {
  this.timeout(60_000);
  let app: TestApp;
  let client: ProjectsClient;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
    client = await ProjectsClient.signedIn(app);
  });
  after(() => app.stop());

  /** A project with Home, Menu and Contact (which opted out of the header), saved with the header part. */
  async function siteWithHeader(): Promise<{ project: Project; pages: ProjectPage[] }> {
    const project = await client.create('Parts site');
    const pages = [
      pageWithHeader({ name: 'Home' }),
      pageWithHeader({ name: 'Menu', doc: { title: '', description: '', css: '', js: '', headLinks: [], fonts: [], slug: 'menu' } }),
      makePage({ name: 'Contact' }),
    ];
    const response = await client.save(project.id, { version: 1, pages, parts: [header('Fresh bread daily')] } as never);
    expect(response.statusCode, response.payload.slice(0, 500)).to.equal(200);
    return { project: (response.result as { project: Project }).project, pages };
  }

  it('saves a part with the pages and answers with every page expanded: the part edited once shows on each page using it', async () => {
    const { project: saved } = await siteWithHeader();
    expect(saved.version).to.equal(2);
    expect(saved.parts).to.deep.equal([{ ...header('Fresh bread daily'), version: 2 }]);
    const [home, menu, contact] = saved.pages!;
    expect(headerText(home)).to.match(/^Fresh bread daily/);
    expect(headerText(menu)).to.match(/^Fresh bread daily/);
    expect(headerText(contact), 'a page that opted out stays without the header').to.equal(null);
    expect(home.doc.styles, "the part's style rules come with it").to.deep.include({ selector: '.sw-hdr0000001', breakpoint: 'all', declarations: { background: 'navy' } });

    // Edited on one page only: every page shows the new header on the next read.
    const edited = await client.save(saved.id, { version: 2, pages: saved.pages!.map(({ id, version }) => ({ id, version })), parts: [header('Now open on Sundays', 2)] } as never);
    expect(edited.statusCode, edited.payload.slice(0, 300)).to.equal(200);
    const reread = await client.get(saved.id);
    expect(reread.parts![0]).to.include({ version: 3 });
    expect(reread.pages!.slice(0, 2).map(headerText)).to.deep.equal(['Now open on SundaysHomeMenuContact', 'Now open on SundaysHomeMenuContact']);
    expect(headerText(reread.pages![2])).to.equal(null);
  });

  it('lists the pages in the menu in page order, by name, without hidden pages, the current one marked', async () => {
    const { project, pages } = await siteWithHeader();
    expect(menuOf(project.pages![1])).to.deep.equal(['Home index.html', 'Menu menu.html (current)', 'Contact contact.html']);

    const hidden = { ...pages[2], doc: { ...pages[2].doc, hideFromMenu: true } };
    const renamed = { ...pages[1], name: 'Our food' };
    const response = await client.save(project.id, { version: project.version, pages: [renamed, pages[0], hidden] });
    expect(response.statusCode, response.payload.slice(0, 300)).to.equal(200);
    const after = await client.get(project.id);
    expect(menuOf(after.pages![1])).to.deep.equal(['Our food menu.html', 'Home home.html (current)']);
    expect(menuOf(after.pages![0]), 'the home page moved: its link follows').to.deep.equal(['Our food menu.html (current)', 'Home home.html']);
  });

  it('keeps links between pages working when a slug changes', async () => {
    const project = await client.create('Slugs');
    const about = makePage({ name: 'About', doc: { title: '', description: '', css: '', js: '', headLinks: [], fonts: [], slug: 'about' } });
    const home = makePage({ name: 'Home', html: `<p data-id="p000000001"><a data-id="a000000001" href="about.html" data-sw-page="${about.id}">About us</a></p>` });
    const saved = await client.saveOk(project.id, 1, [home, about]);
    const moved = { ...about, doc: { ...about.doc, slug: 'our-story' } };
    const after = await client.saveOk(project.id, saved.version, [home, moved]);
    expect(elements(after.pages![0].html).find((node) => node.tag === 'a')!.attrs.href).to.equal('our-story.html');
  });

  it('refuses a part changed elsewhere since the copy the save is based on with 409 and the current project', async () => {
    const { project } = await siteWithHeader();
    const kept = project.pages!.map(({ id, version }) => ({ id, version }));
    const tabA = await client.save(project.id, { version: project.version, pages: kept, parts: [header('From tab A', 2)] } as never);
    expect(tabA.statusCode).to.equal(200);
    const tabB = await client.save(project.id, { version: project.version, pages: kept, parts: [header('From tab B', 2)] } as never);
    expect(tabB.statusCode).to.equal(409);
    const body = bodyOf<{ message: string; project: Project; parts: string[] }>(tabB);
    expect(body.message).to.equal('This project was changed elsewhere.');
    expect(body.parts).to.deep.equal([HEADER_ID]);
    expect(headerText(body.project.pages![0])).to.match(/^From tab A/);
    expect(headerText((await client.get(project.id)).pages![0])).to.match(/^From tab A/);
  });

  it('detaches a second instance of a part on one page, and leaves the instances of a deleted part as plain markup', async () => {
    const { project, pages } = await siteWithHeader();
    const twice = { ...pages[0], html: `${pages[0].html}<header data-id="hdr0000002" data-sw-part="${HEADER_ID}">Second</header>` };
    const saved = await client.saveOk(project.id, project.version, [twice, pages[1], pages[2]]);
    const headers = elements(saved.pages![0].html).filter((node) => node.tag === 'header');
    expect(headers.map((node) => [node.attrs['data-sw-part'] ?? null, node.text.startsWith('Fresh') || node.text])).to.deep.equal([
      [HEADER_ID, true],
      [null, 'Second'],
    ]);

    const deleted = await client.save(project.id, { version: saved.version, pages: saved.pages!.map(({ id, version }) => ({ id, version })), deleted_parts: [HEADER_ID] } as never);
    expect(deleted.statusCode, deleted.payload.slice(0, 300)).to.equal(200);
    const after = (deleted.result as { project: Project }).project;
    expect(after.parts).to.deep.equal([]);
    const first = elements(after.pages![1].html)[0];
    expect(first.tag).to.equal('header');
    expect(first.attrs).not.to.have.property('data-sw-part');
    expect(first.text, 'the page keeps the copy it had').to.equal('stale copy');
  });

  it('refuses parts that are not one element, too large, or malformed, with the error shape and nothing saved', async () => {
    const project = await client.create('Bad parts');
    const pages = [makePage({ name: 'Home' })];
    const notOne = await client.save(project.id, { version: 1, pages, parts: [{ ...header('x'), html: '<header></header><footer></footer>' }] } as never);
    expect(notOne.statusCode).to.equal(422);
    expect(bodyOf(notOne)).to.deep.equal({
      message: 'A shared part must be exactly one element.',
      errors: { 'parts.0.html': 'A shared part must be exactly one element.' },
    });
    const big = { ...header('x'), html: `<header>${'x'.repeat(MAX_PAGE_BYTES)}</header>` };
    const tooLarge = await client.save(project.id, { version: 1, pages, parts: [big] } as never);
    expect(tooLarge.statusCode).to.equal(413);
    expect(bodyOf<{ message: string }>(tooLarge).message).to.equal('The shared part "Header" is larger than 5 MB.');
    const badKind = await client.save(project.id, { version: 1, pages, parts: [{ ...header('x'), kind: 'sidebar' }] } as never);
    expect(badKind.statusCode).to.equal(400);
    expect(bodyOf<{ errors: Record<string, string> }>(badKind).errors).to.have.property('parts.0.kind');
    const badId = await client.save(project.id, { version: 1, pages, deleted_parts: ['../etc'] } as never);
    expect(badId.statusCode).to.equal(400);
    expect((await client.get(project.id)).version).to.equal(1);
    expect(await ProjectPart.count({ where: { project_id: project.id } })).to.equal(0);
  });

  it('copies the parts with a duplicated project and removes them with a deleted one', async () => {
    const { project } = await siteWithHeader();
    const response = await client.request('POST', `/api/v1/projects/${project.id}/duplicate`);
    expect(response.statusCode).to.equal(201);
    const copy = (response.result as { project: Project }).project;
    expect(copy.parts!.map(({ version: _version, ...part }) => part)).to.deep.equal([header('Fresh bread daily')]);
    expect(copy.pages!.map(headerText)).to.deep.equal(project.pages!.map(headerText));

    expect((await client.request('DELETE', `/api/v1/projects/${copy.id}`)).statusCode).to.equal(200);
    expect(await ProjectPart.count({ where: { project_id: copy.id } })).to.equal(0);
    expect(await ProjectPart.count({ where: { project_id: project.id } })).to.equal(1);
  });

  it('starts a site from a starter template with a shared header and footer on every page and a menu that follows the pages', async () => {
    const project = await client.create('My portfolio', { templateSlug: 'portfolio' });
    expect(project.parts!.map((part) => part.kind)).to.deep.equal(['header', 'footer']);
    const [headerPart, footerPart] = project.parts!;
    for (const page of project.pages!) {
      const all = elements(page.html);
      expect(all[0].attrs['data-sw-part'], page.name).to.equal(headerPart.id);
      expect(all.filter((node) => node.attrs['data-sw-part'] === footerPart.id), page.name).to.have.length(1);
    }
    expect(menuOf(project.pages![1])).to.deep.equal(['Work index.html', 'About about.html (current)', 'Contact contact.html']);

    // A page added later appears in every page's menu.
    const added = makePage({ name: 'Journal', html: `<nav data-id="${pageId()}" data-sw-part="${headerPart.id}"></nav>` });
    const saved = await client.saveOk(project.id, 1, [...project.pages!, added]);
    for (const page of saved.pages!) expect(menuOf(page).map((item) => item.replace(' (current)', ''))).to.deep.equal(['Work index.html', 'About about.html', 'Contact contact.html', 'Journal journal.html']);
    expect(menuOf(saved.pages![3]).at(-1)).to.equal('Journal journal.html (current)');
  });

  it('gives every multi-page starter site but the blog (whose article is no menu entry) a header menu of its pages', async () => {
    for (const templateSlug of ['agency', 'event', 'landing-page', 'personal', 'restaurant', 'saas-product']) {
      const project = await client.create(`From ${templateSlug}`, { templateSlug });
      const names = project.pages!.map((page) => page.name);
      expect(menuOf(project.pages![0]).map((item) => item.split(' ')[0]), templateSlug).to.deep.equal(names.map((name) => name.split(' ')[0]));
      const renamed = project.pages!.map((page, index) => (index === 1 ? { ...page, name: 'Renamed' } : page));
      const saved = await client.saveOk(project.id, 1, renamed);
      expect(menuOf(saved.pages!.at(-1)!)[1], templateSlug).to.match(/^Renamed /);
    }
  });

  it('starts an AI-generated site with a shared header and footer and a menu that follows the pages', async () => {
    const started = await client.request('POST', '/api/v1/ai/generations', { prompt: 'a small bakery in Porto with opening hours', pages: 3 });
    expect(started.statusCode, started.payload).to.equal(202);
    const { generation } = started.result as { generation: GenerationRecord };
    const events = await client.request('GET', `/api/v1/ai/generations/${generation.id}/events`);
    const last = JSON.parse(events.payload.split('\n\n').filter((block) => block.startsWith('event: generation\n')).at(-1)!.split('data: ')[1]) as GenerationRecord;
    expect(last.status, last.error ?? '').to.equal('succeeded');
    const project = await client.get(last.project_id!);
    expect(project.parts!.map((part) => part.kind)).to.deep.equal(['header', 'footer']);
    for (const page of project.pages!) expect(elements(page.html).filter((node) => node.attrs['data-sw-part']), page.name).to.have.length(2);
    const menu = elements(project.pages![0].html).find((node) => node.attrs['data-sw-menu'] === 'pages');
    expect(menu, 'the navbar list follows the pages').to.not.equal(undefined);
  });
});
