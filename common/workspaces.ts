// Workspaces as the API, the web app and the CLI see them. A workspace holds projects and files;
// its members work on them together.

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** `GET me/workspaces` lists these, the built-in default workspace (id 0, "Default", 1 member) first. */
export interface WorkspaceData {
  id: number;
  name: string;
  members_count: number;
  /** null for the built-in default workspace. */
  owner_id: number | null;
  /** The requester's role in it; the default workspace is always the requester's own. */
  role: WorkspaceRole;
}

/** The built-in default workspace: every user's own, listed first by `GET me/workspaces`. */
export const DEFAULT_WORKSPACE: WorkspaceData = { id: 0, name: 'Default', members_count: 1, owner_id: null, role: 'owner' };

export interface WorkspaceMemberData {
  /** The member's user id. */
  id: number;
  email: string;
  display_name: string;
  avatar: string | null;
  role: WorkspaceRole;
  joined_at: string;
}

export interface WorkspaceInviteData {
  /** The invite's unguessable id, also the token of the join link and `data.inviteId` of its notification. */
  id: string;
  email: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  workspace: { id: number; name: string };
  inviter: { id: number; display_name: string } | null;
  created_at: string;
  expires_at: string;
}

/** Invitations expire after a week. */
export const INVITE_EXPIRY_DAYS = 7;

export const WORKSPACE_MESSAGES = {
  joined: 'Joined workspace',
  declined: 'Declined workspace invitation',
  inviteInvalid: 'This invite is no longer valid',
  notMember: 'You are not a member of this workspace.',
  notAllowed: 'Your role in this workspace does not allow this.',
  defaultWorkspace: 'The default workspace cannot be changed.',
  ownerCannotLeave: 'Transfer the workspace to another member before leaving it.',
  alreadyMember: 'Already a member of this workspace.',
  seatLimit: (limit: number) => `Your plan allows ${limit} members per workspace. Upgrade your plan to invite more.`,
  nameRequired: 'Give the workspace a name.',
  /** A workspace that does not exist and one the requester is not a member of answer alike. */
  notFound: 'Workspace not found.',
  memberNotFound: 'This person is not a member of this workspace.',
  ownerRole: 'The owner keeps the owner role: transfer the workspace to change it.',
  removeOwner: 'The owner cannot be removed from the workspace.',
  inviteNotFound: 'Invite not found.',
  inviteRevoked: 'Invite revoked',
  left: 'Left workspace',
  removed: 'Removed from workspace',
  deleted: 'Workspace deleted',
} as const;

/** The longest workspace name. */
export const WORKSPACE_NAME_MAX_LENGTH = 100;

/** At most this many addresses in one invite request. */
export const MAX_INVITES_PER_REQUEST = 20;

/** The plan restriction that limits seats (members plus pending invites) per workspace while billing is on: `workspaces.members` → `count`. */
export const WORKSPACE_MEMBERS_PERMISSION = 'workspaces.members';

/** What happens to a deleted workspace's projects and files: back to the owner's default workspace, or deleted with it. */
export const WORKSPACE_DELETE_CHOICES = ['move', 'delete'] as const;
export type WorkspaceDeleteChoice = (typeof WORKSPACE_DELETE_CHOICES)[number];

/** What each role may do: members edit and publish; admins also invite and remove; only the owner deletes or transfers. */
export const WORKSPACE_ABILITIES = {
  editProjects: ['owner', 'admin', 'member'],
  invite: ['owner', 'admin'],
  removeMembers: ['owner', 'admin'],
  changeRoles: ['owner', 'admin'],
  rename: ['owner', 'admin'],
  delete: ['owner'],
  transfer: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type WorkspaceAbility = keyof typeof WORKSPACE_ABILITIES;

export function mayInWorkspace(role: WorkspaceRole | null | undefined, ability: WorkspaceAbility): boolean {
  return Boolean(role && (WORKSPACE_ABILITIES[ability] as readonly WorkspaceRole[]).includes(role));
}
