import { QueryTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';

// The admin area gained a Tags screen. Installs seeded before it have an "Admin sidebar" menu
// without the link (seeding never touches a menu that exists), so it is added after Pages, or
// last when an admin removed Pages. A menu that already links /admin/tags is left as it is, so
// the step can run again after an interruption.
export async function up({ context: { sequelize } }: { context: MigrationContext }): Promise<void> {
  const menus = await sequelize.query<{ id: number }>('SELECT id FROM menus WHERE name = :name', { replacements: { name: 'Admin sidebar' }, type: QueryTypes.SELECT });
  for (const menu of menus) {
    const items = await sequelize.query<{ action: string; order: number }>('SELECT action, `order` FROM menu_items WHERE menu_id = :menuId', {
      replacements: { menuId: menu.id },
      type: QueryTypes.SELECT,
    });
    if (items.some((item) => item.action === '/admin/tags')) continue;
    const pages = items.find((item) => item.action === '/admin/pages');
    const position = pages ? Number(pages.order) + 1 : Math.max(-1, ...items.map((item) => Number(item.order))) + 1;
    await sequelize.query('UPDATE menu_items SET `order` = `order` + 1 WHERE menu_id = :menuId AND `order` >= :position', { replacements: { menuId: menu.id, position } });
    await sequelize.query(
      "INSERT INTO menu_items (menu_id, label, action, type, icon, roles, permissions, `order`, created_at, updated_at) VALUES (:menuId, 'Tags', '/admin/tags', 'route', 'tag', '[]', '[]', :position, :now, :now)",
      { replacements: { menuId: menu.id, position, now: new Date() } },
    );
  }
}

// The link is harmless on an older version, which shows its not-found screen for it.
export async function down(): Promise<void> {}
