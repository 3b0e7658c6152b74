import { expect } from 'chai';
import type { Project, ProjectPage } from '../../common/editor/types.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { bodyOf, contentOf, makePage, ProjectsClient } from './support/projects.ts';

interface SaveBody {
  version: number;
  pages: unknown[];
  force?: boolean;
  saveKey?: string;
}

interface ConflictBody {
  message: string;
  project: Project;
  pages: string[];
}

/** A page the client has not changed: only its id and the version its copy is based on. */
const kept = (page: ProjectPage) => ({ id: page.id, version: page.version });

describe('Saving project pages: per-page versions and repeated saves', () => {
  let app: TestApp;
  let client: ProjectsClient;
  before(async () => {
    app = await startTestApp();
    client = await ProjectsClient.signedIn(app);
  });
  after(() => app.stop());

  /** A project with three saved pages, as an editor tab loads it. */
  async function threePages(name: string): Promise<Project> {
    const project = await client.create(name);
    return client.saveOk(project.id, 1, [makePage({ name: 'Home' }), makePage({ name: 'About' }), makePage({ name: 'Contact' })]);
  }

  async function saveOk(id: number, body: SaveBody): Promise<Project> {
    const response = await client.save(id, body);
    expect(response.statusCode, response.payload.slice(0, 500)).to.equal(200);
    return (response.result as { project: Project }).project;
  }

  it('stamps every page with the version of the save that wrote it', async () => {
    const loaded = await threePages('Stamped');
    expect(loaded.pages!.map((p) => p.version)).to.deep.equal([2, 2, 2]);
    const [home, about, contact] = loaded.pages!;
    const next = await saveOk(loaded.id, { version: 2, pages: [{ ...home, html: '<p>new home</p>' }, kept(about), kept(contact)] });
    expect(next.version).to.equal(3);
    expect(next.pages!.map((p) => [p.name, p.version])).to.deep.equal([
      ['Home', 3],
      ['About', 2],
      ['Contact', 2],
    ]);
    expect(next.pages![1].html, 'a kept page stays as stored').to.equal(about.html);
  });

  it('merges two tabs that changed different pages; the same page conflicts and lists it', async () => {
    const loaded = await threePages('Two Editors');
    const [home, about, contact] = loaded.pages!;
    // Tab A changes Home, then tab B (still at version 2) changes About.
    await saveOk(loaded.id, { version: 2, pages: [{ ...home, html: '<p>A was here</p>' }, kept(about), kept(contact)] });
    const merged = await saveOk(loaded.id, { version: 2, pages: [kept(home), { ...about, html: '<p>B was here</p>' }, kept(contact)] });
    expect(merged.version).to.equal(4);
    expect(merged.pages!.map((p) => p.html)).to.deep.equal(['<p>A was here</p>', '<p>B was here</p>', contact.html]);

    // Tab B, whose copy of Home is from version 2, now changes Home too: only that page is refused.
    const refused = await client.save(loaded.id, { version: 4, pages: [{ ...home, html: '<p>B overwrites A</p>' }, kept(merged.pages![1]), kept(contact)] });
    expect(refused.statusCode).to.equal(409);
    const body = bodyOf<ConflictBody>(refused);
    expect(body.message).to.equal('This project was changed elsewhere.');
    expect(body.pages).to.deep.equal([home.id]);
    expect(body.project.version).to.equal(4);
    expect(contentOf(body.project.pages)).to.deep.equal(contentOf(merged.pages));
    expect(await client.get(loaded.id)).to.deep.equal(merged);
  });

  it('keeps adding, deleting and reordering pages a project-level change: based on an older version they conflict', async () => {
    const loaded = await threePages('Structure');
    const [home, about, contact] = loaded.pages!;
    await saveOk(loaded.id, { version: 2, pages: [{ ...home, html: '<p>A</p>' }, kept(about), kept(contact)] });
    const attempts: SaveBody[] = [
      { version: 2, pages: [kept(home), kept(about), kept(contact), makePage({ name: 'New' })] },
      { version: 2, pages: [kept(home), kept(about)] },
      { version: 2, pages: [kept(about), kept(home), kept(contact)] },
    ];
    for (const attempt of attempts) {
      const response = await client.save(loaded.id, attempt);
      expect(response.statusCode, JSON.stringify(attempt.pages.length)).to.equal(409);
      expect(bodyOf<ConflictBody>(response).pages).to.deep.equal([]);
    }
    // Based on the current version the same changes go through; a left-out page is deleted.
    const current = await client.get(loaded.id);
    const reordered = await saveOk(loaded.id, { version: current.version, pages: [kept(current.pages![2]), kept(current.pages![0])] });
    expect(reordered.pages!.map((p) => p.name)).to.deep.equal(['Contact', 'Home']);
    expect(reordered.pages![1].html).to.equal('<p>A</p>');

    // A page added elsewhere while this tab changed another one: this tab's list is stale.
    const tabA = await saveOk(loaded.id, { version: reordered.version, pages: [...reordered.pages!.map(kept), makePage({ name: 'Blog' })] });
    const stale = await client.save(loaded.id, { version: reordered.version, pages: [{ ...reordered.pages![0], html: '<p>B</p>' }, kept(reordered.pages![1])] });
    expect(stale.statusCode).to.equal(409);
    expect(await client.get(loaded.id)).to.deep.equal(tabA);
  });

  it('answers a save repeated after its response was lost with success, not a conflict', async () => {
    const loaded = await threePages('Lost Response');
    const [home, about, contact] = loaded.pages!;
    const first: SaveBody = { version: 2, saveKey: 'tab-one-save-1', pages: [{ ...home, html: '<p>mine</p>' }, kept(about), kept(contact)] };
    await saveOk(loaded.id, first);
    // The answer never arrived: the client sends the same save again, still based on version 2.
    const repeated = await saveOk(loaded.id, first);
    expect(repeated.pages![0].html).to.equal('<p>mine</p>');
    // Or its next edits on top, under the same key: its own page, its own new page.
    const followUp = await saveOk(loaded.id, {
      ...first,
      pages: [{ ...home, html: '<p>mine, edited again</p>' }, kept(about), kept(contact), makePage({ name: 'Added after' })],
    });
    expect(followUp.pages!.map((p) => p.name)).to.deep.equal(['Home', 'About', 'Contact', 'Added after']);
    expect(followUp.pages![0].html).to.equal('<p>mine, edited again</p>');

    // Once another tab has saved, the old key is no longer the last save: a conflict is real.
    const other = await saveOk(loaded.id, { version: followUp.version, saveKey: 'tab-two-save-1', pages: [{ ...followUp.pages![0], html: '<p>theirs</p>' }, ...followUp.pages!.slice(1).map(kept)] });
    const late = await client.save(loaded.id, first);
    expect(late.statusCode).to.equal(409);
    expect(bodyOf<ConflictBody>(late).pages).to.deep.equal([]);
    expect(await client.get(loaded.id)).to.deep.equal(other);
    // Without a key, a save based on an old version of a changed page is a conflict as before.
    const unkeyed = await client.save(loaded.id, { version: other.version, pages: [{ ...home, html: '<p>old copy</p>' }, ...other.pages!.slice(1).map(kept)] });
    expect(unkeyed.statusCode).to.equal(409);
    expect(bodyOf<ConflictBody>(unkeyed).pages).to.deep.equal([home.id]);
  });

  it('force writes the pages sent whatever their versions', async () => {
    const loaded = await threePages('Forced Pages');
    const [home, about, contact] = loaded.pages!;
    await saveOk(loaded.id, { version: 2, pages: [{ ...home, html: '<p>theirs</p>' }, kept(about), kept(contact)] });
    const forced = await saveOk(loaded.id, { version: 2, force: true, pages: [{ ...home, html: '<p>mine</p>' }, about, contact] });
    expect(forced.pages!.map((p) => p.html)).to.deep.equal(['<p>mine</p>', about.html, contact.html]);
  });

  it('refuses page entries that are neither a whole page nor a kept one', async () => {
    const loaded = await threePages('Shapes');
    const [home, about, contact] = loaded.pages!;
    const cases: [unknown, string][] = [
      [{ id: home.id }, 'pages.0'],
      [{ id: home.id, version: 2, name: 'Only a name' }, 'pages.0'],
      [{ id: home.id, version: 2, doc: home.doc }, 'pages.0.doc'],
      [{ ...home, version: 0 }, 'pages.0.version'],
    ];
    for (const [entry, field] of cases) {
      const response = await client.save(loaded.id, { version: 2, pages: [entry, kept(about), kept(contact)] });
      expect(response.statusCode, JSON.stringify(entry).slice(0, 100)).to.equal(400);
      expect(bodyOf<{ errors: Record<string, unknown> }>(response).errors, response.payload).to.have.property(field);
    }
    const badKey = await client.save(loaded.id, { version: 2, saveKey: 'no spaces allowed', pages: [kept(home), kept(about), kept(contact)] });
    expect(badKey.statusCode).to.equal(400);
    // A kept page the server does not have cannot be kept.
    const unknown = await client.save(loaded.id, { version: 2, pages: [kept(home), kept(about), kept(contact), { id: 'abcdefghij', version: 2 }] });
    expect(unknown.statusCode).to.equal(409);
    expect(bodyOf<ConflictBody>(unknown).pages).to.deep.equal(['abcdefghij']);
  });
});
