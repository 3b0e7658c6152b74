import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Custom domains of published sites. A host serves one project at most (unique, across every
// owner); it serves the site only once verified_at is set, after the owner proved control of it.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'project_domains', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    // Lower-case ASCII (punycode); 253 is the longest a DNS name can be.
    host: { type: DataTypes.STRING(253), allowNull: false, unique: true },
    // What the TXT record or the token file must say.
    token: { type: DataTypes.STRING(64), allowNull: false },
    verified_at: { type: DataTypes.DATE, allowNull: true },
    last_checked_at: { type: DataTypes.DATE, allowNull: true },
    last_error: { type: DataTypes.STRING(500), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'project_domains', ['project_id'], { name: 'project_domains_project' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'project_domains');
}
