import { randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import { DEFAULT_WORKSPACE_ID } from '../../../common/constants.ts';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { isOverQuota, restrictionValue } from '../../../common/permissions.ts';
import { emailProblem, normalizeEmail } from '../../../common/validation.ts';
import { INVITE_EXPIRY_DAYS, WORKSPACE_MEMBERS_PERMISSION, WORKSPACE_MESSAGES, type WorkspaceInviteData } from '../../../common/workspaces.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { ForbiddenError, InvalidError, NotFoundError, QuotaError } from '../../errors.ts';
import { queueMail, sendMail, type MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../html-escape.ts';
import { billingEnabled } from '../billing/gateway.ts';
import { notify, type NotificationInput } from '../notifications/notify.ts';
import { getSetting } from '../settings/service.ts';
import { User } from '../users/models.ts';
import { displayName, serializeUser } from '../users/service.ts';
import { workspaceAbility } from './membership.ts';
import { Workspace, WorkspaceInvite, WorkspaceMember, type InviteRole } from './models.ts';
import { serializeInvites, usersById } from './serialize.ts';

// Invitations by e-mail. An invite's id is its token: 32 random bytes, single use, good for
// INVITE_EXPIRY_DAYS. The mail links to the web app's join screens (log in, or register when no
// account has the address); an existing account also gets an in-app notification to join or decline.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailDelivery {
  /**
   * Send the mails before answering (the CLI, which closes the database when the command ends).
   * The HTTP API leaves it off: the request never waits for the mail server.
   */
  waitForMail?: boolean;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + INVITE_EXPIRY_DAYS * DAY_MS);
}

function isExpired(invite: WorkspaceInvite, now: Date): boolean {
  return new Date(invite.expires_at).getTime() <= now.getTime();
}

function refuseDefault(workspaceId: number): void {
  if (workspaceId === DEFAULT_WORKSPACE_ID) throw new ForbiddenError(WORKSPACE_MESSAGES.defaultWorkspace);
}

