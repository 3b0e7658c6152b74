// Republishing one post of a 1,000-post blog against publishing the whole site, side by side:
// whole publishes through the job runner into the local target (the first storing every file,
// then an unchanged one), then the rebuild an edit of one post asks for, and the one a new post
// asks for (which moves every list page). Run alone with `node --import tsx bench/collections.ts`;
// `npm run bench` calls benchCollections(). Goal: an edited post of this blog live in under half a
// second, a small fraction of a whole publish.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { POSTS_COLLECTION } from '../common/collections.ts';
import { DEFAULT_WORKSPACE_ID } from '../common/constants.ts';
import type { ProjectPage } from '../common/editor/types.ts';
import type { PublishJobResult } from '../common/publishing.ts';
import type { AppContext } from '../server/context.ts';
import { bootApp } from '../server/index.ts';
import { Job } from '../server/jobs/models.ts';
import { waitForJob } from '../server/jobs/service.ts';
import { CollectionItemRow, CollectionRow } from '../server/modules/collections/models.ts';
import { ensurePostsCollection } from '../server/modules/collections/posts.ts';
import { REPUBLISH_JOB } from '../server/modules/collections/publish-types.ts';
import { requestCollectionRepublish } from '../server/modules/collections/republish.ts';
import { ProjectPage as ProjectPageRow } from '../server/modules/projects/models.ts';
import { createProject } from '../server/modules/projects/service.ts';
import type { RepublishResult } from '../server/modules/publishing/collection-deploys.ts';
import { createDeploy } from '../server/modules/publishing/deploys.ts';
import type { User } from '../server/modules/users/models.ts';
import { createTestUser } from '../test/helpers/account-session.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';

const POSTS = 1000;
/** Each figure is the median of this many runs: the machine's other work moves single ones a lot. */
const RUNS = 3;
const PER_PAGE = 10;
const TAGS = ['Bread', 'Cakes', 'Coffee', 'Events', 'Recipes', 'Team', 'Shop', 'Seasons', 'Local', 'News'];
const DOC = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

const HOME = `<section data-id="homesect01" class="section"><h1 data-id="homehead01">Fresh from the oven</h1>
<div data-id="homelist01" data-sw-collection="posts" data-sw-per-page="3"><article data-id="homecard01" data-sw-card="" class="card">
<a data-id="homelink01" data-sw-href="url" data-sw-field="title" href="#">A post</a><p data-id="homeexcp01" data-sw-field="excerpt">Excerpt</p></article></div></section>`;

const BLOG = `<main data-id="blogmain01" class="section"><article data-id="blogpost01" class="container"><h1 data-id="blogtitle1" data-sw-field="title">Title</h1>
<p data-id="blogmeta01"><time data-id="blogdate01" data-sw-field="date">A date</time> by <span data-id="blogauth01" data-sw-field="author">Someone</span></p>
<div data-id="blogbody01" data-sw-field="body"><p>The text</p></div><ul data-id="blogtags01" data-sw-field="tags"><li>tag</li></ul></article>
<section data-id="bloglist01" class="container" data-sw-collection="posts" data-sw-per-page="${PER_PAGE}" data-sw-paginate="true"><h2 data-id="bloglisth2">All posts</h2>
<div data-id="blogcard01" data-sw-card="" class="card"><h3 data-id="blogcardh3"><a data-id="blogcarda1" data-sw-href="url" data-sw-field="title" href="#">A post</a></h3>
<p data-id="blogcardp1" data-sw-field="excerpt">What it is about</p><time data-id="blogcardt1" data-sw-field="date">date</time></div></section></main>`;

const PARAGRAPH = '<p>Our bakers start at four, when the street is still dark and the ovens take an hour to come up to heat. ' + 'Flour, water, salt and time do the rest. '.repeat(6) + '</p>';

/** A project whose blog has POSTS published posts, written straight to the tables; its id and the blog's. */
async function blogProject(user: User): Promise<{ projectId: number; collectionId: number }> {
  const project = await createProject(user, { name: 'Bench blog', workspaceId: DEFAULT_WORKSPACE_ID });
  await ProjectPageRow.destroy({ where: { project_id: project.id } });
  const pages: ProjectPage[] = [
    { id: 'homepage01', name: 'Home', html: HOME, doc: { ...DOC, title: 'Home' } },
    { id: 'blogpage01', name: 'Blog', html: BLOG, doc: { ...DOC, title: 'Blog', slug: 'blog' } },
    { id: 'aboutpage1', name: 'About', html: '<section data-id="aboutsect1" class="section"><p data-id="aboutpara1">About us</p></section>', doc: { ...DOC, title: 'About', slug: 'about' } },
  ];
  const now = new Date();
  await ProjectPageRow.bulkCreate(pages.map((page, position) => ({ project_id: project.id, page_id: page.id, name: page.name, position, html: page.html, doc: page.doc, created_at: now, updated_at: now })));
  await ensurePostsCollection(project.id);
  const posts = (await CollectionRow.findOne({ where: { project_id: project.id, slug: POSTS_COLLECTION.slug } }))!;
  await posts.update({ template_page_id: 'blogpage01' });
  const start = Date.UTC(2021, 0, 1);
  const rows = Array.from({ length: POSTS }, (_, i) => ({
    collection_id: posts.id,
    project_id: project.id,
    slug: `post-${i + 1}`,
    title: `Post number ${i + 1}`,
    status: 'published' as const,
    published_at: new Date(start + i * 86_400_000),
    author_id: user.id,
    body: `<h2>Day ${i + 1}</h2>${PARAGRAPH.repeat(4)}`,
    values: { excerpt: `What happened on day ${i + 1}.` },
    tags: [TAGS[i % TAGS.length], TAGS[(i * 7) % TAGS.length]],
  }));
  for (let at = 0; at < rows.length; at += 100) await CollectionItemRow.bulkCreate(rows.slice(at, at + 100));
  return { projectId: project.id, collectionId: posts.id };
}

