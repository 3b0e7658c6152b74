import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeProxyServer } from './support/proxy-scenario.ts';
import { waitForProxy } from './support/proxy-servers.ts';

// Debian's Caddy, configured by `sitewright sites proxy-config caddy` (the scenario is in
// support/proxy-scenario.ts).

const CADDY = '/usr/bin/caddy';

describeProxyServer('caddy', async (folder, siteBlock, port) => {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is missing: install Debian's caddy (apt-get install -y caddy) to run this test`);
  const caddyfile = join(folder, 'Caddyfile');
  // No admin endpoint (its fixed port would clash between test runs) and no certificates to manage.
  writeFileSync(caddyfile, `{\n\tadmin off\n\tauto_https off\n}\n\n${siteBlock}`);
  const env = { ...process.env, HOME: folder, XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config') };
  return waitForProxy('caddy', spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] }), port);
});
