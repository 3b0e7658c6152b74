import { DataTypes, QueryTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// The contact page (server/modules/contact/): every message a visitor sends is kept for the admins'
// Messages screen, beside the copy mailed to the site's contact address.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'contact_messages', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    email: { type: DataTypes.STRING(191), allowNull: false },
    subject: { type: DataTypes.STRING(200), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    // IPv6 with a zone index fits in 64 characters.
    ip: { type: DataTypes.STRING(64), allowNull: true },
    // The sender's account when they were signed in; the message outlives the account.
    user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    read_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  // The admin list: newest first, and unread ones.
  await addIndex(queryInterface, 'contact_messages', ['created_at'], { name: 'contact_messages_created' });
  await addIndex(queryInterface, 'contact_messages', ['read_at'], { name: 'contact_messages_read' });
  await addMessagesToAdminSidebar(sequelize);
}

// Installs seeded before the contact page have an "Admin sidebar" menu without the Messages link
// (seeding never touches a menu that exists): it goes after Tags, else after Pages, else last. A
// menu that already links /admin/contact-messages is left as it is, so the step can run again.
async function addMessagesToAdminSidebar(sequelize: MigrationContext['sequelize']): Promise<void> {
  const menus = await sequelize.query<{ id: number }>('SELECT id FROM menus WHERE name = :name', { replacements: { name: 'Admin sidebar' }, type: QueryTypes.SELECT });
  for (const menu of menus) {
    const items = await sequelize.query<{ action: string; order: number }>('SELECT action, `order` FROM menu_items WHERE menu_id = :menuId', {
      replacements: { menuId: menu.id },
      type: QueryTypes.SELECT,
    });
    if (items.some((item) => item.action === '/admin/contact-messages')) continue;
    const before = items.find((item) => item.action === '/admin/tags') ?? items.find((item) => item.action === '/admin/pages');
    const position = before ? Number(before.order) + 1 : Math.max(-1, ...items.map((item) => Number(item.order))) + 1;
    await sequelize.query('UPDATE menu_items SET `order` = `order` + 1 WHERE menu_id = :menuId AND `order` >= :position', { replacements: { menuId: menu.id, position } });
    await sequelize.query(
      "INSERT INTO menu_items (menu_id, label, action, type, icon, roles, permissions, `order`, created_at, updated_at) VALUES (:menuId, 'Messages', '/admin/contact-messages', 'route', 'mail', '[]', '[]', :position, :now, :now)",
      { replacements: { menuId: menu.id, position, now: new Date() } },
    );
  }
}

// The sidebar link stays: an older version shows its not-found screen for it.
export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'contact_messages');
}
