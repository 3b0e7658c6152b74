import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gunzipSync, gzipSync } from 'node:zlib';
import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import pino from 'pino';
import { Sequelize } from 'sequelize';
import { extract, pack } from 'tar-stream';
import type { Config } from '../../config/index.ts';
import type { Project, ProjectPage } from '../../common/editor/types.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { createAppContext } from '../../server/context.ts';
import { openAppDatabase } from '../../server/database.ts';
import { bootApp } from '../../server/index.ts';
import { createBackup, type BackupProgress } from '../../server/modules/backup/backup.ts';
import { restoreBackup } from '../../server/modules/backup/restore.ts';
import { getSetting, setSetting } from '../../server/modules/settings/service.ts';
import { User } from '../../server/modules/users/models.ts';
import { createTestUser, sessionCookieFrom, signInAs } from '../helpers/account-session.ts';
import type { TestApp } from '../helpers/app.ts';
import { makeTempDir, resetDatabase, testConfig } from '../helpers/config.ts';
import { withCsrf } from '../helpers/http.ts';
import { awayFromStepBoundary, totp } from '../helpers/totp.ts';
import { cliEnv, runCli, runCliOk } from '../cli/helpers.ts';
import { contentOf, EMPTY_DOC, makePage, ProjectsClient } from '../projects/support/projects.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { UploadsClient } from '../uploads/support/multipart.ts';

// The MariaDB side of the cross-database round trip: the suite's database when it runs on
// MariaDB, else a database of its own on the local server (CI always has one).
const MARIADB_URL = process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test_backup';
const APP_KEY = 'base64:YmFja3VwLXRlc3Qta2V5LWJhY2t1cC10ZXN0LWtleSE=';
const OTHER_APP_KEY = 'base64:b3RoZXIta2V5LW90aGVyLWtleS1vdGhlci1rZXktb3Q=';
const SMTP_PASSWORD = 'smtp-secret-4711';

type App = TestApp;

async function createMariaDatabase(): Promise<void> {
  const url = new URL(MARIADB_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/';
  const server = new Sequelize(url.toString(), { dialect: 'mysql', logging: false });
  try {
    await server.query(`CREATE DATABASE IF NOT EXISTS \`${name}\``);
  } finally {
    await server.close();
  }
}

/** An install of its own: a data folder and a database, SQLite in the folder unless a URL is given. */
function installConfig(databaseUrl?: (dir: string) => string, appKey = APP_KEY): Config {
  const dir = makeTempDir('sitewright-backup-');
  return testConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: join(dir, 'storage'),
    DATABASE_URL: databaseUrl ? databaseUrl(dir) : `sqlite:${join(dir, 'storage', 'database.sqlite')}`,
    APP_KEY: appKey,
  });
}

function cliEnvFor(config: Config): NodeJS.ProcessEnv {
  return cliEnv({ DATABASE_URL: config.database.url, DATA_DIR: config.dataDir, APP_KEY: config.appKey, NODE_ENV: 'test' });
}

async function boot(config: Config): Promise<App> {
  return { ...(await bootApp(config, { listen: false })), config };
}

function inject(app: App, method: string, url: string, cookie: string | null, payload?: object, headers: Record<string, string> = {}): Promise<ServerInjectResponse> {
  const base = cookie ? { cookie, ...headers } : headers;
  return app.server.inject({ method, url, headers: method === 'GET' ? base : withCsrf(base), payload });
}

interface Fixture {
  twoFactor: { id: number; email: string; password: string; secret: string };
  builder: { id: number; email: string; password: string };
  project: Project;
  pages: ProjectPage[];
  deployNumber: number;
  siteIndex: Buffer;
  upload: { entry: FileEntry; bytes: Buffer };
  deletedProjectId: number;
}

