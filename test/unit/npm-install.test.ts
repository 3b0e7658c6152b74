import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { repoRoot } from '../cli/helpers.ts';

const run = promisify(execFile);

/** The environment npm and its scripts would see, without this shell's npm settings. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

describe('npm install configuration', function () {
  this.timeout(30_000);

  it('gives npm no project setting it does not know (no "Unknown project config" warning)', async () => {
    const { stderr } = await run('npm', ['config', 'get', 'registry'], { cwd: repoRoot, env: cleanEnv() });
    expect(stderr).not.to.match(/Unknown project config/);
  });

  it('makes sqlite3 build from source without trying a download, from the rc file prebuild-install reads', async () => {
    const sqlite = join(repoRoot, 'node_modules', 'sqlite3');
    expect(existsSync(join(sqlite, 'package.json'))).to.equal(true);
    // What sqlite3's install script runs (`prebuild-install -r napi || node-gyp rebuild`), from the
    // directory npm runs it in: it reads the rc file found from there upwards.
    const script = "const rc = require('prebuild-install/rc')(require('./package.json')); console.log(JSON.stringify({ buildFromSource: rc.buildFromSource, configs: rc.configs }))";
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: sqlite, env: cleanEnv() });
    const rc = JSON.parse(stdout) as { buildFromSource: boolean; configs: string[] };
    expect(rc.buildFromSource).to.equal(true);
    expect(rc.configs).to.include(join(repoRoot, '.prebuild-installrc'));
  });
});
