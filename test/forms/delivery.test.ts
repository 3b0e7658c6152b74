import { expect } from 'chai';
import { Job } from '../../server/jobs/models.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { onSubmissionStored } from '../../server/modules/forms/delivery.ts';
import { FORM_MAIL_JOB } from '../../server/modules/forms/jobs.ts';
import type { FormSubmissionRow } from '../../server/modules/forms/models.ts';
import { Notification } from '../../server/modules/notifications/models.ts';
import { WorkspaceMember } from '../../server/modules/workspaces/models.ts';
import { createWorkspace } from '../../server/modules/workspaces/service.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { NotificationsClient } from '../notifications/support.ts';
import { addSubmission, FormsClient } from './support.ts';

// A stored submission reaches people: one e-mail to the site's recipients (through the job queue,
// Reply-To the visitor), and an in-app notification for everyone who can open the site. Spam
// reaches nobody.

/** The mail jobs of one submission. */
async function mailJobs(submission: FormSubmissionRow): Promise<Job[]> {
  const jobs = await Job.findAll({ where: { type: FORM_MAIL_JOB } });
  return jobs.filter((job) => (job.payload as { submissionId: number }).submissionId === submission.id);
}

const notifiedUsers = async (userIds: number[]) =>
  (await Notification.findAll({ where: { type: 'form_submission', user_id: userIds }, order: [['user_id', 'ASC']] })).map((row) => row.user_id);

