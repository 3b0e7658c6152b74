import type { ModelAttributeColumnOptions, ModelAttributes, QueryInterface } from 'sequelize';

/**
 * Re-runnable schema steps for migrations (as Ghost's schema commands do). MySQL/MariaDB commit
 * every DDL statement on its own, and Sequelize runs SQLite's one by one too, so a migration killed
 * half-way leaves some of its tables and indexes behind while the migration is still pending.
 * Each helper creates only what is missing (and drops only what exists), so running the
 * migration again from the top finishes the job instead of failing on "already exists".
 *
 * Every step is one statement, atomic on both databases: a table is created with its columns,
 * unique keys and foreign keys at once, an index or column is added alone.
 */

export async function createTable(queryInterface: QueryInterface, table: string, attributes: ModelAttributes): Promise<void> {
  if (await queryInterface.tableExists(table)) return;
  await queryInterface.createTable(table, attributes);
}

export async function dropTable(queryInterface: QueryInterface, table: string): Promise<void> {
  if (await queryInterface.tableExists(table)) await queryInterface.dropTable(table);
}

async function hasColumn(queryInterface: QueryInterface, table: string, column: string): Promise<boolean> {
  return column in (await queryInterface.describeTable(table));
}

export async function addColumn(queryInterface: QueryInterface, table: string, column: string, attribute: ModelAttributeColumnOptions): Promise<void> {
  if (await hasColumn(queryInterface, table, column)) return;
  await queryInterface.addColumn(table, column, attribute);
}

export async function removeColumn(queryInterface: QueryInterface, table: string, column: string): Promise<void> {
  if (await hasColumn(queryInterface, table, column)) await queryInterface.removeColumn(table, column);
}

async function hasIndex(queryInterface: QueryInterface, table: string, name: string): Promise<boolean> {
  const indexes = (await queryInterface.showIndex(table)) as { name: string }[];
  return indexes.some((index) => index.name === name);
}

/** Indexes are always named, so a re-run can tell whether this one exists. */
export async function addIndex(queryInterface: QueryInterface, table: string, fields: string[], options: { name: string; unique?: boolean }): Promise<void> {
  if (await hasIndex(queryInterface, table, options.name)) return;
  await queryInterface.addIndex(table, fields, options);
}
