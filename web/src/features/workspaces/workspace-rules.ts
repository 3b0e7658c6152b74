import { DEFAULT_WORKSPACE_ID } from '../../../../common/constants.ts';
import { mayInWorkspace, type WorkspaceData, type WorkspaceMemberData, type WorkspaceRole } from '../../../../common/workspaces.ts';
import { EMAIL_PATTERN } from '../../lib/forms/rules.ts';
import { isHttpError } from '../../lib/http/http-error.ts';

// Pure rules of the workspace screens (unit-tested in test/web-workspaces).

export interface ParsedEmails {
  /** Valid addresses, trimmed, each once (compared without case), in the order typed. */
  emails: string[];
  /** What was typed that is not an address. */
  invalid: string[];
}

/** The invite field takes one or many addresses, separated by commas, semicolons, spaces or new lines. */
export function parseInviteEmails(text: string): ParsedEmails {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (!email) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    (EMAIL_PATTERN.test(email) ? emails : invalid).push(email);
  }
  return { emails, invalid };
}

/**
 * The workspace the switcher shows as active: the one whose id the cookie holds, or the default
 * workspace (listed first) when the user no longer belongs to it. Null while the list is empty.
 */
export function workspaceToShow(workspaces: readonly WorkspaceData[], activeId: number): WorkspaceData | null {
  return workspaces.find((workspace) => workspace.id === activeId) ?? workspaces.find((workspace) => workspace.id === DEFAULT_WORKSPACE_ID) ?? workspaces[0] ?? null;
}

/** True when the cookie names a workspace the list does not hold (left, removed or deleted): go back to the default. */
export function isStaleWorkspace(workspaces: readonly WorkspaceData[], activeId: number): boolean {
  return activeId !== DEFAULT_WORKSPACE_ID && workspaces.length > 0 && !workspaces.some((workspace) => workspace.id === activeId);
}

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export interface MemberAbilities {
  /** Show the role select (admins and the owner, for anybody but the owner and themselves). */
  changeRole: boolean;
  /** Show Remove (same rule). */
  remove: boolean;
}

/** What the signed-in user (`myRole`, `myUserId`) may do to one member row. The owner is never changed here; oneself leaves instead. */
export function memberAbilities(myRole: WorkspaceRole | null | undefined, myUserId: number | null | undefined, member: WorkspaceMemberData): MemberAbilities {
  if (member.role === 'owner' || member.id === myUserId) return { changeRole: false, remove: false };
  return { changeRole: mayInWorkspace(myRole, 'changeRoles'), remove: mayInWorkspace(myRole, 'removeMembers') };
}

/** Whom the owner may hand the workspace to: every member but the owner. */
export function transferCandidates(members: readonly WorkspaceMemberData[]): WorkspaceMemberData[] {
  return members.filter((member) => member.role !== 'owner');
}

/** Owner first, then admins, then members; by name within a role. */
export function sortMembers(members: readonly WorkspaceMemberData[]): WorkspaceMemberData[] {
  const rank: Record<WorkspaceRole, number> = { owner: 0, admin: 1, member: 2 };
  return [...members].sort((a, b) => rank[a.role] - rank[b.role] || (a.display_name || a.email).localeCompare(b.display_name || b.email));
}

/** A join or decline the server answered 404: the invite was used, declined, revoked or has expired. */
export function isInvalidInvite(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}

/** The toasts of the workspace screens that common/workspaces.ts does not name. */
export const WORKSPACE_UI_MESSAGES = {
  created: 'Workspace created',
  renamed: 'Workspace renamed',
  transferred: 'Ownership transferred',
  invited: '{one} Invitation sent|{other} Invitations sent',
  resent: 'Invitation resent',
  roleChanged: 'Role updated',
  invalidEmails: 'Not an email address: :emails',
  noEmails: 'Enter at least one email address.',
  tooManyEmails: 'Invite at most :count people at once.',
} as const;
