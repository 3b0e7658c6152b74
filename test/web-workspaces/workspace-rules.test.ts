import { expect } from 'chai';
import type { WorkspaceData, WorkspaceMemberData } from '../../common/workspaces.ts';
import { HttpError } from '../../web/src/lib/http/http-error.ts';
import {
  isInvalidInvite,
  isStaleWorkspace,
  memberAbilities,
  parseInviteEmails,
  sortMembers,
  transferCandidates,
  workspaceToShow,
} from '../../web/src/features/workspaces/workspace-rules.ts';

const workspace = (id: number, name: string, role: WorkspaceData['role'] = 'owner'): WorkspaceData => ({ id, name, members_count: 1, owner_id: id === 0 ? null : 1, role });
const member = (id: number, role: WorkspaceMemberData['role'], display_name = `User ${id}`): WorkspaceMemberData => ({
  id,
  email: `u${id}@example.com`,
  display_name,
  avatar: null,
  role,
  joined_at: '2025-01-01T00:00:00Z',
});

// The pure rules behind the workspace switcher and the Manage workspace dialog (issue 14 "Web").
describe('workspace rules', () => {
  describe('the invite field', () => {
    it('takes one or many addresses separated by commas, semicolons, spaces or new lines', () => {
      expect(parseInviteEmails('a@example.com')).to.deep.equal({ emails: ['a@example.com'], invalid: [] });
      expect(parseInviteEmails(' a@example.com, b@example.com;c@example.com\nd@example.com\te@example.com  ').emails).to.deep.equal([
        'a@example.com',
        'b@example.com',
        'c@example.com',
        'd@example.com',
        'e@example.com',
      ]);
    });

    it('lists each address once, whatever its case, and keeps what is not an address apart', () => {
      expect(parseInviteEmails('A@Example.com, a@example.com, bob, ,,b@example.com bob')).to.deep.equal({ emails: ['A@Example.com', 'b@example.com'], invalid: ['bob'] });
      expect(parseInviteEmails('  \n , ')).to.deep.equal({ emails: [], invalid: [] });
    });
  });

  describe('the active workspace', () => {
    const list = [workspace(0, 'Default'), workspace(4, 'Team'), workspace(9, 'Agency', 'member')];

    it('shows the workspace the cookie names, else the default one', () => {
      expect(workspaceToShow(list, 4)?.name).to.equal('Team');
      expect(workspaceToShow(list, 0)?.name).to.equal('Default');
      expect(workspaceToShow(list, 77)?.name).to.equal('Default');
      expect(workspaceToShow([], 4)).to.equal(null);
    });

    it('calls a cookie stale only when the loaded list lacks its workspace', () => {
      expect(isStaleWorkspace(list, 77)).to.equal(true);
      expect(isStaleWorkspace(list, 9)).to.equal(false);
      expect(isStaleWorkspace(list, 0)).to.equal(false);
      expect(isStaleWorkspace([], 77)).to.equal(false);
    });
  });

  describe('members', () => {
    const owner = member(1, 'owner', 'Olga');
    const admin = member(2, 'admin', 'Ada');
    const plain = member(3, 'member', 'Bea');

    it('lets the owner and admins change and remove others, never the owner or themselves', () => {
      expect(memberAbilities('owner', 1, admin)).to.deep.equal({ changeRole: true, remove: true });
      expect(memberAbilities('admin', 2, plain)).to.deep.equal({ changeRole: true, remove: true });
      expect(memberAbilities('admin', 2, owner)).to.deep.equal({ changeRole: false, remove: false });
      expect(memberAbilities('admin', 2, admin)).to.deep.equal({ changeRole: false, remove: false });
      expect(memberAbilities('owner', 1, owner)).to.deep.equal({ changeRole: false, remove: false });
    });

    it('gives plain members no controls over anyone', () => {
      expect(memberAbilities('member', 3, admin)).to.deep.equal({ changeRole: false, remove: false });
      expect(memberAbilities(undefined, 3, admin)).to.deep.equal({ changeRole: false, remove: false });
    });

    it('lists the owner first, then admins, then members, by name', () => {
      const sorted = sortMembers([member(5, 'member', 'Zed'), plain, admin, owner, member(6, 'admin', 'Al')]);
      expect(sorted.map((m) => m.display_name)).to.deep.equal(['Olga', 'Ada', 'Al', 'Bea', 'Zed']);
    });

    it('offers everyone but the owner as the new owner', () => {
      expect(transferCandidates([owner, admin, plain]).map((m) => m.id)).to.deep.equal([2, 3]);
    });
  });

  it('reads a 404 answer to a join or decline as an invite that is no longer valid', () => {
    expect(isInvalidInvite(new HttpError(404, { message: 'This invite is no longer valid' }, '/api/v1/workspace/join/x'))).to.equal(true);
    expect(isInvalidInvite(new HttpError(403, { message: 'No' }, '/x'))).to.equal(false);
    expect(isInvalidInvite(new Error('x'))).to.equal(false);
  });
});
