import type { Config } from '../config/index.ts';
import { shareSiteCache } from './cache/site-cache.ts';
import { startCoordination } from './coordination/index.ts';
import { openDatabase, type Database } from './db/index.ts';
import { modelDefinitions } from './modules/models.ts';
import { recordAppUrl } from './modules/publishing/site-urls.ts';
import { readCacheGeneration } from './modules/settings/cache-generation.ts';
import { useSecretsKey } from './modules/settings/secrets.ts';

export type { Database } from './db/index.ts';

/**
 * The app's database with every module's models bound: what the server, the CLI and the tests
 * open. What instances share besides the database (the event bus, on Redis when configured) is
 * started with it and closed with it.
 */
export async function openAppDatabase(config: Config): Promise<Database> {
  const opened = await openDatabase(config, modelDefinitions);
  let coordination;
  try {
    coordination = await startCoordination(config);
  } catch (error) {
    await opened.close();
    throw error;
  }
  const db: Database = {
    ...opened,
    async close() {
      await coordination.close();
      await opened.close();
    },
  };
  // With Redis the event bus reaches every instance, so no instance polls the cache generation.
  shareSiteCache({ sequelize: db.sequelize, readGeneration: coordination.shared ? null : readCacheGeneration });
  // Secret settings are sealed under this APP_KEY (server/modules/settings/secrets.ts).
  useSecretsKey(config.appKey);
  recordAppUrl(db.sequelize, config.appUrl);
  return db;
}
