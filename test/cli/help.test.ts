import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, repoRoot, runCli, runCliOk } from './helpers.ts';

// Every command and the options its --help must list.
const COMMANDS: Record<string, string[]> = {
  install: ['--yes', '--db <url>', '--url <appUrl>', '--admin-email <email>', '--admin-password <password>', '--json'],
  start: ['--port <n>', '--host <h>'],
  serve: ['--port <n>', '--host <h>'],
  migrate: ['--status', '--down', '--unlock', '--json'],
  seed: ['[name]', '--json'],
  doctor: ['--json'],
  config: ['get', 'set', 'list'],
  'config get': ['<key>', '--json'],
  'config set': ['<key>', '<value>'],
  'config list': ['--json'],
};

describe('sitewright --help', function () {
  this.timeout(60_000);
  const cwd = makeTempDir();

  it('lists every command', async () => {
    const { stdout } = await runCliOk(['--help'], { cwd });
    for (const command of ['install', 'start', 'serve', 'migrate', 'seed', 'doctor', 'config', 'users']) expect(stdout).to.match(new RegExp(`^\\s+${command}\\b`, 'm'));
  });

  it('documents the options of every command', async () => {
    // In parallel: each is a separate Node process, and together they would cost seconds.
    const results = await Promise.all(Object.keys(COMMANDS).map((command) => runCliOk([...command.split(' '), '--help'], { cwd })));
    Object.entries(COMMANDS).forEach(([command, options], index) => {
      const { stdout } = results[index];
      expect(stdout, command).to.contain(`Usage: sitewright ${command}`);
      for (const option of options) expect(stdout, `${command} --help`).to.contain(option);
    });
  });

  it('runs through the executable bin/sitewright from any directory', async () => {
    const bin = join(repoRoot, 'bin', 'sitewright');
    accessSync(bin, constants.X_OK);
    const { stdout } = await promisify(execFile)(bin, ['migrate', '--help'], { cwd, env: cliEnv() });
    expect(stdout).to.contain('Usage: sitewright migrate');
  });

  it('names the valid seeds in seed --help', async () => {
    const { stdout } = await runCliOk(['seed', '--help'], { cwd });
    for (const name of ['plans', 'themes', 'menus', 'pages', 'roles', 'localizations', 'templates', 'all']) expect(stdout).to.contain(name);
  });

  it('rejects an unknown command or option with one line and exit code 1', async () => {
    for (const args of [['bogus'], ['migrate', '--bogus'], ['serve', '--port', 'http']]) {
      const result = await runCli(args, { cwd });
      expect(result.code, args.join(' ')).to.equal(1);
      expect(result.stderr.trim().split('\n'), args.join(' ')).to.have.length(1);
      expect(result.stderr).to.match(/^Error: /);
    }
  });
});
