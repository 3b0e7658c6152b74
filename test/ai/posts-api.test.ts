import { expect } from 'chai';
import { AI_DRAFT_COUNTS, COLLECTION_MESSAGES, CONTENT_ITEMS_RESTRICTION, CONTENT_PERMISSION, type AiDraftsAnswer, type CollectionItem } from '../../common/collections.ts';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { AiGeneration } from '../../server/modules/ai/models.ts';
import { startGeneration } from '../../server/modules/ai/service.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient, errorOf } from '../collections/support.ts';

// "Write a first post" and "draft three posts" through the API on a site generated without an AI
// endpoint: drafts of the requester's, marked as samples, in the site's language, within the
// plan's items per site and the access of any other item write. SQLite, or MariaDB with DATABASE_URL.

const PROMPT = 'Bakkerij De Korenaar in Utrecht: we bakken zuurdesembrood, appeltaart en koekjes. Open dinsdag tot en met zaterdag van 7 tot 17 uur.';

/** A site generated from `prompt` by the client's user, as the dashboard makes one. */
async function generatedSite(client: ContentClient, prompt: string): Promise<{ id: number; name: string }> {
  const generation = await startGeneration(client.user, { prompt, pages: 3, workspaceId: DEFAULT_WORKSPACE_ID });
  expect((await waitForJob(generation.job_id!)).status).to.equal('succeeded');
  const { project_id } = await AiGeneration.findByPk(generation.id, { rejectOnEmpty: true });
  const project = await client.get(project_id!);
  return { id: project.id, name: project.name };
}

const draftsUrl = (projectId: number, collection = 'posts') => `/api/v1/projects/${projectId}/collections/${collection}/ai-drafts`;

describe('AI blog drafts API', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: ContentClient;
  let site: { id: number; name: string };

  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
    owner = await ContentClient.user(app);
    site = await generatedSite(owner, PROMPT);
  });
  after(() => app.stop());

  async function write(client: ContentClient, projectId: number, count: number): Promise<AiDraftsAnswer> {
    const response = await client.request('POST', draftsUrl(projectId), { count });
    expect(response.statusCode, response.payload).to.equal(201);
    return response.result as AiDraftsAnswer;
  }

  it('writes a first post: a sample draft by the requester, in the language of the site', async () => {
    const answer = await write(owner, site.id, 1);
    expect(answer).not.to.have.property('notice');
    expect(answer.data).to.have.length(1);
    const [post] = answer.data;
    expect(post).to.include({ title: `Welkom bij ${site.name}`, status: 'draft', sample: true, published_at: null });
    expect(post.author?.id).to.equal(owner.user.id);
    expect(post.values.excerpt).to.be.a('string').and.to.contain(site.name);
    expect(post.tags).to.include('Nieuws');
    expect(post.body).to.match(/^<p>/).and.to.contain('<h2>Openingstijden</h2>').and.to.contain('<li>Zuurdesembrood</li>');

    // It is in the blog like any item, and the owner's first edit makes it theirs.
    const listed = await owner.items(site.id);
    expect(listed.data.map((item) => [item.id, item.sample])).to.deep.equal([[post.id, true]]);
    const edited = await owner.patchItem(site.id, post.id, { title: 'Welkom!', version: post.version });
    expect(edited.statusCode, edited.payload).to.equal(200);
    expect((edited.result as CollectionItem).sample).to.equal(false);
  });

  it('drafts three posts, different from each other and from the ones the blog has', async () => {
    const before = (await owner.items(site.id)).data;
    const { data } = await write(owner, site.id, 3);
    expect(data).to.have.length(3);
    expect(data.every((item) => item.status === 'draft' && item.sample && item.author?.id === owner.user.id)).to.equal(true);
    const titles = data.map((item) => item.title);
    expect(new Set(titles).size).to.equal(3);
    expect(new Set(data.map((item) => item.slug)).size).to.equal(3);
    expect(new Set(data.map((item) => item.body)).size).to.equal(3);
    // The welcome was written (and renamed) already: its title is not taken again.
    expect(titles).not.to.include(`Welkom bij ${site.name}`);
    expect(titles[0]).to.equal('Ons aanbod: Zuurdesembrood');
    expect((await owner.items(site.id)).meta.total).to.equal(before.length + 3);
  });

  it('asks for 1 or 3 drafts, on a collection of a site the requester may work on', async () => {
    for (const count of [0, 2, 4]) expect((await owner.request('POST', draftsUrl(site.id), { count })).statusCode, String(count)).to.equal(400);
    expect((await owner.request('POST', draftsUrl(site.id), {})).statusCode).to.equal(400);
    expect(AI_DRAFT_COUNTS).to.deep.equal([1, 3]);
    expect((await owner.request('POST', draftsUrl(site.id, 'no-such-collection'), { count: 1 })).statusCode).to.equal(404);

    const stranger = await ContentClient.user(app);
    const refused = await stranger.request('POST', draftsUrl(site.id), { count: 1 });
    expect(refused.statusCode).to.equal(404);
    const anonymous = await app.server.inject({ method: 'POST', url: draftsUrl(site.id), payload: { count: 1 } });
    expect(anonymous.statusCode).to.equal(401);
  });

  it("keeps to the plan's items per site: all the drafts or none", async () => {
    const writer = await ContentClient.user(app);
    const own = await generatedSite(writer, PROMPT);
    await writer.createItem(own.id, { title: 'My own post' });
    // Room for two more items: three drafts are refused whole, one is written.
    await grantPermission('user', writer.user.id, CONTENT_PERMISSION, [{ name: CONTENT_ITEMS_RESTRICTION, value: 3 }]);
    const three = await writer.request('POST', draftsUrl(own.id), { count: 3 });
    expect(three.statusCode).to.equal(403);
    expect(errorOf(three).message).to.equal(COLLECTION_MESSAGES.itemsLimit);
    expect((await writer.items(own.id)).meta.total).to.equal(1);

    await write(writer, own.id, 1);
    await write(writer, own.id, 1);
    const full = await writer.request('POST', draftsUrl(own.id), { count: 1 });
    expect(full.statusCode).to.equal(403);
    expect(errorOf(full).message).to.equal(COLLECTION_MESSAGES.itemsLimit);
    expect((await writer.items(own.id)).meta.total).to.equal(3);
  });
});
