import type { Config } from '../config/index.ts';
import { invalidateCache, watchCacheGeneration } from './cache/site-cache.ts';
import { openDatabase, type Database } from './db/index.ts';
import { modelDefinitions } from './modules/models.ts';
import { recordAppUrl } from './modules/publishing/site-urls.ts';
import { readCacheGeneration } from './modules/settings/cache-generation.ts';
import { useSecretsKey } from './modules/settings/secrets.ts';

export type { Database } from './db/index.ts';

/** The app's database with every module's models bound: what the server, the CLI and the tests open. */
export async function openAppDatabase(config: Config): Promise<Database> {
  const db = await openDatabase(config, modelDefinitions);
  // Cached rows belong to the connection they came from.
  invalidateCache();
  watchCacheGeneration(readCacheGeneration);
  // Secret settings are sealed under this APP_KEY (server/modules/settings/secrets.ts).
  useSecretsKey(config.appKey);
  recordAppUrl(db.sequelize, config.appUrl);
  return db;
}
