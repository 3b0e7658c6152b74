import { InvalidArgumentError, type Command } from 'commander';
import type { Restriction } from '../../../common/types.ts';
import { CliError } from '../../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../../runtime.ts';
import { table } from '../../ui/table.ts';

interface JsonOptions {
  json?: boolean;
}

interface GrantOptions extends JsonOptions {
  restriction: Restriction[];
}

export function registerAdminRolesCommand(admin: Command): void {
  const roles = admin.command('roles').description('Roles and the permissions they grant');

  roles
    .command('list')
    .description('List every role with its permissions and their restrictions, and which role is the default for new users and which the guest role')
    .option('--json', 'print {roles} as JSON')
    .action(async (options: JsonOptions) => listCommand(options));

  roles
    .command('grant')
    .description('Grant a permission to a role (the role keeps its other permissions); granting it again replaces its restrictions')
    .argument('<role>', 'the role name (see `sitewright admin roles list`)')
    .argument('<permission>', 'the permission name, for example projects.create')
    .option('--restriction <name=value>', 'a restriction of the permission, e.g. count=10 (an empty value means no limit; repeat for several)', collectRestriction, [])
    .option('--json', 'print the role as JSON')
    .action(async (role: string, permission: string, options: GrantOptions) => grantCommand(role, permission, options));
}

function collectRestriction(option: string, previous: Restriction[]): Restriction[] {
  const match = /^([a-z_][a-z0-9_]*)=(.*)$/i.exec(option);
  if (!match) throw new InvalidArgumentError('expects name=value, for example count=10.');
  const [, name, raw] = match;
  if (previous.some((restriction) => restriction.name === name)) throw new InvalidArgumentError(`gives "${name}" twice.`);
  // Typed by the permission's definition on the server: "true"/"false" are the only words that mean a boolean.
  const value = raw === 'true' ? true : raw === 'false' ? false : raw;
  return [...previous, { name, value }];
}

async function services() {
  const [admin, roles] = await Promise.all([import('../../../server/modules/roles/admin-roles.ts'), import('../../../server/modules/roles/service.ts')]);
  return { listRoles: admin.listRoles, getRole: admin.getRole, updateRole: admin.updateRole, findRoleByName: roles.findRoleByName };
}

type RoleRow = Awaited<ReturnType<Awaited<ReturnType<typeof services>>['getRole']>>;

async function withRoles<T>(work: () => Promise<T>): Promise<T> {
  return withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return work();
  });
}

async function allRoles(): Promise<RoleRow[]> {
  const { listRoles } = await services();
  const roles: RoleRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listRoles({ page, perPage: 100, orderBy: 'id', orderDir: 'asc', filters: [] });
    roles.push(...result.data);
    if (page >= result.last_page) return roles;
  }
}

function grantLabel(permission: { name: string; restrictions: Restriction[] }): string {
  const restrictions = permission.restrictions.map((restriction) => `${restriction.name}=${restriction.value ?? 'unlimited'}`);
  return restrictions.length ? `${permission.name} (${restrictions.join(', ')})` : permission.name;
}

function roleFlags(role: RoleRow): string {
  return [role.default && 'default', role.guests && 'guests'].filter(Boolean).join(', ');
}

async function listCommand(options: JsonOptions): Promise<void> {
  const roles = await withRoles(allRoles);
  if (options.json) return printJson({ roles });
  print(
    table(
      ['ID', 'Name', 'Flags', 'Users', 'Permissions'],
      roles.map((role) => [String(role.id), role.name, roleFlags(role), String(role.users_count), (role.permissions ?? []).map(grantLabel).join(', ') || 'none']),
    ),
  );
}

async function grantCommand(roleName: string, permission: string, options: GrantOptions): Promise<void> {
  const { findRoleByName, getRole, updateRole } = await services();
  const role = await withRoles(async () => {
    const found = await findRoleByName(roleName);
    if (!found) {
      const names = (await allRoles()).map((role) => role.name).join(', ');
      throw new CliError(`Unknown role "${roleName}": the roles are ${names}`);
    }
    const current = ((await getRole(found.id)).permissions ?? []).filter((granted) => granted.name !== permission);
    const permissions = [...current.map(({ name, restrictions }) => ({ name, restrictions })), { name: permission, restrictions: options.restriction }];
    return updateRole(found.id, { permissions });
  });
  if (options.json) return printJson({ role });
  const granted = (role.permissions ?? []).find((candidate) => candidate.name === permission)!;
  print(`The ${role.name} role now grants ${grantLabel(granted)}`);
}
