import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import type { Config } from '../../config/index.ts';
import { bootApp, type RunningApp } from '../../server/index.ts';
import { testConfig } from './config.ts';
import { restoreMysqlTemplate } from './mysql-template.ts';

export interface TestApp extends RunningApp {
  config: Config;
}

/**
 * A booted app on a fresh database (migrated and seeded, as a fresh install is after its first boot).
 * listen: true binds a real port on 127.0.0.1 for browser and CLI tests.
 */
export async function startTestApp(options: { listen?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const config = testConfig({ HOST: '127.0.0.1', PORT: '0', ...options.env });
  // A DATABASE_URL of its own is another instance's database (two instances on one), left as it is.
  if (config.database.dialect === 'mysql' && !options.env?.DATABASE_URL) await restoreMysqlTemplate(config.database.url, config.appKey);
  const storage = config.database.dialect === 'sqlite' ? config.database.storage : undefined;
  if (storage && storage !== ':memory:' && !options.env?.DATABASE_URL) {
    mkdirSync(dirname(storage), { recursive: true });
    copyFileSync(await sqliteTemplate(config.appKey), storage);
  }
  const app = await bootApp(config, { listen: options.listen ?? false });
  if (options.listen) app.url = app.server.info.uri;
  return { ...app, config };
}

const sqliteTemplates = new Map<string, Promise<string>>();

/**
 * A SQLite file migrated and seeded once per process (and app key, which sealed settings are
 * written with): each app starts on a copy of it, as a fresh install would be after its first
 * boot, instead of running every migration again. The boot on the copy still checks the schema.
 */
function sqliteTemplate(appKey: string): Promise<string> {
  let template = sqliteTemplates.get(appKey);
  if (!template) {
    template = (async () => {
      const config = testConfig({ APP_KEY: appKey });
      const app = await bootApp(config, { listen: false });
      await app.stop();
      return config.database.storage!;
    })();
    sqliteTemplates.set(appKey, template);
  }
  return template;
}

/** A free loopback port, for an app whose APP_URL must be the address a browser uses (OAuth, Stripe redirects). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
