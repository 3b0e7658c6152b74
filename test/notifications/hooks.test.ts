import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { waitForJob } from '../../server/jobs/service.ts';
import { startGeneration } from '../../server/modules/ai/service.ts';
import { sendNewSignInNotice } from '../../server/modules/auth/notifications.ts';
import { Notification } from '../../server/modules/notifications/models.ts';
import { projectAudience } from '../../server/modules/notifications/recipients.ts';
import { ProjectPage as ProjectPageRow } from '../../server/modules/projects/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { Customer, startBillingWorld, type BillingWorld } from '../billing/support.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makePage } from '../projects/support/projects.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { eventually, jobsFor } from './support.ts';

async function notificationsOf(userId: number, type: string) {
  return Notification.findAll({ where: { user_id: userId, type }, order: [['created_at', 'DESC'], ['id', 'DESC']] });
}

describe('Notifications from other modules', () => {
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

  async function siteWithPages(client: PublishingClient, name: string) {
    const project = await client.create(name);
    return client.saveOk(project.id, project.version, [makePage({ name: 'Home' })]);
  }

  it('publishing a site tells its owner in the app (no e-mail by default); a failed publish also mails them', async () => {
    const client = await PublishingClient.signedIn(app);
    const project = await siteWithPages(client, 'Corner Shop');
    await client.publish(project.id, { prod: true });
    const [published] = await notificationsOf(client.user.id, 'site_published');
    expect(published.data.lines[0].content).to.equal('<b>Corner Shop</b> is live.');
    expect(published.data.mainAction).to.deep.equal({ action: (await client.get(project.id)).published_url, label: 'View site' });
    expect(published.data.buttonActions).to.deep.equal([{ action: `/editor/${project.id}`, label: 'Open editor' }]);
    expect(await jobsFor('notification-mail', client.user.id)).to.have.length(0);
    // A draft is no publication.
    await client.publish(project.id, { prod: false });
    expect(await notificationsOf(client.user.id, 'site_published')).to.have.length(1);

    await ProjectPageRow.destroy({ where: { project_id: project.id } });
    const { job } = await client.startPublish(project.id, { prod: true });
    expect((await waitForJob(job.id, { pollMs: 50 })).status).to.equal('failed');
    const [failed] = await notificationsOf(client.user.id, 'site_publish_failed');
    expect(failed.data.lines.map((line) => line.content)).to.deep.equal(['Publishing <b>Corner Shop</b> failed.', 'A site needs at least one page to publish.']);
    const received = await mail.take(mailTo(client.user.email, 'Publishing Corner Shop failed'));
    expect(received.text).to.contain('A site needs at least one page to publish.');
  });

  it('tells a team project’s workspace owner too, when there is a workspaces table with that workspace', async function () {
    const sequelize = Notification.sequelize!;
    if (!(await sequelize.getQueryInterface().tableExists('workspaces'))) this.skip();
    const { user: owner } = await createTestUser();
    const { user: member } = await createTestUser();
    const now = new Date();
    await sequelize.getQueryInterface().bulkInsert('workspaces', [{ name: 'Team', owner_id: owner.id, created_at: now, updated_at: now }]);
    const [row] = await sequelize.query<{ id: number }>('SELECT id FROM workspaces WHERE owner_id = ? ORDER BY id DESC', { replacements: [owner.id], type: QueryTypes.SELECT });
    expect(await projectAudience({ user_id: member.id, workspace_id: Number(row.id) })).to.deep.equal([member.id, owner.id]);
    expect(await projectAudience({ user_id: owner.id, workspace_id: Number(row.id) })).to.deep.equal([owner.id]);
    expect(await projectAudience({ user_id: member.id, workspace_id: 0 })).to.deep.equal([member.id]);
    expect(await projectAudience({ user_id: member.id, workspace_id: 999_999 })).to.deep.equal([member.id]);
  });

  it('an AI generation that finished tells its user, with the editor as the main action', async () => {
    const client = await PublishingClient.signedIn(app);
    const generation = await startGeneration(client.user, { prompt: 'A cosy bakery in Lisbon with opening hours', pages: 2, workspaceId: 0 });
    expect((await waitForJob(generation.job_id!, { pollMs: 50 })).status).to.equal('succeeded');
    const [finished] = await notificationsOf(client.user.id, 'ai_generation_finished');
    const projectId = (await waitForJob(generation.job_id!)).result as { projectId: number };
    expect(finished.data.mainAction).to.deep.equal({ action: `/editor/${projectId.projectId}`, label: 'Open editor' });
    expect(finished.data.lines[0].content).to.match(/^Your new site <b>.+<\/b> is ready to edit\.$/);
  });

  it('a new sign-in is in the app alongside its e-mail, and the e-mail stops when the user turns it off', async () => {
    const { user } = await createTestUser();
    await User.update({ created_at: new Date(Date.now() - 86_400_000) }, { where: { id: user.id } });
    const established = (await User.findByPk(user.id))!;
    const origin = { ip_address: '192.0.2.7', user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', country: null, city: null };
    await sendNewSignInNotice(app.ctx, established, origin);
    await mail.take(mailTo(user.email, 'New sign-in to your account'));
    const [signIn] = await notificationsOf(user.id, 'new_sign_in');
    expect(signIn.data.lines[0].content).to.match(/^New sign-in to your account from <b>Firefox .*<\/b>\.$/);
    expect(signIn.data.lines[1].content).to.contain('192.0.2.7');
    // The security mail is its own; no second, generic one.
    expect(await jobsFor('notification-mail', user.id)).to.have.length(0);

    const { setChannel } = await import('../../server/modules/notifications/preferences.ts');
    await setChannel(user.id, 'new_sign_in', 'email', false);
    await sendNewSignInNotice(app.ctx, established, origin);
    expect(await notificationsOf(user.id, 'new_sign_in')).to.have.length(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.pending().filter(mailTo(user.email))).to.deep.equal([]);
  });
});

describe('Notifications from billing', function () {
  this.timeout(60_000);
  let world: BillingWorld;
  before(async () => {
    world = await startBillingWorld();
  });
  after(() => world.close());

  it('tells the user their plan is active (in the app and by e-mail), and that a payment failed (in the app, beside the payment-failed mail)', async () => {
    const customer = await Customer.create(world);
    const subscriptionId = await customer.subscribe('Premium');
    const activated = await eventually(
      () => notificationsOf(customer.user.id, 'subscription_changed'),
      (rows) => rows.length > 0,
    );
    expect(activated.map((row) => row.data.lines[0].content)).to.deep.equal(['Your <b>Premium</b> plan is active.']);
    await world.mail.take(mailTo(customer.user.email, 'Your Premium plan is active'));

    await world.stripe.failPayment(subscriptionId);
    await world.stripe.flushWebhooks();
    await world.mail.take(mailTo(customer.user.email, 'Your payment did not go through'));
    const [failed] = await notificationsOf(customer.user.id, 'subscription_changed');
    expect(failed.data.lines[0].content).to.equal('The payment for your <b>Premium</b> plan did not go through.');
    expect(failed.data.mainAction).to.deep.equal({ action: '/billing', label: 'Update payment method' });
    // Still one activation: the plan did not lapse.
    expect(await notificationsOf(customer.user.id, 'subscription_changed')).to.have.length(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(world.mail.pending().filter(mailTo(customer.user.email))).to.deep.equal([]);
  });
});
