import { DataTypes, QueryTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';
import { deviceKey } from '../server/modules/auth/known-devices.ts';

// The devices (browser and OS family) each account has signed in with: the "new sign-in" notice
// is only for another one (server/modules/auth/known-devices.ts).
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'known_devices', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    // SHA-256 of the browser and OS names, or "unrecognised".
    fingerprint: { type: DataTypes.STRING(64), allowNull: false },
    first_seen_at: { type: DataTypes.DATE, allowNull: false },
    last_seen_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'known_devices', ['user_id', 'fingerprint'], { name: 'known_devices_user_fingerprint', unique: true });
  await rememberSignedInDevices(sequelize);
}

// The devices of the sessions still open count as seen, so the first sign-in after the upgrade from
// another device gets its notice. Rows already there are kept, so the step can run again.
async function rememberSignedInDevices(sequelize: MigrationContext['sequelize']): Promise<void> {
  const sessions = await sequelize.query<{ user_id: number; user_agent: string | null; created_at: string | Date; last_activity: string | Date }>(
    'SELECT user_id, user_agent, created_at, last_activity FROM sessions WHERE user_id IS NOT NULL',
    { type: QueryTypes.SELECT },
  );
  const devices = new Map<string, { user_id: number; fingerprint: string; first_seen_at: Date; last_seen_at: Date }>();
  for (const session of sessions) {
    const fingerprint = deviceKey(session.user_agent);
    const key = `${session.user_id} ${fingerprint}`;
    const first = new Date(session.created_at);
    const last = new Date(session.last_activity);
    const device = devices.get(key);
    if (!device) devices.set(key, { user_id: Number(session.user_id), fingerprint, first_seen_at: first, last_seen_at: last });
    else {
      if (first < device.first_seen_at) device.first_seen_at = first;
      if (last > device.last_seen_at) device.last_seen_at = last;
    }
  }
  const recorded = await sequelize.query<{ user_id: number; fingerprint: string }>('SELECT user_id, fingerprint FROM known_devices', { type: QueryTypes.SELECT });
  for (const row of recorded) devices.delete(`${row.user_id} ${row.fingerprint}`);
  if (devices.size) await sequelize.getQueryInterface().bulkInsert('known_devices', [...devices.values()]);
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'known_devices');
}
