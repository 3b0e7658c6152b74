import type { Config } from '../config/index.ts';
import type { RunningApp } from '../server/index.ts';
import { print, waitForShutdownSignal } from './runtime.ts';

/** Boots the app like production does: connect, migrate under the lock, seed an empty database, listen. */
export async function bootServer(config: Config): Promise<RunningApp> {
  const { bootApp } = await import('../server/index.ts');
  return bootApp(config);
}

/** Keeps serving until SIGINT/SIGTERM, then lets in-flight requests finish and closes the database. */
export async function serveUntilSignal(app: RunningApp): Promise<void> {
  const signal = await waitForShutdownSignal();
  print(`${signal} received: stopping Sitewright…`);
  await app.stop();
  print('Sitewright stopped.');
}
