import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { PublishedForm } from '../../common/forms.ts';
import { emitJobEvent } from '../../server/jobs/events.ts';
import { Job } from '../../server/jobs/models.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import type { JobRecord } from '../../server/jobs/types.ts';
import { onSubmissionStored } from '../../server/modules/forms/delivery.ts';
import { FORM_WEBHOOK_JOB } from '../../server/modules/forms/jobs.ts';
import type { FormSubmissionRow } from '../../server/modules/forms/models.ts';
import { formSettingsRow } from '../../server/modules/forms/settings.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { eventually } from '../notifications/support.ts';
import { addSubmission, FormsClient } from './support.ts';

// A form's webhook: the submission POSTed as JSON, signed with the site's key, to the URL the
// deploy that took it declared; retried while the receiver fails, never sent to this machine or
// a private network unless the operator allows it.

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback that answers each delivery with the next status of `statuses` (then 200). */
async function startReceiver(): Promise<{ url: string; deliveries: Delivery[]; statuses: number[]; close(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/forms`, deliveries, statuses, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A deploy of the site serving one form with this webhook, as the publish job records it. */
async function deployWithWebhook(projectId: number, webhook: string): Promise<Deploy> {
  const form: PublishedForm = {
    id: 'book000001',
    name: 'Booking',
    pageId: 'page000001',
    pageName: 'Home',
    fields: [{ name: 'name', label: 'Name', type: 'text', required: true, maxLength: 5000 }],
    thanks: { kind: 'message', message: 'Thanks!' },
    webhook,
    pagePath: '/',
    lang: 'en',
    thanksPath: null,
    captcha: null,
  };
  return Deploy.create({ project_id: projectId, number: 1, source: 'project', status: 'ready', target: 'prod', forms: [form] });
}

async function webhookJob(submission: FormSubmissionRow): Promise<Job> {
  const jobs = await Job.findAll({ where: { type: FORM_WEBHOOK_JOB } });
  const job = jobs.find((candidate) => (candidate.payload as { submissionId: number }).submissionId === submission.id);
  expect(job, 'a webhook job').to.not.equal(undefined);
  return job!;
}

/** Runs a waiting retry now instead of after its backoff. */
async function retryNow(job: Job): Promise<void> {
  await Job.update({ run_at: new Date() }, { where: { id: job.id, status: 'queued' } });
  emitJobEvent('enqueued');
}

describe('Forms: webhooks', function () {
  // Booting on MariaDB takes a while on a busy machine.
  this.timeout(60_000);
  let app: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    receiver = await startReceiver();
    app = await startTestApp({ env: { APP_URL: 'https://app.example.test', OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await receiver.close();
  });

  it('posts the submission as JSON with a timestamp and an HMAC-SHA256 signature the receiver can check', async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Hooked Cafe');
    const deploy = await deployWithWebhook(site.id, receiver.url);
    const submission = await addSubmission(site.id, { deploy_id: deploy.id, form_id: 'book000001', form_name: 'Booking', fields: { name: 'Ann', guests: '4' }, email: 'ann@example.net' });
    await onSubmissionStored(app.ctx, submission);
    const job = await waitForJob((await webhookJob(submission)).id, { pollMs: 50 });
    expect(job).to.deep.include({ status: 'succeeded', attempts: 1, result: { delivered: true, status: 200 } });

    const [delivery] = receiver.deliveries.splice(0);
    expect(delivery.headers['content-type']).to.equal('application/json');
    const timestamp = String(delivery.headers['x-sitewright-timestamp']);
    expect(Number(timestamp)).to.be.closeTo(Date.now() / 1000, 30);
    const { webhook_secret: secret } = await formSettingsRow(site.id);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
    expect(delivery.headers['x-sitewright-signature']).to.equal(expected);
    expect(JSON.parse(delivery.body)).to.deep.equal({
      event: 'form.submission',
      site: { id: site.id, name: 'Hooked Cafe', slug: site.slug },
      form: { id: 'book000001', name: 'Booking' },
      submission: {
        id: submission.id,
        created_at: submission.created_at.toISOString(),
        email: 'ann@example.net',
        fields: [
          { name: 'name', label: 'Name', value: 'Ann' },
          { name: 'guests', label: 'Guests', value: '4' },
        ],
      },
    });
  });

  it('tries again after the receiver answers 500, and succeeds on the next attempt', async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Flaky');
    const deploy = await deployWithWebhook(site.id, receiver.url);
    receiver.statuses.push(500);
    const submission = await addSubmission(site.id, { deploy_id: deploy.id, form_id: 'book000001' });
    await onSubmissionStored(app.ctx, submission);
    const job = await webhookJob(submission);
    const waiting = await eventually(
      () => Job.findByPk(job.id),
      (row) => row!.attempts === 1 && row!.status === 'queued',
    );
    expect(waiting!.error).to.equal('The webhook answered 500');
    expect(waiting!.run_at.getTime(), 'backs off').to.be.greaterThan(Date.now() + 10_000);
    await retryNow(job);
    const done = await waitForJob(job.id, { pollMs: 50 });
    expect(done).to.deep.include({ status: 'succeeded', attempts: 2, result: { delivered: true, status: 200 } });
    const bodies = receiver.deliveries.splice(0).map((delivery) => (JSON.parse(delivery.body) as { submission: { id: number } }).submission.id);
    expect(bodies).to.deep.equal([submission.id, submission.id]);
  });

  it('sends nothing for a form without a webhook, or for spam', async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Quiet');
    const deploy = await deployWithWebhook(site.id, receiver.url);
    const otherForm = await addSubmission(site.id, { deploy_id: deploy.id, form_id: 'othr000001' });
    const spam = await addSubmission(site.id, { deploy_id: deploy.id, form_id: 'book000001', status: 'spam' });
    await onSubmissionStored(app.ctx, otherForm);
    await onSubmissionStored(app.ctx, spam);
    const ids = (await Job.findAll({ where: { type: FORM_WEBHOOK_JOB } })).map((job) => (job.payload as { submissionId: number }).submissionId);
    expect(ids).to.not.include(otherForm.id);
    expect(ids).to.not.include(spam.id);
  });
});

describe('Forms: a webhook on this machine', function () {
  // Booting on MariaDB takes a while on a busy machine.
  this.timeout(60_000);
  let app: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    receiver = await startReceiver();
    // No OUTBOUND_ALLOW_PRIVATE: the guard refuses loopback, where the receiver listens.
    app = await startTestApp({ env: { APP_URL: 'https://app.example.test' } });
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await receiver.close();
  });

  it('is refused at once: the job fails on its first attempt without a retry, and nothing is sent', async () => {
    const owner = await FormsClient.signedIn(app);
    const site = await owner.site('Internal');
    const deploy = await deployWithWebhook(site.id, receiver.url);
    const submission = await addSubmission(site.id, { deploy_id: deploy.id, form_id: 'book000001' });
    await onSubmissionStored(app.ctx, submission);
    const done: JobRecord = await waitForJob((await webhookJob(submission)).id, { pollMs: 50 });
    expect(done).to.deep.include({ status: 'failed', attempts: 1, error: 'Refused to connect: 127.0.0.1 is a loopback address.' });
    expect(receiver.deliveries).to.deep.equal([]);
  });
});
