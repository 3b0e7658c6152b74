import { expect } from 'chai';
import type { CollectionItem } from '../../common/collections.ts';
import type { PageDoc, Project, ProjectPage } from '../../common/editor/types.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import { createAppContext } from '../../server/context.ts';
import { Job } from '../../server/jobs/models.ts';
import { JobRunner } from '../../server/jobs/runner.ts';
import { enqueueJob, waitForJob } from '../../server/jobs/service.ts';
import { CollectionItemRow } from '../../server/modules/collections/models.ts';
import { RELEASE_JOB, REPUBLISH_JOB } from '../../server/modules/collections/publish-types.ts';
import { jobDefinitions, jobSchedules } from '../../server/modules/jobs.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { countingPuts } from '../publishing/support/deploys.ts';
import { siteHost, siteRequest, type SiteResponse } from '../publishing/support/site-http.ts';
import { ContentClient } from './support.ts';

// The blog on the published site, end to end: items written and published through the API, the
// site published by the publish job, every page read back from the site's own host.

const DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

const HOME = `<section data-id="homesect01"><h1 data-id="homehead01">Fresh from the oven</h1>
<div data-id="homelist01" data-sw-collection="posts" data-sw-per-page="2"><article data-id="homecard01" data-sw-card="">
<a data-id="homelink01" data-sw-href="url" data-sw-field="title" href="#">A post</a></article></div></section>`;

// The blog's template page: the post (shown on an item's page) and the list of all posts (on the list pages).
const BLOG = `<header data-id="blogheader"><a data-id="bloghome01" href="index.html">Home</a></header>
<main data-id="blogmain01">
<article data-id="blogpost01"><h1 data-id="blogtitle1" data-sw-field="title">Title</h1>
<p data-id="blogmeta01"><time data-id="blogdate01" data-sw-field="date">A date</time> by <span data-id="blogauth01" data-sw-field="author">Someone</span></p>
<div data-id="blogbody01" data-sw-field="body"><p>The text</p></div>
<ul data-id="blogtags01" data-sw-field="tags"><li>tag</li></ul></article>
<section data-id="bloglist01" data-sw-collection="posts" data-sw-per-page="2" data-sw-paginate="true">
<h2 data-id="bloglisth2">All posts</h2>
<div data-id="blogcard01" data-sw-card="" class="card"><h3 data-id="blogcardh3"><a data-id="blogcarda1" data-sw-href="url" data-sw-field="title" href="#">A post</a></h3>
<p data-id="blogcardp1" data-sw-field="excerpt">What it is about</p></div>
<div data-id="blogcard02" data-sw-card="" class="card">A sample card</div>
</section></main>`;

const pageOf = (id: string, name: string, html: string, doc: Partial<PageDoc> = {}): ProjectPage => ({ id, name, html, doc: { ...DOC, title: name, ...doc } });

/** The parts of an XML document, checked strictly: one root, every element closed in order, attributes quoted, only XML's entities. */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(raw: string): string {
  if (/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(raw)) throw new Error(`Bad character data: ${raw.slice(0, 80)}`);
  return raw.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (_m, name: string) =>
    name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : XML_ENTITIES[name],
  );
}

function parseXml(source: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(source);
  if (!declaration) throw new Error('No XML declaration');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;
  let position = declaration[0].length;
  while (position < source.length) {
    const next = source.indexOf('<', position);
    const text = source.slice(position, next < 0 ? source.length : next);
    stack[stack.length - 1].text += xmlText(text);
    if (next < 0) break;
    tag.lastIndex = next;
    const match = tag.exec(source);
    if (!match) throw new Error(`Bad markup at ${next}: ${source.slice(next, next + 60)}`);
    const [whole, closing, name, attributes, selfClosing] = match;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
    } else {
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      for (const attribute of attributes.matchAll(/([A-Za-z_][\w:.-]*)="([^"]*)"/g)) element.attributes[attribute[1]] = xmlText(attribute[2]);
      stack[stack.length - 1].children.push(element);
      if (!selfClosing) stack.push(element);
    }
    position = next + whole.length;
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (root.children.length !== 1 || root.text.trim()) throw new Error('Not one root element');
  return root.children[0];
}

