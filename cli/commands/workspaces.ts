import { InvalidArgumentError, type Command } from 'commander';
import type { WorkspaceInviteData, WorkspaceMemberData } from '../../common/workspaces.ts';
import { NotFoundError } from '../../server/errors.ts';
import type { User } from '../../server/modules/users/models.ts';
import { CliError } from '../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';
import { table } from '../ui/table.ts';

interface JsonOptions {
  json?: boolean;
}

const INVITE_ROLES = ['member', 'admin'] as const;

export function registerWorkspacesCommand(program: Command): void {
  const workspaces = program.command('workspaces').description('Team workspaces: list them, create one, show its members, invite people by e-mail');

  workspaces
    .command('list')
    .description("List every workspace with its owner, or one user's workspaces (the default workspace first)")
    .option('--user <email>', "only this user's workspaces, with their role in each")
    .option('--json', 'print {workspaces} as JSON')
    .action(async (options: JsonOptions & { user?: string }) => listCommand(options));

  workspaces
    .command('create')
    .description('Create a workspace owned by a user')
    .argument('<name>', 'the workspace name')
    .requiredOption('--owner <email>', 'the owner: numeric id or e-mail address of an existing user')
    .option('--json', 'print the new workspace as JSON')
    .action(async (name: string, options: JsonOptions & { owner: string }) => createCommand(name, options));

  workspaces
    .command('members')
    .description("List a workspace's members with their roles")
    .argument('<workspaceId>', 'the workspace id', parseWorkspaceId)
    .option('--json', 'print {members} as JSON')
    .action(async (workspaceId: number, options: JsonOptions) => membersCommand(workspaceId, options));

  workspaces
    .command('invite')
    .description('Invite e-mail addresses to a workspace; each gets a mail with a join link (members are skipped, pending invites sent again)')
    .argument('<workspaceId>', 'the workspace id', parseWorkspaceId)
    .argument('<emails...>', 'one or more e-mail addresses')
    .option('--role <role>', `the role they join with: ${INVITE_ROLES.join(' or ')}`, parseRole, 'member')
    .option('--as <email>', 'the inviting member, an admin or the owner (default: the owner)')
    .option('--json', 'print {invites} as JSON')
    .action(async (workspaceId: number, emails: string[], options: JsonOptions & { role: (typeof INVITE_ROLES)[number]; as?: string }) =>
      inviteCommand(workspaceId, emails, options),
    );
}

function parseWorkspaceId(value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) throw new InvalidArgumentError('expects the id of a workspace (a whole number from 1).');
  return Number(value);
}

function parseRole(value: string): (typeof INVITE_ROLES)[number] {
  if (!(INVITE_ROLES as readonly string[]).includes(value)) throw new InvalidArgumentError(`expects ${INVITE_ROLES.join(' or ')}.`);
  return value as (typeof INVITE_ROLES)[number];
}

async function services() {
  const [workspaces, invites, management] = await Promise.all([
    import('../../server/modules/workspaces/service.ts'),
    import('../../server/modules/workspaces/invites.ts'),
    import('../../server/modules/users/management.ts'),
  ]);
  const { listAllWorkspaces, listUserWorkspaces, createWorkspace, workspaceMembers } = workspaces;
  return { listAllWorkspaces, listUserWorkspaces, createWorkspace, workspaceMembers, inviteToWorkspace: invites.inviteToWorkspace, findUserByIdOrEmail: management.findUserByIdOrEmail };
}

async function findUser(ref: string): Promise<User> {
  const { findUserByIdOrEmail } = await services();
  try {
    return await findUserByIdOrEmail(ref);
  } catch (error) {
    if (error instanceof NotFoundError) throw new CliError(`No user with the id or e-mail "${ref}": run \`sitewright users list\` to see them`);
    throw error;
  }
}

/** A workspace that does not exist, in the operator's words. */
function noWorkspace(workspaceId: number): CliError {
  return new CliError(`No workspace with the id ${workspaceId}: run \`sitewright workspaces list\` to see them`);
}

async function listCommand(options: JsonOptions & { user?: string }): Promise<void> {
  if (options.user) return listUserCommand(options.user, options);
  const { listAllWorkspaces } = await services();
  const rows = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return listAllWorkspaces();
  });
  if (options.json) return printJson({ workspaces: rows });
  if (rows.length === 0) return print('There are no workspaces yet: create one with `sitewright workspaces create <name> --owner <email>`');
  print(table(['ID', 'Name', 'Members', 'Owner'], rows.map((row) => [String(row.id), row.name, String(row.members_count), row.owner_email ?? `user ${row.owner_id}`])));
}

async function listUserCommand(ref: string, options: JsonOptions): Promise<void> {
  const { listUserWorkspaces } = await services();
  const rows = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return listUserWorkspaces(await findUser(ref));
  });
  if (options.json) return printJson({ workspaces: rows });
  print(table(['ID', 'Name', 'Members', 'Role'], rows.map((row) => [String(row.id), row.name, String(row.members_count), row.role])));
}

async function createCommand(name: string, options: JsonOptions & { owner: string }): Promise<void> {
  const { createWorkspace } = await services();
  const workspace = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return createWorkspace(await findUser(options.owner), name);
  });
  if (options.json) return printJson({ workspace });
  print(`Created the workspace "${workspace.name}" (id ${workspace.id}), owned by ${options.owner}`);
}

async function membersCommand(workspaceId: number, options: JsonOptions): Promise<void> {
  const { workspaceMembers } = await services();
  const members: WorkspaceMemberData[] = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    try {
      return await workspaceMembers(workspaceId);
    } catch (error) {
      if (error instanceof NotFoundError) throw noWorkspace(workspaceId);
      throw error;
    }
  });
  if (options.json) return printJson({ members });
  print(table(['ID', 'Email', 'Name', 'Role', 'Joined'], members.map((m) => [String(m.id), m.email, m.display_name, m.role, m.joined_at.slice(0, 10)])));
}

async function inviteCommand(workspaceId: number, emails: string[], options: JsonOptions & { role: (typeof INVITE_ROLES)[number]; as?: string }): Promise<void> {
  const { inviteToWorkspace, workspaceMembers, findUserByIdOrEmail } = await services();
  const config = cliConfig();
  const invites: WorkspaceInviteData[] = await withDatabase(config, async (db) => {
    await requireMigrated(db);
    const [{ createAppContext }, { default: pino }] = await Promise.all([import('../../server/context.ts'), import('pino')]);
    // Only what the operator must know (a mail that could not be sent), on stderr: stdout may be --json.
    const logger = pino({ level: 'warn', base: undefined }, pino.destination(2));
    const ctx = createAppContext({ config, db, logger });
    let members: WorkspaceMemberData[];
    try {
      members = await workspaceMembers(workspaceId);
    } catch (error) {
      if (error instanceof NotFoundError) throw noWorkspace(workspaceId);
      throw error;
    }
    const inviter = options.as ? await findUser(options.as) : await findUserByIdOrEmail(members.find((member) => member.role === 'owner')!.id);
    // The mails go out before the command ends (and closes the database).
    return inviteToWorkspace(ctx, inviter, workspaceId, emails, options.role, { waitForMail: true });
  });
  if (options.json) return printJson({ invites });
  if (invites.length === 0) return print('Everyone named is already a member: no invite was sent');
  for (const invite of invites) print(`Invited ${invite.email} as ${invite.role} (expires ${invite.expires_at.slice(0, 10)})`);
}
