import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// AI site generations (server/modules/ai/): what was asked, how far the job got, the project it
// made. A month's rows per user are the generation quota's count.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'ai_generations', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    workspace_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    job_id: { type: DataTypes.INTEGER, allowNull: true },
    prompt: { type: DataTypes.TEXT, allowNull: false },
    // Pages, language and seed as asked (JSON).
    options: { type: DataTypes.TEXT, allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
    provider: { type: DataTypes.STRING(20), allowNull: true },
    // Why the offline composer wrote the site when an endpoint was configured.
    notice: { type: DataTypes.STRING(500), allowNull: true },
    // The planned pages' names (JSON), then how many of them are written.
    page_names: { type: DataTypes.TEXT, allowNull: true },
    pages_ready: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    project_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'projects', key: 'id' }, onDelete: 'SET NULL' },
    error: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'ai_generations', ['user_id', 'created_at'], { name: 'ai_generations_user_created' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'ai_generations');
}