const child = (element: XmlElement, name: string) => element.children.find((candidate) => candidate.name === name);
const childText = (element: XmlElement, name: string) => child(element, name)?.text;

const attributeOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('collections on the published site', function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: ContentClient;

  before(async () => {
    app = await startTestApp({ listen: true });
    owner = await ContentClient.user(app);
  });
  after(() => app?.stop());

  const site = (project: Project, path: string) => siteRequest(app, siteHost(project.slug), path);
  const text = (response: SiteResponse) => response.body.toString('utf8');

  /** A project with a home page listing the latest posts, the blog's template page and an about page, the blog bound to it. */
  async function blogProject(name: string): Promise<Project> {
    const project = await owner.create(name);
    const pages = [
      pageOf('homepage01', 'Home', HOME),
      pageOf('blogpage01', 'Blog', BLOG, { slug: 'blog', description: 'News from the bakery' }),
      pageOf('aboutpage1', 'About', '<p data-id="aboutpara1">About us</p>', { slug: 'about' }),
    ];
    const saved = await owner.saveOk(project.id, project.version, pages);
    await owner.ok('PATCH', `${owner.collectionsUrl(project.id)}/posts`, { template_page_id: 'blogpage01' });
    return saved;
  }

  async function post(project: Project, body: Record<string, unknown>, publish: { at?: string } | null = {}): Promise<CollectionItem> {
    const item = await owner.createItem(project.id, body);
    if (!publish) return item;
    return owner.ok<CollectionItem>('POST', `${owner.itemsUrl(project.id)}/${item.id}/publish`, publish);
  }

  /** Publication dates are set to fixed days, so the order of the lists is known. */
  async function dated(item: CollectionItem, day: string): Promise<void> {
    await CollectionItemRow.update({ published_at: new Date(`${day}T09:00:00.000Z`) }, { where: { id: item.id } });
  }

  /** The rebuild the last change asked for, followed to its end. */
  async function rebuilt(project: Project): Promise<{ deploy: DeployRecord | null; changed_paths: string[] }> {
    const jobs = await Job.findAll({ where: { type: REPUBLISH_JOB }, order: [['id', 'DESC']] });
    const job = jobs.find((candidate) => (candidate.payload as { projectId: number }).projectId === project.id);
    expect(job, 'a rebuild was asked for').to.not.equal(undefined);
    const finished = await waitForJob(job!.id, { pollMs: 50 });
    expect(finished.status, finished.error ?? '').to.equal('succeeded');
    return finished.result as { deploy: DeployRecord | null; changed_paths: string[] };
  }

  it('publishes the blog with the site: list pages, item pages, tag and author pages, the feed and the sitemap; drafts and scheduled items stay off', async () => {
    const project = await blogProject('Crumb Bakery');
    const sourdough = await post(project, { title: 'Sourdough <basics>', slug: 'sourdough', body: '<p>Flour &amp; water.</p>', tags: ['Bread', 'How to'], values: { excerpt: 'Start a starter' } });
    const rye = await post(project, { title: 'Rye week', slug: 'rye-week', body: '<p>All rye.</p>', tags: ['Bread'], seo_title: 'Rye week at Crumb', seo_description: 'Seven days of rye.' });
    const cakes = await post(project, { title: 'Cakes are back', slug: 'cakes', body: '<p>Cakes.</p>', tags: ['Cakes'] });
    await dated(sourdough, '2024-01-10');
    await dated(rye, '2024-02-10');
    await dated(cakes, '2024-03-10');
    const draft = await post(project, { title: 'Secret recipe', slug: 'secret', body: '<p>Not yet.</p>', tags: ['Bread'] }, null);
    const scheduled = await post(project, { title: 'Coming soon', slug: 'soon', tags: ['Bread'] }, { at: new Date(Date.now() + 24 * 3600 * 1000).toISOString() });
    expect(scheduled.status).to.equal('scheduled');

    await owner.publish(project.id, { prod: true });

    // The list: newest first, two a page, numbered pages with links between them.
    const list = text(await site(project, '/blog/'));
    expect(list.indexOf('Cakes are back')).to.be.greaterThan(-1);
    expect(list.indexOf('Cakes are back')).to.be.lessThan(list.indexOf('Rye week'));
    expect(list).not.to.contain('Sourdough');
    expect(list).not.to.contain('A sample card');
    expect(list).to.contain('<link rel="canonical" href="http://crumb-bakery.localhost:0/blog/">');
    expect(list).to.contain('<link rel="next" href="http://crumb-bakery.localhost:0/blog/page/2/">');
    expect(list).to.match(/<a class="btn btn-light" rel="next" href="\/blog\/page\/2\/">/);
    expect(list, 'the post itself shows on item pages only').not.to.contain('<h1>Title</h1>');
    const second = text(await site(project, '/blog/page/2/'));
    expect(second).to.contain('Sourdough &lt;basics&gt;');
    expect(second).to.contain('<link rel="canonical" href="http://crumb-bakery.localhost:0/blog/page/2/">');
    expect(second).to.contain('<link rel="prev" href="http://crumb-bakery.localhost:0/blog/">');
    expect(second).to.contain('Start a starter');
    expect((await site(project, '/blog/page/3/')).status).to.equal(404);
    // The page's own address (its menu link) shows the first list page, named canonical under /blog/.
    expect(text(await site(project, '/blog'))).to.contain('<link rel="canonical" href="http://crumb-bakery.localhost:0/blog/">');

    // An item's page: its title, SEO fields, Open Graph and Article data, its tags linking to their pages.
    const item = text(await site(project, '/blog/rye-week/'));
    expect(item).to.contain('<title>Rye week at Crumb</title>');
    expect(item).to.contain('<meta name="description" content="Seven days of rye.">');
    expect(item).to.contain('<meta property="og:type" content="article">');
    expect(item).to.contain('<link rel="canonical" href="http://crumb-bakery.localhost:0/blog/rye-week/">');
    expect(item).to.contain('<h1>Rye week</h1>');
    expect(item).to.contain('<p>All rye.</p>');
    expect(item).to.contain('<time datetime="2024-02-10T09:00:00.000Z">February 10, 2024</time>');
    expect(item).to.contain('href="/blog/tag/bread/"');
    expect(item, 'the list is for list pages').not.to.contain('All posts');
    const article = JSON.parse(attributeOf(item, /<script type="application\/ld\+json">(.*?)<\/script>/)!) as Record<string, unknown>;
    expect(article).to.include({ '@type': 'Article', headline: 'Rye week at Crumb', datePublished: '2024-02-10T09:00:00.000Z' });
    expect(article.author).to.deep.include({ name: owner.user.email.split('@')[0] });

    // Tag and author pages: the list page filtered.
    const bread = text(await site(project, '/blog/tag/bread/'));
    expect(bread).to.contain('Rye week');
    expect(bread).not.to.contain('Cakes are back');
    expect(bread).to.contain('<title>Bread - Blog</title>');
    const authorSlug = (await owner.item(project.id, rye.id)).author!.slug;
    const byAuthor = text(await site(project, `/blog/author/${authorSlug}/`));
    expect(byAuthor).to.contain('Cakes are back');

    // The home page lists the latest two and links to the feed.
    const home = text(await site(project, '/'));
    expect(home).to.match(/<a href="\/blog\/cakes\/">Cakes are back<\/a>/);
    expect(home).to.contain('<link rel="alternate" type="application/rss+xml" title="Posts - Crumb Bakery" href="http://crumb-bakery.localhost:0/blog/feed.xml">');
    expect(text(await site(project, '/about'))).to.contain('application/rss+xml');

    // The feed: valid RSS 2.0, newest first, each item with its link, guid, date and summary.
    const feedResponse = await site(project, '/blog/feed.xml');
    expect(feedResponse.status).to.equal(200);
    expect(feedResponse.headers['content-type']).to.match(/^application\/xml/);
    const rss = parseXml(text(feedResponse));
    expect(rss.name).to.equal('rss');
    expect(rss.attributes.version).to.equal('2.0');
    const channel = child(rss, 'channel')!;
    expect(childText(channel, 'title')).to.equal('Blog - Crumb Bakery');
    expect(childText(channel, 'link')).to.equal('http://crumb-bakery.localhost:0/blog/');
    expect(childText(channel, 'description')).to.equal('News from the bakery');
    const items = channel.children.filter((element) => element.name === 'item');
    expect(items.map((element) => childText(element, 'title'))).to.deep.equal(['Cakes are back', 'Rye week at Crumb', 'Sourdough <basics>']);
    const [first] = items;
    expect(childText(first, 'link')).to.equal('http://crumb-bakery.localhost:0/blog/cakes/');
    expect(child(first, 'guid')).to.deep.include({ text: 'http://crumb-bakery.localhost:0/blog/cakes/', attributes: { isPermaLink: 'true' } });
    expect(childText(first, 'pubDate')).to.equal('Sun, 10 Mar 2024 09:00:00 GMT');
    expect(childText(items[2], 'description')).to.equal('Start a starter');

    // The sitemap names every page of the blog, the template page by its list address.
    const sitemap = text(await site(project, '/sitemap.xml'));
    const locs = parseXml(sitemap).children.map((url) => childText(url, 'loc'));
    for (const path of ['', 'about.html', 'blog/', 'blog/page/2/', 'blog/cakes/', 'blog/rye-week/', 'blog/sourdough/', 'blog/tag/bread/', 'blog/tag/cakes/', `blog/author/${authorSlug}/`]) {
      expect(locs).to.include(`http://crumb-bakery.localhost:0/${path}`);
    }
    expect(locs).not.to.include('http://crumb-bakery.localhost:0/blog.html');

    // Nothing of the draft or the scheduled item, and no binding attribute on any page.
    for (const hidden of [draft, scheduled]) {
      expect((await site(project, `/blog/${hidden.slug}/`)).status).to.equal(404);
      expect(text(await site(project, '/blog/tag/bread/'))).not.to.contain(hidden.title);
      expect(text(feedResponse)).not.to.contain(hidden.title);
      expect(sitemap).not.to.contain(`/blog/${hidden.slug}/`);
    }
    for (const path of ['/', '/blog/', '/blog/page/2/', '/blog/cakes/', '/blog/tag/bread/']) expect(text(await site(project, path))).not.to.match(/data-sw-|data-id=/);
  });

  it('publishes no script an author wrote into a post, even one stored past the editor', async () => {
    const project = await blogProject('Safe Words');
    const item = await post(project, { title: 'Hello', slug: 'hello', body: '<p>Hi</p>' });
    await CollectionItemRow.update(
      { body: '<p>Hi</p><script>window.stolen = document.cookie</script><img src="/nothing.png" onerror="alert(1)"><a href="javascript:alert(2)">click</a><iframe src="https://evil.example/"></iframe>' },
      { where: { id: item.id } },
    );
    await owner.publish(project.id, { prod: true });
    const page = text(await site(project, '/blog/hello/'));
    expect(page).to.contain('<p>Hi</p>');
    expect(page).not.to.match(/stolen|onerror|javascript:|evil\.example/);
    expect(page.match(/<script\b[^>]*>/g) ?? []).to.deep.equal(['<script type="application/ld+json">']);
  });

  it('republishes only what an edit touches, as a new live deploy whose record lists the changed files', async () => {
    const project = await blogProject('Small Edits');
    const items: CollectionItem[] = [];
    for (const [i, tag] of ['Bread', 'Cakes', 'Bread', 'Cakes', 'Bread'].entries()) {
      items.push(await post(project, { title: `Post ${i + 1}`, slug: `post-${i + 1}`, body: `<p>Text ${i + 1}</p>`, tags: [tag] }));
      await dated(items[i], `2024-0${i + 1}-01`);
    }
    await owner.publish(project.id, { prod: true });
    const before = await owner.deploys(project.id);
    const untouched = await site(project, '/blog/post-1/');
    // A new design of the blog, saved but not published: the rebuild must not bring it out.
    const saved = await owner.get(project.id);
    const redesigned = saved.pages!.map((entry) => (entry.id === 'blogpage01' ? { ...entry, html: entry.html.replace('All posts', 'Unpublished design') } : entry));
    await owner.saveOk(project.id, saved.version, redesigned);

    // Post 4 (Cakes): on list page 1 (posts 5, 4), the Cakes tag page, the author page, the feed; not on the home page's two.
    const current = await owner.item(project.id, items[3].id);
    const { result, puts } = await countingPuts(async () => {
      const response = await owner.patchItem(project.id, current.id, { version: current.version, title: 'Post 4, corrected' });
      expect(response.statusCode, response.payload).to.equal(200);
      return rebuilt(project);
    });
    const authorSlug = current.author!.slug;
    const expected = ['blog/post-4/index.html', 'blog.html', 'blog/index.html', 'blog/tag/cakes/index.html', `blog/author/${authorSlug}/index.html`, 'blog/feed.xml', 'index.html'];
    expect(result.changed_paths).to.deep.equal(expected.sort());
    expect(puts.length, 'only the changed files are stored').to.equal(expected.length);

    const deploys = await owner.deploys(project.id);
    expect(deploys).to.have.length(before.length + 1);
    expect(deploys[0]).to.include({ number: before[0].number + 1, live: true, status: 'ready', message: 'Content: "Post 4, corrected"' });
    expect(deploys[0].changed_paths).to.deep.equal(expected.sort());
    expect(before[0].changed_paths, 'a whole publish lists none').to.equal(null);

    expect(text(await site(project, '/blog/post-4/'))).to.contain('<h1>Post 4, corrected</h1>');
    const cakes = text(await site(project, '/blog/tag/cakes/'));
    expect(cakes).to.contain('Post 4, corrected');
    expect(cakes).to.contain('All posts').and.not.to.contain('Unpublished design');
    const same = await site(project, '/blog/post-1/');
    expect(same.headers.etag, 'an untouched page keeps its bytes').to.equal(untouched.headers.etag);

    // Rolled back like any deploy: the old title is live again without a rebuild.
    const rollback = await owner.request('POST', `/api/v1/projects/${project.id}/deploys/${before[0].number}/live`);
    expect(rollback.statusCode, rollback.payload).to.equal(200);
    expect(text(await site(project, '/blog/post-4/'))).to.contain('<h1>Post 4</h1>');
  });

  it('waits for a publish under way, then builds on what went live', async () => {
    const project = await blogProject('Busy Site');
    const item = await post(project, { title: 'First', slug: 'first' });
    await owner.publish(project.id, { prod: true });
    const [live] = await owner.deploys(project.id);
    const busy = await Deploy.create({ project_id: project.id, number: live.number + 1, source: 'project', status: 'building', target: 'prod', user_id: owner.user.id });

    const current = await owner.item(project.id, item.id);
    await owner.patchItem(project.id, item.id, { version: current.version, title: 'First, edited' });
    const waited = await rebuilt(project);
    expect(waited).to.deep.include({ deploy: null, waiting: true });
    const queued = await Job.findAll({ where: { type: REPUBLISH_JOB, status: 'queued' } });
    const next = queued.find((job) => (job.payload as { projectId: number }).projectId === project.id);
    // The publish under way ends before the rebuild looks again, seconds from now.
    await busy.update({ status: 'failed', error: 'stopped', finished_at: new Date() });
    expect(next, 'the rebuild comes back later').to.not.equal(undefined);
    expect(next!.run_at.getTime()).to.be.greaterThan(Date.now());
    expect(text(await site(project, '/blog/first/'))).to.contain('<h1>First</h1>');

    const soon = new Date(next!.run_at.getTime() + 1000);
    const runner = new JobRunner(createAppContext({ config: app.config, db: app.db, logger: app.ctx.logger, now: () => soon }), jobDefinitions, { instanceId: 'a-little-later' });
    for (let i = 0; i < 5 && (await runner.runOnce()); i += 1);
    const finished = await waitForJob(next!.id, { pollMs: 50 });
    expect(finished.status, finished.error ?? '').to.equal('succeeded');
    expect((finished.result as { deploy: DeployRecord }).deploy).to.include({ number: live.number + 2, live: true });
    expect(text(await site(project, '/blog/first/'))).to.contain('<h1>First, edited</h1>');
  });

  it('takes an unpublished post off its page, the lists, the feed and the sitemap', async () => {
    const project = await blogProject('Taking Back');
    const keep = await post(project, { title: 'Keep me', slug: 'keep', tags: ['News'] });
    const drop = await post(project, { title: 'Drop me', slug: 'drop', tags: ['Old'] });
    await owner.publish(project.id, { prod: true });
    expect((await site(project, '/blog/drop/')).status).to.equal(200);

    await owner.ok('POST', `${owner.itemsUrl(project.id)}/${drop.id}/unpublish`);
    const { changed_paths: changed } = await rebuilt(project);
    expect(changed).to.include.members(['blog/drop/index.html', 'blog/tag/old/index.html', 'blog/feed.xml', 'sitemap.xml', 'blog/index.html']);
    expect((await site(project, '/blog/drop/')).status).to.equal(404);
    expect((await site(project, '/blog/tag/old/')).status).to.equal(404);
    expect(text(await site(project, '/blog/'))).to.contain(keep.title).and.not.to.contain('Drop me');
    expect(text(await site(project, '/blog/feed.xml'))).not.to.contain('Drop me');
    expect(text(await site(project, '/sitemap.xml'))).not.to.contain('/blog/drop/');
  });

  it('puts a scheduled post on the site at its time through the job runner, following edits, a new time and an unpublish meanwhile', async () => {
    const project = await blogProject('On Time');
    await post(project, { title: 'Already out', slug: 'out' });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3600 * 1000);
    const timely = await post(project, { title: 'Timely', slug: 'timely' }, { at: at.toISOString() });
    const moved = await post(project, { title: 'Moved later', slug: 'moved' }, { at: at.toISOString() });
    const withdrawn = await post(project, { title: 'Withdrawn', slug: 'withdrawn' }, { at: at.toISOString() });
    await owner.publish(project.id, { prod: true });
    expect((await site(project, '/blog/timely/')).status).to.equal(404);

    // Meanwhile: one is edited (still scheduled), one moved a day on, one taken back.
    const edited = await owner.patchItem(project.id, timely.id, { version: timely.version, title: 'Timely, edited' });
    expect(edited.statusCode, edited.payload).to.equal(200);
    await owner.ok('POST', `${owner.itemsUrl(project.id)}/${moved.id}/publish`, { at: new Date(at.getTime() + 24 * 3600 * 1000).toISOString() });
    await owner.ok('POST', `${owner.itemsUrl(project.id)}/${withdrawn.id}/unpublish`);

    // The app an hour later: its runner (with the app's schedules) does what is due, nobody acting.
    let clock = new Date(at.getTime() - 60_000);
    const later = createAppContext({ config: app.config, db: app.db, logger: app.ctx.logger, now: () => clock });
    const runner = new JobRunner(later, jobDefinitions, { instanceId: 'an-hour-later', schedules: jobSchedules });
    const runAll = async () => {
      for (let i = 0; i < 20 && (await runner.runOnce()); i += 1);
    };
    await runAll();
    expect((await owner.item(project.id, timely.id)).status, 'not before its time').to.equal('scheduled');
    clock = new Date(at.getTime() + 1000);
    // The app's own runner keeps the real clock, an hour earlier, and may take the schedule's runs
    // of the release job; a run due at the later clock is one only this runner can take.
    await enqueueJob(RELEASE_JOB, null, { runAt: clock });
    await runAll();

    const released = await owner.item(project.id, timely.id);
    expect(released).to.include({ status: 'published', publish_at: null, published_at: at.toISOString() });
    const page = text(await site(project, '/blog/timely/'));
    expect(page).to.contain('<h1>Timely, edited</h1>');
    expect(text(await site(project, '/blog/'))).to.contain('Timely, edited');
    expect((await owner.item(project.id, moved.id)).status).to.equal('scheduled');
    expect((await owner.item(project.id, withdrawn.id)).status).to.equal('draft');
    expect((await site(project, '/blog/moved/')).status).to.equal(404);
    expect((await site(project, '/blog/withdrawn/')).status).to.equal(404);
    const [latest] = await owner.deploys(project.id);
    expect(latest.changed_paths).to.include('blog/timely/index.html');
  });
});
