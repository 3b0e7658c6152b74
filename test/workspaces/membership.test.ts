import { expect } from 'chai';
import type { Project } from '../../common/editor/types.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { DEFAULT_WORKSPACE, WORKSPACE_MESSAGES, type WorkspaceMemberData } from '../../common/workspaces.ts';
import { Project as ProjectRow } from '../../server/modules/projects/models.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { getAllSettings } from '../../server/modules/settings/service.ts';
import { FileEntryModel } from '../../server/modules/uploads/models.ts';
import { storageKey } from '../../server/modules/uploads/service.ts';
import { deleteUser } from '../../server/modules/users/management.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { Workspace, WorkspaceMember } from '../../server/modules/workspaces/models.ts';
import { diskDriver } from '../../server/storage/index.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makePage } from '../projects/support/projects.ts';
import { messageOf, TeamClient } from './support.ts';

describe('workspaces: membership and scoping', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  async function bytesExist(entry: FileEntry): Promise<boolean> {
    const driver = diskDriver(entry.disk, app.config, await getAllSettings());
    return (await driver.stat(storageKey(entry.disk_prefix, entry.file_name))) !== null;
  }

  it('lists the built-in default workspace first, then the workspaces the user belongs to, with the creator as owner', async () => {
    const owner = await TeamClient.user(app);
    expect(await owner.workspaces()).to.deep.equal([DEFAULT_WORKSPACE]);
    const zeta = await owner.createWorkspace('  Zeta Studio  ');
    const alpha = await owner.createWorkspace('Alpha Agency');
    expect(zeta).to.deep.equal({ id: zeta.id, name: 'Zeta Studio', members_count: 1, owner_id: owner.user.id, role: 'owner' });
    expect((await owner.workspaces()).map((w) => [w.id, w.name])).to.deep.equal([
      [0, 'Default'],
      [alpha.id, 'Alpha Agency'],
      [zeta.id, 'Zeta Studio'],
    ]);
    const details = await owner.details(zeta.id);
    expect(details.workspace).to.deep.equal(zeta);
    expect(details.members.map((m) => [m.id, m.role])).to.deep.equal([[owner.user.id, 'owner']]);
    expect(details.invites).to.deep.equal([]);
    // The default workspace reads as the user's own and cannot be changed.
    expect((await owner.details(0)).members.map((m) => m.id)).to.deep.equal([owner.user.id]);
    const rename = await owner.request('PUT', '/api/v1/workspaces/0', { name: 'Mine' });
    expect(rename.statusCode).to.equal(403);
    expect(messageOf(rename)).to.equal(WORKSPACE_MESSAGES.defaultWorkspace);

    const empty = await owner.request('POST', '/api/v1/workspaces', { name: '   ' });
    expect(empty.statusCode).to.equal(400);
    expect((JSON.parse(empty.payload) as { errors: Record<string, string> }).errors.name).to.equal(WORKSPACE_MESSAGES.nameRequired);
  });

  it("lets a member list, edit and publish the team's projects, files and deploys, and gives everyone else a 404", async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Bakery Team');
    const ownerInTeam = owner.in(team.id);
    const site = await ownerInTeam.create('Team Bakery');
    expect((await ProjectRow.findByPk(site.id))!.workspace_id).to.equal(team.id);
    const file = await ownerInTeam.uploadOk('menu.txt', 'bread and butter');
    expect(file.workspace_id).to.equal(team.id);
    await ownerInTeam.publish(site.id, { prod: true });
    await owner.create('Owner Private');

    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    expect(await member.projectNames()).to.deep.equal(['Team Bakery']);
    expect(await member.fileNames()).to.deep.equal(['menu.txt']);
    // Its own default workspace holds none of the team's work, and none of the owner's own.
    const memberHome = member.in(0);
    expect(await memberHome.projectNames()).to.deep.equal([]);
    expect(await memberHome.fileNames()).to.deep.equal([]);

    // Edit: rename, save pages; publish; read the deploys and the file.
    await member.ok('PUT', `/api/v1/projects/${site.id}`, { name: 'Team Bakery & Co' });
    const current = await member.get(site.id);
    const saved = await member.saveOk(site.id, current.version, [makePage({ name: 'Home' })]);
    expect(saved.pages).to.have.length(1);
    const published = await member.publish(site.id, { prod: true });
    expect(published.deploy.number).to.equal(2);
    expect((await member.deploys(site.id)).map((d) => d.number)).to.deep.equal([2, 1]);
    expect((await member.deploy(site.id, 1)).number).to.equal(1);
    expect((await member.ok<{ fileEntry: FileEntry }>('GET', `/api/v1/file-entries/${file.id}`)).fileEntry.name).to.equal('menu.txt');
    const download = await member.request('GET', `/api/v1/file-entries/${file.id}/download`);
    expect(download.payload).to.equal('bread and butter');
    // Whatever workspace is active, a member reaches the team's project by its id.
    expect((await memberHome.get(site.id)).name).to.equal('Team Bakery & Co');
    // A member's upload and project in the workspace are the owner's to see too.
    const memberSite = await member.create('Member Site');
    await member.uploadOk('logo.txt', 'logo');
    expect(await ownerInTeam.projectNames()).to.have.members(['Team Bakery & Co', 'Member Site']);
    expect(await ownerInTeam.fileNames()).to.have.members(['menu.txt', 'logo.txt']);
    expect((await owner.projectNames())).to.deep.equal(['Owner Private']);

    // A stranger, whatever workspace they claim, reaches none of it.
    const stranger = (await TeamClient.user(app)).in(team.id);
    const requests: [string, string, unknown?][] = [
      ['GET', `/api/v1/projects/${site.id}`],
      ['PUT', `/api/v1/projects/${site.id}`, { name: 'Taken' }],
      ['PUT', `/api/v1/projects/${site.id}/pages`, { version: saved.version, pages: [makePage()] }],
      ['POST', `/api/v1/projects/${site.id}/duplicate`],
      ['DELETE', `/api/v1/projects/${memberSite.id}`],
      ['GET', `/api/v1/projects/${site.id}/deploys`],
      ['GET', `/api/v1/projects/${site.id}/deploys/1`],
      ['POST', `/api/v1/projects/${site.id}/deploys`, { prod: true }],
      ['POST', `/api/v1/projects/${site.id}/deploys/1/live`],
      ['POST', `/api/v1/projects/${site.id}/unpublish`],
      ['GET', `/api/v1/projects/${site.id}/domains`],
      ['GET', `/api/v1/file-entries/${file.id}`],
      ['GET', `/api/v1/file-entries/${file.id}/download`],
    ];
    for (const [method, url, payload] of requests) {
      const response = await stranger.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(404);
    }
    const deleted = await stranger.ok<{ deleted: number }>('POST', '/api/v1/file-entries/delete', { entryIds: [file.id], deleteForever: true });
    expect(deleted.deleted).to.equal(0);
    // The active workspace falls back to the stranger's default: their lists show only their own.
    expect(await stranger.projectNames()).to.deep.equal([]);
    expect(await stranger.fileNames()).to.deep.equal([]);
    expect(await stranger.projectNames(`?workspaceId=${team.id}`)).to.deep.equal([]);
    // Naming the workspace outright in the upload's metadata is refused like a missing workspace.
    const upload = await stranger.upload('x.txt', 'x', { metadata: JSON.stringify({ workspaceId: team.id }) });
    expect(upload.statusCode).to.equal(404);
    // The workspace itself answers like one that does not exist.
    const asked = await stranger.request('GET', `/api/v1/workspaces/${team.id}`);
    const missing = await stranger.request('GET', '/api/v1/workspaces/2147483000');
    expect([asked.statusCode, messageOf(asked)]).to.deep.equal([404, WORKSPACE_MESSAGES.notFound]);
    expect([missing.statusCode, messageOf(missing)]).to.deep.equal([404, WORKSPACE_MESSAGES.notFound]);
    // A creation with the workspace as a parameter lands in the stranger's own workspace; the service itself refuses it.
    const created = await stranger.create('Sneaky');
    expect((await ProjectRow.findByPk(created.id))!.workspace_id).to.equal(0);
    let refused: unknown;
    try {
      await createProject(stranger.user, { name: 'Sneaky', workspaceId: team.id });
    } catch (error) {
      refused = error;
    }
    expect(refused).to.have.property('kind', 'not_found');
    expect((await owner.get(site.id)).name).to.equal('Team Bakery & Co');
    expect(await FileEntryModel.findByPk(file.id)).to.not.equal(null);
  });

  it('enforces roles: members edit only, admins also invite, remove and change roles, only the owner deletes and transfers', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Roles');
    const admin = await owner.bringIn(team.id, await TeamClient.user(app), 'admin');
    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    const another = await owner.bringIn(team.id, await TeamClient.user(app));

    const forbidden = async (client: TeamClient, method: string, url: string, payload?: unknown) => {
      const response = await client.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(403);
      return messageOf(response);
    };
    // A member: no invites, no removals, no role changes, no rename, no delete, no transfer; sees no invites.
    expect(await forbidden(member, 'POST', `/api/v1/workspaces/${team.id}/invites`, { emails: ['x@example.com'], role: 'member' })).to.equal(WORKSPACE_MESSAGES.notAllowed);
    await forbidden(member, 'DELETE', `/api/v1/workspaces/${team.id}/members/${another.user.id}`);
    await forbidden(member, 'PUT', `/api/v1/workspaces/${team.id}/members/${another.user.id}`, { role: 'admin' });
    await forbidden(member, 'PUT', `/api/v1/workspaces/${team.id}`, { name: 'Mine now' });
    await forbidden(member, 'DELETE', `/api/v1/workspaces/${team.id}`, { projects: 'move' });
    await forbidden(member, 'POST', `/api/v1/workspaces/${team.id}/transfer`, { user_id: member.user.id });
    const pending = await owner.inviteOk(team.id, ['later@example.com']);
    expect((await member.details(team.id)).invites).to.deep.equal([]);
    expect((await admin.details(team.id)).invites.map((i) => i.email)).to.deep.equal(['later@example.com']);
    expect((await member.details(team.id)).members.map((m) => m.role)).to.deep.equal(['owner', 'admin', 'member', 'member']);

    // An admin: invites, revokes, renames, changes roles and removes members, but neither deletes nor transfers.
    await admin.inviteOk(team.id, ['second@example.com']);
    await admin.ok('DELETE', `/api/v1/workspaces/${team.id}/invites/${pending[0].id}`);
    await admin.ok('PUT', `/api/v1/workspaces/${team.id}`, { name: 'Roles Renamed' });
    const promoted = await admin.ok<{ member: WorkspaceMemberData }>('PUT', `/api/v1/workspaces/${team.id}/members/${member.user.id}`, { role: 'admin' });
    expect(promoted.member).to.include({ id: member.user.id, role: 'admin' });
    await admin.ok('DELETE', `/api/v1/workspaces/${team.id}/members/${another.user.id}`);
    expect(await forbidden(admin, 'DELETE', `/api/v1/workspaces/${team.id}`, { projects: 'delete' })).to.equal(WORKSPACE_MESSAGES.notAllowed);
    await forbidden(admin, 'POST', `/api/v1/workspaces/${team.id}/transfer`, { user_id: admin.user.id });
    // Nobody removes the owner or changes the owner's role.
    expect(await forbidden(admin, 'DELETE', `/api/v1/workspaces/${team.id}/members/${owner.user.id}`)).to.equal(WORKSPACE_MESSAGES.removeOwner);
    expect(await forbidden(admin, 'PUT', `/api/v1/workspaces/${team.id}/members/${owner.user.id}`, { role: 'member' })).to.equal(WORKSPACE_MESSAGES.ownerRole);
    const ownerRole = await owner.request('PUT', `/api/v1/workspaces/${team.id}/members/${owner.user.id}`, { role: 'owner' });
    expect(ownerRole.statusCode).to.equal(400);

    // The removed member is out: 404 for the workspace, and their cookie falls back to the default workspace.
    expect((await another.request('GET', `/api/v1/workspaces/${team.id}`)).statusCode).to.equal(404);
    expect((await another.workspaces()).map((w) => w.id)).to.deep.equal([0]);
    const details = await owner.details(team.id);
    expect(details.workspace).to.include({ name: 'Roles Renamed', members_count: 3 });
    expect(details.invites.map((i) => i.email)).to.deep.equal(['second@example.com']);
  });

  it('moves the projects and files of a deleted workspace to the owner’s default workspace', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Moving');
    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    const site = await member.create('Member Made');
    const file = await member.uploadOk('notes.txt', 'notes');
    await member.publish(site.id, { prod: true });

    await owner.ok('DELETE', `/api/v1/workspaces/${team.id}`, { projects: 'move' });
    expect(await Workspace.findByPk(team.id)).to.equal(null);
    expect(await WorkspaceMember.count({ where: { workspace_id: team.id } })).to.equal(0);
    const row = (await ProjectRow.findByPk(site.id))!;
    expect([row.workspace_id, row.user_id]).to.deep.equal([0, owner.user.id]);
    expect(await owner.projectNames()).to.deep.equal(['Member Made']);
    expect(await owner.fileNames()).to.deep.equal(['notes.txt']);
    expect((await owner.get(site.id)).live_deploy).to.equal(1);
    expect(await bytesExist(file)).to.equal(true);
    // The member has lost it all; their stale cookie now lists their own default workspace.
    expect((await member.request('GET', `/api/v1/projects/${site.id}`)).statusCode).to.equal(404);
    expect(await member.projectNames()).to.deep.equal([]);
    expect((await member.workspaces()).map((w) => w.id)).to.deep.equal([0]);
  });

  it('deletes the projects (with their deploys) and files (with their bytes) of a workspace deleted with them', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Deleting');
    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    const site = await member.create('Going Away');
    await member.publish(site.id, { prod: true });
    const file = await member.uploadOk('gone.txt', 'gone');
    const kept = await owner.create('Kept Elsewhere');

    const query = await owner.request('DELETE', `/api/v1/workspaces/${team.id}?projects=delete`);
    expect(query.statusCode, query.payload).to.equal(200);
    expect(messageOf(query)).to.equal(WORKSPACE_MESSAGES.deleted);
    expect(await ProjectRow.findByPk(site.id)).to.equal(null);
    expect(await Deploy.count({ where: { project_id: site.id } })).to.equal(0);
    expect(await FileEntryModel.findByPk(file.id, { paranoid: false })).to.equal(null);
    expect(await bytesExist(file)).to.equal(false);
    expect(await Workspace.findByPk(team.id)).to.equal(null);
    expect(await owner.projectNames()).to.deep.equal(['Kept Elsewhere']);
    expect((await owner.get(kept.id)).name).to.equal('Kept Elsewhere');
    const bad = await owner.request('DELETE', `/api/v1/workspaces/${team.id}`, { projects: 'keep' });
    expect(bad.statusCode).to.equal(400);
  });

  it('lets members leave and the owner transfer (becoming an admin), never leaving a workspace without its owner', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Handover');
    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    const leaver = await owner.bringIn(team.id, await TeamClient.user(app));
    const site = await member.create('Stays With The Team');

    const ownerLeaves = await owner.request('POST', `/api/v1/workspaces/${team.id}/leave`);
    expect([ownerLeaves.statusCode, messageOf(ownerLeaves)]).to.deep.equal([409, WORKSPACE_MESSAGES.ownerCannotLeave]);
    await leaver.ok('POST', `/api/v1/workspaces/${team.id}/leave`);
    expect((await leaver.workspaces()).map((w) => w.id)).to.deep.equal([0]);
    const notMember = await owner.request('POST', `/api/v1/workspaces/${team.id}/transfer`, { user_id: leaver.user.id });
    expect([notMember.statusCode, messageOf(notMember)]).to.deep.equal([404, WORKSPACE_MESSAGES.memberNotFound]);

    const transferred = await owner.ok<{ workspace: { owner_id: number; role: string } }>('POST', `/api/v1/workspaces/${team.id}/transfer`, { user_id: member.user.id });
    expect(transferred.workspace).to.include({ owner_id: member.user.id, role: 'admin' });
    expect((await member.details(team.id)).members.map((m) => [m.id, m.role])).to.deep.equal([
      [member.user.id, 'owner'],
      [owner.user.id, 'admin'],
    ]);
    // The old owner may now leave; the new owner may delete.
    await owner.ok('POST', `/api/v1/workspaces/${team.id}/leave`);
    expect((await owner.request('GET', `/api/v1/projects/${site.id}`)).statusCode).to.equal(404);
    expect(await member.projectNames()).to.deep.equal(['Stays With The Team']);
  });

  it('falls back to the default workspace when the active one is not (or no longer) the user’s, without failing the request', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Fallback');
    await owner.create('Home Site');
    await owner.in(team.id).create('Team Site');
    expect(await owner.in(team.id).projectNames()).to.deep.equal(['Team Site']);
    expect(await owner.in(2147483000).projectNames()).to.deep.equal(['Home Site']);
    expect(await owner.projectNames('?workspaceId=2147483000')).to.deep.equal(['Home Site']);

    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    expect(await member.projectNames()).to.deep.equal(['Team Site']);
    await owner.ok('DELETE', `/api/v1/workspaces/${team.id}/members/${member.user.id}`);
    // The cookie still names the team: the member now works in their own default workspace.
    expect(await member.projectNames()).to.deep.equal([]);
    const created = await member.create('Mine After All');
    expect((await ProjectRow.findByPk(created.id))!.workspace_id).to.equal(0);
    expect(await member.projectNames()).to.deep.equal(['Mine After All']);
  });

  it('gives the team’s projects back to their creators when the owner’s account is deleted', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Orphaned');
    const member = await owner.bringIn(team.id, await TeamClient.user(app));
    const site: Project = await member.create('Survivor');
    await deleteUser(owner.user, app.config);
    expect(await Workspace.findByPk(team.id)).to.equal(null);
    expect((await ProjectRow.findByPk(site.id))!.workspace_id).to.equal(0);
    expect(await member.in(0).projectNames()).to.deep.equal(['Survivor']);
    const deploys: DeployRecord[] = await member.deploys(site.id);
    expect(deploys).to.deep.equal([]);
  });
});
