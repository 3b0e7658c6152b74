import type { Command } from 'commander';
import { cliConfig, parsePort, print } from '../runtime.ts';
import { bootServer, serveUntilSignal } from '../serving.ts';

export interface ServeOptions {
  port?: string;
  host?: string;
}

export function addServeOptions(command: Command): Command {
  return command
    .option('-p, --port <n>', 'port to listen on (default: PORT or 3000; 0 picks a free one)', parsePort)
    .option('--host <h>', 'interface to listen on (default: HOST or 127.0.0.1; 0.0.0.0 for every interface)');
}

export function serveOverrides(options: ServeOptions): Record<string, string | undefined> {
  return { PORT: options.port, HOST: options.host };
}

export function registerServeCommand(program: Command): void {
  addServeOptions(program.command('serve').description('Serve the app: migrates and seeds an empty database on boot, stops gracefully on SIGINT/SIGTERM')).action(
    async (options: ServeOptions) => {
      const app = await bootServer(cliConfig(serveOverrides(options)));
      print(`Sitewright is running at ${app.url} (Ctrl+C to stop)`);
      await serveUntilSignal(app);
    },
  );
}