/** An install in use: a user with 2FA, a builder with a published project of two pages and an upload, settings with a secret. */
async function populate(app: App): Promise<Fixture> {
  const twoFactor = await createTestUser();
  const twoFactorCookie = await signInAs(twoFactor.user);
  expect((await inject(app, 'POST', '/auth/user/two-factor-authentication', twoFactorCookie)).statusCode).to.equal(200);
  const { secret } = (await inject(app, 'GET', '/auth/user/two-factor/qr-code', twoFactorCookie)).result as { secret: string };
  await awayFromStepBoundary(5000);
  const confirmed = await inject(app, 'POST', '/auth/user/confirmed-two-factor-authentication', twoFactorCookie, { code: totp(secret, { stepOffset: -1 }) });
  expect(confirmed.statusCode, confirmed.payload).to.equal(200);

  const builder = await createTestUser();
  const publishing = new PublishingClient(app, builder.user, await signInAs(builder.user));
  const created = await publishing.create('Corner Bakery');
  const project = await publishing.saveOk(created.id, created.version, [
    makePage({ name: 'Home', html: '<main data-id="aaaaaaaaaa"><h1 data-id="bbbbbbbbbb">Fresh bread “every” day ✓</h1></main>' }),
    makePage({ name: 'Prices', doc: { ...EMPTY_DOC, title: 'Prices', slug: 'prices' } as ProjectPage['doc'] }),
  ]);
  const published = await publishing.publish(project.id, { prod: true, message: 'Before the move' });
  const site = await inject(app, 'GET', '/', null, undefined, { host: `${project.slug}.localhost` });
  expect(site.statusCode, site.payload.slice(0, 300)).to.equal(200);

  const uploads = new UploadsClient(app, builder.user, publishing.cookie);
  const bytes = randomBytes(150_000);
  const entry = await uploads.uploadOk({ name: 'menu.png', bytes, mime: 'image/png' });

  const shortLived = await publishing.create('Short lived');
  expect((await publishing.request('DELETE', `/api/v1/projects/${shortLived.id}`)).statusCode).to.equal(200);

  await setSetting('mail.password', SMTP_PASSWORD);
  await setSetting('branding.site_name', 'Bakery Sites');
  const stored = await publishing.get(project.id);
  return {
    twoFactor: { id: twoFactor.user.id, email: twoFactor.email, password: twoFactor.password, secret },
    builder: { id: builder.user.id, email: builder.email, password: builder.password },
    project: stored,
    pages: contentOf(stored.pages),
    deployNumber: published.deploy.number,
    siteIndex: site.rawPayload,
    upload: { entry, bytes },
    deletedProjectId: shortLived.id,
  };
}

async function passwordLogin(app: App, email: string, password: string): Promise<ServerInjectResponse> {
  const response = await inject(app, 'POST', '/auth/login', null, { email, password });
  expect(response.statusCode, response.payload).to.equal(200);
  return response;
}

/** What an operator checks after moving: people sign in as before, sites, files and settings are all there. */
async function expectRestored(app: App, fixture: Fixture, expected: { totpStepOffset: number; siteName: string }): Promise<void> {
  // Password login, and the 2FA secret (sealed under APP_KEY) still verifies a code.
  const builderLogin = await passwordLogin(app, fixture.builder.email, fixture.builder.password);
  const builderCookie = sessionCookieFrom(builderLogin)!;
  const me = await inject(app, 'GET', '/api/v1/users/me', builderCookie);
  expect((me.result as { user: { id: number } }).user.id).to.equal(fixture.builder.id);

  const challenge = await passwordLogin(app, fixture.twoFactor.email, fixture.twoFactor.password);
  expect(challenge.result).to.deep.equal({ two_factor: true });
  await awayFromStepBoundary(3000);
  const answered = await inject(app, 'POST', '/auth/two-factor-challenge', sessionCookieFrom(challenge), { code: totp(fixture.twoFactor.secret, { stepOffset: expected.totpStepOffset }) });
  expect(answered.statusCode, answered.payload).to.equal(200);

  // The project with its pages, the deploy that is live, and the site it serves.
  const projects = new ProjectsClient(app, (await User.findByPk(fixture.builder.id))!, builderCookie);
  const project = await projects.get(fixture.project.id);
  expect(project).to.include({ name: 'Corner Bakery', slug: fixture.project.slug, published: true, live_deploy: fixture.deployNumber });
  expect(contentOf(project.pages)).to.deep.equal(fixture.pages);
  const site = await inject(app, 'GET', '/', null, undefined, { host: `${fixture.project.slug}.localhost` });
  expect(site.statusCode).to.equal(200);
  expect(site.rawPayload.equals(fixture.siteIndex)).to.equal(true);

  // The uploaded file, byte for byte.
  const download = await inject(app, 'GET', fixture.upload.entry.url!, builderCookie);
  expect(download.statusCode).to.equal(200);
  expect(download.rawPayload.equals(fixture.upload.bytes)).to.equal(true);

  // Settings, the secret one opened under the same APP_KEY.
  expect(await getSetting('branding.site_name')).to.equal(expected.siteName);
  expect(await getSetting('mail.password')).to.equal(SMTP_PASSWORD);

  // Ids go on from where the old install left them: a deleted project's id is not handed out again.
  const next = await projects.create('After the move');
  expect(next.id).to.be.greaterThan(fixture.deletedProjectId);
}