/** Addresses as stored: trimmed, lower-case, each once; a malformed one is a 422 on its index. */
function inviteAddresses(emails: string[]): string[] {
  const addresses: string[] = [];
  for (const [index, email] of emails.entries()) {
    const problem = emailProblem(email);
    if (problem) throw new InvalidError(problem, { [`emails.${index}`]: problem });
    const address = normalizeEmail(email);
    if (!addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

/** Seats in use: members and invites still waiting for an answer. */
async function seatsTaken(workspaceId: number, now: Date): Promise<number> {
  const [members, invites] = await Promise.all([
    WorkspaceMember.count({ where: { workspace_id: workspaceId } }),
    WorkspaceInvite.count({ where: { workspace_id: workspaceId, status: 'pending', expires_at: { [Op.gt]: now } } }),
  ]);
  return members + invites;
}

/**
 * While billing is on, the owner's plan restriction `workspaces.members` → `count` caps the seats
 * (members plus pending invites) of each of their workspaces; no restriction means no cap.
 */
async function assertSeats(workspace: Workspace, adding: number, now: Date): Promise<void> {
  if (adding <= 0 || !(await billingEnabled())) return;
  const owner = await User.findByPk(workspace.owner_id);
  if (!owner) return;
  const subject = { user: await serializeUser(owner), guestRole: null };
  const taken = await seatsTaken(workspace.id, now);
  // isOverQuota says "at or above the limit"; adding n seats is over when taken + n exceeds it.
  if (isOverQuota(subject, WORKSPACE_MEMBERS_PERMISSION, 'count', taken + adding - 1)) {
    throw new QuotaError(WORKSPACE_MESSAGES.seatLimit(Number(restrictionValue(subject, WORKSPACE_MEMBERS_PERMISSION, 'count'))));
  }
}

/** A notification never fails the action that caused it. */
async function tell(ctx: AppContext, userIds: number | number[], input: NotificationInput): Promise<void> {
  try {
    await notify(ctx, userIds, input);
  } catch (error) {
    ctx.logger.error({ err: error, type: input.type }, 'workspace notification failed');
  }
}

/** The mail (a join link for logging in, or for registering when no account has the address) and, for an account, the notification. */
async function deliverInvite(ctx: AppContext, invite: WorkspaceInvite, workspace: Workspace, inviter: User, options: MailDelivery): Promise<void> {
  const account = await User.findOne({ attributes: ['id'], where: { email: invite.email } });
  const screen = account ? 'login' : 'register';
  const joinUrl = `${ctx.config.appUrl}/workspace/join/${screen}?invite=${encodeURIComponent(invite.id)}&email=${encodeURIComponent(invite.email)}`;
  const inviterName = displayName(inviter);
  const message: MailMessage = {
    to: invite.email,
    subject: `${inviterName} invited you to join ${workspace.name} on ${await getSetting('branding.site_name')}`,
    template: 'workspace-invite',
    data: {
      inviter_name: inviterName,
      workspace_name: workspace.name,
      role: invite.role === 'admin' ? 'an admin' : 'a member',
      join_url: joinUrl,
      expiry_days: String(INVITE_EXPIRY_DAYS),
      action: account ? 'Log in to join' : 'Create your account to join',
    },
  };
  if (options.waitForMail) {
    await sendMail(ctx, message).catch((error: unknown) => ctx.logger.error({ err: error }, 'sending the workspace invite failed'));
  } else {
    queueMail(ctx, async () => message);
  }
  if (account) {
    await tell(ctx, account.id, {
      type: NOTIFICATION_TYPES.workspaceInvitation,
      inviteId: invite.id,
      lines: [{ type: 'primary', content: `<b>${escapeHtml(inviterName)}</b> invited you to join <b>${escapeHtml(workspace.name)}</b>`, icon: 'group-add' }],
      buttonActions: [
        { label: 'Join', action: 'join' },
        { label: 'Decline', action: 'decline' },
      ],
      mainAction: null,
      mail: undefined,
      // The invite mail above is the e-mail about it: the notification goes in the app and the browser only.
      channels: ['app', 'browser'],
    });
  }
}

/**
 * Invites addresses to a workspace with a role (its admins and owner only). Addresses of members
 * are skipped; an address with a pending invite gets that invite refreshed (role, inviter, a new
 * expiry) and mailed again. Answers the invites sent.
 */
export async function inviteToWorkspace(
  ctx: AppContext,
  user: User,
  workspaceId: number,
  emails: string[],
  role: InviteRole,
  options: MailDelivery = {},
): Promise<WorkspaceInviteData[]> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'invite');
  const addresses = inviteAddresses(emails);
  const now = ctx.now();
  const { workspace, invites } = await inTransaction(Workspace.sequelize!, async (transaction) => {
    // Locked: two invite requests for one workspace are counted against its seats one after the other.
    const workspace = await Workspace.findByPk(workspaceId, { lock: transaction.LOCK.UPDATE, transaction });
    if (!workspace) throw new NotFoundError(WORKSPACE_MESSAGES.notFound);
    const members = await WorkspaceMember.findAll({ attributes: ['user_id'], where: { workspace_id: workspaceId } });
    const memberEmails = new Set([...(await usersById(members.map((member) => member.user_id))).values()].map((member) => normalizeEmail(member.email)));
    const wanted = addresses.filter((address) => !memberEmails.has(address));
    const pending = wanted.length ? await WorkspaceInvite.findAll({ where: { workspace_id: workspaceId, status: 'pending', email: { [Op.in]: wanted } } }) : [];
    const pendingByEmail = new Map(pending.map((invite) => [invite.email, invite]));
    const newSeats = wanted.filter((address) => {
      const existing = pendingByEmail.get(address);
      return !existing || isExpired(existing, now);
    }).length;
    await assertSeats(workspace, newSeats, now);
    const invites: WorkspaceInvite[] = [];
    for (const address of wanted) {
      const existing = pendingByEmail.get(address);
      const values = { role, inviter_id: user.id, expires_at: expiryFrom(now) };
      invites.push(existing ? await existing.update(values) : await WorkspaceInvite.create({ id: newToken(), workspace_id: workspaceId, email: address, ...values }));
    }
    return { workspace, invites };
  });
  for (const invite of invites) await deliverInvite(ctx, invite, workspace, user, options);
  return serializeInvites(invites);
}

/** A pending invite of the workspace, for its admins and owner; anything else is 404. */
async function pendingInviteOf(user: User, workspaceId: number, inviteId: string): Promise<WorkspaceInvite> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'invite');
  const invite = await WorkspaceInvite.findOne({ where: { id: inviteId, workspace_id: workspaceId, status: 'pending' } });
  if (!invite) throw new NotFoundError(WORKSPACE_MESSAGES.inviteNotFound);
  return invite;
}