interface Timed {
  ms: number;
  /** Files stored (a whole publish) or rebuilt (a partial one). */
  written: number;
}

const median = (runs: readonly Timed[]): Timed => [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];

async function timedPublish(ctx: AppContext, user: User, projectId: number): Promise<Timed & { files: number }> {
  const started = performance.now();
  const { job } = await createDeploy(ctx, user, projectId, { prod: true });
  const done = await waitForJob(job.id, { pollMs: 20 });
  if (done.status !== 'succeeded') throw new Error(`the bench publish ended ${done.status}: ${done.error}`);
  const result = done.result as PublishJobResult;
  return { ms: performance.now() - started, written: result.uploaded, files: result.deploy.file_count };
}

/** A change of one item through the way the collections service asks for it, followed to the new live deploy. */
async function timedRepublish(ctx: AppContext, projectId: number, collectionId: number, itemId: number): Promise<Timed> {
  const started = performance.now();
  await requestCollectionRepublish(ctx, projectId, { collectionId, itemIds: [itemId] });
  const job = await Job.findOne({ where: { type: REPUBLISH_JOB }, order: [['id', 'DESC']] });
  const done = await waitForJob(job!.id, { pollMs: 20 });
  if (done.status !== 'succeeded') throw new Error(`the bench republish ended ${done.status}: ${done.error}`);
  const result = done.result as RepublishResult;
  if (!result.deploy?.live) throw new Error('the republish did not go live');
  return { ms: performance.now() - started, written: result.changed_paths.length };
}

export async function benchCollections(): Promise<void> {
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(makeTempDir(), 'bench.sqlite')}` }));
  try {
    const { user } = await createTestUser();
    const { projectId, collectionId } = await blogProject(user);
    const first = await timedPublish(app.ctx, user, projectId);
    const unchanged: Timed[] = [];
    for (let run = 0; run < RUNS; run++) unchanged.push(await timedPublish(app.ctx, user, projectId));

    const edits: Timed[] = [];
    for (let run = 0; run < RUNS; run++) {
      const post = (await CollectionItemRow.findOne({ where: { project_id: projectId, slug: `post-${POSTS / 2 + run * 37}` } }))!;
      await post.update({ title: `${post.title}, corrected`, version: post.version + 1 });
      edits.push(await timedRepublish(app.ctx, projectId, post.collection_id, post.id));
    }
    const additions: Timed[] = [];
    for (let run = 0; run < RUNS; run++) {
      const post = await CollectionItemRow.create({
        collection_id: collectionId,
        project_id: projectId,
        slug: `brand-new-${run}`,
        title: `A brand new post, ${run + 1}`,
        status: 'published',
        published_at: new Date(Date.UTC(2030, 0, 1 + run)),
        author_id: user.id,
        body: PARAGRAPH,
        values: { excerpt: 'Just out.' },
        tags: ['News'],
      });
      additions.push(await timedRepublish(app.ctx, projectId, collectionId, post.id));
    }
    const again = median(unchanged);
    const edit = median(edits);
    const added = median(additions);

    console.log(`\ncollections: a ${POSTS}-post blog (${PER_PAGE} a list page, ${TAGS.length} tags), local target, start to live`);
    console.table({
      'whole publish, first': { ms: Math.round(first.ms), 'files written': first.written, 'files in site': first.files },
      [`whole publish, unchanged (median of ${RUNS})`]: { ms: Math.round(again.ms), 'files written': again.written, 'files in site': first.files },
      [`one post edited (median of ${RUNS})`]: { ms: Math.round(edit.ms), 'files written': edit.written, 'files in site': '' },
      [`one post added (median of ${RUNS})`]: { ms: Math.round(added.ms), 'files written': added.written, 'files in site': '' },
    });
    console.log(`ratio: an edited post is live in ${(edit.ms / again.ms).toFixed(3)}x the time of a whole publish, a new post in ${(added.ms / again.ms).toFixed(3)}x`);
  } finally {
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCollections();