describe('backup and restore', function () {
  this.timeout(600_000);
  const logger = pino({ level: 'silent' });
  let fixture: Fixture;
  let sqliteBackup: string;
  let mariaConfig: Config;

  before(async () => {
    await createMariaDatabase();
  });

  it('moves a SQLite install to MariaDB: users (2FA too), projects, deploys, files and sealed settings', async () => {
    const source = await boot(installConfig());
    // Runs the publish job, as a listening server does.
    await source.server.initialize();
    try {
      fixture = await populate(source);
      // Never into the folders it backs up: on the public disk anyone could download it.
      const publicPath = join(source.config.dataDir, 'public', 'backup.tar.gz');
      let refusal: Error | null = null;
      await createBackup(source.ctx, publicPath).catch((error: Error) => (refusal = error));
      expect(refusal!.message).to.equal(`Write the backup outside ${join(source.config.dataDir, 'public')}: the folders it backs up must not hold it`);

      sqliteBackup = join(makeTempDir(), 'sqlite.tar.gz');
      const progress: BackupProgress[] = [];
      const result = await createBackup(source.ctx, sqliteBackup, { onProgress: (step) => progress.push(step) });
      expect(result.manifest.database.dialect).to.equal('sqlite');
      // Every table is reported with its rows, then the files up to their total.
      const tableSteps = progress.filter((step) => step.stage === 'tables');
      expect(new Set(tableSteps.map((step) => step.table)).size).to.equal(result.manifest.tables.length);
      expect(progress.at(-1)).to.deep.equal({ stage: 'files', files: result.files, totalFiles: result.files, bytes: result.bytes, totalBytes: result.bytes });
      expect(result.manifest.tables.find((table) => table.name === 'users')?.rows).to.equal(2);
      expect(result.files).to.be.greaterThan(1);
      expect(result.warnings.join('\n')).to.contain(`fingerprint ${result.manifest.app_key_fingerprint}`);
      // Secrets stay sealed in the archive; nothing in it opens without the key.
      const archive = await readFile(sqliteBackup);
      expect(archive.includes(Buffer.from(SMTP_PASSWORD))).to.equal(false);
    } finally {
      await source.stop();
    }

    mariaConfig = installConfig(() => MARIADB_URL);
    await resetDatabase(mariaConfig);
    // A fresh install: migrated and seeded, no users yet.
    await (await boot(mariaConfig)).stop();
    const db = await openAppDatabase(mariaConfig);
    try {
      const restored = await restoreBackup(createAppContext({ config: mariaConfig, db, logger }), sqliteBackup);
      expect(restored).to.include({ tables: restored.manifest.tables.length, files: restored.manifest.storage.reduce((n, area) => n + area.files, 0) });
      expect(restored.warnings).to.deep.equal([]);
    } finally {
      await db.close();
    }

    const target = await boot(mariaConfig);
    try {
      await expectRestored(target, fixture, { totpStepOffset: 0, siteName: 'Bakery Sites' });
    } finally {
      await target.stop();
    }
  });

  it('refuses to restore over a database that has users, and leaves it as it was', async () => {
    const db = await openAppDatabase(mariaConfig);
    try {
      const ctx = createAppContext({ config: mariaConfig, db, logger });
      let refusal: Error | null = null;
      await restoreBackup(ctx, sqliteBackup).catch((error: Error) => (refusal = error));
      expect(refusal).to.be.instanceOf(Error);
      expect(refusal!.message).to.equal(
        'This database already has 2 users: restore into a new, empty database (create it, point DATABASE_URL at it, then run restore again)',
      );
      expect(await User.count()).to.equal(2);
    } finally {
      await db.close();
    }
  });

  it('moves the MariaDB install back to a new SQLite one through the CLI, with what changed there', async () => {
    const onMaria = await boot(mariaConfig);
    try {
      await setSetting('branding.site_name', 'Bakery Sites on MariaDB');
    } finally {
      await onMaria.stop();
    }

    const file = join(makeTempDir(), 'mariadb.tar.gz');
    const backup = await runCliOk(['backup', file, '--json'], { cwd: makeTempDir(), env: cliEnvFor(mariaConfig), timeoutMs: 120_000 });
    const summary = JSON.parse(backup.stdout) as { file: string; dialect: string; tables: Record<string, number>; files: number; warnings: string[] };
    expect(summary).to.include({ file, dialect: 'mysql' });
    expect(summary.tables.users).to.equal(2);
    expect(summary.files).to.be.greaterThan(1);
    expect(summary.warnings[0]).to.match(/^Encrypted values in this backup .* open only with this install's APP_KEY/);
    expect(backup.stderr).to.contain('Warning: Encrypted values in this backup');

    // Not even created: restore makes the tables itself.
    const sqliteConfig = installConfig();
    const restore = await runCliOk(['restore', file], { cwd: makeTempDir(), env: cliEnvFor(sqliteConfig), timeoutMs: 120_000 });
    expect(restore.stdout).to.match(/^Restored \d+ tables \([\d,]+ rows\) and \d+ files \([\d.]+ KB\) from a MySQL\/MariaDB backup of .* \(Sitewright .*\)\n$/);

    const target = await boot(sqliteConfig);
    try {
      // A code of the next step: the one used on MariaDB is spent, and the restored row remembers it.
      await expectRestored(target, fixture, { totpStepOffset: 1, siteName: 'Bakery Sites on MariaDB' });
    } finally {
      await target.stop();
    }
  });

  it('refuses a backup made under another APP_KEY in one line, and restores it with --ignore-app-key and a warning', async () => {
    const other = installConfig(undefined, OTHER_APP_KEY);
    const refused = await runCli(['restore', sqliteBackup], { cwd: makeTempDir(), env: cliEnvFor(other), timeoutMs: 120_000 });
    expect(refused.code).to.equal(1);
    expect(refused.stdout).to.equal('');
    expect(refused.stderr).to.match(
      /^Error: The backup's encrypted values \(two-factor secrets, secret settings\) were sealed under another APP_KEY \(fingerprint [0-9a-f]{16}\): set the APP_KEY of the install that made it in \.env, or pass --ignore-app-key to restore anyway without them\n$/,
    );
    // Refused before anything was written.
    expect(existsSync(other.database.storage!) ? await tableNames(other) : []).to.not.include('users');

    const forced = await runCliOk(['restore', sqliteBackup, '--ignore-app-key', '--json'], { cwd: makeTempDir(), env: cliEnvFor(other), timeoutMs: 120_000 });
    const summary = JSON.parse(forced.stdout) as { rows: number; warnings: string[] };
    expect(summary.rows).to.be.greaterThan(0);
    expect(summary.warnings).to.have.length(1);
    expect(summary.warnings[0]).to.match(/^The backup was made under another APP_KEY .*will not open/);
    expect(forced.stderr).to.contain(`Warning: ${summary.warnings[0]}`);
  });

  it('refuses a backup from a newer Sitewright, whose migrations this one does not know', async () => {
    const newer = await withManifest(sqliteBackup, (manifest) => manifest.database.migrations.push('9999-from-the-future'));
    const config = installConfig();
    const db = await openAppDatabase(config);
    try {
      let refusal: Error | null = null;
      await restoreBackup(createAppContext({ config, db, logger }), newer).catch((error: Error) => (refusal = error));
      expect(refusal!.message).to.equal('The backup was made by a newer Sitewright (migration 9999-from-the-future is unknown here): upgrade Sitewright, then restore');
      expect(await db.sequelize.getQueryInterface().showAllTables()).to.deep.equal([]);
    } finally {
      await db.close();
    }
  });

  it('refuses a backup from an older Sitewright over a database already migrated past it', async () => {
    const older = await withManifest(sqliteBackup, (manifest) => manifest.database.migrations.pop());
    const config = installConfig();
    await (await boot(config)).stop();
    const db = await openAppDatabase(config);
    try {
      const seededRoles = await countOf(db.sequelize, 'roles');
      let refusal: Error | null = null;
      await restoreBackup(createAppContext({ config, db, logger }), older).catch((error: Error) => (refusal = error));
      expect(refusal!.message).to.equal(
        'This database is migrated past the backup, which an older Sitewright made: restore into a new database without tables (restore migrates it itself)',
      );
      expect(await countOf(db.sequelize, 'roles')).to.equal(seededRoles);
    } finally {
      await db.close();
    }
  });

  it('refuses a file that is not a backup, and one cut short, without keeping a row of it', async () => {
    const notBackup = join(makeTempDir(), 'notes.tar.gz');
    await writeFile(notBackup, 'just some text');
    const config = installConfig();
    const refused = await runCli(['restore', notBackup], { cwd: makeTempDir(), env: cliEnvFor(config) });
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.equal(`Error: ${notBackup} is not a Sitewright backup (made by \`sitewright backup\`)\n`);

    // A real backup cut half-way through its tables: the manifest reads, the rows do not all arrive.
    const tar = gunzipSync(await readFile(sqliteBackup));
    // Tar headers start on 512-byte blocks and begin with the entry's name.
    let filesStart = 0;
    while (filesStart < tar.length && tar.toString('latin1', filesStart, filesStart + 6) !== 'files/') filesStart += 512;
    expect(filesStart).to.be.greaterThan(0).and.lessThan(tar.length);
    const truncated = join(makeTempDir(), 'cut.tar.gz');
    await writeFile(truncated, gzipSync(tar.subarray(0, Math.floor(filesStart / 2))));
    const app = await boot(config);
    await app.stop();
    const db = await openAppDatabase(config);
    try {
      const seededRoles = await countOf(db.sequelize, 'roles');
      let refusal: Error | null = null;
      await restoreBackup(createAppContext({ config, db, logger }), truncated).catch((error: Error) => (refusal = error));
      expect(refusal!.message).to.match(/^The backup is damaged or incomplete: /);
      // The seeded rows are still there: the rows went in one transaction that rolled back.
      expect(await countOf(db.sequelize, 'roles')).to.equal(seededRoles);
      expect(await countOf(db.sequelize, 'users')).to.equal(0);
    } finally {
      await db.close();
    }
  });
});

/** A copy of a backup whose manifest was changed, as another Sitewright version would have written it. */
async function withManifest(file: string, change: (manifest: { database: { migrations: string[] } }) => unknown): Promise<string> {
  const out = join(makeTempDir(), 'changed.tar.gz');
  const entries = extract();
  const packed = pack();
  const writing = pipeline(packed, createGzip(), createWriteStream(out));
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  for await (const entry of entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.json') {
      const manifest = JSON.parse(body.toString('utf8'));
      change(manifest);
      body = Buffer.from(JSON.stringify(manifest));
    }
    await new Promise<void>((resolve, reject) => packed.entry({ name: entry.header.name, size: body.length }, body, (error) => (error ? reject(error) : resolve())));
  }
  packed.finalize();
  await Promise.all([writing, reading]);
  return out;
}

async function countOf(sequelize: Sequelize, table: string): Promise<number> {
  const [rows] = await sequelize.query(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number((rows as { n: number | string }[])[0].n);
}

async function tableNames(config: Config): Promise<string[]> {
  const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.database.storage, logging: false });
  try {
    return (await sequelize.getQueryInterface().showAllTables()) as string[];
  } finally {
    await sequelize.close();
  }
}
