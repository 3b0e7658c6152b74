import { createHash } from 'node:crypto';
import { QueryTypes, Sequelize } from 'sequelize';
import { bootApp } from '../../server/index.ts';
import { resetDatabase, testConfig } from './config.ts';

// MariaDB runs every migration in about as many seconds as SQLite takes tenths, most of it DDL.
// So an app's database starts as a copy of a template migrated and seeded once per process
// (and app key, which sealed settings are written with), as test/helpers/app.ts does for SQLite
// with a file copy: only the tables the previous test changed are emptied and refilled, and the
// schema is rebuilt from the template only when a test left another one behind.

interface Template {
  database: string;
  tables: string[];
  /** Every column and index of every table, to tell that a database still has the template's schema. */
  schema: string;
  checksums: Map<string, string>;
  autoIncrements: Map<string, number | null>;
  createStatements: Map<string, string>;
}

const templates = new Map<string, Promise<Template>>();

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``;

async function schemaFingerprint(sequelize: Sequelize, database: string): Promise<string> {
  const columns = await sequelize.query<Record<string, unknown>>(
    `SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, EXTRA FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION`,
    { replacements: [database], type: QueryTypes.SELECT },
  );
  const indexes = await sequelize.query<Record<string, unknown>>(
    `SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
    { replacements: [database], type: QueryTypes.SELECT },
  );
  return createHash('sha256').update(JSON.stringify([columns, indexes])).digest('hex');
}

async function tableStates(sequelize: Sequelize, database: string, tables: string[]) {
  return { checksums: await tableChecksums(sequelize, database, tables), autoIncrements: await nextIds(sequelize, database) };
}

async function tableChecksums(sequelize: Sequelize, database: string, tables: string[]): Promise<Map<string, string>> {
  const rows = await sequelize.query<{ Table: string; Checksum: string | number | null }>(`CHECKSUM TABLE ${tables.map((table) => `${quote(database)}.${quote(table)}`).join(', ')}`, { type: QueryTypes.SELECT });
  return new Map(rows.map((row) => [row.Table.slice(row.Table.indexOf('.') + 1), String(row.Checksum)]));
}

async function nextIds(sequelize: Sequelize, database: string): Promise<Map<string, number | null>> {
  const increments = await sequelize.query<{ name: string; next: number | null }>(
    'SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
    { replacements: [database], type: QueryTypes.SELECT },
  );
  return new Map(increments.map((row) => [row.name, row.next === null ? null : Number(row.next)]));
}

async function tableNames(sequelize: Sequelize, database: string): Promise<string[]> {
  const rows = await sequelize.query<{ name: string }>(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`, {
    replacements: [database],
    type: QueryTypes.SELECT,
  });
  return rows.map((row) => row.name);
}

function template(url: string, appKey: string): Promise<Template> {
  let pending = templates.get(appKey);
  if (!pending) {
    pending = (async () => {
      const parsed = new URL(url);
      const database = `${parsed.pathname.slice(1)}_tpl${templates.size}`;
      parsed.pathname = `/${database}`;
      const admin = new Sequelize(url, { dialect: 'mysql', logging: false });
      try {
        await admin.query(`CREATE DATABASE IF NOT EXISTS ${quote(database)}`);
        const config = testConfig({ DATABASE_URL: parsed.toString(), APP_KEY: appKey });
        await resetDatabase(config);
        const app = await bootApp(config, { listen: false });
        await app.stop();
        const tables = await tableNames(admin, database);
        const createStatements = new Map<string, string>();
        for (const table of tables) {
          const [row] = await admin.query<Record<string, string>>(`SHOW CREATE TABLE ${quote(database)}.${quote(table)}`, { type: QueryTypes.SELECT });
          createStatements.set(table, row['Create Table']);
        }
        return { database, tables, schema: await schemaFingerprint(admin, database), createStatements, ...(await tableStates(admin, database, tables)) };
      } finally {
        await admin.close();
      }
    })();
    templates.set(appKey, pending);
  }
  return pending;
}

/** Makes the database of `url` equal to a freshly migrated and seeded one, for apps sealed with `appKey`. */
export async function restoreMysqlTemplate(url: string, appKey: string): Promise<void> {
  const source = await template(url, appKey);
  const database = new URL(url).pathname.slice(1);
  const sequelize = new Sequelize(url, { dialect: 'mysql', logging: false, pool: { max: 1 } });
  try {
    // One connection, so the session setting holds for every statement below.
    await sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
    // A table gone while it was being refilled (a timed-out test still working on the database
    // in the background) rebuilds everything instead.
    await refillChanged(sequelize, database, source).catch(() => rebuild(sequelize, database, source));
  } finally {
    await sequelize.close();
  }
}

async function rebuild(sequelize: Sequelize, database: string, source: Template): Promise<void> {
  for (const table of await tableNames(sequelize, database)) await sequelize.query(`DROP TABLE IF EXISTS ${quote(table)}`);
  for (const table of source.tables) {
    await sequelize.query(source.createStatements.get(table)!);
    await sequelize.query(`INSERT INTO ${quote(table)} SELECT * FROM ${quote(source.database)}.${quote(table)}`);
  }
}

async function refillChanged(sequelize: Sequelize, database: string, source: Template): Promise<void> {
  const tables = await tableNames(sequelize, database);
  const sameSchema = tables.join() === source.tables.join() && (await schemaFingerprint(sequelize, database)) === source.schema;
  if (!sameSchema) return rebuild(sequelize, database, source);
  const current = await tableStates(sequelize, database, tables);
  const stale = tables.filter((table) => current.checksums.get(table) !== source.checksums.get(table) || current.autoIncrements.get(table) !== source.autoIncrements.get(table));
  for (const table of stale) {
    await sequelize.query(`TRUNCATE TABLE ${quote(table)}`);
    await sequelize.query(`INSERT INTO ${quote(table)} SELECT * FROM ${quote(source.database)}.${quote(table)}`);
  }
  if (!stale.length) return;
  // Ids continue where a fresh install's would, not after the rows the last test removed.
  const autoIncrements = await nextIds(sequelize, database);
  for (const table of stale) {
    const next = source.autoIncrements.get(table);
    if (next && autoIncrements.get(table) !== next) await sequelize.query(`ALTER TABLE ${quote(table)} AUTO_INCREMENT = ${Number(next)}`);
  }
}
