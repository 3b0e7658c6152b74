import { QueryTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { decrypt, encrypt } from '../server/security/encryption.ts';

// Credentials kept in settings are sealed under APP_KEY from now on (server/modules/settings/secrets.ts).
// The rows written in plain text before are sealed here; a row already sealed is left alone, so
// the step can run again after an interruption. ai.api_key was sealed from the start.
const SECRET_KEYS = [
  'recaptcha.secret_key',
  'social.google.client_secret',
  'social.facebook.client_secret',
  'social.twitter.client_secret',
  'social.github.client_secret',
];

const SEALED = /^v1:[^:]*:[^:]*:[^:]*$/;

interface Row {
  id: number;
  name: string;
  value: string | null;
}

async function secretRows({ sequelize }: MigrationContext): Promise<{ row: Row; value: string }[]> {
  const rows = await sequelize.query<Row>(`SELECT id, name, value FROM settings WHERE name IN (${SECRET_KEYS.map(() => '?').join(', ')})`, {
    replacements: SECRET_KEYS,
    type: QueryTypes.SELECT,
  });
  return rows.flatMap((row) => {
    let value: unknown;
    try {
      value = row.value === null ? null : JSON.parse(row.value);
    } catch {
      value = row.value;
    }
    return typeof value === 'string' && value ? [{ row, value }] : [];
  });
}

async function rewrite(context: MigrationContext, direction: 'seal' | 'open'): Promise<void> {
  for (const { row, value } of await secretRows(context)) {
    if (SEALED.test(value) === (direction === 'seal')) continue;
    if (!context.appKey) throw new Error(`APP_KEY is not set: it is needed to ${direction === 'seal' ? 'encrypt' : 'decrypt'} the setting ${row.name}`);
    const next = direction === 'seal' ? encrypt(context.appKey, value) : decrypt(context.appKey, value);
    await context.sequelize.query('UPDATE settings SET value = ? WHERE id = ?', { replacements: [JSON.stringify(next), row.id] });
  }
}

export async function up({ context }: { context: MigrationContext }): Promise<void> {
  await rewrite(context, 'seal');
}

export async function down({ context }: { context: MigrationContext }): Promise<void> {
  await rewrite(context, 'open');
}
