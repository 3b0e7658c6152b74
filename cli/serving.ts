import type { Config } from '../config/index.ts';
import type { RunningApp } from '../server/index.ts';
import { print, waitForShutdownSignal } from './runtime.ts';

/** Boots the app like production does: connect, migrate under the lock, seed an empty database, listen. */
export async function bootServer(config: Config): Promise<RunningApp> {
  const { bootApp } = await import('../server/index.ts');
  return bootApp(config);
}

/**
 * Keeps serving until SIGINT/SIGTERM, then stops as server/index.ts does: new connections are
 * refused at once, requests in flight get SHUTDOWN_TIMEOUT to finish, running jobs go back to the
 * queue for another instance, and the database closes. A second signal ends the process at once.
 */
export async function serveUntilSignal(app: RunningApp): Promise<void> {
  const signal = await waitForShutdownSignal();
  print(`${signal} received: stopping Sitewright…`);
  await app.stop();
  print('Sitewright stopped.');
}
