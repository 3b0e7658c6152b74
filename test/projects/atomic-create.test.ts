import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { generateId } from '../../common/editor/ids.ts';
import { Project as ProjectRow, ProjectPage as ProjectPageRow } from '../../server/modules/projects/models.ts';
import { SiteTemplate } from '../../server/modules/templates/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { EMPTY_DOC, ProjectsClient } from './support/projects.ts';

/**
 * Makes the `failAt`-th statement that writes project_pages fail (1 = the first), as a full disk
 * or a lost connection would; returns a function that puts the database back.
 */
function failPageInsert(sequelize: Sequelize, failAt: number): { restore(): void; seen(): number } {
  const query = sequelize.query.bind(sequelize);
  let seen = 0;
  (sequelize as { query: unknown }).query = (sql: unknown, options?: unknown) => {
    if (typeof sql === 'string' && /^\s*INSERT INTO [`"]?project_pages\b/i.test(sql)) {
      seen += 1;
      if (seen === failAt) return Promise.reject(new Error('simulated failure while writing pages'));
    }
    return (query as (sql: unknown, options?: unknown) => Promise<unknown>)(sql, options);
  };
  return {
    restore: () => void ((sequelize as { query: unknown }).query = query),
    seen: () => seen,
  };
}

describe('Creating a project is all or nothing', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  async function rowsOf(userId: number) {
    const projects = await ProjectRow.findAll({ where: { user_id: userId } });
    const orphanPages = await ProjectPageRow.sequelize!.query('SELECT COUNT(*) AS n FROM project_pages WHERE project_id NOT IN (SELECT id FROM projects)', {
      plain: true,
    });
    return { projects: projects.length, orphanPages: Number((orphanPages as { n: number }).n) };
  }

  it('leaves no project and no pages behind when writing a template\'s pages fails half-way', async () => {
    // 60 pages are written in two statements (50 + 10): the second one fails after the first wrote its rows.
    const slug = `big-${Date.now()}`;
    const pages = Array.from({ length: 60 }, (_, i) => ({ id: generateId(), name: `Page ${i + 1}`, html: `<p data-id="${generateId()}">${i}</p>`, doc: { ...EMPTY_DOC } }));
    await SiteTemplate.create({ slug, name: 'Big', description: '', category: '', thumbnail: null, pages });
    const client = await ProjectsClient.signedIn(app);
    const failure = failPageInsert(app.db.sequelize, 2);
    let statusCode: number;
    try {
      statusCode = (await client.request('POST', '/api/v1/projects', { name: 'Half written', templateSlug: slug })).statusCode;
    } finally {
      failure.restore();
    }
    expect(failure.seen(), 'the first batch of pages was written before the failure').to.equal(2);
    expect(statusCode).to.equal(500);
    expect(await rowsOf(client.user.id)).to.deep.equal({ projects: 0, orphanPages: 0 });
    // Nothing is left holding the slug or a lock: the same creation succeeds afterwards.
    const project = await client.create('Half written', { templateSlug: slug });
    expect(project.slug).to.equal('half-written');
    expect(project.pages).to.have.length(60);
  });

  it('leaves no copy behind when copying the pages of a duplicated project fails', async () => {
    const client = await ProjectsClient.signedIn(app);
    const source = await client.create('Original');
    const failure = failPageInsert(app.db.sequelize, 1);
    let statusCode: number;
    try {
      statusCode = (await client.request('POST', `/api/v1/projects/${source.id}/duplicate`)).statusCode;
    } finally {
      failure.restore();
    }
    expect(failure.seen()).to.equal(1);
    expect(statusCode).to.equal(500);
    expect(await rowsOf(client.user.id)).to.deep.equal({ projects: 1, orphanPages: 0 });
    const copy = await client.request('POST', `/api/v1/projects/${source.id}/duplicate`);
    expect(copy.statusCode, copy.payload).to.equal(201);
  });
});
