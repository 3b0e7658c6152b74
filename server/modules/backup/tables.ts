import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * How a column's values are written in a backup, whatever the database: the two dialects return
 * booleans, dates, decimals and blobs differently (SQLite 0/1 and date text, MariaDB Date objects
 * and decimal strings), and a backup taken on one restores into the other.
 */
export type ColumnKind = 'boolean' | 'date' | 'binary' | 'decimal' | 'integer' | 'text';

export interface TableSchema {
  name: string;
  columns: Record<string, ColumnKind>;
  primaryKey: string[];
  foreignKeys: { column: string; table: string; referencedColumn: string }[];
}

// The migrator's own bookkeeping: the target records its own migrations as it runs them.
const NOT_BACKED_UP = new Set(['migrations', 'migration_lock']);

const TABLE_NAME = /^[A-Za-z0-9_]+$/;

export function isTableName(name: string): boolean {
  return TABLE_NAME.test(name);
}

export function columnKind(type: string): ColumnKind {
  const upper = type.toUpperCase();
  if (/^(TINYINT\(1\)|BOOLEAN|BOOL)$/.test(upper)) return 'boolean';
  if (/^(DATETIME|TIMESTAMP|DATE)(\(\d+\))?$/.test(upper)) return 'date';
  if (/BLOB|BINARY/.test(upper)) return 'binary';
  if (/^(DECIMAL|NUMERIC)/.test(upper)) return 'decimal';
  if (/INT/.test(upper)) return 'integer';
  return 'text';
}

/** Every application table, each after the tables it references, so rows restore parents first. */
export async function describeTables(sequelize: Sequelize): Promise<TableSchema[]> {
  const queryInterface = sequelize.getQueryInterface();
  const names = ((await queryInterface.showAllTables()) as unknown[])
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { tableName: string }).tableName))
    .filter((name) => !NOT_BACKED_UP.has(name) && isTableName(name))
    .sort();
  const tables = new Map<string, TableSchema>();
  for (const name of names) {
    const description = await queryInterface.describeTable(name);
    const references = (await queryInterface.getForeignKeyReferencesForTable(name)) as {
      columnName?: string;
      referencedTableName?: string;
      referencedColumnName?: string;
    }[];
    tables.set(name, {
      name,
      columns: Object.fromEntries(Object.entries(description).map(([column, info]) => [column, columnKind(info.type)])),
      primaryKey: Object.entries(description)
        .filter(([, info]) => info.primaryKey)
        .map(([column]) => column),
      foreignKeys: references
        .filter((key) => key.columnName && key.referencedTableName && key.referencedColumnName)
        .map((key) => ({ column: key.columnName!, table: key.referencedTableName!, referencedColumn: key.referencedColumnName! })),
    });
  }
  return dependencyOrder(tables);
}

function dependencyOrder(tables: Map<string, TableSchema>): TableSchema[] {
  const ordered: TableSchema[] = [];
  const visited = new Set<string>();
  const visit = (name: string) => {
    const table = tables.get(name);
    if (!table || visited.has(name)) return;
    // Marked first, so a cycle of references ends here instead of looping; rows go in with
    // foreign keys checked only at commit (restore.ts), so any order is correct.
    visited.add(name);
    for (const key of table.foreignKeys) if (key.table !== name) visit(key.table);
    ordered.push(table);
  };
  for (const name of tables.keys()) visit(name);
  return ordered;
}

export function quoted(sequelize: Sequelize, identifier: string): string {
  return sequelize.getQueryInterface().quoteIdentifier(identifier);
}

export async function countRows(sequelize: Sequelize, table: string): Promise<number> {
  const [row] = await sequelize.query<{ count: number | string }>(`SELECT COUNT(*) AS count FROM ${quoted(sequelize, table)}`, { type: QueryTypes.SELECT });
  return Number(row.count);
}

