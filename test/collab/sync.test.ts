import { expect } from 'chai';
import { Op } from 'sequelize';
import WebSocket from 'ws';
import { projectStateOf } from '../../common/editor/project-operations.ts';
import { ProjectReplica } from '../../common/editor/project-replica.ts';
import type { Project as ProjectData } from '../../common/editor/types.ts';
import { MAX_MESSAGE_BYTES } from '../../server/modules/collab/messages.ts';
import { ProjectLogEntry } from '../../server/modules/collab/models.ts';
import { Session } from '../../server/modules/auth/models.ts';
import { sha256 } from '../../server/security/tokens.ts';
import { collabHub } from '../../server/modules/collab/routes.ts';
import { Project } from '../../server/modules/projects/models.ts';
import { WorkspaceMember } from '../../server/modules/workspaces/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { makePage, ProjectsClient } from '../projects/support/projects.ts';
import { appOrigin, nextMessage, openSocket, socketUrl, SyncClient } from './support/sync-client.ts';

/** The first element child of the page body with this tag. */
function firstElement(client: SyncClient, pageId: string, tag: string): string {
  const { document } = client.page(pageId);
  for (const node of document.nodes.values()) if (node.type === 'element' && node.tag === tag) return node.id;
  throw new Error(`no <${tag}> on page ${pageId}`);
}

