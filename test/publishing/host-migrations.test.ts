import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { createMigrator, migrateToLatest } from '../../server/db/migrator.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { PublishingClient } from './support/deploys.ts';

// An install upgraded with deploys and domains already in it: every deploy gets a random label
// (its old `{slug}--{number}` host stops answering, its new one serves it), and each connected
// domain becomes a claim, verified or not as it was.

describe('published sites: upgrading deploy hosts and domain claims', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.stop());

  const siteStatus = async (host: string) => (await app.server.inject({ url: '/', headers: { host } })).statusCode;

  it('labels the deploys made before the upgrade and keeps the domains as claims', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await client.create('Before Upgrade');
    await client.deployFolder(project.id, { 'index.html': '<h1>One</h1>' }, { prod: true });
    await client.deployFolder(project.id, { 'index.html': '<h1>Two</h1>' }, { prod: false });
    const added = await client.request('POST', `/api/v1/projects/${project.id}/domains`, { host: 'www.before-upgrade.test' });
    expect(added.statusCode, added.payload).to.equal(201);

    const { sequelize } = app.db;
    const query = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });
    await createMigrator(sequelize).down({ to: '0021-deploy-labels' });
    expect(Object.keys(await sequelize.getQueryInterface().describeTable('deploys'))).to.not.include('label');
    await sequelize.query("UPDATE project_domains SET verified_at = created_at WHERE host = 'www.before-upgrade.test'");

    await migrateToLatest(sequelize, 5000);
    const deploys = await query<{ number: number; label: string }>(`SELECT number, label FROM deploys WHERE project_id = ${project.id} ORDER BY number`);
    expect(deploys.map((deploy) => deploy.number)).to.deep.equal([1, 2]);
    for (const { label } of deploys) expect(label).to.match(/^[a-z0-9]{12}$/);
    expect(deploys[0].label).to.not.equal(deploys[1].label);
    for (const { number, label } of deploys) {
      expect(await siteStatus(`${project.slug}--${number}.localhost`), `old host of #${number}`).to.equal(404);
      expect(await siteStatus(`${project.slug}--${label}.localhost`), `new host of #${number}`).to.equal(200);
    }
    expect((await client.deploys(project.id)).map((deploy) => deploy.url)).to.deep.equal(deploys.map((deploy) => `http://${project.slug}--${deploy.label}.localhost:0`).reverse());

    const claims = await query<{ host: string; verified_host: string | null }>(`SELECT host, verified_host FROM domain_claims WHERE project_id = ${project.id}`);
    expect(claims).to.deep.equal([{ host: 'www.before-upgrade.test', verified_host: 'www.before-upgrade.test' }]);
    expect(await siteStatus('www.before-upgrade.test')).to.equal(200);
    expect(await sequelize.getQueryInterface().tableExists('project_domains')).to.equal(false);
  });
});
