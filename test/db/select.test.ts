import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../../server/db/connection.ts';
import { selectRows } from '../../server/db/select.ts';
import { testConfig } from '../helpers/config.ts';

// The hot reads (who is asking, the project list) run on the driver connection, prepared on
// SQLite and run by several callers at once.
describe('database: hot reads on the driver connection', () => {
  const config = testConfig();
  const table = `select_rows_${process.pid}_${Date.now()}`;
  const ROWS = 40;
  let sequelize: Sequelize;
  before(async () => {
    sequelize = createSequelize(config.database);
    await sequelize.query(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, name VARCHAR(50) NOT NULL)`);
    const values = Array.from({ length: ROWS }, (_, i) => `(${i + 1}, 'row ${i + 1}')`).join(', ');
    await sequelize.query(`INSERT INTO ${table} (id, name) VALUES ${values}`);
  });
  after(async () => {
    await sequelize.query(`DROP TABLE ${table}`);
    await sequelize.close();
  });

  function readAll(database: Sequelize): Promise<string[][]> {
    const ids = Array.from({ length: ROWS }, (_, i) => i + 1);
    const sql = `SELECT id, name FROM ${table} WHERE id = ?`;
    return Promise.all(ids.map(async (id) => (await selectRows<{ id: number; name: string }>(database, sql, [id])).map((row) => `${Number(row.id)} ${row.name}`)));
  }

  it('answers many callers of one statement at once, each with the rows of its own values', async () => {
    const expected = Array.from({ length: ROWS }, (_, i) => [`${i + 1} row ${i + 1}`]);
    expect(await readAll(sequelize)).to.deep.equal(expected);
    // Again, now that the statement's prepared copies are kept.
    expect(await readAll(sequelize)).to.deep.equal(expected);
  });

  it('closes a connection whose statements were kept by concurrent reads, and reads no more from it', async () => {
    const other = createSequelize(config.database);
    expect(await readAll(other)).to.have.length(ROWS);
    await other.close();
    const error = await selectRows(other, `SELECT id FROM ${table} WHERE id = ?`, [1]).catch((e: unknown) => e);
    expect(error).to.be.an.instanceOf(Error);
  });
});