/** Mails a pending invite again with a new expiry (the same link). */
export async function resendInvite(ctx: AppContext, user: User, workspaceId: number, inviteId: string, options: MailDelivery = {}): Promise<WorkspaceInviteData> {
  const found = await pendingInviteOf(user, workspaceId, inviteId);
  const now = ctx.now();
  const { invite, workspace } = await inTransaction(Workspace.sequelize!, async (transaction) => {
    const workspace = await Workspace.findByPk(workspaceId, { lock: transaction.LOCK.UPDATE, transaction });
    if (!workspace) throw new NotFoundError(WORKSPACE_MESSAGES.notFound);
    // An expired invite held no seat; sending it again takes one.
    await assertSeats(workspace, isExpired(found, now) ? 1 : 0, now);
    return { invite: await found.update({ expires_at: expiryFrom(now) }), workspace };
  });
  await deliverInvite(ctx, invite, workspace, user, options);
  return (await serializeInvites([invite]))[0];
}

/** Withdraws a pending invite: its link stops working. */
export async function revokeInvite(user: User, workspaceId: number, inviteId: string): Promise<void> {
  const invite = await pendingInviteOf(user, workspaceId, inviteId);
  await WorkspaceInvite.update({ status: 'revoked' }, { where: { id: invite.id, status: 'pending' } });
}

/** The workspace's invites waiting for an answer (expired ones too, so they can be sent again). */
export async function pendingInvites(workspaceId: number): Promise<WorkspaceInviteData[]> {
  return serializeInvites(await WorkspaceInvite.findAll({ where: { workspace_id: workspaceId, status: 'pending' }, order: [['created_at', 'ASC'], ['email', 'ASC']] }));
}

/** The invites the user can still answer: pending, not expired, to their address. */
export async function listMyInvites(ctx: AppContext, user: User): Promise<WorkspaceInviteData[]> {
  const invites = await WorkspaceInvite.findAll({
    where: { email: normalizeEmail(user.email), status: 'pending', expires_at: { [Op.gt]: ctx.now() } },
    order: [['created_at', 'DESC'], ['id', 'ASC']],
  });
  return serializeInvites(invites);
}

/** The invite the user may answer; a used, declined, revoked, expired, unknown or someone else's invite is the same 404. */
async function answerableInvite(ctx: AppContext, user: User, token: string): Promise<WorkspaceInvite> {
  const invite = await WorkspaceInvite.findByPk(token);
  if (!invite || invite.status !== 'pending' || isExpired(invite, ctx.now()) || normalizeEmail(invite.email) !== normalizeEmail(user.email)) {
    throw new NotFoundError(WORKSPACE_MESSAGES.inviteInvalid);
  }
  return invite;
}

/**
 * Accepts an invite: the user becomes a member with the invite's role (a member already keeps
 * theirs), the invite is used up, and the owner and admins are told.
 */
export async function joinWorkspace(ctx: AppContext, user: User, token: string): Promise<{ workspace: { id: number } }> {
  const invite = await answerableInvite(ctx, user, token);
  const workspace = await inTransaction(Workspace.sequelize!, async () => {
    // Taken by exactly one request: of two joins with the same link, the second finds it used.
    const [taken] = await WorkspaceInvite.update({ status: 'accepted' }, { where: { id: invite.id, status: 'pending' } });
    if (taken !== 1) throw new NotFoundError(WORKSPACE_MESSAGES.inviteInvalid);
    const found = await Workspace.findByPk(invite.workspace_id);
    if (!found) throw new NotFoundError(WORKSPACE_MESSAGES.inviteInvalid);
    const member = await WorkspaceMember.findOne({ where: { workspace_id: found.id, user_id: user.id } });
    if (!member) await WorkspaceMember.create({ workspace_id: found.id, user_id: user.id, role: invite.role });
    return found;
  });
  const managers = await WorkspaceMember.findAll({ attributes: ['user_id'], where: { workspace_id: workspace.id, role: { [Op.in]: ['owner', 'admin'] }, user_id: { [Op.ne]: user.id } } });
  if (managers.length) {
    await tell(
      ctx,
      managers.map((manager) => manager.user_id),
      {
        type: NOTIFICATION_TYPES.memberJoined,
        lines: [{ type: 'primary', content: `<b>${escapeHtml(displayName(user))}</b> joined <b>${escapeHtml(workspace.name)}</b>`, icon: 'people' }],
        mainAction: null,
        mail: undefined,
      },
    );
  }
  return { workspace: { id: workspace.id } };
}

/** Declines an invite: it cannot be used any more. */
export async function declineInvite(ctx: AppContext, user: User, token: string): Promise<void> {
  const invite = await answerableInvite(ctx, user, token);
  const [declined] = await WorkspaceInvite.update({ status: 'declined' }, { where: { id: invite.id, status: 'pending' } });
  if (declined !== 1) throw new NotFoundError(WORKSPACE_MESSAGES.inviteInvalid);
}
