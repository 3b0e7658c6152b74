import { expect } from 'chai';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk } from './helpers.ts';

describe('sitewright config', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());

  before(async () => {
    await freshDatabase();
    await runCliOk(['install', '--yes', '--admin-password', 'config-test-1'], { cwd, env });
  });

  it('round-trips a boolean through set and get', async () => {
    expect((await runCliOk(['config', 'get', 'registration.disable'], { cwd, env })).stdout.trim()).to.equal('false');
    expect((await runCliOk(['config', 'set', 'registration.disable', 'true'], { cwd, env })).stdout.trim()).to.equal('registration.disable = true');
    const { stdout } = await runCliOk(['config', 'get', 'registration.disable', '--json'], { cwd, env });
    expect(JSON.parse(stdout)).to.deep.equal({ key: 'registration.disable', value: true });
  });

  it('lists every setting, with the changed value', async () => {
    const { stdout } = await runCliOk(['config', 'list', '--json'], { cwd, env });
    const settings = JSON.parse(stdout);
    expect(settings['registration.disable']).to.equal(true);
    expect(settings['branding.site_name']).to.equal('Sitewright');
  });

  it('rejects an unknown key and a value of the wrong type in one line', async () => {
    const unknown = await runCli(['config', 'set', 'registration.disabled', 'true'], { cwd, env });
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr.trim()).to.equal('Error: Unknown setting "registration.disabled": run `sitewright config list` to see the keys');
    const get = await runCli(['config', 'get', 'nope'], { cwd, env });
    expect(get.code).to.equal(1);
    expect(get.stderr.trim().split('\n')).to.have.length(1);
    const wrongType = await runCli(['config', 'set', 'registration.disable', 'maybe'], { cwd, env });
    expect(wrongType.code).to.equal(1);
    expect(wrongType.stderr.trim()).to.equal('Error: registration.disable expects true or false');
    expect((await runCliOk(['config', 'get', 'registration.disable'], { cwd, env })).stdout.trim()).to.equal('true');
  });
});
