import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../../server/db/connection.ts';
import { withMigrationLock, MigrationLockTimeoutError, releaseMigrationLock } from '../../server/db/migration-lock.ts';
import { migrateDownOne, migrateToLatest, migrationStatus } from '../../server/db/migrator.ts';
import { migrations } from '../../migrations/index.ts';
import { resetDatabase, testConfig } from '../helpers/config.ts';

describe('migrations', () => {
  const config = testConfig();
  let sequelize: Sequelize;
  before(async () => {
    await resetDatabase(config);
    sequelize = createSequelize(config.database);
  });
  after(() => sequelize.close());

  async function tables(): Promise<string[]> {
    return (await sequelize.getQueryInterface().showAllTables()).map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName));
  }

  it('creates the initial schema, reports status, and reverts and reapplies cleanly', async () => {
    expect((await migrationStatus(sequelize)).pending).to.deep.equal(migrations.map((m) => m.name));
    expect(await migrateToLatest(sequelize, 5000)).to.deep.equal(migrations.map((m) => m.name));
    const created = await tables();
    for (const table of ['users', 'roles', 'permissions', 'permissionables', 'user_role', 'settings', 'themes', 'menus', 'menu_items', 'custom_pages', 'localizations', 'products', 'prices']) {
      expect(created, table).to.include(table);
    }
    expect(await migrateToLatest(sequelize, 5000)).to.deep.equal([]);
    expect(await migrationStatus(sequelize)).to.deep.equal({ executed: migrations.map((m) => m.name), pending: [] });

    expect(await migrateDownOne(sequelize, 5000)).to.equal(migrations[migrations.length - 1].name);
    if (migrations.length === 1) expect(await tables()).to.not.include('users');
    await migrateToLatest(sequelize, 5000);
    expect(await tables()).to.include('users');
  });

  it('lets only one holder of the migration lock work at a time, across connections', async () => {
    const other = createSequelize(config.database);
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name}:start`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push(`${name}:end`);
      };
      await Promise.all([withMigrationLock(sequelize, 5000, work('a')), withMigrationLock(other, 5000, work('b'))]);
      expect(events).to.have.length(4);
      expect(events[1]).to.equal(events[0].replace('start', 'end'));
      expect(events[3]).to.equal(events[2].replace('start', 'end'));
    } finally {
      await other.close();
    }
  });

  it('gives up with an actionable message when the lock stays taken, and can be cleared', async () => {
    let release!: () => void;
    const held = withMigrationLock(sequelize, 5000, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = createSequelize(config.database);
    try {
      let error: unknown;
      await withMigrationLock(other, 600, async () => undefined).catch((e) => (error = e));
      expect(error).to.be.instanceOf(MigrationLockTimeoutError);
      expect((error as Error).message).to.contain('sitewright migrate --unlock');
      await releaseMigrationLock(other);
      await withMigrationLock(other, 600, async () => undefined);
    } finally {
      release();
      await held;
      await other.close();
    }
  });
});
