import { CliError } from './errors.ts';
import { cliEnvironment } from './runtime.ts';

export interface RemoteOptions {
  server?: string;
  token?: string;
  user?: string;
}

/**
 * --server/--token, else SITEWRIGHT_SERVER/SITEWRIGHT_TOKEN, so CI keeps the token out of argv;
 * null means local mode (this install's database, as the first admin or --user).
 */
export function remoteTarget(options: RemoteOptions): { server: string; token: string } | null {
  const { env } = cliEnvironment();
  const server = options.server ?? env.SITEWRIGHT_SERVER;
  const token = options.token ?? env.SITEWRIGHT_TOKEN;
  if (!server) {
    if (options.token) throw new CliError('--token needs --server (or SITEWRIGHT_SERVER)');
    return null;
  }
  if (!token) throw new CliError('--server needs an API token: pass --token or set SITEWRIGHT_TOKEN');
  if (options.user) throw new CliError('--user is for local mode: with --server the token says who you are');
  return { server, token };
}