/** What SQLite returns for a DATETIME: Sequelize's 'YYYY-MM-DD HH:mm:ss.SSS +00:00', or ISO. */
const SQL_DATE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function isoDate(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof value !== 'string') return value;
  const match = SQL_DATE.exec(value.trim());
  if (!match) return value;
  const zone = match[3] ?? 'Z';
  const parsed = new Date(`${match[1]}T${match[2]}${zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}

/** A value as read from the database → its portable JSON form. */
export function encodeValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : Number(value) !== 0;
    case 'date':
      return isoDate(value);
    case 'binary':
      return (Buffer.isBuffer(value) ? value : Buffer.from(String(value), 'utf8')).toString('base64');
    case 'decimal':
      return String(value);
    case 'integer':
      return typeof value === 'string' && Number.isSafeInteger(Number(value)) ? Number(value) : value;
    default:
      return Buffer.isBuffer(value) ? value.toString('utf8') : value;
  }
}

/** A portable JSON value → what Sequelize writes correctly for the target dialect. */
export function decodeValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return Boolean(value);
    case 'date': {
      const date = typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? date : value;
    }
    case 'binary':
      return Buffer.from(String(value), 'base64');
    default:
      return value;
  }
}

const MIN_BATCH = 1;
const MAX_BATCH = 1000;
// Rows are read in batches sized by their bytes: a page row can be megabytes, a session row 200 bytes.
const TARGET_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The table's rows in primary key order as JSON lines, one batch at a time. A single-column key
 * pages by the last key seen, so a large table costs no growing OFFSET.
 */
export async function* readRowLines(sequelize: Sequelize, table: TableSchema): AsyncGenerator<string[]> {
  const from = quoted(sequelize, table.name);
  const keyset = table.primaryKey.length === 1 ? quoted(sequelize, table.primaryKey[0]) : null;
  const order = (table.primaryKey.length ? table.primaryKey : Object.keys(table.columns)).map((column) => quoted(sequelize, column)).join(', ');
  let size = 100;
  let offset = 0;
  let last: unknown = undefined;
  for (;;) {
    const where = keyset && last !== undefined ? `WHERE ${keyset} > ?` : '';
    const paging = keyset ? `LIMIT ${size}` : `LIMIT ${size} OFFSET ${offset}`;
    const rows = await sequelize.query<Record<string, unknown>>(`SELECT * FROM ${from} ${where} ORDER BY ${order} ${paging}`, {
      type: QueryTypes.SELECT,
      replacements: where ? [last] : undefined,
    });
    if (!rows.length) return;
    if (keyset) last = rows[rows.length - 1][table.primaryKey[0]];
    offset += rows.length;
    const lines = rows.map((row) => JSON.stringify(encodeRow(table, row)));
    yield lines;
    if (rows.length < size) return;
    const bytes = lines.reduce((total, line) => total + line.length, 0);
    size = Math.max(MIN_BATCH, Math.min(MAX_BATCH, Math.floor((size * TARGET_BATCH_BYTES) / Math.max(bytes, 1))));
  }
}

function encodeRow(table: TableSchema, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, kind] of Object.entries(table.columns)) out[column] = encodeValue(kind, row[column]);
  return out;
}

/**
 * The id the table's next row would get, when it counts up by itself: past every id ever handed
 * out, not only the ones still there, so a restored install never gives a deleted row's id again.
 */
export async function nextIds(sequelize: Sequelize, tables: TableSchema[]): Promise<Record<string, number>> {
  const next: Record<string, number> = {};
  if (sequelize.getDialect() === 'sqlite') {
    const rows = await sequelize.query<{ name: string; seq: number }>('SELECT name, seq FROM sqlite_sequence', { type: QueryTypes.SELECT });
    for (const row of rows) next[row.name] = Number(row.seq) + 1;
  } else {
    const rows = await sequelize.query<{ name: string; next: number | string | null }>(
      'SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND AUTO_INCREMENT IS NOT NULL',
      { type: QueryTypes.SELECT },
    );
    for (const row of rows) if (row.next !== null) next[row.name] = Number(row.next);
  }
  const result: Record<string, number> = {};
  for (const table of tables) {
    if (next[table.name] === undefined || table.primaryKey.length !== 1 || table.columns[table.primaryKey[0]] !== 'integer') continue;
    // MySQL 8 may answer a cached AUTO_INCREMENT; the largest id is certain.
    const [row] = await sequelize.query<{ max: number | string | null }>(
      `SELECT MAX(${quoted(sequelize, table.primaryKey[0])}) AS max FROM ${quoted(sequelize, table.name)}`,
      { type: QueryTypes.SELECT },
    );
    result[table.name] = Math.max(next[table.name], Number(row.max ?? 0) + 1);
  }
  return result;
}

/** Sets where each table's ids continue; only ever forward. Runs outside a transaction (MySQL's ALTER commits). */
export async function restoreNextIds(sequelize: Sequelize, next: Record<string, number>): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') {
    const known = new Set(
      (await sequelize.query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'", { type: QueryTypes.SELECT })).map(
        (row) => row.name,
      ),
    );
    for (const [table, id] of Object.entries(next)) {
      if (!known.has(table)) continue;
      const [row] = await sequelize.query<{ seq: number }>('SELECT seq FROM sqlite_sequence WHERE name = ?', { type: QueryTypes.SELECT, replacements: [table] });
      if (!row) await sequelize.query('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', { replacements: [table, id - 1] });
      else if (Number(row.seq) < id - 1) await sequelize.query('UPDATE sqlite_sequence SET seq = ? WHERE name = ?', { replacements: [id - 1, table] });
    }
    return;
  }
  const auto = new Set(
    (
      await sequelize.query<{ name: string }>(
        "SELECT TABLE_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND EXTRA LIKE '%auto_increment%'",
        { type: QueryTypes.SELECT },
      )
    ).map((row) => row.name),
  );
  for (const [table, id] of Object.entries(next)) {
    // InnoDB keeps the larger of this and the largest id present.
    if (auto.has(table) && Number.isSafeInteger(id)) await sequelize.query(`ALTER TABLE ${quoted(sequelize, table)} AUTO_INCREMENT = ${id}`);
  }
}
