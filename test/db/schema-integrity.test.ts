import { expect } from 'chai';
import { DataTypes, Model as ModelClass, type Model, type ModelAttributeColumnOptions, type ModelStatic, type Sequelize } from 'sequelize';
import type { Database } from '../../server/db/index.ts';
import { openAppDatabase } from '../../server/database.ts';
import { migrateToLatest } from '../../server/db/migrator.ts';
import { resetDatabase, testConfig } from '../helpers/config.ts';

interface ColumnDescription {
  type: string;
  allowNull: boolean;
  defaultValue: unknown;
  primaryKey: boolean;
  autoIncrement?: boolean;
}

type AttributeType = { key: string; _length?: number | string; options?: { length?: number | string; precision?: number; scale?: number } };

/** The column types (as describeTable reports them on SQLite and MariaDB) an attribute type may live in. */
function typeProblem(attribute: ModelAttributeColumnOptions<Model>, column: ColumnDescription): string | null {
  const type = attribute.type as unknown as AttributeType;
  const actual = column.type.toUpperCase();
  const accepts = (pattern: RegExp) => (pattern.test(actual) ? null : `a ${type.key} attribute in a ${actual} column`);
  switch (type.key) {
    case 'STRING': {
      const match = /^VARCHAR\((\d+)\)/.exec(actual);
      const length = Number(type.options?.length ?? type._length ?? 255);
      if (!match) return `a STRING(${length}) attribute in a ${actual} column`;
      return Number(match[1]) >= length ? null : `a STRING(${length}) attribute in a ${actual} column, which cuts it short`;
    }
    case 'TEXT':
      return accepts(/^(TINY|MEDIUM|LONG)?TEXT\b/);
    case 'INTEGER':
      return accepts(/^(INT|INTEGER|BIGINT)\b/);
    case 'BIGINT':
      return accepts(/^BIGINT\b/);
    case 'BOOLEAN':
      return accepts(/^(TINYINT\(1\)|BOOLEAN)/);
    case 'DATE':
      return accepts(/^(DATETIME|TIMESTAMP)\b/);
    case 'DATEONLY':
      return accepts(/^DATE$/);
    case 'DECIMAL': {
      const wanted = `DECIMAL(${type.options?.precision},${type.options?.scale})`;
      return actual.replace(/\s/g, '') === wanted ? null : `a ${wanted} attribute in a ${actual} column`;
    }
    default:
      return `an attribute of type ${type.key} this test does not know yet`;
  }
}

/** Every disagreement between the models and the tables, one line each (Ghost's schema integrity check, by rule rather than by hash). */
async function schemaProblems(sequelize: Sequelize, models: Record<string, ModelStatic<Model>>): Promise<{ problems: string[]; checked: number }> {
  const queryInterface = sequelize.getQueryInterface();
  const problems: string[] = [];
  let checked = 0;
  for (const [name, model] of Object.entries(models)) {
    const table = model.getTableName() as string;
    if (!(await queryInterface.tableExists(table))) {
      problems.push(`${name}: no table ${table}`);
      continue;
    }
    const columns = (await queryInterface.describeTable(table)) as Record<string, ColumnDescription>;
    for (const [attributeName, attribute] of Object.entries(model.getAttributes()) as [string, ModelAttributeColumnOptions<Model>][]) {
      if ((attribute.type as unknown as AttributeType).key === 'VIRTUAL') continue;
      const field = (attribute as { field?: string }).field ?? attributeName;
      checked += 1;
      const column = columns[field];
      const where = `${name}.${attributeName} (${table}.${field})`;
      if (!column) {
        problems.push(`${where}: no column`);
        continue;
      }
      const typeError = typeProblem(attribute, column);
      if (typeError) problems.push(`${where}: ${typeError}`);
      const modelAllowsNull = attribute.allowNull !== false && !attribute.primaryKey;
      const filledByDatabase = column.defaultValue !== null && column.defaultValue !== undefined;
      const filledBySequelize = Boolean(attribute.primaryKey && attribute.autoIncrement) || ['created_at', 'updated_at'].includes(field);
      if (!column.allowNull && modelAllowsNull && !filledByDatabase && !filledBySequelize) {
        problems.push(`${where}: the column is NOT NULL but the model accepts null (an insert without it fails in the database, not in validation)`);
      }
      // SQLite reports an INTEGER PRIMARY KEY as nullable; it never is.
      if (column.allowNull && !modelAllowsNull && !attribute.primaryKey) problems.push(`${where}: the model requires a value but the column accepts NULL`);
    }
  }
  return { problems, checked };
}

describe('schema integrity: the migrated schema matches the models', () => {
  let db: Database;
  before(async () => {
    const config = testConfig();
    await resetDatabase(config);
    db = await openAppDatabase(config);
    await migrateToLatest(db.sequelize, 5000);
  });
  after(() => db.close());

  it('has a table for every model, a column of a compatible type for every attribute, and nullability that agrees', async () => {
    expect(Object.keys(db.models)).to.have.length.greaterThan(20);
    const { problems, checked } = await schemaProblems(db.sequelize, db.models);
    expect(problems).to.deep.equal([]);
    expect(checked).to.be.greaterThan(150);
  });

  it('reports a missing table, a missing column, a narrower or different type and a nullability mismatch', async () => {
    class Stray extends ModelClass {}
    Stray.init({ id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true } }, { sequelize: db.sequelize, tableName: 'no_such_table' });
    class Drifted extends ModelClass {}
    Drifted.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        email: { type: DataTypes.STRING(500), allowNull: false },
        first_name: { type: DataTypes.INTEGER, allowNull: false },
        nickname: DataTypes.STRING(20),
      },
      { sequelize: db.sequelize, tableName: 'users', timestamps: false },
    );
    const { problems } = await schemaProblems(db.sequelize, { Stray, Drifted } as unknown as Record<string, ModelStatic<Model>>);
    expect(problems).to.deep.equal([
      'Stray: no table no_such_table',
      'Drifted.email (users.email): a STRING(500) attribute in a VARCHAR(191) column, which cuts it short',
      `Drifted.first_name (users.first_name): a INTEGER attribute in a VARCHAR(100) column`,
      'Drifted.first_name (users.first_name): the model requires a value but the column accepts NULL',
      'Drifted.nickname (users.nickname): no column',
    ]);
  });
});
