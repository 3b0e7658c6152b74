import { expect } from 'chai';
import type { NotificationPushPayload } from '../../common/notifications.ts';
import { emitJobEvent } from '../../server/jobs/events.ts';
import { Job } from '../../server/jobs/models.ts';
import { FINISHED_JOB_STATUSES } from '../../server/jobs/types.ts';
import { PushSubscription } from '../../server/modules/notifications/models.ts';
import { PUSH_FAILURE_LIMIT, PUSH_MESSAGES } from '../../server/modules/notifications/push.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { sha256 } from '../../server/security/tokens.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startPushService, type BrowserSubscription, type TestPushService } from '../helpers/push-service.ts';
import { eventually, NotificationsClient } from './support.ts';

// Web Push endpoints are URLs users choose, so the server only ever connects to the public
// internet for them (server/security/outbound.ts): an endpoint on this machine or a private
// network is refused when a browser subscribes, and again when a push would connect, and an
// endpoint that keeps failing is switched off instead of being tried for ever.

/** The push jobs of one subscription, oldest first. */
async function pushJobs(subscriptionId: number): Promise<Job[]> {
  const jobs = await Job.findAll({ where: { type: 'notification-push' }, order: [['id', 'ASC']] });
  return jobs.filter((job) => (job.payload as { subscriptionId: number }).subscriptionId === subscriptionId);
}

const finishedJob = (job: Job) => FINISHED_JOB_STATUSES.includes(job.status);

/** Runs each job's retries now instead of after its backoff, until every one of them has finished. */
async function runRetriesNow(ids: number[]): Promise<Job[]> {
  for (;;) {
    const jobs = await eventually(
      () => Job.findAll({ where: { id: ids }, order: [['id', 'ASC']] }),
      (list) => list.every((job) => job.status !== 'running' && job.attempts > 0),
    );
    const waiting = jobs.filter((job) => job.status === 'queued');
    if (!waiting.length) return jobs;
    await Job.update({ run_at: new Date() }, { where: { id: waiting.map((job) => job.id), status: 'queued' } });
    emitJobEvent('enqueued');
    const attempted = new Map(waiting.map((job) => [job.id, job.attempts]));
    await eventually(
      () => Job.findAll({ where: { id: [...attempted.keys()] } }),
      (list) => list.every((job) => job.attempts > attempted.get(job.id)! || finishedJob(job)),
    );
  }
}

/** A subscription row as one saved before its endpoint was refused (an older version, a name that moved since). */
async function storedSubscription(client: NotificationsClient, browser: BrowserSubscription): Promise<PushSubscription> {
  const { endpoint, keys } = browser.json;
  return PushSubscription.create({ user_id: client.user.id, endpoint, endpoint_hash: sha256(endpoint), p256dh: keys.p256dh, auth: keys.auth });
}

