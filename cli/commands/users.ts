import { createInterface } from 'node:readline';
import { InvalidArgumentError, type Command } from 'commander';
import type { User as UserData } from '../../common/types.ts';
import { emailProblem, normalizeEmail, PASSWORD_MIN_LENGTH, passwordProblem } from '../../common/validation.ts';
import { NotFoundError } from '../../server/errors.ts';
import type { User } from '../../server/modules/users/models.ts';
import { CliError } from '../errors.ts';
import { cliConfig, print, printJson, requireMigrated, stdinIsTerminal, withDatabase } from '../runtime.ts';
import { table } from '../ui/table.ts';

interface JsonOptions {
  json?: boolean;
}

interface PasswordOptions {
  passwordStdin?: boolean;
}

interface ListOptions extends JsonOptions {
  search?: string;
  limit: number;
}

interface CreateOptions extends JsonOptions, PasswordOptions {
  role: string[];
  firstName?: string;
  lastName?: string;
  verified?: boolean;
}

interface DeleteOptions extends JsonOptions {
  yes?: boolean;
}

const USER_ARGUMENT = 'the user: numeric id or e-mail address';
// Column size of the users table; MySQL refuses longer values with an error that reads like a bug.
const MAX_NAME_LENGTH = 100;

export function registerUsersCommand(program: Command): void {
  const users = program
    .command('users')
    .description('Manage user accounts: list, create, show, change roles and passwords, turn off 2FA, delete');

  users
    .command('list')
    .description('List users, oldest first')
    .option('--search <text>', 'only users whose e-mail contains this text')
    .option('--limit <n>', 'show at most this many users', parseLimit, 50)
    .option('--json', 'print {users, total} as JSON')
    .action(async (options: ListOptions) => listCommand(options));

  users
    .command('create')
    .description('Create a user; the password is asked for twice on a terminal, or read with --password-stdin')
    .argument('<email>', "the new user's e-mail address")
    .option('--role <name>', 'give this role instead of the default roles (repeat for several)', collect, [])
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--verified', 'mark the e-mail address as already verified')
    .option('--password-stdin', 'read the password from the first line of stdin instead of asking')
    .option('--json', 'print the new user as JSON')
    .action(async (email: string, options: CreateOptions) => createCommand(email, options));

  users
    .command('show')
    .description('Show a user with roles, permissions, 2FA, sessions and API tokens')
    .argument('<user>', USER_ARGUMENT)
    .option('--json', 'print the user as JSON')
    .action(async (ref: string, options: JsonOptions) => showCommand(ref, options));

  users
    .command('set-role')
    .description("Replace the user's roles with the roles named")
    .argument('<user>', USER_ARGUMENT)
    .argument('<role...>', 'one or more role names, for example: admin users')
    .option('--json', 'print the user as JSON')
    .action(async (ref: string, roles: string[], options: JsonOptions) => setRoleCommand(ref, roles, options));

  users
    .command('set-password')
    .description('Set a new password (asked for twice on a terminal, or read with --password-stdin) and sign the user out everywhere')
    .argument('<user>', USER_ARGUMENT)
    .option('--password-stdin', 'read the password from the first line of stdin instead of asking')
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, options: PasswordOptions & JsonOptions) => setPasswordCommand(ref, options));

  users
    .command('disable-2fa')
    .description('Turn off two-factor authentication for a user who lost their device and recovery codes')
    .argument('<user>', USER_ARGUMENT)
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, options: JsonOptions) => disableTwoFactorCommand(ref, options));

  users
    .command('delete')
    .description('Delete a user with their sessions, API tokens and roles; asks first unless --yes')
    .argument('<user>', USER_ARGUMENT)
    .option('-y, --yes', 'delete without asking (required when there is no terminal to ask on)')
    .option('--json', 'print the deleted user as JSON')
    .action(async (ref: string, options: DeleteOptions) => deleteCommand(ref, options));
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function parseLimit(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expects a whole number of at least 1.');
  return Number(value);
}

async function services() {
  const [management, users, sessions] = await Promise.all([
    import('../../server/modules/users/management.ts'),
    import('../../server/modules/users/service.ts'),
    import('../../server/modules/auth/session-list.ts'),
  ]);
  const { findUserByIdOrEmail, listUsers, setUserRoles, disableTwoFactor, deleteUser, findRolesByName, countUserAccess } = management;
  return {
    ...{ findUserByIdOrEmail, listUsers, setUserRoles, disableTwoFactor, deleteUser, findRolesByName, countUserAccess },
    ...users,
    endOtherSessions: sessions.endOtherSessions,
  };
}

