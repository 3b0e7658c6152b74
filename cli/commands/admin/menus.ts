import type { Command } from 'commander';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../../runtime.ts';
import { table } from '../../ui/table.ts';

export function registerAdminMenusCommand(admin: Command): void {
  const menus = admin.command('menus').description('Site menus and the positions they fill');

  menus
    .command('list')
    .description('List every menu with its positions and items (who may see an item: its roles and permissions)')
    .option('--json', 'print {menus} as JSON, items included')
    .action(async (options: { json?: boolean }) => listCommand(options));
}

async function listCommand(options: { json?: boolean }): Promise<void> {
  const [{ listMenus }, { Role }] = await Promise.all([import('../../../server/modules/menus/service.ts'), import('../../../server/modules/roles/models.ts')]);
  const { menus, roleNames } = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    const roles = await Role.findAll({ attributes: ['id', 'name'] });
    return { menus: await listMenus(), roleNames: new Map(roles.map((role) => [role.id, role.name])) };
  });
  if (options.json) return printJson({ menus });
  menus.forEach((menu, index) => {
    if (index > 0) print();
    print(`${menu.name} (id ${menu.id}): ${menu.positions.join(', ') || 'no position'}`);
    if (menu.items.length === 0) return print('  no items');
    const rows = menu.items.map((item) => [
      item.label,
      item.action || '—',
      item.type,
      [...(item.roles ?? []).map((id) => `role ${roleNames.get(id) ?? id}`), ...(item.permissions ?? [])].join(', ') || 'everyone',
    ]);
    print(
      table(['Label', 'Action', 'Type', 'Shown to'], rows)
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n'),
    );
  });
}
