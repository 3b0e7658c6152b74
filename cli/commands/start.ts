import type { Command } from 'commander';
import type { AdminLogin } from '../../server/modules/install/service.ts';
import { cliConfig, cliEnvironment, print, withDatabase } from '../runtime.ts';
import { bootServer, serveUntilSignal } from '../serving.ts';
import { box } from '../ui/box.ts';
import { progressMode, runInstall } from './install.ts';
import { addServeOptions, serveOverrides, type ServeOptions } from './serve.ts';

export function registerStartCommand(program: Command): void {
  addServeOptions(
    program
      .command('start')
      .description('Install with defaults when needed (APP_KEY, migrations, admin), then serve and print the URL and admin login; what `npm start` runs'),
  ).action(async (options: ServeOptions) => startCommand(options));
}

function loginLine(login: AdminLogin | null): string {
  if (!login) return 'Admin login: none yet (run `sitewright install`)';
  if (login.password) return `Admin login: ${login.email} / ${login.password}`;
  if (login.passwordChanged) return `Admin login: ${login.email} (password changed since install)`;
  return `Admin login: ${login.email} (with the password chosen at install)`;
}

async function startCommand(options: ServeOptions): Promise<void> {
  const overrides = serveOverrides(options);
  const { installState, isInstalled, describeAdminLogin } = await import('../../server/modules/install/service.ts');
  const before = cliConfig(overrides);
  const state = await withDatabase(before, (db) => installState(before, db));
  if (!isInstalled(state)) {
    print('First start: installing with defaults.');
    await runInstall(cliEnvironment(), progressMode(false));
  }

  // Read again: install may just have written APP_KEY to .env.
  const config = cliConfig(overrides);
  const app = await bootServer(config);
  let login: AdminLogin | null;
  try {
    login = await describeAdminLogin(config);
  } catch (error) {
    await app.stop();
    throw error;
  }
  print(box([`Sitewright is running at ${app.url}`, loginLine(login), 'Press Ctrl+C to stop.']));
  await serveUntilSignal(app);
}
