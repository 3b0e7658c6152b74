import { expect } from 'chai';
import type { WorkspaceData, WorkspaceInviteData, WorkspaceMemberData } from '../../common/workspaces.ts';
import { linkIn, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk } from '../cli/helpers.ts';
import { makeTempDir } from '../helpers/config.ts';

describe('sitewright workspaces', function () {
  this.timeout(180_000);
  const cwd = makeTempDir();
  let mail: TestMailServer;
  let env: NodeJS.ProcessEnv;
  const json = async <T>(...args: string[]): Promise<T> => JSON.parse((await runCliOk(['workspaces', ...args, '--json'], { cwd, env })).stdout) as T;

  before(async () => {
    mail = await startMailServer();
    env = cliEnv({ ...databaseEnv(), MAIL_URL: mail.url, APP_URL: 'https://build.example.com' });
    await freshDatabase();
    await runCliOk(['install', '--yes', '--admin-password', 'workspaces-admin-1'], { cwd, env });
  });
  after(() => mail.close());

  it('creates a workspace, invites people by e-mail (mails with join links) and lists workspaces and members as JSON', async () => {
    const { workspace } = await json<{ workspace: WorkspaceData }>('create', 'Agency', '--owner', 'admin@example.com');
    expect(workspace).to.include({ name: 'Agency', members_count: 1, role: 'owner' });

    const { invites } = await json<{ invites: WorkspaceInviteData[] }>('invite', String(workspace.id), 'Friend@Example.com', 'other@example.com', '--role', 'admin');
    expect(invites.map((invite) => [invite.email, invite.role])).to.deep.equal([
      ['friend@example.com', 'admin'],
      ['other@example.com', 'admin'],
    ]);
    // The mails went out before the command ended; no account has these addresses, so the links register.
    for (const invite of invites) {
      const received = await mail.take((m) => m.to.includes(invite.email));
      const link = linkIn(received, '/workspace/join/register');
      expect(link.origin).to.equal('https://build.example.com');
      expect(link.searchParams.get('invite')).to.equal(invite.id);
    }

    const all = await json<{ workspaces: (WorkspaceData & { owner_email: string })[] }>('list');
    expect(all.workspaces.map((w) => [w.id, w.name, w.members_count, w.owner_email])).to.deep.equal([[workspace.id, 'Agency', 1, 'admin@example.com']]);
    const mine = await json<{ workspaces: WorkspaceData[] }>('list', '--user', 'admin@example.com');
    expect(mine.workspaces.map((w) => [w.id, w.name, w.role])).to.deep.equal([
      [0, 'Default', 'owner'],
      [workspace.id, 'Agency', 'owner'],
    ]);
    const { members } = await json<{ members: WorkspaceMemberData[] }>('members', String(workspace.id));
    expect(members.map((m) => [m.email, m.role])).to.deep.equal([['admin@example.com', 'owner']]);

    const missing = await runCli(['workspaces', 'members', '999999'], { cwd, env });
    expect(missing.code).to.equal(1);
    expect(missing.stderr).to.contain('No workspace with the id 999999');
    const badRole = await runCli(['workspaces', 'invite', String(workspace.id), 'x@example.com', '--role', 'owner'], { cwd, env });
    expect(badRole.code).to.not.equal(0);
  });
});
