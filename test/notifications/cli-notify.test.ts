import { expect } from 'chai';
import { QueryTypes, type Sequelize } from 'sequelize';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk, withTestDatabase } from '../cli/helpers.ts';

describe('sitewright notify', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());
  const db = <T>(work: (sequelize: Sequelize) => Promise<T>) => withTestDatabase(cwd, work);

  async function userId(email: string): Promise<number> {
    const [row] = await db((sequelize) => sequelize.query<{ id: number }>('SELECT id FROM users WHERE email = ?', { replacements: [email], type: QueryTypes.SELECT }));
    return Number(row.id);
  }

  async function notificationsOf(id: number): Promise<{ type: string; data: { lines: { content: string }[] }; read_at: unknown }[]> {
    const rows = await db((sequelize) =>
      sequelize.query<{ type: string; data: string; read_at: unknown }>('SELECT type, data, read_at FROM notifications WHERE user_id = ? ORDER BY created_at, id', {
        replacements: [id],
        type: QueryTypes.SELECT,
      }),
    );
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) }));
  }

  before(async () => {
    await freshDatabase();
    await runCliOk(['install', '--yes', '--admin-password', 'notify-admin-1'], { cwd, env });
    const now = new Date();
    await db((sequelize) =>
      sequelize.getQueryInterface().bulkInsert('users', [
        { email: 'reader@example.com', created_at: now, updated_at: now },
        { email: 'banned@example.com', banned_at: now, created_at: now, updated_at: now },
      ]),
    );
  });

  it('sends an announcement to one user, as plain text, and queues its e-mail when they keep announcement e-mails on', async () => {
    const reader = await userId('reader@example.com');
    const now = new Date();
    await db((sequelize) =>
      sequelize.getQueryInterface().bulkInsert('notification_preferences', [{ user_id: reader, notif_id: 'announcement', channels: JSON.stringify({ email: true }), created_at: now, updated_at: now }]),
    );
    const result = await runCliOk(['notify', 'Reader@Example.com', '--message', 'Maintenance <b>tonight</b> & tomorrow', '--json'], { cwd, env });
    expect(JSON.parse(result.stdout)).to.deep.equal({ type: 'announcement', message: 'Maintenance <b>tonight</b> & tomorrow', users: 1 });
    const [notification] = await notificationsOf(reader);
    expect(notification).to.include({ type: 'announcement', read_at: null });
    expect(notification.data.lines).to.deep.equal([{ type: 'primary', content: 'Maintenance &lt;b&gt;tonight&lt;/b&gt; &amp; tomorrow', icon: null, action: null }]);
    // Delivered by the server's job runner when it runs; the CLI stores and enqueues.
    const jobs = await db((sequelize) => sequelize.query<{ payload: string; status: string }>("SELECT payload, status FROM jobs WHERE type = 'notification-mail'", { type: QueryTypes.SELECT }));
    expect(jobs.map((job) => ({ status: job.status, ...JSON.parse(job.payload) }))).to.deep.equal([
      {
        status: 'queued',
        userId: reader,
        type: 'announcement',
        subject: 'Maintenance <b>tonight</b> & tomorrow',
        data: notification.data,
      },
    ]);
    const plain = await runCliOk(['notify', String(reader), '--message', 'By id'], { cwd, env });
    expect(plain.stdout.trim()).to.equal('Sent the announcement to 1 user');
  });

  it('says in its help that the message is plain text, its HTML shown as typed', async () => {
    const help = (await runCliOk(['notify', '--help'], { cwd, env })).stdout.replace(/\s+/g, ' ');
    expect(help).to.include('--message <text> what to say, as plain text: HTML tags are shown as typed, not rendered');
  });

  it('sends it to every user who is not banned with --all', async () => {
    const admin = await userId('admin@example.com');
    const banned = await userId('banned@example.com');
    const result = await runCliOk(['notify', '--all', '--message', 'New templates are here', '--json'], { cwd, env });
    expect(JSON.parse(result.stdout)).to.include({ users: 2 });
    expect((await notificationsOf(admin)).map((n) => n.data.lines[0].content)).to.deep.equal(['New templates are here']);
    expect(await notificationsOf(banned)).to.deep.equal([]);
  });

  it('refuses a missing or unknown user, a user with --all, and an empty message, in one line', async () => {
    const cases = [
      ['--message', 'Hi'],
      ['nobody@example.com', '--message', 'Hi'],
      ['admin@example.com', '--all', '--message', 'Hi'],
      ['admin@example.com', '--message', '   '],
      ['admin@example.com'],
    ];
    // In parallel: each is a separate Node process.
    const results = await Promise.all(cases.map((args) => runCli(['notify', ...args], { cwd, env })));
    results.forEach((result, index) => {
      const args = cases[index].join(' ');
      expect(result.code, args).to.equal(1);
      expect(result.stderr.trim().split('\n'), `${args}: ${result.stderr}`).to.have.length(1);
    });
  });
});