describe('Editing together: the sync socket', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: ProjectsClient;
  let project: ProjectData;
  let pageId: string;
  const open: SyncClient[] = [];

  async function connect(cookie = owner.cookie, id = project.id): Promise<SyncClient> {
    const client = await SyncClient.connect(app, cookie, id);
    open.push(client);
    return client;
  }

  before(async () => {
    app = await startTestApp({ listen: true });
  });
  after(async () => {
    await app?.stop();
  });
  beforeEach(async () => {
    owner = await ProjectsClient.signedIn(app);
    project = await owner.create('Together');
    pageId = project.pages![0].id;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });

  it('shows each client the edits of the other, in the same order, and stores them', async () => {
    const [a, b] = [await connect(), await connect()];
    const container = firstElement(a, pageId, 'div');
    a.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'from A' } } }]);
    b.edit([{ type: 'edit', page: pageId, op: { type: 'insert', parentId: container, index: 0, html: '<p>from B</p>' } }]);
    await Promise.all([a.settled(), b.settled()]);
    await Promise.all([a.reached(2), b.reached(2)]);
    expect(a.html(pageId)).to.equal(b.html(pageId));
    expect(a.html(pageId)).to.contain('title="from A"').and.contain('from B</p>');
    const stored = await owner.get(project.id);
    expect(stored.pages![0].html).to.equal(a.html(pageId));
    expect(stored.version).to.equal(project.version + 2);
  });

  it('refuses a socket without a session cookie, for a project of someone else (as for no project at all), and from another origin', async () => {
    const url = socketUrl(app, project.id);
    const origin = appOrigin(app);
    expect(await openSocket(url, { origin })).to.deep.include({ status: 401 });

    const { user: stranger } = await createTestUser();
    const strangerCookie = await signInAs(stranger);
    const foreign = await openSocket(url, { origin, cookie: strangerCookie });
    const missing = await openSocket(socketUrl(app, 999_999), { origin, cookie: strangerCookie });
    expect(foreign).to.deep.equal(missing);
    expect(foreign).to.deep.include({ status: 404 });

    expect(await openSocket(url, { origin: 'https://evil.example', cookie: owner.cookie })).to.deep.include({ status: 403 });
    expect(await openSocket(url, { cookie: owner.cookie }), 'no Origin at all').to.deep.include({ status: 403 });
    const plain = await fetch(`${app.server.info.uri}/api/v1/projects/${project.id}/sync`, { headers: { cookie: owner.cookie } });
    expect(plain.status, 'a GET that does not upgrade').to.equal(426);
  });

  it('tells each client who else is there and where, in a colour that stays with the user, and when they leave', async () => {
    const { user: teammate } = await createTestUser();
    const workspace = await app.server.inject({ method: 'POST', url: '/api/v1/workspaces', headers: withCsrf({ cookie: owner.cookie }), payload: { name: 'Studio' } });
    expect(workspace.statusCode, workspace.payload).to.equal(201);
    const workspaceId = (workspace.result as { workspace: { id: number } }).workspace.id;
    await WorkspaceMember.create({ workspace_id: workspaceId, user_id: teammate.id, role: 'member' });
    await Project.update({ workspace_id: workspaceId }, { where: { id: project.id } });

    const a = await connect();
    const b = await connect(await signInAs(teammate));
    const container = firstElement(a, pageId, 'div');
    a.send({ type: 'presence', pageId, selectedId: container });
    await b.until(() => b.peers.get(a.clientId)?.selectedId === container, 'A’s selection');
    const seen = b.peers.get(a.clientId)!;
    expect(seen).to.include({ userId: owner.user.id, pageId, selectedId: container });
    expect(seen.name).to.be.a('string').and.not.equal('');
    expect(seen.colour).to.match(/^#[0-9a-f]{6}$/);

    const c = await connect();
    expect(c.peers.get(a.clientId), 'a newcomer is told who is there').to.deep.equal(seen);
    b.send({ type: 'presence', pageId, selectedId: null });
    await a.until(() => a.peers.get(b.clientId)?.userId === teammate.id, 'B’s presence');
    expect(a.peers.get(b.clientId)!.colour).to.not.equal('');
    a.send({ type: 'presence', pageId, selectedId: null });
    await b.until(() => b.peers.get(a.clientId)?.selectedId === null, 'A selecting nothing');
    expect(b.peers.get(a.clientId)!.colour, 'the same colour each time').to.equal(seen.colour);

    await a.close();
    await b.until(() => !b.peers.has(a.clientId), 'A leaving');
    await c.until(() => !c.peers.has(a.clientId), 'A leaving');
  });

  it('keeps concurrent edits of different elements, properties and pages, and the later of two values of one property', async () => {
    const second = (await owner.saveOk(project.id, project.version, [...project.pages!, makePage({ name: 'Second' })])).pages![1];
    const [a, b] = [await connect(), await connect()];
    const container = firstElement(a, pageId, 'div');
    const heading = firstElement(a, second.id, 'h1');
    // Both edits leave before either client hears of the other's.
    a.edit([
      { type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'A', 'data-a': '1' } } },
      { type: 'edit', page: second.id, op: { type: 'replaceContent', id: heading, html: 'Heading by A' } },
    ]);
    b.edit([
      { type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'B', 'data-b': '1' } } },
      { type: 'edit', page: pageId, op: { type: 'insert', parentId: container, index: 0, html: '<p>by B</p>' } },
      { type: 'renamePage', id: second.id, name: 'Renamed by B' },
    ]);
    await Promise.all([a.settled(), b.settled()]);
    await Promise.all([a.reached(2), b.reached(2)]);
    const stored = await owner.get(project.id);
    for (const client of [a, b]) {
      expect(client.html(pageId)).to.equal(stored.pages![0].html);
      expect(client.html(second.id)).to.equal(stored.pages![1].html);
    }
    const html = stored.pages![0].html;
    expect(html).to.contain('data-a="1"').and.contain('data-b="1"').and.contain('by B</p>');
    expect(stored.pages![1].html).to.contain('Heading by A');
    expect(stored.pages![1].name).to.equal('Renamed by B');
    // One value everywhere: the one the server applied last.
    const last = (a.received.find((message) => message.type === 'ack' && message.seq === 2) ? 'A' : 'B');
    expect(html).to.contain(`title="${last}"`);
    expect(a.dropped.concat(b.dropped)).to.deep.equal([]);
  });

  it('drops, and reports, an edit of an element someone else deleted meanwhile, and carries on', async () => {
    const [a, b] = [await connect(), await connect()];
    const container = firstElement(a, pageId, 'div');
    a.edit([{ type: 'edit', page: pageId, op: { type: 'insert', parentId: container, index: 0, html: '<p>kept</p>' } }]);
    await a.settled();
    await b.reached(1);
    const paragraph = firstElement(b, pageId, 'p');
    // B edits the paragraph while A deletes it; A's deletion reaches the server first.
    b.replica.apply([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: paragraph, attrs: { class: 'lead' } } }]);
    a.edit([{ type: 'edit', page: pageId, op: { type: 'remove', id: paragraph } }]);
    await a.settled();
    b.flush();
    await b.settled();
    expect(b.dropped).to.deep.equal([0]);
    b.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'still editing' } } }]);
    await b.settled();
    await a.reached(b.replica.seq);
    const stored = await owner.get(project.id);
    expect(a.html(pageId)).to.equal(stored.pages![0].html).and.equal(b.html(pageId));
    expect(stored.pages![0].html).to.not.contain('kept');
    expect(stored.pages![0].html).to.contain('still editing');
  });

  it('adds, renames and deletes a page through the log, and undoes each with its inverse', async () => {
    const [a, b] = [await connect(), await connect()];
    const before = await owner.get(project.id);
    const page = { id: 'newpage001', name: 'Contact', html: '<section data-id="contactsec"><h2 data-id="contacth2x">Write to us</h2></section>', doc: { title: 'Contact', description: '', css: '', js: '', headLinks: [], fonts: [] } };
    const [undoAdd] = a.replica.apply([{ type: 'addPage', page, index: 1 }]);
    a.flush();
    const [undoRename] = a.replica.apply([{ type: 'renamePage', id: 'newpage001', name: 'Write to us' }]);
    await a.settled();
    a.flush();
    await a.settled();
    await b.reached(a.replica.seq);
    let stored = await owner.get(project.id);
    expect(stored.pages!.map((each) => each.name)).to.deep.equal(['Home', 'Write to us']);
    expect(b.replica.state.pages.map((each) => each.name)).to.deep.equal(['Home', 'Write to us']);
    expect(stored.pages![1].html).to.equal(page.html);

    a.edit([undoRename]);
    await a.settled();
    expect((await owner.get(project.id)).pages![1].name).to.equal('Contact');
    const [undoDelete] = a.replica.apply([undoAdd]);
    a.flush();
    await a.settled();
    await b.reached(a.replica.seq);
    stored = await owner.get(project.id);
    expect(stored.pages!.map((each) => each.id)).to.deep.equal(before.pages!.map((each) => each.id));
    expect(b.replica.state.pages).to.have.length(1);

    a.edit([undoDelete]);
    await a.settled();
    await b.reached(a.replica.seq);
    stored = await owner.get(project.id);
    expect(stored.pages!.map((each) => [each.name, each.html])).to.deep.equal([
      ['Home', before.pages![0].html],
      ['Contact', page.html],
    ]);
    expect(b.html('newpage001')).to.equal(page.html);
  });

  it('catches a client up on what it missed while away, including its own push whose answer was lost', async () => {
    const a = await connect();
    const b = await connect();
    const container = firstElement(a, pageId, 'div');
    // B pushes and loses its connection before the answer.
    b.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { 'data-b': 'sent' } } }]);
    b.ws.terminate();
    for (let i = 0; i < 3; i++) {
      a.edit([{ type: 'edit', page: pageId, op: { type: 'insert', parentId: container, index: 0, html: `<p>while away ${i}</p>` } }]);
      await a.settled();
    }
    const back = await SyncClient.resume(app, owner.cookie, project.id, b.replica, b.clientId);
    open.push(back);
    await back.settled();
    await a.reached(back.replica.seq);
    const stored = await owner.get(project.id);
    expect(back.html(pageId)).to.equal(stored.pages![0].html).and.equal(a.html(pageId));
    expect(stored.pages![0].html.match(/data-b="sent"/g), 'applied once').to.have.length(1);
    expect(stored.pages![0].html).to.contain('while away 2');
  });

  it('sends a client too far behind, or behind a trimmed log, to reload', async () => {
    const a = await connect();
    const since = a.replica.seq;
    const version = a.replica.version;
    await a.close();
    const entries = Array.from({ length: 501 }, (_, i) => ({ project_id: project.id, seq: i + 1, version: version + i + 1, user_id: owner.user.id, client_id: 'elsewhere', client_seq: i + 1, ops: [], dropped: [] }));
    await ProjectLogEntry.bulkCreate(entries);
    await Project.update({ version: version + 501 }, { where: { id: project.id } });
    const opened = await openSocket(socketUrl(app, project.id), { cookie: owner.cookie, origin: appOrigin(app) });
    if (!('ws' in opened)) throw new Error('refused');
    const reload = nextMessage(opened.ws, (message) => message.type === 'reload');
    opened.ws.send(JSON.stringify({ type: 'hello', clientId: 'farbehind1', since, version }));
    expect(await reload).to.deep.include({ type: 'reload' });

    await ProjectLogEntry.destroy({ where: { project_id: project.id, seq: { [Op.lte]: 10 } } });
    const trimmed = await openSocket(socketUrl(app, project.id), { cookie: owner.cookie, origin: appOrigin(app) });
    if (!('ws' in trimmed)) throw new Error('refused');
    const again = nextMessage(trimmed.ws, (message) => message.type === 'reload');
    trimmed.ws.send(JSON.stringify({ type: 'hello', clientId: 'trimmed01', since: 5, version: version + 5 }));
    expect(await again).to.deep.include({ type: 'reload' });
    trimmed.ws.close();
    opened.ws.close();
  });

  it('answers malformed messages with an error and keeps the socket', async () => {
    const a = await connect();
    const errors = () => a.received.filter((message) => message.type === 'error');
    const container = firstElement(a, pageId, 'div');
    a.ws.send('not json');
    a.ws.send(JSON.stringify({ type: 'teleport' }));
    a.send({ type: 'push', clientSeq: 1, baseSeq: 0, ops: [{ type: 'edit', page: pageId, op: { type: 'explode', id: container } }] });
    a.send({ type: 'push', clientSeq: 1, baseSeq: 0, ops: [] });
    a.send({ type: 'presence', pageId: 12, selectedId: null });
    a.ws.send(Buffer.from([1, 2, 3]));
    await a.until(() => errors().length === 6, 'six errors');
    expect(errors().map((message) => (message as { message: string }).message)).to.have.length(6);
    a.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'after the noise' } } }]);
    await a.settled();
    expect((await owner.get(project.id)).pages![0].html).to.contain('after the noise');
  });

  it('closes a socket whose message is larger than the cap', async () => {
    const a = await connect();
    const closed = new Promise<number>((resolve) => a.ws.once('close', (code) => resolve(code)));
    a.ws.send('x'.repeat(MAX_MESSAGE_BYTES + 1));
    expect(await closed).to.equal(1009);
  });

  it('drops a peer that stops answering pings, and others see it leave', async () => {
    const a = await connect();
    const silent = new WebSocket(socketUrl(app, project.id), { headers: { cookie: owner.cookie, origin: appOrigin(app) }, autoPong: false });
    await new Promise((resolve) => silent.once('open', resolve));
    const welcome = nextMessage(silent, (message) => message.type === 'welcome');
    silent.send(JSON.stringify({ type: 'hello', clientId: 'silentpeer', since: a.replica.seq, version: a.replica.version }));
    await welcome;
    silent.send(JSON.stringify({ type: 'presence', pageId, selectedId: null }));
    await a.until(() => a.peers.has('silentpeer'), 'the silent peer’s presence');
    const closed = new Promise((resolve) => silent.once('close', resolve));
    const hub = await collabHub(app.server);
    await hub.heartbeat();
    await hub.heartbeat();
    await closed;
    await a.until(() => !a.peers.has('silentpeer'), 'the silent peer leaving');
    expect(a.ws.readyState, 'a peer that answers stays').to.equal(WebSocket.OPEN);
  });

  it('sends its clients to reload when the project is saved over HTTP meanwhile, and their edits survive the reload', async () => {
    const a = await connect();
    const current = await owner.get(project.id);
    await owner.saveOk(project.id, current.version, [{ ...current.pages![0], html: '<div data-id="fromsave01">saved over HTTP</div>' }]);
    // An edit made while the save happened, not yet sent.
    a.replica.apply([{ type: 'renamePage', id: pageId, name: 'Renamed before the reload' }]);
    await (await collabHub(app.server)).heartbeat();
    await a.until(() => a.reloadReason !== null, 'reload');
    expect(a.reloadReason).to.match(/saved elsewhere/);

    const { project: fresh, seq } = await SyncClient.snapshot(app, owner.cookie, project.id);
    const replica = new ProjectReplica(projectStateOf(fresh), { seq, version: fresh.version });
    replica.adopt(a.replica);
    const reloaded = await SyncClient.resume(app, owner.cookie, project.id, replica, a.clientId);
    open.push(reloaded);
    await reloaded.settled();
    const stored = await owner.get(project.id);
    expect(stored.pages![0]).to.include({ name: 'Renamed before the reload', html: '<div data-id="fromsave01">saved over HTTP</div>' });
    expect(reloaded.html(pageId)).to.equal(stored.pages![0].html);
  });

  it('sends large entries by their number, and tells a client that stops reading to reload instead of queueing for it', async () => {
    const [reader, writer] = [await connect(), await connect()];
    const container = firstElement(writer, pageId, 'div');
    // The reader's process stops reading its socket: what the server sends it piles up.
    (reader.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const closed = new Promise<number>((resolve) => reader.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 24; i++) {
      writer.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { 'data-large': String(i % 10).repeat(1024 * 1024) } } }]);
      await writer.settled();
    }
    const stored = await owner.get(project.id);
    expect(writer.html(pageId), 'the writer got its large entries').to.equal(stored.pages![0].html);
    (reader.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).to.equal(4000);
    expect(reader.reloadReason).to.match(/too slow/);
  });

  it('closes the socket of a session that signed out, at the next heartbeat', async () => {
    const cookie = await signInAs(owner.user);
    const a = await connect(cookie);
    const closed = new Promise<number>((resolve) => a.ws.once('close', (code) => resolve(code)));
    await Session.destroy({ where: { token_hash: sha256(cookie.split('=')[1]) } });
    await (await collabHub(app.server)).heartbeat();
    expect(await closed).to.equal(4404);
  });
});
