import type { Config } from '../config/index.ts';
import { invalidateCache } from './cache/site-cache.ts';
import { openDatabase, type Database } from './db/index.ts';
import { modelDefinitions } from './modules/models.ts';
import { recordAppUrl } from './modules/publishing/site-urls.ts';

export type { Database } from './db/index.ts';

/** The app's database with every module's models bound: what the server, the CLI and the tests open. */
export async function openAppDatabase(config: Config): Promise<Database> {
  const db = await openDatabase(config, modelDefinitions);
  // Cached rows belong to the connection they came from.
  invalidateCache();
  recordAppUrl(db.sequelize, config.appUrl);
  return db;
}
