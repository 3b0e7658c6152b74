import { expect } from 'chai';
import { siteUrlFor } from '../../common/publishing.ts';
import { SHOWCASE_LIMIT, SHOWCASE_OWNER_ONLY_MESSAGE, type ProjectShowcase, type ShowcaseData } from '../../common/showcase.ts';
import { ProjectPage } from '../../server/modules/projects/models.ts';
import { sitesTemplate } from '../../server/modules/publishing/site-urls.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makePage } from '../projects/support/projects.ts';
import { messageOf, TeamClient } from '../workspaces/support.ts';

// The home page's gallery: the real number of pages made on this install, and only the live sites
// whose owners opted in.
describe('the home page gallery (showcase)', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  async function gallery(): Promise<ShowcaseData> {
    const response = await app.server.inject('/api/v1/showcase');
    expect(response.statusCode, response.payload).to.equal(200);
    return response.result as ShowcaseData;
  }
  const siteUrl = async (slug: string) => siteUrlFor(await sitesTemplate(app.ctx), slug);

  it('counts every page created on this install, for visitors without a session', async () => {
    const start = (await gallery()).pages_count;
    expect(start).to.equal(await ProjectPage.count());
    const builder = await TeamClient.user(app);
    const site = await builder.create('Counting Pages');
    expect((await gallery()).pages_count).to.equal(start + 1);
    const saved = await builder.get(site.id);
    const save = await builder.save(site.id, { version: saved.version, pages: [...saved.pages!, makePage(), makePage()] });
    expect(save.statusCode, save.payload).to.equal(200);
    expect((await gallery()).pages_count).to.equal(start + 3);
    await builder.ok('DELETE', `/api/v1/projects/${site.id}`);
    expect((await gallery()).pages_count).to.equal(start);
  });

  it('shows a published site only after its owner opts in, and only while it stays live', async () => {
    const owner = await TeamClient.user(app);
    const site = await owner.create('Harbour Bakery');
    const before = (await gallery()).sites.length;
    expect(await owner.ok<ProjectShowcase>('GET', `/api/v1/projects/${site.id}/showcase`)).to.deep.equal({ showcase: false, can_change: true });

    // Opted in while still a draft: nothing to show yet.
    expect(await owner.ok<ProjectShowcase>('PUT', `/api/v1/projects/${site.id}/showcase`, { showcase: true })).to.deep.equal({ showcase: true, can_change: true });
    expect((await gallery()).sites.map((s) => s.name)).to.not.include('Harbour Bakery');

    await owner.publish(site.id, { prod: true });
    const shown = (await gallery()).sites.find((s) => s.name === 'Harbour Bakery');
    expect(shown).to.deep.equal({ name: 'Harbour Bakery', url: await siteUrl(site.slug), thumbnail: null });

    // A published site whose owner did not opt in stays out.
    const private_ = await owner.create('Private Studio');
    await owner.publish(private_.id, { prod: true });
    expect((await gallery()).sites.map((s) => s.name)).to.not.include('Private Studio');

    await owner.ok('POST', `/api/v1/projects/${site.id}/unpublish`);
    expect((await gallery()).sites.map((s) => s.name)).to.not.include('Harbour Bakery');
    await owner.publish(site.id, { prod: true });
    expect((await gallery()).sites.map((s) => s.name)).to.include('Harbour Bakery');

    expect(await owner.ok<ProjectShowcase>('PUT', `/api/v1/projects/${site.id}/showcase`, { showcase: false })).to.deep.equal({ showcase: false, can_change: true });
    expect((await gallery()).sites).to.have.length(before);
  });

  it('lists the newest published sites first, at most the gallery size', async () => {
    const owner = await TeamClient.user(app);
    const names = Array.from({ length: SHOWCASE_LIMIT + 1 }, (_, i) => `Gallery Site ${i + 1}`);
    for (const name of names) {
      const site = await owner.create(name);
      await owner.publish(site.id, { prod: true });
      await owner.ok('PUT', `/api/v1/projects/${site.id}/showcase`, { showcase: true });
    }
    const sites = (await gallery()).sites;
    expect(sites.map((s) => s.name)).to.deep.equal(names.slice(1).reverse());
  });

  it('leaves the choice to the owner: a team member sees it but cannot change it, anyone else gets a 404', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Showcase Team');
    const site = await owner.in(team.id).create('Team Site');
    const member = await owner.bringIn(team.id, await TeamClient.user(app));

    expect(await member.ok<ProjectShowcase>('GET', `/api/v1/projects/${site.id}/showcase`)).to.deep.equal({ showcase: false, can_change: false });
    const refused = await member.request('PUT', `/api/v1/projects/${site.id}/showcase`, { showcase: true });
    expect(refused.statusCode).to.equal(403);
    expect(messageOf(refused)).to.equal(SHOWCASE_OWNER_ONLY_MESSAGE);

    const stranger = await TeamClient.user(app);
    expect((await stranger.request('GET', `/api/v1/projects/${site.id}/showcase`)).statusCode).to.equal(404);
    expect((await stranger.request('PUT', `/api/v1/projects/${site.id}/showcase`, { showcase: true })).statusCode).to.equal(404);
    expect((await app.server.inject({ method: 'GET', url: `/api/v1/projects/${site.id}/showcase` })).statusCode).to.equal(401);
    expect(await owner.ok<ProjectShowcase>('GET', `/api/v1/projects/${site.id}/showcase`)).to.deep.equal({ showcase: false, can_change: true });
  });

  it('refuses a malformed choice with a 400, and keeps the site where the dashboard lists it', async () => {
    const owner = await TeamClient.user(app);
    const older = await owner.create('Older Site');
    await owner.create('Newer Site');
    for (const payload of [{}, { showcase: 'sometimes' }, { showcase: true, extra: 1 }]) {
      expect((await owner.request('PUT', `/api/v1/projects/${older.id}/showcase`, payload)).statusCode, JSON.stringify(payload)).to.equal(400);
    }
    expect((await owner.request('PUT', '/api/v1/projects/0/showcase', { showcase: true })).statusCode).to.equal(400);
    await owner.ok('PUT', `/api/v1/projects/${older.id}/showcase`, { showcase: true });
    // Opting in is no edit: the dashboard still lists the last edited site first.
    expect(await owner.projectNames()).to.deep.equal(['Newer Site', 'Older Site']);
  });
});
