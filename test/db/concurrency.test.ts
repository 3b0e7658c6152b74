import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { Role } from '../../server/modules/roles/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { currentTransaction, inTransaction } from '../../server/db/transactions.ts';
import { createSequelize } from '../../server/db/connection.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from '../auth/support/http-client.ts';
import { bodyOf, contentOf, makePage, ProjectsClient } from '../projects/support/projects.ts';

const PASSWORD = 'long enough password';

describe('database: configured connections and concurrent writers', () => {
  let app: TestApp;
  let sequelize: Sequelize;
  before(async () => {
    app = await startTestApp();
    sequelize = app.db.sequelize;
  });
  after(() => app.stop());

  async function pragma(name: string): Promise<unknown> {
    const row = (await sequelize.query(`PRAGMA ${name}`, { plain: true })) as Record<string, unknown>;
    return Object.values(row)[0];
  }

  if (!process.env.DATABASE_URL) {
    it('sets WAL, foreign keys and a busy timeout on the shared SQLite connection and on every transaction connection', async () => {
      expect({ journal: await pragma('journal_mode'), fk: await pragma('foreign_keys'), busy: await pragma('busy_timeout') }).to.deep.equal({ journal: 'wal', fk: 1, busy: 5000 });
      const inside = await sequelize.transaction(async () => ({ fk: await pragma('foreign_keys'), busy: await pragma('busy_timeout') }));
      expect(inside).to.deep.equal({ fk: 1, busy: 5000 });
    });
  }

  it('runs queries that were not handed the transaction inside it, and nests transactions as savepoints', async () => {
    const before = await User.count();
    const error = await sequelize
      .transaction(async (transaction) => {
        // Neither query passes `transaction`: both must join it (a second connection would not see the row).
        await User.create({ email: 'propagated@example.com' });
        expect(await User.count()).to.equal(before + 1);
        // A nested transaction joins the outer one (as a savepoint) instead of waiting for it to end.
        await sequelize.transaction(async (inner) => {
          expect((inner as unknown as { parent?: unknown }).parent).to.equal(transaction);
          await User.create({ email: 'nested@example.com' });
        });
        await inTransaction(sequelize, async (joined) => expect(joined).to.equal(transaction));
        expect(currentTransaction(sequelize)).to.equal(transaction);
        throw new Error('roll back');
      })
      .catch((e: Error) => e);
    expect((error as Error).message).to.equal('roll back');
    expect(await User.count()).to.equal(before);
    expect(currentTransaction(sequelize)).to.equal(null);
  });

  it('joins transactions started through a second copy of the transactions module', async () => {
    // What happens when the sources load once as ESM and once through require(): one store per process.
    const copy = (await import(new URL('../../server/db/transactions.ts?second-copy', import.meta.url).href)) as typeof import('../../server/db/transactions.ts');
    const joined = await sequelize.transaction(async (transaction) => {
      expect(copy.currentTransaction(sequelize)).to.equal(transaction);
      return copy.inTransaction(sequelize, async (inner) => inner === transaction && (await User.count()) >= 0);
    });
    expect(joined).to.equal(true);
  });

  it("never runs a query inside another database's transaction, even one the async context holds", async () => {
    const other = createSequelize({ url: 'sqlite::memory:', dialect: 'sqlite', storage: ':memory:' });
    try {
      await other.query('CREATE TABLE notes (body TEXT)');
      const users = await User.count();
      await other.transaction(async () => {
        await other.query("INSERT INTO notes VALUES ('inside')");
        // Asked from inside the other database's transaction, this app's database answers on its own.
        expect(await User.count()).to.equal(users);
        await sequelize.transaction(async (own) => {
          expect((own as unknown as { parent?: unknown }).parent).to.equal(undefined);
          await User.create({ email: 'own-transaction@example.com' });
        });
      });
      expect(await User.count()).to.equal(users + 1);
      expect(await other.query('SELECT body FROM notes', { plain: true })).to.deep.equal({ body: 'inside' });
    } finally {
      await other.close();
    }
  });

  it('registers 40 accounts at once: every one succeeds, gets the default roles and can sign in', async function () {
    this.timeout(60_000);
    const emails = Array.from({ length: 40 }, (_, i) => `concurrent-${i}@example.com`);
    // Distinct addresses, so a per-IP registration limit does not decide the outcome.
    const browsers = emails.map((_, i) => new Browser(app.server, { remoteAddress: `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}` }));
    const responses = await Promise.all(
      emails.map((email, i) => browsers[i].post('/auth/register', { email, password: PASSWORD, password_confirmation: PASSWORD, policies: { terms: true, privacy: true } })),
    );
    expect(
      responses.map((r) => r.statusCode),
      responses.map((r) => r.payload.slice(0, 200)).join('\n'),
    ).to.deep.equal(emails.map(() => 200));

    const defaults = (await Role.findAll({ where: { default: true } })).map((r) => r.id).sort();
    expect(defaults).to.have.length.greaterThan(0);
    const users = await User.findAll({ where: { email: emails }, include: [{ model: Role, as: 'roles' }] });
    expect(users).to.have.length(40);
    for (const user of users) expect(user.roles!.map((r) => r.id).sort(), user.email).to.deep.equal(defaults);

    const logins = await Promise.all(
      emails.map((email, i) => new Browser(app.server, { remoteAddress: `10.8.${Math.floor(i / 200)}.${(i % 200) + 1}` }).post('/auth/login', { email, password: PASSWORD })),
    );
    expect(logins.map((r) => r.statusCode)).to.deep.equal(emails.map(() => 200));
  });

  it('lets exactly one of 20 simultaneous saves of one project version win; the other 19 get 409', async function () {
    this.timeout(60_000);
    const client = await ProjectsClient.signedIn(app);
    const project = await client.create('Twenty Tabs');
    const tabs = Array.from({ length: 20 }, (_, i) => [makePage({ name: `Tab ${i}` })]);
    const responses = await Promise.all(tabs.map((pages) => client.save(project.id, { version: 1, pages })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200), responses.map((r) => r.payload.slice(0, 200)).join('\n')).to.have.length(1);
    expect(codes.filter((c) => c === 409)).to.have.length(19);
    const winner = tabs[codes.indexOf(200)];
    const stored = await client.get(project.id);
    expect(stored.version).to.equal(2);
    expect(contentOf(stored.pages)).to.deep.equal(winner);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(bodyOf<{ project: { version: number } }>(response).project.version).to.equal(2);
    }
  });
});
