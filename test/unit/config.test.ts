import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { ConfigError, loadConfig, parseDatabaseUrl, redactUrl } from '../../config/index.ts';
import { makeTempDir } from '../helpers/config.ts';

describe('configuration (config/)', () => {
  it('defaults to SQLite, local storage and mail to the log under ./storage', () => {
    const cwd = makeTempDir();
    const config = loadConfig({ cwd, env: {} });
    expect(config.dataDir).to.equal(join(cwd, 'storage'));
    expect(config.database).to.deep.equal({ url: `sqlite:${join(cwd, 'storage', 'database.sqlite')}`, dialect: 'sqlite', storage: join(cwd, 'storage', 'database.sqlite') });
    expect(config.mail.url).to.equal('log');
    expect(config.storage.driver).to.equal('local');
    expect(config.appUrl).to.equal('http://localhost:3000');
  });

  it('reads .env from the working directory, with real environment variables winning', () => {
    const cwd = makeTempDir();
    writeFileSync(join(cwd, '.env'), 'PORT=4100\nAPP_KEY=base64:abc\nAPP_URL=https://example.com/\n');
    const config = loadConfig({ cwd, env: { PORT: '4200' } });
    expect(config.port).to.equal(4200);
    expect(config.appKey).to.equal('base64:abc');
    expect(config.appUrl).to.equal('https://example.com');
  });

  it('parses MySQL and relative SQLite URLs and rejects others with a clear message', () => {
    expect(parseDatabaseUrl('mysql://root@127.0.0.1:3306/test', '/x').dialect).to.equal('mysql');
    expect(parseDatabaseUrl('mariadb://root@db/site', '/x').url).to.equal('mysql://root@db/site');
    expect(parseDatabaseUrl('sqlite:data/app.sqlite', '/srv').storage).to.equal('/srv/data/app.sqlite');
    expect(() => parseDatabaseUrl('mysql://root@127.0.0.1:3306', '/x')).to.throw(ConfigError, /mysql:\/\/user:password@host:3306\/database/);
    expect(() => loadConfig({ cwd: makeTempDir(), env: { DATABASE_URL: 'postgres://x/y' } })).to.throw(ConfigError, /DATABASE_URL must start with sqlite:, mysql:\/\/ or mariadb:\/\//);
    expect(() => loadConfig({ cwd: makeTempDir(), env: { PORT: 'eighty' } })).to.throw(ConfigError, /PORT/);
  });

  it('never prints database passwords', () => {
    expect(redactUrl('mysql://app:s3cret@db:3306/site')).to.equal('mysql://app:***@db:3306/site');
  });
});