describe('Forms: delivering a submission', function () {
  // Booting on MariaDB takes a while on a busy machine.
  this.timeout(60_000);
  let mail: TestMailServer;
  let app: TestApp;
  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ env: { MAIL_URL: mail.url, APP_URL: 'http://app.example.test' } });
    // Starts the job runner, as listening does.
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await mail.close();
  });

  it("mails the owner the fields, escaped, with Reply-To the visitor and a link to the site's submissions", async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Corner & Bakery');
    const submission = await addSubmission(site.id, {
      form_name: 'Order cake',
      fields: { name: 'Ann <b>Baker</b>', message: 'Two tiers,\nlemon please' },
      email: 'ann@example.net',
    });
    await onSubmissionStored(app.ctx, submission);
    const received = await mail.take(mailTo(owner.email, 'New submission: Order cake on Corner & Bakery'));
    expect(received.to).to.deep.equal([owner.email]);
    expect(received.parsed.replyTo?.value.map((address) => address.address)).to.deep.equal(['ann@example.net']);
    expect(received.html).to.contain('Ann &lt;b&gt;Baker&lt;/b&gt;').and.not.contain('<b>Baker</b>');
    expect(received.html).to.contain('Two tiers,\nlemon please');
    expect(received.html).to.contain(`href="http://app.example.test/dashboard/sites/${site.id}/submissions"`);
    expect(received.text).to.contain('Name:\nAnn <b>Baker</b>');
    expect(received.text).to.contain('Message:\nTwo tiers,\nlemon please');
    expect(received.text).to.contain('Reply to this e-mail to answer ann@example.net.');
    expect(received.text).to.contain(`View submissions: http://app.example.test/dashboard/sites/${site.id}/submissions`);
    expect(received.text).to.contain(`form settings: http://app.example.test/dashboard/sites/${site.id}/submissions?tab=settings`);
    expect(await notifiedUsers([owner.user.id])).to.deep.equal([owner.user.id]);
  });

  it("sends one mail to the site's recipients, and no Reply-To for an address that is not one", async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Recipients');
    expect((await owner.request('PUT', `/api/v1/projects/${site.id}/form-settings`, { recipients: ['desk@shop.example', 'chef@shop.example'] })).statusCode).to.equal(200);
    const submission = await addSubmission(site.id, { form_name: 'Contact', email: 'not an address' });
    await onSubmissionStored(app.ctx, submission);
    const received = await mail.take(mailTo('desk@shop.example', 'New submission: Contact on Recipients'));
    expect(received.to).to.deep.equal(['desk@shop.example', 'chef@shop.example']);
    expect(received.parsed.replyTo).to.equal(undefined);
    expect(received.text).to.contain('The visitor left no e-mail address.');
    expect(mail.pending().filter(mailTo(owner.email))).to.deep.equal([]);
  });

  it('tells every member of a team site in the app, without a second e-mail through their notifications', async () => {
    const owner = await FormsClient.signedIn(app);
    const member = await NotificationsClient.signedIn(app);
    const outsider = await NotificationsClient.signedIn(app);
    const team = await createWorkspace(owner.user, 'Team');
    await WorkspaceMember.create({ workspace_id: team.id, user_id: member.user.id, role: 'member' });
    const site = await owner.site('Team Site', team.id);
    // The member is a recipient too: they get the form's e-mail, once.
    await owner.request('PUT', `/api/v1/projects/${site.id}/form-settings`, { recipients: [member.email] });
    const submission = await addSubmission(site.id, { form_name: 'Quote', email: 'lead@example.net' });
    await onSubmissionStored(app.ctx, submission);
    await mail.take(mailTo(member.email, 'New submission: Quote on Team Site'));
    expect(await notifiedUsers([owner.user.id, member.user.id, outsider.user.id])).to.deep.equal([owner.user.id, member.user.id].sort((a, b) => a - b));
    const [notice] = (await member.list()).pagination.data;
    expect(notice.data.lines[0].content).to.equal('New submission to <b>Quote</b> on <b>Team Site</b> from lead@example.net.');
    expect(notice.data.mainAction).to.deep.equal({ action: `/dashboard/sites/${site.id}/submissions`, label: 'View submissions' });
    expect(await Job.count({ where: { type: 'notification-mail' } })).to.equal(0);
  });

  it('leaves out a recipient whose account turned these e-mails off', async () => {
    const owner = await FormsClient.signedIn(app);
    const quiet = await NotificationsClient.signedIn(app);
    await quiet.setChannels('form_submission', { email: false });
    const site = await owner.site('Quiet');
    await owner.request('PUT', `/api/v1/projects/${site.id}/form-settings`, { recipients: [quiet.email, 'front@quiet.example'] });
    const submission = await addSubmission(site.id, { form_name: 'Contact' });
    await onSubmissionStored(app.ctx, submission);
    const received = await mail.take(mailTo('front@quiet.example', 'New submission: Contact on Quiet'));
    expect(received.to).to.deep.equal(['front@quiet.example']);
  });

  it('sends no e-mail while e-mail is off, and still tells the owner in the app', async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('No Mail');
    await owner.request('PUT', `/api/v1/projects/${site.id}/form-settings`, { email_enabled: false });
    const submission = await addSubmission(site.id);
    await onSubmissionStored(app.ctx, submission);
    expect(await mailJobs(submission)).to.deep.equal([]);
    expect(await notifiedUsers([owner.user.id])).to.deep.equal([owner.user.id]);

    // A mail queued before e-mail was turned off is dropped when it runs.
    await owner.request('PUT', `/api/v1/projects/${site.id}/form-settings`, { email_enabled: true });
    const later = await addSubmission(site.id);
    await Job.sequelize!.transaction(async () => {
      await onSubmissionStored(app.ctx, later);
      await owner.request('PUT', `/api/v1/projects/${site.id}/form-settings`, { email_enabled: false });
    });
    const [job] = await mailJobs(later);
    const done = await waitForJob(job.id, { pollMs: 50 });
    expect(done.result).to.deep.equal({ skipped: 'e-mail is off for this site' });
    expect(mail.pending().filter(mailTo(owner.email))).to.deep.equal([]);
  });

  it('does nothing at all for spam', async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Spammed');
    const submission = await addSubmission(site.id, { status: 'spam' });
    await onSubmissionStored(app.ctx, submission);
    expect(await mailJobs(submission)).to.deep.equal([]);
    expect(await notifiedUsers([owner.user.id])).to.deep.equal([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.pending().filter(mailTo(owner.email))).to.deep.equal([]);
  });
});