/** Runs `work` against the configured, migrated database. */
async function withUsers<T>(work: () => Promise<T>): Promise<T> {
  return withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return work();
  });
}

async function findUser(ref: string): Promise<User> {
  const { findUserByIdOrEmail } = await services();
  try {
    return await findUserByIdOrEmail(ref);
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new CliError(`No user with the id or e-mail "${ref}": run \`sitewright users list\` to see them`);
    }
    throw error;
  }
}

function userLabel(user: Pick<User, 'id' | 'email'>): string {
  return `${user.email} (id ${user.id})`;
}

// Sorted: the database returns a user's roles in no particular order.
function roleNames(user: User | UserData): string[] {
  return (user.roles ?? []).map((role) => role.name).sort();
}

function date(value: Date | string | null | undefined): string {
  return value ? new Date(value).toISOString().slice(0, 10) : 'no';
}

// Checked before the database opens, so a script without a terminal fails at once instead of waiting.
function requirePasswordSource(options: PasswordOptions): void {
  if (!options.passwordStdin && !stdinIsTerminal()) {
    throw new CliError('There is no terminal to ask for the password on: pipe it in with --password-stdin');
  }
}

/** The first line of `input`; reading stops there, so a pipe left open cannot keep the process alive. */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) return line;
  } finally {
    lines.close();
  }
  throw new CliError('--password-stdin found no password: stdin ended before the first line');
}

async function newPassword(options: PasswordOptions, label: string): Promise<string> {
  let password: string;
  if (options.passwordStdin) {
    password = await readFirstLine(process.stdin);
  } else {
    const { promptNewPassword } = await import('../ui/password-prompt.tsx');
    password = await promptNewPassword({ label, minLength: PASSWORD_MIN_LENGTH, cancelled: 'Cancelled; nothing was changed' });
  }
  // The rule registration applies (common/validation.ts), so the CLI sets no password the web app would refuse.
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem.replace(/\.$/, ''));
  return password;
}

async function listCommand(options: ListOptions): Promise<void> {
  const { listUsers, displayName } = await services();
  const { users, total } = await withUsers(() => listUsers({ search: options.search, limit: options.limit }));
  const rows = users.map((user) => ({
    id: user.id,
    email: user.email,
    display_name: displayName(user),
    roles: roleNames(user),
    email_verified_at: user.email_verified_at ? new Date(user.email_verified_at).toISOString() : null,
    two_factor_enabled: Boolean(user.two_factor_confirmed_at),
    created_at: new Date(user.created_at).toISOString(),
  }));
  if (options.json) return printJson({ users: rows, total });
  if (rows.length === 0) return print(options.search ? `No user's e-mail contains "${options.search}"` : 'There are no users yet');
  print(
    table(
      ['ID', 'Email', 'Name', 'Roles', 'Verified', '2FA', 'Created'],
      rows.map((row) => [
        String(row.id),
        row.email,
        row.display_name,
        row.roles.join(', '),
        row.email_verified_at ? 'yes' : 'no',
        row.two_factor_enabled ? 'on' : 'off',
        date(row.created_at),
      ]),
    ),
  );
  if (total > rows.length) print(`${rows.length} of ${total} users: narrow with --search or raise --limit`);
}

async function createCommand(email: string, options: CreateOptions): Promise<void> {
  const { findUserByEmail, findRolesByName, createUser, serializeUser } = await services();
  const address = normalizeEmail(email);
  // The rule registration applies (common/validation.ts): no account the web app would have refused.
  const problem = emailProblem(address);
  if (problem) throw new CliError(`"${email}" is not an e-mail address: ${problem.charAt(0).toLowerCase()}${problem.slice(1).replace(/\.$/, '')}`);
  for (const [flag, value] of [['--first-name', options.firstName], ['--last-name', options.lastName]] as const) {
    if (value !== undefined && value.trim().length > MAX_NAME_LENGTH) throw new CliError(`${flag} takes at most ${MAX_NAME_LENGTH} characters`);
  }
  requirePasswordSource(options);
  const user = await withUsers(async () => {
    // Everything is checked before the password is asked for, and before any row is written.
    const roles = options.role.length ? (await findRolesByName(options.role)).map((role) => role.name) : undefined;
    const existing = await findUserByEmail(address);
    if (existing) throw new CliError(`The email has already been taken: ${userLabel(existing)}`);
    const password = await newPassword(options, `Password for ${address}`);
    const created = await createUser({
      email: address,
      password,
      roles,
      first_name: options.firstName?.trim() || null,
      last_name: options.lastName?.trim() || null,
      emailVerified: Boolean(options.verified),
    });
    return serializeUser(created);
  });
  if (options.json) return printJson(user);
  const roles = roleNames(user);
  print(`Created ${userLabel(user)} with ${roles.length ? `the roles ${roles.join(', ')}` : 'no roles'}`);
}

