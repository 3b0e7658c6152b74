import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Menu, Theme } from '../../common/types.ts';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, countRows, databaseEnv, freshDatabase, runCli, runCliOk, withTestDatabase } from './helpers.ts';

describe('sitewright admin themes and menus', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());
  const run = (...args: string[]) => runCli(['admin', ...args], { cwd, env });
  const runOk = (...args: string[]) => runCliOk(['admin', ...args], { cwd, env });
  const json = async <T>(...args: string[]) => JSON.parse((await runOk(...args, '--json')).stdout) as T;

  before(async () => {
    await freshDatabase();
    await runCliOk(['install', '--yes', '--admin-password', 'themes-admin-1'], { cwd, env });
  });

  it('documents the themes commands under admin', async () => {
    const { stdout } = await runOk('themes', '--help');
    expect(stdout).to.contain('Usage: sitewright admin themes');
    for (const command of ['list', 'export', 'import']) expect(stdout).to.match(new RegExp(`^\\s+${command}\\b`, 'm'));
  });

  it('lists the site themes, as a table and as JSON', async () => {
    const { themes } = await json<{ themes: Theme[] }>('themes', 'list');
    expect(themes.map((theme) => theme.name)).to.deep.equal(['Light', 'Dark']);
    expect(themes[1]).to.include({ is_dark: true, default_dark: true });
    expect(themes[1].values['--be-background']).to.match(/^#/);
    const { stdout } = await runOk('themes', 'list');
    expect(stdout).to.match(/^ID\s+Name\s+Mode\s+Default$/m);
    expect(stdout).to.match(/^\d+\s+Dark\s+dark\s+default dark$/m);
  });

  it('exports a theme and imports the file back as a new theme, the default flag moving to it', async () => {
    const { themes } = await json<{ themes: Theme[] }>('themes', 'list');
    const dark = themes.find((theme) => theme.name === 'Dark')!;
    const exported = await runOk('themes', 'export', String(dark.id));
    const theme = JSON.parse(exported.stdout) as Omit<Theme, 'id'>;
    expect(theme).to.deep.equal({ name: 'Dark', values: dark.values, is_dark: true, default_light: false, default_dark: true });
    expect(JSON.parse((await runOk('themes', 'export', String(dark.id), '--json')).stdout)).to.deep.equal(theme);

    const file = join(cwd, 'dark.json');
    writeFileSync(file, JSON.stringify({ ...theme, values: { ...theme.values, '--be-primary': '#f97316' } }));
    const { theme: imported } = await json<{ theme: Theme }>('themes', 'import', file);
    expect(imported).to.include({ name: 'Dark (2)', is_dark: true, default_dark: true });
    expect(imported.values['--be-primary']).to.equal('#f97316');

    const after = (await json<{ themes: Theme[] }>('themes', 'list')).themes;
    expect(after.map((t) => t.name)).to.deep.equal(['Light', 'Dark', 'Dark (2)']);
    expect(after.filter((t) => t.default_dark).map((t) => t.id)).to.deep.equal([imported.id]);
    expect(JSON.parse((await runOk('themes', 'export', String(imported.id))).stdout)).to.deep.include({ name: 'Dark (2)', default_dark: true });

    const text = await runOk('themes', 'import', file);
    expect(text.stdout.trim()).to.match(/^Imported the theme "Dark \(3\)" \(id \d+\), now the default dark theme$/);
  });

  it('refuses a file that is not a theme, importing nothing', async () => {
    const count = () => withTestDatabase(cwd, (sequelize) => countRows(sequelize, 'themes'));
    const before = await count();
    const notJson = join(cwd, 'broken.json');
    writeFileSync(notJson, '{"name": ');
    const broken = await run('themes', 'import', notJson);
    expect(broken.code).to.equal(1);
    expect(broken.stderr.trim()).to.equal(`Error: ${notJson} is not JSON: export a theme with \`sitewright admin themes export <id>\``);

    const badValue = join(cwd, 'bad-value.json');
    writeFileSync(badValue, JSON.stringify({ name: 'Bad', values: { '--be-primary': 'red;}</style>' } }));
    const refused = await run('themes', 'import', badValue);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.match(/^Error: A theme value cannot contain angle brackets, braces or semicolons\./);

    const missing = await run('themes', 'import', join(cwd, 'missing.json'));
    expect(missing.code).to.equal(1);
    expect(missing.stderr.trim()).to.match(/^Error: Cannot read .*missing\.json: no such file$/);
    expect(await count()).to.equal(before);

    const unknown = await run('themes', 'export', '999999');
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr.trim()).to.equal('Error: No theme with the id 999999: run `sitewright admin themes list` to see them');
  });

  it('lists the menus with their positions and items', async () => {
    const { menus } = await json<{ menus: Menu[] }>('menus', 'list');
    const footer = menus.find((menu) => menu.name === 'Footer')!;
    expect(footer.positions).to.include('footer');
    expect(footer.items.map((item) => item.label)).to.include('Contact');
    expect(footer.items[0]).to.include.keys('id', 'label', 'action', 'type', 'roles', 'permissions', 'order');
    const { stdout } = await runOk('menus', 'list');
    expect(stdout).to.match(/^Footer \(id \d+\): footer, auth-page-footer, checkout-page-footer$/m);
    expect(stdout).to.match(/^ {2}Dashboard\s+\/dashboard\s+route\s+projects\.create$/m);
  });
});
