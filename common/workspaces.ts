// Workspaces as the API, the web app and the CLI see them (the product specification, sections 3,
// 4, 7 and 8). A workspace holds projects and files; its members work on them together.

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
} as const;

/** What each role may do: members edit and publish; admins also invite and remove; only the owner deletes or transfers. */
export const WORKSPACE_ABILITIES = {
  editProjects: ['owner', 'admin', 'member'],
  invite: ['owner', 'admin'],
  removeMembers: ['owner', 'admin'],
  rename: ['owner', 'admin'],
  delete: ['owner'],
  transfer: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type WorkspaceAbility = keyof typeof WORKSPACE_ABILITIES;

export function mayInWorkspace(role: WorkspaceRole | null | undefined, ability: WorkspaceAbility): boolean {
  return Boolean(role && (WORKSPACE_ABILITIES[ability] as readonly WorkspaceRole[]).includes(role));
}
