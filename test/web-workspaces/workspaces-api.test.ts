import { expect } from 'chai';
import { WORKSPACE_MESSAGES } from '../../common/workspaces.ts';
import { getActiveWorkspaceId, isWorkspaceScopedQuery, setActiveWorkspace } from '../../web/src/features/workspaces/active-workspace.ts';
import { declineWorkspaceInvite, joinWorkspaceInvite } from '../../web/src/features/workspaces/join-invite.ts';
import {
  changeMemberRole,
  createWorkspace,
  declineInvite,
  deleteWorkspace,
  fetchMyInvites,
  fetchMyWorkspaces,
  fetchWorkspace,
  inviteMembers,
  joinInvite,
  leaveWorkspace,
  removeMember,
  renameWorkspace,
  resendInvite,
  revokeInvite,
  transferWorkspace,
} from '../../web/src/features/workspaces/workspaces-api.ts';
import { dismissToast, getCurrentToast } from '../../web/src/ui/toast/toast-store.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';

// The workspace calls as they go on the wire (server/modules/workspaces/routes.ts), and the join
// and decline flows' toasts and active workspace.
describe('workspace API calls', () => {
  const browser = useBrowserGlobals();
  const wire = () => browser.calls.map((c) => [c.method, c.url, c.body]);
  const doc = () => (globalThis as unknown as { document: { cookie: string } }).document;
  afterEach(() => dismissToast());

  it('reads the lists and one workspace', async () => {
    browser.respondWith((call) =>
      call.url.includes('me/workspaces')
        ? json(200, { workspaces: [{ id: 0, name: 'Default', members_count: 1, owner_id: null, role: 'owner' }] })
        : call.url.includes('me/workspace-invites')
          ? json(200, { invites: [] })
          : json(200, { workspace: { id: 4, name: 'Team', members_count: 2, owner_id: 1, role: 'owner' }, members: [], invites: [] }),
    );
    expect((await fetchMyWorkspaces())[0].name).to.equal('Default');
    expect(await fetchMyInvites()).to.deep.equal([]);
    expect((await fetchWorkspace(4)).workspace.name).to.equal('Team');
    expect(wire()).to.deep.equal([
      ['GET', '/api/v1/me/workspaces', undefined],
      ['GET', '/api/v1/me/workspace-invites', undefined],
      ['GET', '/api/v1/workspaces/4', undefined],
    ]);
  });

  it('creates, renames, deletes, invites, resends, revokes, changes roles, removes, leaves and transfers', async () => {
    browser.respondWith((call) => (call.url === '/api/v1/workspaces' ? json(201, { workspace: { id: 4, name: 'Team' } }) : json(200, {})));
    expect((await createWorkspace('Team')).id).to.equal(4);
    await renameWorkspace(4, 'Crew');
    await deleteWorkspace(4, 'move');
    await inviteMembers(4, ['a@example.com', 'b@example.com'], 'admin');
    await resendInvite(4, 'tok1');
    await revokeInvite(4, 'tok1');
    await changeMemberRole(4, 7, 'member');
    await removeMember(4, 7);
    await leaveWorkspace(4);
    await transferWorkspace(4, 7);
    expect(wire()).to.deep.equal([
      ['POST', '/api/v1/workspaces', { name: 'Team' }],
      ['PUT', '/api/v1/workspaces/4?_method=PUT', { name: 'Crew' }],
      ['DELETE', '/api/v1/workspaces/4?_method=DELETE', { projects: 'move' }],
      ['POST', '/api/v1/workspaces/4/invites', { emails: ['a@example.com', 'b@example.com'], role: 'admin' }],
      ['POST', '/api/v1/workspaces/4/invites/tok1/resend', undefined],
      ['DELETE', '/api/v1/workspaces/4/invites/tok1?_method=DELETE', undefined],
      ['PUT', '/api/v1/workspaces/4/members/7?_method=PUT', { role: 'member' }],
      ['DELETE', '/api/v1/workspaces/4/members/7?_method=DELETE', undefined],
      ['POST', '/api/v1/workspaces/4/leave', undefined],
      ['POST', '/api/v1/workspaces/4/transfer', { user_id: 7 }],
    ]);
  });

  it('joins with GET workspace/join/{invite} and declines with DELETE workspace/invite/{invite}', async () => {
    browser.respondWith(() => json(200, { workspace: { id: 12 } }));
    expect(await joinInvite('a b')).to.equal(12);
    await declineInvite('tok');
    expect(wire()).to.deep.equal([
      ['GET', '/api/v1/workspace/join/a%20b', undefined],
      ['DELETE', '/api/v1/workspace/invite/tok?_method=DELETE', undefined],
    ]);
  });

  describe('the active workspace', () => {
    beforeEach(() => setActiveWorkspace(0));

    it('lives in the activeWorkspaceId cookie (path /, 7 days) and travels as workspaceId on GET and POST', async () => {
      setActiveWorkspace(5);
      expect(doc().cookie).to.match(/^activeWorkspaceId=5; path=\/; max-age=604800/);
      expect(getActiveWorkspaceId()).to.equal(5);
      await fetchMyWorkspaces().catch(() => undefined);
      await leaveWorkspace(9);
      expect(wire()).to.deep.equal([
        ['GET', '/api/v1/me/workspaces?workspaceId=5', undefined],
        ['POST', '/api/v1/workspaces/9/leave', { workspaceId: 5 }],
      ]);
    });

    it('keeps the workspace lists and notifications when switching, and drops the rest', () => {
      expect(isWorkspaceScopedQuery(['projects', { query: '' }])).to.equal(true);
      expect(isWorkspaceScopedQuery(['workspaces', 'mine'])).to.equal(false);
      expect(isWorkspaceScopedQuery(['notifications', 'list'])).to.equal(false);
    });

    it('joining switches to the joined workspace and says "Joined workspace"', async () => {
      browser.respondWith((call) => (call.url.includes('workspace/join/') ? json(200, { workspace: { id: 12 } }) : json(200, { workspaces: [], invites: [] })));
      expect(await joinWorkspaceInvite('tok')).to.equal(12);
      expect(getActiveWorkspaceId()).to.equal(12);
      expect(doc().cookie).to.match(/^activeWorkspaceId=12;/);
      expect(getCurrentToast()).to.include({ type: 'positive', message: WORKSPACE_MESSAGES.joined });
    });

    it('a spent invite says "This invite is no longer valid" and stays in the current workspace', async () => {
      browser.respondWith(() => json(404, { message: 'This invite is no longer valid' }));
      expect(await joinWorkspaceInvite('old')).to.equal(null);
      expect(getActiveWorkspaceId()).to.equal(0);
      expect(getCurrentToast()).to.include({ type: 'danger', message: WORKSPACE_MESSAGES.inviteInvalid });
      expect(await declineWorkspaceInvite('old')).to.equal(false);
      expect(getCurrentToast()).to.include({ type: 'danger', message: WORKSPACE_MESSAGES.inviteInvalid });
    });

    it('declining says "Declined workspace invitation"', async () => {
      browser.respondWith(() => json(200, {}));
      expect(await declineWorkspaceInvite('tok')).to.equal(true);
      expect(getCurrentToast()).to.include({ type: 'positive', message: WORKSPACE_MESSAGES.declined });
    });
  });
});
