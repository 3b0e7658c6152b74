import { DataTypes, QueryTypes, type ModelAttributes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Custom domains become claims. project_domains let one row hold a host, verified or not, so a
// stranger's unverified claim kept the real owner out for ever. In domain_claims several sites
// may claim a host while none has proved it; verified_host (the host, once verified) is unique,
// so exactly one claim can win, and the others are dropped then (server/modules/publishing/domains.ts).
// A new table rather than a changed one: SQLite cannot drop the unique key of a column, and every
// step below can run again after an interruption.

const COLUMNS = ['id', 'project_id', 'host', 'token', 'verified_at', 'last_checked_at', 'last_error', 'created_at', 'updated_at'];

function domainColumns(): ModelAttributes {
  return {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    // Lower-case ASCII (punycode); 253 is the longest a DNS name can be.
    host: { type: DataTypes.STRING(253), allowNull: false },
    // What the TXT record or the token file must say.
    token: { type: DataTypes.STRING(64), allowNull: false },
    verified_at: { type: DataTypes.DATE, allowNull: true },
    last_checked_at: { type: DataTypes.DATE, allowNull: true },
    last_error: { type: DataTypes.STRING(500), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  };
}

export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'domain_claims', {
    ...domainColumns(),
    // The host while the claim is verified, else NULL (which a unique index lets repeat).
    verified_host: { type: DataTypes.STRING(253), allowNull: true },
  });
  await addIndex(queryInterface, 'domain_claims', ['project_id', 'host'], { name: 'domain_claims_project_host', unique: true });
  await addIndex(queryInterface, 'domain_claims', ['host'], { name: 'domain_claims_host' });
  await addIndex(queryInterface, 'domain_claims', ['verified_host'], { name: 'domain_claims_verified_host', unique: true });
  if (await queryInterface.tableExists('project_domains')) {
    const columns = COLUMNS.join(', ');
    await sequelize.query(
      `INSERT INTO domain_claims (${columns}, verified_host) SELECT ${columns}, CASE WHEN verified_at IS NULL THEN NULL ELSE host END FROM project_domains WHERE id NOT IN (SELECT id FROM domain_claims)`,
    );
  }
  await dropTable(queryInterface, 'project_domains');
}

export async function down({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'project_domains', { ...domainColumns(), host: { type: DataTypes.STRING(253), allowNull: false, unique: true } });
  if (await queryInterface.tableExists('domain_claims')) {
    // One claim per host fits the old table: the verified one, else the first.
    const claims = await sequelize.query<{ id: number; host: string }>('SELECT id, host FROM domain_claims ORDER BY CASE WHEN verified_at IS NULL THEN 1 ELSE 0 END, id', {
      type: QueryTypes.SELECT,
    });
    const columns = COLUMNS.join(', ');
    for (const { id, host } of claims) {
      await sequelize.query(
        `INSERT INTO project_domains (${columns}) SELECT ${columns} FROM domain_claims WHERE id = ? AND NOT EXISTS (SELECT 1 FROM project_domains WHERE host = ?)`,
        { replacements: [id, host] },
      );
    }
  }
  await addIndex(queryInterface, 'project_domains', ['project_id'], { name: 'project_domains_project' });
  await dropTable(queryInterface, 'domain_claims');
}
