import { QueryTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';

// Earlier seeds put "Account settings" in the "Auth dropdown" menu although the user menu always
// links it (web/src/app/layout/account-links.ts), so every user saw it twice. Only the row exactly
// as seeded goes; an item an admin renamed or pointed elsewhere stays. Deleting is idempotent, so
// a run interrupted half-way is safe to repeat.
export async function up({ context: { sequelize } }: { context: MigrationContext }): Promise<void> {
  const menus = await sequelize.query<{ id: number }>('SELECT id FROM menus WHERE name = :name', { replacements: { name: 'Auth dropdown' }, type: QueryTypes.SELECT });
  for (const menu of menus) {
    await sequelize.query('DELETE FROM menu_items WHERE menu_id = :menuId AND label = :label AND action = :action', {
      replacements: { menuId: menu.id, label: 'Account settings', action: '/account-settings' },
    });
  }
}

// Nothing to restore: the removed row only duplicated a link the user menu shows anyway.
export async function down(): Promise<void> {}
