import { expect } from 'chai';
import type { Project, ProjectPage } from '../../common/editor/types.ts';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../server/errors.ts';
import { Project as ProjectRow, ProjectPage as ProjectPageRow } from '../../server/modules/projects/models.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { findSiteTemplate, listSiteTemplates } from '../../server/modules/templates/service.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { bodyOf, contentOf, EMPTY_DOC, makePage, ProjectsClient } from './support/projects.ts';

interface ProjectsPage {
  data: Project[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

describe('Projects API', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  async function setUpdatedAt(id: number, date: Date): Promise<void> {
    await ProjectRow.sequelize!.query('UPDATE projects SET updated_at = :date WHERE id = :id', { replacements: { date, id } });
  }

  async function list(client: ProjectsClient, query = ''): Promise<ProjectsPage> {
    const response = await client.request('GET', `/api/v1/projects${query}`);
    expect(response.statusCode, response.payload).to.equal(200);
    return (response.result as { pagination: ProjectsPage }).pagination;
  }

  it('creates a blank project: one "Home" page holding an empty container, every element with a 10-character id', async () => {
    const client = await ProjectsClient.signedIn(app);
    const project = await client.create('Bakery on Main');
    expect(project).to.include({ name: 'Bakery on Main', slug: 'bakery-on-main', template: null, published: false, version: 1, thumbnail: null, pages_count: 1 });
    expect(project.uuid).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(project.created_at)).to.be.closeTo(Date.now(), 60_000);
    expect(project.pages).to.have.length(1);
    const [home] = project.pages!;
    expect(home.name).to.equal('Home');
    expect(home.id).to.have.length(10);
    expect(home.html).to.match(/^<div class="container" data-id="[^"]{10}"><\/div>$/);
    expect(home.doc).to.deep.equal({ ...EMPTY_DOC, title: 'Bakery on Main' });

    const row = await ProjectRow.findByPk(project.id);
    expect(row!.user_id).to.equal(client.user.id);
    expect(row!.workspace_id).to.equal(0);
    expect(await client.get(project.id)).to.deep.equal(project);
  });

  it('creates a project from every seeded site template as a copy of its pages', async () => {
    const client = await ProjectsClient.signedIn(app);
    const templates = await listSiteTemplates();
    expect(templates.length).to.be.at.least(8);
    for (const { slug } of templates) {
      const template = (await findSiteTemplate(slug))!;
      const project = await client.create(`My ${template.name}`, { templateSlug: slug });
      expect(project).to.include({ template: slug, version: 1, pages_count: template.pages.length });
      expect(template.pages.length).to.be.at.least(2);
      // The template's pages, their header and footer made shared parts (test/projects/parts.test.ts).
      const pageOf = ({ id, name, doc }: ProjectPage) => ({ id, name, doc: { ...doc, styles: undefined } });
      expect(project.pages!.map(pageOf)).to.deep.equal(template.pages.map(pageOf));
      // The editor can save a template's pages back as they came.
      expect(contentOf((await client.saveOk(project.id, 1, project.pages!)).pages)).to.deep.equal(contentOf(project.pages));
    }

    // The copy is the project's own: saving it leaves the template as it was.
    const [first] = templates;
    const before = (await findSiteTemplate(first.slug))!;
    const project = await client.create('Edited copy', { templateSlug: first.slug });
    await client.saveOk(project.id, 1, [makePage({ name: 'Rewritten' })]);
    expect(await findSiteTemplate(first.slug)).to.deep.equal(before);
  });

  it('refuses an unknown template with 422 on templateSlug, and treats an empty one as blank', async () => {
    const client = await ProjectsClient.signedIn(app);
    const response = await client.request('POST', '/api/v1/projects', { name: 'Nowhere', templateSlug: 'no-such-template' });
    expect(response.statusCode).to.equal(422);
    expect(bodyOf(response)).to.deep.equal({ message: 'This template does not exist.', errors: { templateSlug: 'This template does not exist.' } });
    expect(await ProjectRow.count({ where: { user_id: client.user.id } })).to.equal(0);
    for (const templateSlug of [null, '']) expect((await client.create('Blank', { templateSlug })).template).to.equal(null);
  });

  it('derives a unique slug from the name: -2, -3 for repeats, accents folded, "site" when nothing is left', async () => {
    const client = await ProjectsClient.signedIn(app);
    const other = await ProjectsClient.signedIn(app);
    expect((await client.create('Corner Shop')).slug).to.equal('corner-shop');
    expect((await other.create('Corner  Shop!')).slug).to.equal('corner-shop-2');
    expect((await client.create('corner shop')).slug).to.equal('corner-shop-3');
    expect((await client.create('Café Olé')).slug).to.equal('cafe-ole');
    expect((await client.create('!!!')).slug).to.equal('site');
    expect((await client.create('???')).slug).to.equal('site-2');
  });

  it("lists only the caller's projects in the current workspace, last edited first, paginated and searchable by name", async () => {
    const client = await ProjectsClient.signedIn(app);
    const stranger = await ProjectsClient.signedIn(app);
    await stranger.create('Stranger Alpha');
    const names = ['Alpha Bakery', 'Beta Studio', 'Gamma Cafe', 'Delta Studio', 'Epsilon Books'];
    const created: Project[] = [];
    for (const name of names) created.push(await client.create(name));
    // Explicit edit times: MariaDB DATETIME keeps whole seconds only.
    for (const [index, project] of created.entries()) await setUpdatedAt(project.id, new Date(Date.UTC(2024, 0, 1 + index)));
    await setUpdatedAt(created[0].id, new Date(Date.UTC(2024, 5, 1)));

    const first = await list(client, '?perPage=2');
    expect(first).to.include({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(first.data.map((p) => p.name)).to.deep.equal(['Alpha Bakery', 'Epsilon Books']);
    expect(first.data[0]).to.not.have.property('pages');
    expect(first.data[0].pages_count).to.equal(1);
    const third = await list(client, '?perPage=2&page=3');
    expect(third.data.map((p) => p.name)).to.deep.equal(['Beta Studio']);
    expect((await list(client, '?perPage=2&page=4')).data).to.deep.equal([]);

    const studios = await list(client, '?query=STUDIO');
    expect(studios).to.include({ total: 2, last_page: 1, per_page: 24 });
    expect(studios.data.map((p) => p.name)).to.deep.equal(['Delta Studio', 'Beta Studio']);
    expect((await list(client, '?query=alpha')).data.map((p) => p.name)).to.deep.equal(['Alpha Bakery']);
    expect((await list(client, '?query=%25')).total).to.equal(0);

    // Another workspace's projects stay out of the default list and show in theirs.
    const team = await client.request('POST', '/api/v1/workspaces', { name: 'Team' });
    expect(team.statusCode, team.payload).to.equal(201);
    const teamId = (team.result as { workspace: { id: number } }).workspace.id;
    const elsewhere = await client.request('POST', '/api/v1/projects', { name: 'Workspace Site', workspaceId: teamId });
    expect(elsewhere.statusCode).to.equal(201);
    expect((await list(client)).data.map((p) => p.name)).to.not.include('Workspace Site');
    expect((await list(client, `?workspaceId=${teamId}`)).data.map((p) => p.name)).to.deep.equal(['Workspace Site']);

    const bad = await client.request('GET', '/api/v1/projects?perPage=1000');
    expect(bad.statusCode).to.equal(400);
    expect(bodyOf<{ errors: Record<string, string> }>(bad).errors).to.have.property('perPage');
  });

  it('reads a project with its pages; a missing id and a stranger both get a plain 404', async () => {
    const owner = await ProjectsClient.signedIn(app);
    const stranger = await ProjectsClient.signedIn(app);
    const project = await owner.create('Private Site');
    const read = await owner.get(project.id);
    expect(read.pages).to.have.length(1);

    for (const id of [project.id, 2147483000]) {
      const response = await stranger.request('GET', `/api/v1/projects/${id}`);
      expect(response.statusCode).to.equal(404);
      expect(bodyOf(response)).to.deep.equal({ message: 'Project not found' });
    }
  });

  it('renames without moving the slug, changes the slug on request, and refuses a taken or malformed slug', async () => {
    const client = await ProjectsClient.signedIn(app);
    const other = await ProjectsClient.signedIn(app);
    const project = await client.create('Old Name');
    const taken = await other.create('Taken Slug');

    const renamed = await client.request('PUT', `/api/v1/projects/${project.id}`, { name: '  New Name  ' });
    expect(renamed.statusCode, renamed.payload).to.equal(200);
    expect((renamed.result as { project: Project }).project).to.include({ name: 'New Name', slug: 'old-name', version: 1 });

    const reslugged = await client.request('PUT', `/api/v1/projects/${project.id}`, { slug: 'fresh-start-2024' });
    expect((reslugged.result as { project: Project }).project.slug).to.equal('fresh-start-2024');
    const same = await client.request('PUT', `/api/v1/projects/${project.id}`, { name: 'New Name', slug: 'fresh-start-2024' });
    expect(same.statusCode).to.equal(200);

    const clash = await client.request('PUT', `/api/v1/projects/${project.id}`, { slug: taken.slug });
    expect(clash.statusCode).to.equal(422);
    expect(bodyOf(clash)).to.deep.equal({ message: 'This slug is already taken.', errors: { slug: 'This slug is already taken.' } });

    for (const slug of ['Upper-Case', 'with space', 'trailing-', '-leading', 'double--dash', 'ünïcode', 'a'.repeat(101)]) {
      const response = await client.request('PUT', `/api/v1/projects/${project.id}`, { slug });
      expect(response.statusCode, slug).to.equal(422);
      expect(bodyOf<{ errors: Record<string, string> }>(response).errors.slug).to.equal('The slug may only contain lowercase letters, numbers and dashes.');
    }
    expect((await client.get(project.id)).slug).to.equal('fresh-start-2024');

    const empty = await client.request('PUT', `/api/v1/projects/${project.id}`, { name: '' });
    expect(empty.statusCode).to.equal(400);
    expect(bodyOf<{ errors: Record<string, string> }>(empty).errors).to.have.property('name');
    expect((await client.request('PUT', `/api/v1/projects/${project.id}`, {})).statusCode).to.equal(400);
  });

  it('duplicates a project as "<name> (copy)" with its own slug and uuid, the same pages, unpublished, at version 1', async () => {
    const client = await ProjectsClient.signedIn(app);
    const source = await client.create('Portfolio');
    const pages = [makePage({ name: 'Home', doc: { ...EMPTY_DOC, title: 'Welcome', css: 'h1{color:red}' } }), makePage({ name: 'About' })];
    const saved = await client.saveOk(source.id, 1, pages);
    await ProjectRow.update({ published: true }, { where: { id: source.id } });

    const response = await client.request('POST', `/api/v1/projects/${source.id}/duplicate`);
    expect(response.statusCode, response.payload).to.equal(201);
    const copy = (response.result as { project: Project }).project;
    expect(copy).to.include({ name: 'Portfolio (copy)', slug: 'portfolio-copy', published: false, version: 1, pages_count: 2 });
    expect(copy.id).to.not.equal(source.id);
    expect(copy.uuid).to.not.equal(source.uuid);
    expect(contentOf(copy.pages)).to.deep.equal(contentOf(saved.pages));
    const copiedRows = await ProjectPageRow.findAll({ where: { project_id: copy.id } });
    for (const row of copiedRows) expect(row.created_at).to.be.instanceOf(Date).and.satisfy((d: Date) => !Number.isNaN(d.getTime()));

    // The copy is independent of its source.
    await client.saveOk(copy.id, 1, [makePage({ name: 'Only page' })]);
    expect((await client.get(source.id)).pages).to.deep.equal(saved.pages);
    const again = await client.request('POST', `/api/v1/projects/${source.id}/duplicate`);
    expect((again.result as { project: Project }).project.slug).to.equal('portfolio-copy-2');
  });

  it('deletes a project and its pages', async () => {
    const client = await ProjectsClient.signedIn(app);
    const project = await client.create('Short Lived');
    const response = await client.request('DELETE', `/api/v1/projects/${project.id}`);
    expect(response.statusCode).to.equal(200);
    expect(bodyOf(response)).to.deep.equal({ message: 'Project deleted' });
    expect((await client.request('GET', `/api/v1/projects/${project.id}`)).statusCode).to.equal(404);
    expect(await ProjectPageRow.count({ where: { project_id: project.id } })).to.equal(0);
    expect((await client.request('DELETE', `/api/v1/projects/${project.id}`)).statusCode).to.equal(404);
  });

  it('refuses a new site at the plan limit (projects.create count), for create and duplicate alike, and allows one again after a delete', async () => {
    const client = await ProjectsClient.signedIn(app);
    await grantPermission('user', client.user.id, 'projects.create', [{ name: 'count', value: 1 }]);
    const message = 'You have reached the maximum number of sites your plan allows (1). Upgrade your plan to create more.';
    const first = await client.create('The One');

    const second = await client.request('POST', '/api/v1/projects', { name: 'One Too Many' });
    expect(second.statusCode).to.equal(403);
    expect(bodyOf(second)).to.deep.equal({ message });
    const duplicate = await client.request('POST', `/api/v1/projects/${first.id}/duplicate`);
    expect(duplicate.statusCode).to.equal(403);
    expect(bodyOf(duplicate)).to.deep.equal({ message });
    expect(await ProjectRow.count({ where: { user_id: client.user.id } })).to.equal(1);

    // Two at once at the limit: still only one gets through.
    await client.request('DELETE', `/api/v1/projects/${first.id}`);
    const racing = await Promise.all([1, 2].map((n) => client.request('POST', '/api/v1/projects', { name: `Racer ${n}` })));
    expect(racing.map((r) => r.statusCode).sort()).to.deep.equal([201, 403]);

    // A limit of 3 leaves room for two more.
    await grantPermission('user', client.user.id, 'projects.create', [{ name: 'count', value: 3 }]);
    await client.create('Second');
    await client.create('Third');
    expect((await client.request('POST', '/api/v1/projects', { name: 'Fourth' })).statusCode).to.equal(403);
  });

  it('requires a signed-in user holding projects.create on every route', async () => {
    const { user } = await createTestUser({ roles: [] });
    const without = new ProjectsClient(app, user, await signInAs(user));
    const owner = await ProjectsClient.signedIn(app);
    const project = await owner.create('Guarded');
    const calls: [string, string, object?][] = [
      ['GET', '/api/v1/projects'],
      ['POST', '/api/v1/projects', { name: 'Nope' }],
      ['GET', `/api/v1/projects/${project.id}`],
      ['PUT', `/api/v1/projects/${project.id}`, { name: 'Nope' }],
      ['POST', `/api/v1/projects/${project.id}/duplicate`],
      ['DELETE', `/api/v1/projects/${project.id}`],
      ['PUT', `/api/v1/projects/${project.id}/pages`, { version: 1, pages: [makePage()] }],
      ['GET', '/api/v1/elements/custom'],
    ];
    for (const [method, url, payload] of calls) {
      const denied = await without.request(method, url, payload);
      expect(denied.statusCode, `${method} ${url}`).to.equal(403);
      expect(bodyOf(denied)).to.deep.equal({ message: FORBIDDEN_MESSAGE });
      const visitor = await app.server.inject({ method, url, headers: withCsrf(), payload });
      expect(visitor.statusCode, `${method} ${url}`).to.equal(401);
      expect(bodyOf(visitor)).to.deep.equal({ message: UNAUTHENTICATED_MESSAGE });
    }
    expect(await owner.get(project.id)).to.include({ name: 'Guarded', version: 1 });
  });

  it("answers 404 for another user's project on read, update, duplicate, delete and save, and leaves it untouched", async () => {
    const owner = await ProjectsClient.signedIn(app);
    const stranger = await ProjectsClient.signedIn(app);
    const project = await owner.create('Not Yours');
    const calls: [string, string, object?][] = [
      ['GET', `/api/v1/projects/${project.id}`],
      ['PUT', `/api/v1/projects/${project.id}`, { name: 'Mine now' }],
      ['POST', `/api/v1/projects/${project.id}/duplicate`],
      ['DELETE', `/api/v1/projects/${project.id}`],
      ['PUT', `/api/v1/projects/${project.id}/pages`, { version: 1, pages: [makePage()] }],
      ['PUT', `/api/v1/projects/${project.id}/pages`, { version: 1, pages: [makePage()], force: true }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await stranger.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(404);
      expect(bodyOf(response)).to.deep.equal({ message: 'Project not found' });
    }
    expect(await owner.get(project.id)).to.deep.equal(project);
    expect(await ProjectRow.count({ where: { user_id: stranger.user.id } })).to.equal(0);
  });
});