describe('Web Push: endpoints on this machine or a private network', () => {
  let push: TestPushService;
  let app: TestApp;
  before(async () => {
    push = await startPushService();
    // No OUTBOUND_ALLOW_PRIVATE: the guard refuses loopback, where the stand-in push service listens.
    app = await startTestApp({ env: { APP_URL: 'https://app.example.test' } });
    await setSetting('notifications.push_allow_http', true);
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await push.close();
  });

  it('refuses to subscribe them with 422 on the endpoint field, saying why', async () => {
    const client = await NotificationsClient.signedIn(app);
    const { keys } = push.subscribe().json;
    const cases: [string, string][] = [
      ['https://127.0.0.1/wpush/v2/abc', '127.0.0.1 is a loopback address'],
      [push.subscribe().endpoint, '127.0.0.1 is a loopback address'],
      ['https://127.1/wpush', '127.0.0.1 is a loopback address'],
      ['https://localhost:8443/wpush', 'localhost names this machine'],
      ['https://push.localhost/wpush', 'push.localhost names this machine'],
      ['https://[::1]:3000/wpush', '::1 is a loopback address'],
      ['https://[::ffff:127.0.0.1]/wpush', '::ffff:7f00:1 is a loopback address'],
      ['https://10.1.2.3/wpush', '10.1.2.3 is a private network address'],
      ['https://192.168.0.10/wpush', '192.168.0.10 is a private network address'],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
      ['https://[fd00::1]/wpush', 'fd00::1 is a unique local address'],
      ['https://app.example.test/api/v1/notifications', "app.example.test is this app's own host"],
    ];
    for (const [endpoint, reason] of cases) {
      const response = await client.request('POST', '/api/v1/notifications/push-subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).to.equal(422);
      const message = PUSH_MESSAGES.privateEndpoint(reason);
      expect(JSON.parse(response.payload), endpoint).to.deep.equal({ message, errors: { endpoint: message } });
    }
    expect(await PushSubscription.count({ where: { user_id: client.user.id } })).to.equal(0);
  });

  it('refuses to connect to a saved one when a push is sent: the subscription is disabled at once, without a retry, and gets nothing more', async () => {
    const client = await NotificationsClient.signedIn(app);
    const browser = push.subscribe();
    const subscription = await storedSubscription(client, browser);
    await client.setChannels('announcement', { browser: true });
    await client.notify({ text: 'Knock knock' });
    const [job] = await pushJobs(subscription.id);
    const [done] = await runRetriesNow([job.id]);
    expect(done).to.include({ status: 'succeeded', attempts: 1 });
    expect(done.result).to.deep.equal({ disabled: true, reason: 'Refused to connect: 127.0.0.1 is a loopback address.' });
    expect(push.received.filter((p) => p.endpoint === browser.endpoint)).to.deep.equal([]);
    expect(push.rejected.filter((p) => p.endpoint === browser.endpoint)).to.deep.equal([]);
    await subscription.reload();
    expect(subscription.disabled_at).to.be.instanceOf(Date);
    expect(subscription.failure_count).to.equal(1);

    await client.notify({ text: 'Anyone there?' });
    expect(await pushJobs(subscription.id)).to.have.length(1);
    // Subscribing it again is refused as well; it stays off.
    expect((await client.request('POST', '/api/v1/notifications/push-subscriptions', browser.json)).statusCode).to.equal(422);
    expect((await subscription.reload()).disabled_at).to.be.instanceOf(Date);
  });
});

describe('Web Push: an endpoint that keeps failing', () => {
  let push: TestPushService;
  let app: TestApp;
  before(async () => {
    push = await startPushService();
    // One job at a time, so the order of attempts (and the count that disables) is fixed.
    app = await startTestApp({ env: { APP_URL: 'https://app.example.test', OUTBOUND_ALLOW_PRIVATE: '127.0.0.1', JOBS_CONCURRENCY: '1' } });
    await setSetting('notifications.push_allow_http', true);
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await push.close();
  });

  it(`is disabled after ${PUSH_FAILURE_LIMIT} failures in a row across deliveries, and comes back when the browser subscribes again`, async () => {
    const client = await NotificationsClient.signedIn(app);
    const struggling = push.subscribe({ status: 503 });
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', struggling.json);
    const [subscription] = await PushSubscription.findAll({ where: { user_id: client.user.id } });
    await client.setChannels('announcement', { browser: true });
    await client.notify({ text: 'First' });
    await client.notify({ text: 'Second' });
    const jobs = await pushJobs(subscription.id);
    expect(jobs).to.have.length(2);

    const done = await runRetriesNow(jobs.map((job) => job.id));
    expect(push.received.filter((p) => p.endpoint === struggling.endpoint)).to.have.length(PUSH_FAILURE_LIMIT);
    expect(done.map((job) => job.status)).to.deep.equal(['succeeded', 'succeeded']);
    expect(done.map((job) => job.result)).to.have.deep.members([
      { disabled: true, reason: `The push service answered 503 (${PUSH_FAILURE_LIMIT} failures in a row)` },
      { skipped: 'the subscription is disabled' },
    ]);
    // Neither delivery used up its own attempts: the count runs across them.
    expect(done.every((job) => job.attempts < job.max_attempts)).to.equal(true);
    await subscription.reload();
    expect(subscription.failure_count).to.equal(PUSH_FAILURE_LIMIT);
    expect(subscription.disabled_at).to.be.instanceOf(Date);

    await client.notify({ text: 'Third' });
    expect(await pushJobs(subscription.id)).to.have.length(2);

    // The browser subscribing again (the user turned notifications back on) starts afresh.
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', struggling.json);
    await subscription.reload();
    expect(subscription.failure_count).to.equal(0);
    expect(subscription.disabled_at).to.equal(null);
    await client.notify({ text: 'Fourth' });
    const again = await pushJobs(subscription.id);
    expect(again).to.have.length(3);
    await eventually(
      () => Job.findByPk(again[2].id),
      (job) => job!.attempts === 1 && job!.status === 'queued',
    );
    await Job.update({ status: 'cancelled', finished_at: new Date() }, { where: { id: again[2].id } });
  });

  it('counts only failures in a row: a push that goes through starts the count again', async () => {
    const client = await NotificationsClient.signedIn(app);
    const browser = push.subscribe();
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', browser.json);
    const [subscription] = await PushSubscription.findAll({ where: { user_id: client.user.id } });
    // As after a few deliveries that failed.
    await subscription.update({ failure_count: PUSH_FAILURE_LIMIT - 1 });
    await client.setChannels('announcement', { browser: true });
    await client.notify({ text: 'Back online' });
    const [job] = await pushJobs(subscription.id);
    const [done] = await runRetriesNow([job.id]);
    expect(done.result).to.deep.equal({ sent: true, status: 201 });
    expect((push.received.find((p) => p.endpoint === browser.endpoint)?.payload as NotificationPushPayload).body).to.equal('Back online');
    expect((await subscription.reload()).failure_count).to.equal(0);
  });
});