async function showCommand(ref: string, options: JsonOptions): Promise<void> {
  const { countUserAccess, serializeUser } = await services();
  const shown = await withUsers(async () => {
    const user = await findUser(ref);
    const access = await countUserAccess(user);
    return {
      ...(await serializeUser(user)),
      two_factor_enabled: Boolean(user.two_factor_confirmed_at),
      sessions_count: access.sessions,
      tokens_count: access.tokens,
    };
  });
  if (options.json) return printJson(shown);
  const lines: [string, string][] = [
    ['ID', String(shown.id)],
    ['Email', shown.email],
    ['Name', shown.display_name],
    ['Roles', roleNames(shown).join(', ') || 'none'],
    ['Permissions', shown.permissions.map((permission) => permission.name).join(', ') || 'none'],
    ['Verified', date(shown.email_verified_at)],
    ['2FA', shown.two_factor_enabled ? 'on' : 'off'],
    ['Sessions', String(shown.sessions_count)],
    ['API tokens', String(shown.tokens_count)],
    ['Created', date(shown.created_at)],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  for (const [label, value] of lines) print(`${label.padEnd(width)}  ${value}`);
}

async function setRoleCommand(ref: string, names: string[], options: JsonOptions): Promise<void> {
  const { findRolesByName, setUserRoles, serializeUser } = await services();
  const user = await withUsers(async () => {
    const found = await findUser(ref);
    const roles = await findRolesByName(names);
    await setUserRoles(found, roles.map((role) => role.name));
    return serializeUser(found);
  });
  if (options.json) return printJson(user);
  print(`${userLabel(user)} now has the roles ${roleNames(user).join(', ')}`);
}

async function setPasswordCommand(ref: string, options: PasswordOptions & JsonOptions): Promise<void> {
  const { setPassword, endOtherSessions } = await services();
  requirePasswordSource(options);
  const result = await withUsers(async () => {
    const user = await findUser(ref);
    await setPassword(user, await newPassword(options, `New password for ${user.email}`));
    // Whoever is signed in with the old password is signed out.
    const sessionsEnded = await endOtherSessions(user.id, null);
    return { id: user.id, email: user.email, sessions_ended: sessionsEnded };
  });
  if (options.json) return printJson(result);
  print(`Changed the password of ${userLabel(result)} and ended ${result.sessions_ended} session${result.sessions_ended === 1 ? '' : 's'}`);
}

async function disableTwoFactorCommand(ref: string, options: JsonOptions): Promise<void> {
  const { disableTwoFactor } = await services();
  const result = await withUsers(async () => {
    const user = await findUser(ref);
    const wasEnabled = Boolean(user.two_factor_confirmed_at);
    // Cleared either way: a secret from a setup that was never confirmed is worth nothing to keep.
    await disableTwoFactor(user);
    return { id: user.id, email: user.email, two_factor_enabled: false, was_enabled: wasEnabled };
  });
  if (options.json) return printJson(result);
  print(result.was_enabled ? `Turned off two-factor authentication for ${userLabel(result)}` : `Two-factor authentication was already off for ${userLabel(result)}`);
}

async function deleteCommand(ref: string, options: DeleteOptions): Promise<void> {
  const { deleteUser } = await services();
  const deleted = await withUsers(async () => {
    const user = await findUser(ref);
    if (!options.yes) {
      if (!stdinIsTerminal()) throw new CliError(`Deleting ${userLabel(user)} cannot be undone and there is no terminal to confirm on: add --yes`);
      const { confirmOnTerminal } = await import('../ui/confirm-prompt.tsx');
      const confirmed = await confirmOnTerminal(`Delete ${userLabel(user)} with their sessions, API tokens and roles? This cannot be undone.`);
      if (!confirmed) throw new CliError('Cancelled; nothing was deleted');
    }
    const { id, email } = user;
    await deleteUser(user, cliConfig());
    return { id, email };
  });
  if (options.json) return printJson({ deleted });
  print(`Deleted ${userLabel(deleted)}`);
}
