import type { Server } from '@hapi/hapi';
import type { Config } from '../config/index.ts';
import { createServer } from './app.ts';
import { openAppDatabase, type Database } from './database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { createAppContext, type AppContext } from './context.ts';
import { createLogger } from './logger.ts';
import { seedIfEmpty } from './modules/install/seed-if-empty.ts';

export interface RunningApp {
  server: Server;
  db: Database;
  ctx: AppContext;
  url: string;
  stop(): Promise<void>;
}

/**
 * Boots like Ghost: connect, migrate when behind (under the migration lock, so several
 * instances may start at once), seed a never-seeded database, then listen.
 */
export async function bootApp(config: Config, options: { listen?: boolean } = {}): Promise<RunningApp> {
  const logger = createLogger(config);
  const db = await openAppDatabase(config);
  try {
    const ran = await migrateToLatest(db.sequelize, config.migrationLockTimeout, config.appKey);
    if (ran.length) logger.info({ migrations: ran }, 'database migrated');
    if (await seedIfEmpty()) logger.info('seeded default roles, themes, menus, pages and plans');
    const ctx = createAppContext({ config, db, logger });
    const server = await createServer(ctx);
    if (options.listen !== false) await server.start();
    const url = options.listen === false ? config.appUrl : server.info.uri.replace('0.0.0.0', 'localhost').replace('127.0.0.1', 'localhost');
    return {
      server,
      db,
      ctx,
      url,
      async stop() {
        // New connections are refused at once; requests in flight get SHUTDOWN_TIMEOUT to finish.
        await server.stop({ timeout: config.shutdownTimeout });
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
