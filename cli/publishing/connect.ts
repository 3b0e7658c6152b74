import type { Command } from 'commander';
import { CliError } from '../errors.ts';
import { remoteTarget } from '../remote-target.ts';
import { cliConfig, requireMigrated, withDatabase } from '../runtime.ts';
import type { PublishingBackend, Site } from './backend.ts';

export interface ConnectionOptions {
  server?: string;
  token?: string;
  user?: string;
}

/** The options every publishing command takes to say where it works and as whom. */
export function withConnectionOptions(command: Command): Command {
  return command
    .option('--server <url>', 'work against this Sitewright server with an API token (or SITEWRIGHT_SERVER)')
    .option('--token <token>', 'API token for --server (or SITEWRIGHT_TOKEN)')
    .option('--user <email>', 'without --server: act as this user (default: the first admin)');
}

/**
 * Runs `work` against the server named by the options (remote mode) or this install's database
 * (local mode), and always lets go of it afterwards.
 */
export async function withPublishing<T>(options: ConnectionOptions, work: (backend: PublishingBackend) => Promise<T>): Promise<T> {
  const target = remoteTarget(options);
  if (target) {
    const { RemoteBackend } = await import('./remote.ts');
    return work(new RemoteBackend(target.server, target.token));
  }
  const config = cliConfig();
  return withDatabase(config, async (db) => {
    await requireMigrated(db);
    const { openLocalBackend } = await import('./local.ts');
    const backend = await openLocalBackend(config, db, options.user);
    try {
      return await work(backend);
    } finally {
      await backend.close();
    }
  });
}

/** The project named on the command line, or one line saying it was not found. */
export async function requireSite(backend: PublishingBackend, ref: string): Promise<Site> {
  const site = await backend.findSite(ref);
  if (!site) throw new CliError(`Project not found: ${ref}`);
  return site;
}
