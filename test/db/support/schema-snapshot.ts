import type { QueryInterface, Sequelize } from 'sequelize';

/** CREATE/ALTER/DROP: the statements MySQL commits on its own, whatever transaction is open. */
export function isSchemaStatement(sql: unknown): boolean {
  const text = typeof sql === 'string' ? sql : ((sql as { query?: string } | null)?.query ?? '');
  return /^\s*(CREATE|ALTER|DROP)\b/i.test(text);
}

export async function tableNames(queryInterface: QueryInterface): Promise<string[]> {
  const tables = await queryInterface.showAllTables();
  return tables.map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName)).sort();
}

/**
 * Every table with its columns and indexes, in a form two databases of one dialect can be
 * compared by (the SQLite sequence table and the bookkeeping tables are left out).
 */
export async function schemaSnapshot(sequelize: Sequelize): Promise<Record<string, unknown>> {
  const queryInterface = sequelize.getQueryInterface();
  const snapshot: Record<string, unknown> = {};
  for (const table of await tableNames(queryInterface)) {
    if (table === 'sqlite_sequence' || table === 'migration_lock') continue;
    const columns = await queryInterface.describeTable(table);
    const indexes = ((await queryInterface.showIndex(table)) as { name: string; unique: boolean; fields: { attribute: string }[] }[])
      .map((index) => ({ name: index.name, unique: Boolean(index.unique), fields: index.fields.map((f) => f.attribute) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const foreignKeys = ((await queryInterface.getForeignKeyReferencesForTable(table)) as { columnName: string; referencedTableName: string }[])
      .map((fk) => `${fk.columnName}->${fk.referencedTableName}`)
      .sort();
    snapshot[table] = { columns, indexes, foreignKeys };
  }
  return snapshot;
}
