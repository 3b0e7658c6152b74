import { expect } from 'chai';
import type { NotificationData } from '../../common/notifications.ts';
import { INVITE_EXPIRY_DAYS, WORKSPACE_MEMBERS_PERMISSION, WORKSPACE_MESSAGES, type WorkspaceInviteData } from '../../common/workspaces.ts';
import { configureBilling } from '../../server/modules/billing/gateway.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { WorkspaceInvite } from '../../server/modules/workspaces/models.ts';
import { Browser } from '../auth/support/http-client.ts';
import { linkIn, startMailServer, type ReceivedMail, type TestMailServer } from '../auth/support/mail-server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { messageOf, TeamClient } from './support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('workspaces: invitations', function () {
  this.timeout(60_000);
  let mail: TestMailServer;
  let app: TestApp;
  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ env: { MAIL_URL: mail.url } });
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await mail.close();
  });

  /** The invite mail to `address` (other mails, such as notifications, are left alone). */
  const inviteMail = (address: string) => mail.take((m) => m.to.includes(address) && m.subject.includes('invited you to join'));

  /** The token and address a join link carries. */
  function joinLink(received: ReceivedMail, screen: 'login' | 'register'): { invite: string; email: string; url: URL } {
    const url = linkIn(received, `/workspace/join/${screen}`);
    expect(url.origin).to.equal(app.config.appUrl);
    return { invite: url.searchParams.get('invite')!, email: url.searchParams.get('email')!, url };
  }

  async function notifications(client: TeamClient): Promise<NotificationData[]> {
    return (await client.ok<{ pagination: { data: NotificationData[] } }>('GET', '/api/v1/notifications')).pagination.data;
  }

  it('mails an existing user a login link and notifies them; joining makes them a member once, and the owner is told', async () => {
    const owner = await TeamClient.user(app);
    await owner.ok('PUT', '/api/v1/users/me', { first_name: 'Olga', last_name: '<Owner>' });
    const team = await owner.createWorkspace('Bakers & <Friends>');
    const invitee = await TeamClient.user(app);

    const [sent] = await owner.inviteOk(team.id, [invitee.user.email.toUpperCase()]);
    expect(sent).to.include({ email: invitee.user.email, role: 'member' });
    expect(sent.id).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.workspace).to.deep.equal({ id: team.id, name: 'Bakers & <Friends>' });
    expect(sent.inviter).to.deep.equal({ id: owner.user.id, display_name: 'Olga <Owner>' });
    expect(Date.parse(sent.expires_at) - Date.now()).to.be.closeTo(INVITE_EXPIRY_DAYS * DAY_MS, 60_000);

    const received = await inviteMail(invitee.user.email);
    expect(received.subject).to.equal('Olga <Owner> invited you to join Bakers & <Friends> on Sitewright');
    expect(received.text).to.contain('Olga <Owner> invited you to join the workspace "Bakers & <Friends>" on Sitewright as a member.');
    expect(received.html).to.contain('Bakers &amp; &lt;Friends&gt;').and.not.contain('<Friends>');
    const link = joinLink(received, 'login');
    expect(link).to.include({ invite: sent.id, email: invitee.user.email });

    // In the app: the invitation notification with its invite id, and the list of invites to answer.
    const [note] = await notifications(invitee);
    expect(note.type).to.equal('workspace_invitation');
    expect(note.data.inviteId).to.equal(sent.id);
    expect(note.data.lines[0].content).to.equal('<b>Olga &lt;Owner&gt;</b> invited you to join <b>Bakers &amp; &lt;Friends&gt;</b>');
    expect(note.data.lines[0].icon).to.equal('group-add');
    const mine = await invitee.ok<{ invites: WorkspaceInviteData[] }>('GET', '/api/v1/me/workspace-invites');
    expect(mine.invites.map((i) => i.id)).to.deep.equal([sent.id]);

    const joined = await invitee.join(link.invite);
    expect([joined.statusCode, joined.result]).to.deep.equal([200, { workspace: { id: team.id } }]);
    expect((await invitee.workspaces()).map((w) => [w.id, w.role])).to.deep.equal([
      [0, 'owner'],
      [team.id, 'member'],
    ]);
    expect((await invitee.ok<{ invites: unknown[] }>('GET', '/api/v1/me/workspace-invites')).invites).to.deep.equal([]);
    expect((await owner.details(team.id)).invites).to.deep.equal([]);

    // Single use: the same link again, even by the new member, is a 404.
    const again = await invitee.join(link.invite);
    expect([again.statusCode, messageOf(again)]).to.deep.equal([404, WORKSPACE_MESSAGES.inviteInvalid]);

    const [joinedNote] = await notifications(owner);
    expect(joinedNote.type).to.equal('workspace_member_joined');
    expect(joinedNote.data.lines[0].icon).to.equal('people');
    expect(joinedNote.data.lines[0].content).to.contain('joined <b>Bakers &amp; &lt;Friends&gt;</b>');
  });

  it('mails a new address a registration link; after registering they join with the invite’s role', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Newcomers');
    const address = `newcomer-${Date.now()}@example.com`;
    await owner.inviteOk(team.id, [address], 'admin');
    const link = joinLink(await inviteMail(address), 'register');
    expect(link.email).to.equal(address);

    const browser = new Browser(app.server);
    const registered = await browser.post('/auth/register', {
      email: link.email,
      password: 'long enough password',
      password_confirmation: 'long enough password',
      policies: { terms: true, privacy: true },
    });
    expect(registered.statusCode, registered.payload).to.equal(200);
    const joined = await browser.get(`/api/v1/workspace/join/${link.invite}`);
    expect([joined.statusCode, joined.result]).to.deep.equal([200, { workspace: { id: team.id } }]);
    const members = (await owner.details(team.id)).members;
    expect(members.map((m) => [m.email, m.role])).to.deep.equal([
      [owner.user.email, 'owner'],
      [address, 'admin'],
    ]);
    // The join link is good once, and only for the address it was sent to.
    const reuse = await browser.get(`/api/v1/workspace/join/${link.invite}`);
    expect([reuse.statusCode, messageOf(reuse)]).to.deep.equal([404, WORKSPACE_MESSAGES.inviteInvalid]);
  });

  it('joins only with the anti-forgery header, so a link on another site cannot make someone join', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Forged');
    const invitee = await TeamClient.user(app);
    const [invite] = await owner.inviteOk(team.id, [invitee.user.email]);
    // What a cross-site navigation sends: the session cookie (SameSite=Lax lets it through on a GET), no X-XSRF-TOKEN.
    const forged = await app.server.inject({ method: 'GET', url: `/api/v1/workspace/join/${invite.id}`, headers: { cookie: invitee.cookie } });
    expect(forged.statusCode).to.equal(403);
    expect((await owner.details(team.id)).members).to.have.length(1);
    expect((await invitee.join(invite.id)).statusCode).to.equal(200);
  });

  it('refuses an invite to someone else’s address, an unknown one, and a second join racing the first', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Race');
    const invitee = await TeamClient.user(app);
    const [sent] = await owner.inviteOk(team.id, [invitee.user.email]);
    await inviteMail(invitee.user.email);

    const other = await TeamClient.user(app);
    for (const response of [await other.join(sent.id), await other.join('not-a-real-invite'), await other.request('DELETE', `/api/v1/workspace/invite/${sent.id}`)]) {
      expect([response.statusCode, messageOf(response)]).to.deep.equal([404, WORKSPACE_MESSAGES.inviteInvalid]);
    }
    const answers = await Promise.all([invitee.join(sent.id), invitee.join(sent.id)]);
    expect(answers.map((a) => a.statusCode).sort()).to.deep.equal([200, 404]);
    expect((await owner.details(team.id)).members).to.have.length(2);
  });

  it('refuses an expired invite until it is sent again, with a new expiry and a new mail', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Expiry');
    const invitee = await TeamClient.user(app);
    const [sent] = await owner.inviteOk(team.id, [invitee.user.email]);
    await inviteMail(invitee.user.email);
    await WorkspaceInvite.update({ expires_at: new Date(Date.now() - 1000) }, { where: { id: sent.id } });

    const expired = await invitee.join(sent.id);
    expect([expired.statusCode, messageOf(expired)]).to.deep.equal([404, WORKSPACE_MESSAGES.inviteInvalid]);
    expect((await invitee.request('DELETE', `/api/v1/workspace/invite/${sent.id}`)).statusCode).to.equal(404);
    expect((await invitee.ok<{ invites: unknown[] }>('GET', '/api/v1/me/workspace-invites')).invites).to.deep.equal([]);
    // Still listed for the owner, who can send it again.
    expect((await owner.details(team.id)).invites.map((i) => i.id)).to.deep.equal([sent.id]);

    const resent = await owner.ok<{ invite: WorkspaceInviteData }>('POST', `/api/v1/workspaces/${team.id}/invites/${sent.id}/resend`);
    expect(resent.invite.id).to.equal(sent.id);
    expect(Date.parse(resent.invite.expires_at) - Date.now()).to.be.closeTo(INVITE_EXPIRY_DAYS * DAY_MS, 60_000);
    const link = joinLink(await inviteMail(invitee.user.email), 'login');
    expect((await invitee.join(link.invite)).statusCode).to.equal(200);
    // A used invite is no longer there to resend.
    expect((await owner.request('POST', `/api/v1/workspaces/${team.id}/invites/${sent.id}/resend`)).statusCode).to.equal(404);
  });

  it('declines an invite, which then cannot be used', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Decline');
    const invitee = await TeamClient.user(app);
    const [sent] = await owner.inviteOk(team.id, [invitee.user.email]);
    const declined = await invitee.request('DELETE', `/api/v1/workspace/invite/${sent.id}`);
    expect([declined.statusCode, declined.result]).to.deep.equal([200, { message: 'Declined workspace invitation' }]);
    expect((await WorkspaceInvite.findByPk(sent.id))!.status).to.equal('declined');
    for (const response of [await invitee.join(sent.id), await invitee.request('DELETE', `/api/v1/workspace/invite/${sent.id}`)]) {
      expect([response.statusCode, messageOf(response)]).to.deep.equal([404, WORKSPACE_MESSAGES.inviteInvalid]);
    }
    expect((await owner.details(team.id)).invites).to.deep.equal([]);
    expect((await invitee.workspaces()).map((w) => w.id)).to.deep.equal([0]);
  });

  it('revokes an invite (admins), skips members and refreshes a pending invite to the same address', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Revoke');
    const admin = await owner.bringIn(team.id, await TeamClient.user(app), 'admin');
    await inviteMail(admin.user.email);
    const invitee = await TeamClient.user(app);

    const [first] = await admin.inviteOk(team.id, [invitee.user.email]);
    await WorkspaceInvite.update({ expires_at: new Date(Date.now() + DAY_MS) }, { where: { id: first.id } });
    const again = await owner.inviteOk(team.id, [invitee.user.email, owner.user.email, admin.user.email], 'admin');
    expect(again.map((i) => [i.id, i.email, i.role])).to.deep.equal([[first.id, invitee.user.email, 'admin']]);
    expect(again[0].inviter!.id).to.equal(owner.user.id);
    expect(Date.parse(again[0].expires_at) - Date.now()).to.be.closeTo(INVITE_EXPIRY_DAYS * DAY_MS, 60_000);
    await inviteMail(invitee.user.email);
    await inviteMail(invitee.user.email);
    expect(await WorkspaceInvite.count({ where: { workspace_id: team.id } })).to.equal(2);

    const revoked = await admin.request('DELETE', `/api/v1/workspaces/${team.id}/invites/${first.id}`);
    expect(revoked.statusCode, revoked.payload).to.equal(200);
    const join = await invitee.join(first.id);
    expect([join.statusCode, messageOf(join)]).to.deep.equal([404, WORKSPACE_MESSAGES.inviteInvalid]);
    expect((await admin.request('DELETE', `/api/v1/workspaces/${team.id}/invites/${first.id}`)).statusCode).to.equal(404);
    // An invite id of another workspace is not this workspace's to revoke.
    const elsewhere = await owner.createWorkspace('Elsewhere');
    const [foreign] = await owner.inviteOk(elsewhere.id, ['foreign@example.com']);
    expect((await admin.request('DELETE', `/api/v1/workspaces/${team.id}/invites/${foreign.id}`)).statusCode).to.equal(404);
  });

  it('validates the invite request: 1 to 20 valid addresses and a role of admin or member', async () => {
    const owner = await TeamClient.user(app);
    const team = await owner.createWorkspace('Validation');
    const many = Array.from({ length: 21 }, (_, i) => `person${i}@example.com`);
    for (const payload of [{ emails: [], role: 'member' }, { emails: many, role: 'member' }, { emails: ['not an address'], role: 'member' }, { emails: ['a@example.com'], role: 'owner' }]) {
      const response = await owner.request('POST', `/api/v1/workspaces/${team.id}/invites`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).to.equal(400);
    }
    const twenty = await owner.inviteOk(team.id, many.slice(0, 20));
    expect(twenty).to.have.length(20);
  });

  describe('seat limits while billing is on', () => {
    before(() => configureBilling({ ...app.config, stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', apiBase: '' } }));
    after(() => configureBilling(app.config));

    it("caps members plus pending invites per workspace at the owner's workspaces.members count", async () => {
      const owner = await TeamClient.user(app);
      await grantPermission('user', owner.user.id, WORKSPACE_MEMBERS_PERMISSION, [{ name: 'count', value: 3 }]);
      const team = await owner.createWorkspace('Small Team');
      const member = await TeamClient.user(app);
      const [memberInvite] = await owner.inviteOk(team.id, [member.user.email]);
      expect((await member.join(memberInvite.id)).statusCode).to.equal(200);
      const [pending] = await owner.inviteOk(team.id, ['pending@example.com']);

      // Owner, member and one pending invite fill the three seats.
      const over = await owner.invite(team.id, ['fourth@example.com']);
      expect([over.statusCode, messageOf(over)]).to.deep.equal([403, WORKSPACE_MESSAGES.seatLimit(3)]);
      expect((await owner.invite(team.id, ['a@example.com', 'b@example.com'])).statusCode).to.equal(403);
      // Refreshing the pending invite takes no new seat.
      expect((await owner.inviteOk(team.id, ['pending@example.com']))[0].id).to.equal(pending.id);

      // An expired invite holds no seat, until it is sent again.
      await WorkspaceInvite.update({ expires_at: new Date(Date.now() - 1000) }, { where: { id: pending.id } });
      const [fourth] = await owner.inviteOk(team.id, ['fourth@example.com']);
      const resend = await owner.request('POST', `/api/v1/workspaces/${team.id}/invites/${pending.id}/resend`);
      expect([resend.statusCode, messageOf(resend)]).to.deep.equal([403, WORKSPACE_MESSAGES.seatLimit(3)]);
      // Revoking frees a seat.
      await owner.ok('DELETE', `/api/v1/workspaces/${team.id}/invites/${fourth.id}`);
      expect((await owner.request('POST', `/api/v1/workspaces/${team.id}/invites/${pending.id}/resend`)).statusCode).to.equal(200);

      // Another owner without the restriction is not capped.
      const free = await TeamClient.user(app);
      const open = await free.createWorkspace('Open Team');
      expect(await free.inviteOk(open.id, ['x1@example.com', 'x2@example.com', 'x3@example.com', 'x4@example.com'])).to.have.length(4);
    });
  });
});
