import { createServer } from 'node:net';
import type { Config } from '../../config/index.ts';
import { bootApp, type RunningApp } from '../../server/index.ts';
import { resetDatabase, testConfig } from './config.ts';

export interface TestApp extends RunningApp {
  config: Config;
}

/**
 * A booted app on an empty database (migrated and seeded on boot, as in production).
 * listen: true binds a real port on 127.0.0.1 for browser and CLI tests.
 */
export async function startTestApp(options: { listen?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const config = testConfig({ HOST: '127.0.0.1', PORT: '0', ...options.env });
  await resetDatabase(config);
  const app = await bootApp(config, { listen: options.listen ?? false });
  if (options.listen) app.url = app.server.info.uri;
  return { ...app, config };
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
