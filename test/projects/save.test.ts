import { expect } from 'chai';
import type { Project } from '../../common/editor/types.ts';
import { MAX_PAGE_BYTES } from '../../common/constants.ts';
import { Project as ProjectRow, ProjectPage as ProjectPageRow } from '../../server/modules/projects/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { killSaveMidway } from './support/interrupted-save.ts';
import { bodyOf, contentOf, EMPTY_DOC, makePage, ProjectsClient } from './support/projects.ts';

interface ErrorBody {
  message: string;
  errors?: Record<string, string | string[]>;
}

describe('Saving project pages', () => {
  let app: TestApp;
  let client: ProjectsClient;
  before(async () => {
    app = await startTestApp();
    client = await ProjectsClient.signedIn(app);
  });
  after(() => app.stop());

  async function storedState(id: number) {
    const row = await ProjectRow.findByPk(id);
    const pages = await ProjectPageRow.findAll({ where: { project_id: id }, order: [['position', 'ASC']] });
    return { version: row!.version, pages: pages.map((p) => ({ id: p.page_id, name: p.name, html: p.html, doc: p.doc })) };
  }

  it('replaces the pages in the order sent, bumps the version by one and marks the project edited', async () => {
    const project = await client.create('Two Pages');
    await ProjectRow.sequelize!.query('UPDATE projects SET updated_at = :date WHERE id = :id', { replacements: { date: new Date('2020-01-01T00:00:00Z'), id: project.id } });
    const pages = [
      makePage({ name: 'Home', doc: { title: 'Home', description: 'Start here', css: 'body{margin:0}', js: 'console.log(1)', headLinks: ['https://example.com/a.css'], fonts: ['Inter'] } }),
      makePage({ name: 'Contact' }),
    ];
    const saved = await client.saveOk(project.id, 1, pages);
    expect(saved).to.include({ id: project.id, version: 2, pages_count: 2 });
    expect(Date.parse(saved.updated_at)).to.be.closeTo(Date.now(), 60_000);
    expect(contentOf(saved.pages)).to.deep.equal(pages);
    expect(await client.get(project.id)).to.deep.equal(saved);

    // A doc may leave out fields: they come back as the empty defaults.
    const partial = { id: pages[1].id, name: 'Contact', html: '', doc: { title: 'Contact us' } };
    const next = await client.saveOk(project.id, 2, [partial as never, pages[0]]);
    expect(next.version).to.equal(3);
    expect(next.pages!.map((p) => p.name)).to.deep.equal(['Contact', 'Home']);
    expect(next.pages![0].doc).to.deep.equal({ ...EMPTY_DOC, title: 'Contact us' });
    expect((await storedState(project.id)).pages.map((p) => p.id)).to.deep.equal([pages[1].id, pages[0].id]);
  });

  it('answers a save based on an old version with 409 and the current project, and changes nothing', async () => {
    const project = await client.create('Conflicted');
    const current = await client.saveOk(project.id, 1, [makePage({ name: 'From tab A' })]);
    const stale = await client.save(project.id, { version: 1, pages: [makePage({ name: 'From tab B' })] });
    expect(stale.statusCode).to.equal(409);
    const body = bodyOf<{ message: string; project: Project }>(stale);
    expect(body.message).to.equal('This project was changed elsewhere.');
    expect(body.project).to.deep.equal(current);
    expect(body.project.pages![0].name).to.equal('From tab A');
    expect(await storedState(project.id)).to.deep.include({ version: 2 });

    // A version from the future is no better.
    expect((await client.save(project.id, { version: 99, pages: [makePage()] })).statusCode).to.equal(409);
  });

  it('overwrites with force whatever version it was based on', async () => {
    const project = await client.create('Forced');
    await client.saveOk(project.id, 1, [makePage({ name: 'Theirs' })]);
    const mine = [makePage({ name: 'Mine' })];
    const forced = await client.save(project.id, { version: 1, pages: mine, force: true });
    expect(forced.statusCode, forced.payload).to.equal(200);
    const saved = (forced.result as { project: Project }).project;
    expect(saved.version).to.equal(3);
    expect(contentOf(saved.pages)).to.deep.equal(mine);
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const project = await client.create('Two Tabs');
    for (let round = 0; round < 3; round += 1) {
      const { version } = await storedState(project.id);
      const tabs = [[makePage({ name: `A${round}` })], [makePage({ name: `B${round}` }), makePage({ name: `B${round} second` })]];
      const responses = await Promise.all(tabs.map((pages) => client.save(project.id, { version, pages })));
      expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.payload.slice(0, 200)).join('\n')).to.deep.equal([200, 409]);
      const winner = responses[0].statusCode === 200 ? 0 : 1;
      const loser = bodyOf<{ project: Project }>(responses[1 - winner]).project;
      const stored = await storedState(project.id);
      expect(stored.version).to.equal(version + 1);
      expect(stored.pages).to.deep.equal(tabs[winner]);
      expect(loser.version).to.equal(version + 1);
      expect(contentOf(loser.pages)).to.deep.equal(tabs[winner]);
    }
  });

  it('refuses a page over 5 MB with 413 naming the page, and keeps one just under the limit intact', async () => {
    const project = await client.create('Heavy');
    const before = await client.saveOk(project.id, 1, [makePage({ name: 'Light' })]);
    const big = makePage({ name: 'Gallery', html: 'x'.repeat(MAX_PAGE_BYTES + 1) });
    const refused = await client.save(project.id, { version: 2, pages: [makePage({ name: 'Light' }), big] });
    expect(refused.statusCode).to.equal(413);
    expect(bodyOf<ErrorBody>(refused).message).to.equal('Page "Gallery" is larger than 5 MB.');
    expect(await client.get(project.id)).to.deep.equal(before);

    // Multi-byte characters count as bytes, not characters.
    const wide = makePage({ name: 'Accents', html: 'é'.repeat(MAX_PAGE_BYTES / 2 + 1) });
    expect((await client.save(project.id, { version: 2, pages: [wide] })).statusCode).to.equal(413);

    const docBytes = Buffer.byteLength(JSON.stringify(EMPTY_DOC));
    const html = `<p data-id="abcdefghij">${'y'.repeat(MAX_PAGE_BYTES - docBytes - 32)}</p>`;
    const fits = await client.saveOk(project.id, 2, [makePage({ name: 'Almost 5 MB', html }), makePage({ name: 'Small' })]);
    expect(fits.version).to.equal(3);
    const stored = await storedState(project.id);
    expect(stored.pages[0].html).to.equal(html);
    expect(stored.pages[1].name).to.equal('Small');
  });

  it('saves 200 pages and refuses 201 with 422 on pages', async () => {
    const project = await client.create('Big Site');
    const pages = Array.from({ length: 200 }, (_, i) => makePage({ name: `Page ${i + 1}` }));
    const saved = await client.saveOk(project.id, 1, pages);
    expect(saved.pages_count).to.equal(200);
    expect(saved.pages!.map((p) => p.id)).to.deep.equal(pages.map((p) => p.id));

    const tooMany = await client.save(project.id, { version: 2, pages: [...pages, makePage()] });
    expect(tooMany.statusCode).to.equal(422);
    expect(bodyOf(tooMany)).to.deep.equal({ message: 'A project can have at most 200 pages.', errors: { pages: 'A project can have at most 200 pages.' } });
    expect((await storedState(project.id)).version).to.equal(2);
  });

  it('refuses zero pages: deleting the last page of a project is not a save', async () => {
    const project = await client.create('Last Page');
    const response = await client.save(project.id, { version: 1, pages: [] });
    expect(response.statusCode).to.equal(422);
    expect(bodyOf(response)).to.deep.equal({ message: 'A project needs at least one page.', errors: { pages: 'A project needs at least one page.' } });
    expect((await storedState(project.id)).pages).to.have.length(1);
  });

  it('answers a malformed payload with 400 naming the field', async () => {
    const project = await client.create('Malformed');
    const good = makePage();
    const cases: [unknown, string][] = [
      [{ version: 1, pages: [{ ...good, html: 42 }] }, 'pages.0.html'],
      [{ version: 1, pages: [good, { ...makePage(), name: '' }] }, 'pages.1.name'],
      [{ version: 1, pages: [{ ...good, id: 'short' }] }, 'pages.0.id'],
      [{ version: 1, pages: [{ ...good, id: 'has spaces' }] }, 'pages.0.id'],
      [{ version: 1, pages: [{ ...good, doc: { css: ['not', 'text'] } }] }, 'pages.0.doc.css'],
      [{ version: 1, pages: [{ ...good, doc: { surprise: true } }] }, 'pages.0.doc.surprise'],
      [{ version: 1, pages: [good, { ...makePage(), id: good.id }] }, 'pages.1'],
      [{ pages: [good] }, 'version'],
      [{ version: 'latest', pages: [good] }, 'version'],
      [{ version: 1, pages: 'all of them' }, 'pages'],
      [{ version: 1, pages: [good], extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await client.save(project.id, payload as never);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).to.equal(400);
      expect(bodyOf<ErrorBody>(response).errors, response.payload).to.have.property(field);
    }

    const notJson = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}/pages`,
      headers: withCsrf({ cookie: client.cookie, 'content-type': 'application/json' }),
      payload: '{"version": 1, "pages": [',
    });
    expect(notJson.statusCode).to.equal(400);
    expect(bodyOf(notJson)).to.deep.equal({ message: 'The request body is not valid JSON.', errors: { payload: 'The request body is not valid JSON.' } });

    const wrongType = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}/pages`,
      headers: withCsrf({ cookie: client.cookie, 'content-type': 'text/plain' }),
      payload: 'hello',
    });
    expect(wrongType.statusCode).to.equal(415);
    expect((await storedState(project.id)).version).to.equal(1);
  });

  it('accepts the save the web client sends: POST with the method override and the workspace in the body', async () => {
    const project = await client.create('Overridden');
    const pages = [makePage()];
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/pages?_method=PUT`,
      headers: withCsrf({ cookie: client.cookie, 'x-http-method-override': 'PUT' }),
      payload: { version: 1, pages, workspaceId: 0 },
    });
    expect(response.statusCode, response.payload).to.equal(200);
    expect(contentOf((response.result as { project: Project }).project.pages)).to.deep.equal(pages);
  });

  it('refuses a body over the save limit before buffering it all', async () => {
    const project = await client.create('Flood');
    const response = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}/pages`,
      headers: withCsrf({ cookie: client.cookie, 'content-type': 'application/json', 'content-length': String(129 * 1024 * 1024) }),
      payload: '{}',
    });
    expect(response.statusCode).to.equal(413);
  });

  it('rolls back a save that fails half-way: the previous pages and version stay', async () => {
    const project = await client.create('Fragile');
    const before = await client.saveOk(project.id, 1, [makePage({ name: 'Keep me' }), makePage({ name: 'And me' })]);
    let batches = 0;
    // The second insert batch fails, after the version bump, the delete and the first 50 pages.
    const failSecondBatch = () => {
      batches += 1;
      if (batches === 2) throw new Error('disk full');
    };
    ProjectPageRow.addHook('beforeBulkCreate', 'fail-second-batch', failSecondBatch);
    try {
      const pages = Array.from({ length: 120 }, (_, i) => makePage({ name: `New ${i}` }));
      const response = await client.save(project.id, { version: 2, pages });
      expect(response.statusCode).to.equal(500);
      expect(batches).to.equal(2);
    } finally {
      ProjectPageRow.removeHook('beforeBulkCreate', 'fail-second-batch');
    }
    expect(await client.get(project.id)).to.deep.equal(before);
    expect(await ProjectPageRow.count({ where: { project_id: project.id } })).to.equal(2);
    expect((await client.saveOk(project.id, 2, [makePage()])).version).to.equal(3);
  });

  it('survives a server killed in the middle of a save: the previous pages and version stay', async function () {
    this.timeout(60_000);
    const project = await client.create('Killed Mid-save');
    const before = await client.saveOk(project.id, 1, [makePage({ name: 'Survivor' })]);
    const progress = await killSaveMidway(app.config, { userId: client.user.id, projectId: project.id, version: 2, pages: 120 });
    // Inside its transaction the killed process had bumped the version, deleted the old page and inserted 50 new ones.
    expect(progress).to.deep.equal({ versionInTransaction: 3, pagesInTransaction: 50 });
    expect(await client.get(project.id)).to.deep.equal(before);
    expect((await client.saveOk(project.id, 2, [makePage({ name: 'After the crash' })])).version).to.equal(3);
  });
});
