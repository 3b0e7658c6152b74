import { expect } from 'chai';
import { NOTIFICATION_MESSAGES, type NotificationPushPayload } from '../../common/notifications.ts';
import { emitJobEvent } from '../../server/jobs/events.ts';
import { Job } from '../../server/jobs/models.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { PushSubscription } from '../../server/modules/notifications/models.ts';
import { unsubscribeToken } from '../../server/modules/notifications/unsubscribe.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { linkIn, mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startPushService, type TestPushService } from '../helpers/push-service.ts';
import { eventually, finished, jobsFor, NotificationsClient } from './support.ts';

describe('Notifications: e-mail delivery and one-click unsubscribe', () => {
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

  it('mails the lines and the main action through SMTP with List-Unsubscribe headers and a footer link', async () => {
    const client = await NotificationsClient.signedIn(app);
    await client.notify({
      type: 'site_publish_failed',
      lines: [
        { type: 'primary', content: 'Publishing <b>Corner &amp; Shop</b> failed.' },
        { type: 'secondary', content: 'See <a href="/dashboard">your sites</a>.' },
      ],
      mainAction: { action: '/editor/7', label: 'Open editor' },
      mail: { subject: 'Publishing Corner & Shop failed' },
    });
    const received = await mail.take(mailTo(client.email, 'Publishing Corner & Shop failed'));
    expect(received.html).to.contain('Publishing <b>Corner &amp; Shop</b> failed.');
    expect(received.html).to.contain('<a href="http://app.example.test/dashboard">your sites</a>');
    expect(received.html).to.match(/<a href="http:\/\/app\.example\.test\/editor\/7"[^>]*>Open editor<\/a>/);
    expect(received.text).to.contain('Publishing Corner & Shop failed.');
    expect(received.text).to.contain('See your sites (http://app.example.test/dashboard).');
    expect(received.text).to.contain('Open editor: http://app.example.test/editor/7');

    const unsubscribe = linkIn(received, '/api/v1/notifications/unsubscribe/');
    expect(unsubscribe.href).to.equal(`http://app.example.test/api/v1/notifications/unsubscribe/${unsubscribeToken(app.ctx, client.user.id, 'site_publish_failed')}`);
    // As sent (folded by the transport, unfolded here): RFC 2369 and RFC 8058.
    const header = (key: string) => received.parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).to.equal(`List-Unsubscribe: <${unsubscribe.href}>`);
    expect(header('list-unsubscribe-post')).to.equal('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(received.html).to.contain(unsubscribe.href);
  });

  it('unsubscribes without signing in: GET shows a page and changes nothing, POST (one click) turns the e-mails off, and they stop', async () => {
    const client = await NotificationsClient.signedIn(app);
    await client.notify({ type: 'site_publish_failed', text: 'First failure' });
    const first = await mail.take(mailTo(client.email, 'First failure'));
    const path = linkIn(first, '/api/v1/notifications/unsubscribe/').pathname;

    const page = await app.server.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).to.equal(200);
    expect(page.headers['content-type']).to.match(/^text\/html/);
    expect(page.payload).to.contain('Stop getting "Publishing a site failed" e-mails?');
    expect(page.payload).to.match(/<form method="post"><button type="submit">Unsubscribe<\/button><\/form>/);
    const emailOn = async () => (await client.subscriptions()).user_selections.find((entry) => entry.notif_id === 'site_publish_failed')!.channels.email;
    expect(await emailOn()).to.equal(true);

    // As a mail client sends it (RFC 8058): no cookie, no CSRF token, a form body.
    const posted = await app.server.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.payload).to.equal(200);
    expect(JSON.parse(posted.payload)).to.deep.equal({ message: NOTIFICATION_MESSAGES.unsubscribed('Publishing a site failed') });
    expect(await emailOn()).to.equal(false);
    const again = await app.server.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(again.payload).to.contain('Already unsubscribed');
    // The page's own button posts as a browser form and gets a page back.
    const fromPage = await app.server.inject({ method: 'POST', url: path, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(fromPage.statusCode).to.equal(200);
    expect(fromPage.payload).to.contain('You will no longer get &quot;Publishing a site failed&quot; e-mails.');

    // The in-app notification still arrives; the e-mail does not.
    await client.notify({ type: 'site_publish_failed', text: 'Second failure' });
    const jobs = await jobsFor('notification-mail', client.user.id);
    expect(jobs).to.have.length(1);
    await finished(jobs);
    expect((await client.list()).pagination.data.map((n) => n.data.lines[0].content)).to.deep.equal(['Second failure', 'First failure']);
    // Other types still mail.
    await client.notify({ type: 'workspace_invitation', text: 'Join us' });
    await mail.take(mailTo(client.email, 'Join us'));
    expect(mail.pending().filter(mailTo(client.email))).to.deep.equal([]);
  });

  it('drops a mail already queued when e-mail is turned off before it is sent', async () => {
    const client = await NotificationsClient.signedIn(app);
    // Queued for later, as a retry waits.
    await Job.sequelize!.transaction(async () => {
      await client.notify({ type: 'site_publish_failed', text: 'Later' });
      const [queued] = await jobsFor('notification-mail', client.user.id);
      await queued.update({ run_at: new Date(Date.now() + 60_000) });
    });
    await client.setChannels('site_publish_failed', { email: false });
    const [job] = await jobsFor('notification-mail', client.user.id);
    await Job.update({ run_at: new Date() }, { where: { id: job.id } });
    emitJobEvent('enqueued');
    const done = await waitForJob(job.id, { pollMs: 50 });
    expect(done.status).to.equal('succeeded');
    expect(done.result).to.deep.equal({ skipped: 'e-mail is off for this notification' });
  });

  it('refuses a forged, altered or foreign token with 404, for a page or a mail client', async () => {
    const client = await NotificationsClient.signedIn(app);
    const token = unsubscribeToken(app.ctx, client.user.id, 'site_publish_failed');
    const [id, type, signature] = token.split('.');
    for (const bad of [`${Number(id) + 1}.${type}.${signature}`, `${id}.workspace_invitation.${signature}`, `${id}.${type}.${'A'.repeat(43)}`, 'nonsense']) {
      const json = await app.server.inject({ method: 'POST', url: `/api/v1/notifications/unsubscribe/${bad}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(json.statusCode, bad).to.equal(404);
      const html = await app.server.inject({ method: 'GET', url: `/api/v1/notifications/unsubscribe/${bad}`, headers: { accept: 'text/html' } });
      expect(html.statusCode, bad).to.equal(404);
      expect(html.payload).to.contain('This unsubscribe link is not valid.');
    }
    expect((await client.subscriptions()).user_selections.find((entry) => entry.notif_id === 'site_publish_failed')!.channels.email).to.equal(true);
  });
});

describe('Notifications: a mail server that refuses at first', () => {
  let mail: TestMailServer;
  let app: TestApp;
  before(async () => {
    mail = await startMailServer({ refuseFirst: 1 });
    app = await startTestApp({ env: { MAIL_URL: mail.url } });
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await mail.close();
  });

  it('retries the mail job with backoff until the mail goes through', async () => {
    const client = await NotificationsClient.signedIn(app);
    await client.notify({ type: 'workspace_invitation', text: 'Join the team' });
    const [queued] = await jobsFor('notification-mail', client.user.id);
    // The first attempt is refused (451) and the job waits for its retry, 30 s later.
    const waiting = await eventually(
      () => Job.findByPk(queued.id),
      (job) => job!.attempts === 1 && job!.status === 'queued',
    );
    expect(waiting!.error).to.match(/Try again later/);
    expect(waiting!.run_at.getTime() - Date.now()).to.be.within(20_000, 31_000);
    expect(mail.pending().filter(mailTo(client.email))).to.deep.equal([]);
    // The backoff's time is moved forward rather than waited for.
    await Job.update({ run_at: new Date() }, { where: { id: queued.id } });
    emitJobEvent('enqueued');
    await mail.take(mailTo(client.email, 'Join the team'));
    const done = await waitForJob(queued.id, { pollMs: 50 });
    expect(done).to.include({ status: 'succeeded', attempts: 2 });
    expect(done.result).to.deep.equal({ sent: true });
  });
});

describe('Notifications: Web Push', () => {
  let push: TestPushService;
  let app: TestApp;
  before(async () => {
    push = await startPushService();
    // The stand-in push service listens on loopback, which the outbound guard refuses unless allowed.
    app = await startTestApp({ env: { APP_URL: 'https://app.example.test', OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    await setSetting('notifications.push_allow_http', true);
    await app.server.initialize();
  });
  after(async () => {
    await app.stop();
    await push.close();
  });

  it('hands out one VAPID public key, made once', async () => {
    const client = await NotificationsClient.signedIn(app);
    const { publicKey } = await client.ok<{ publicKey: string }>('GET', '/api/v1/notifications/push-key');
    expect(Buffer.from(publicKey, 'base64url')).to.have.length(65);
    expect((await client.ok<{ publicKey: string }>('GET', '/api/v1/notifications/push-key')).publicKey).to.equal(publicKey);
    expect((await app.server.inject({ method: 'GET', url: '/api/v1/notifications/push-key' })).statusCode).to.equal(401);
    // Never in bootstrap data.
    expect(JSON.stringify((await client.ok('GET', '/api/v1/bootstrap-data')) as object)).to.not.contain(publicKey);
  });

  it('sends the encrypted payload with a VAPID signature to each of the user’s browsers once the browser channel is on', async () => {
    const client = await NotificationsClient.signedIn(app);
    const { publicKey } = await client.ok<{ publicKey: string }>('GET', '/api/v1/notifications/push-key');
    const laptop = push.subscribe();
    const phone = push.subscribe();
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', { ...laptop.json, expirationTime: null });
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', phone.json);
    // Subscribing again is an update, not a second row.
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', phone.json);
    expect(await PushSubscription.count({ where: { user_id: client.user.id } })).to.equal(2);

    // Off by default: nothing is pushed.
    await client.notify({ type: 'site_published', text: 'Not pushed' });
    expect(await Job.count({ where: { type: 'notification-push' } })).to.equal(0);

    await client.setChannels('site_published', { browser: true });
    await client.notify({ type: 'site_published', lines: [{ type: 'primary', content: '<b>Corner Shop</b> is live.' }, { type: 'secondary', content: 'Deploy #3' }], mainAction: { action: '/editor/3', label: 'Open' } });
    const [newest] = (await client.list()).pagination.data;
    const received = await Promise.all([push.take((p) => p.endpoint === laptop.endpoint), push.take((p) => p.endpoint === phone.endpoint)]);
    for (const message of received) {
      expect(message.payload).to.deep.equal({ title: 'A site was published', body: 'Corner Shop is live.\nDeploy #3', url: 'https://app.example.test/editor/3', id: newest.id } satisfies NotificationPushPayload);
      expect(message.vapid.publicKey).to.equal(publicKey);
      expect(message.vapid.claims.sub).to.equal('https://app.example.test');
      expect(message.headers.ttl).to.equal('86400');
    }
    expect(push.rejected).to.deep.equal([]);
  });

  it('deletes a subscription the push service says is gone (410) without a retry, and retries one that failed otherwise', async () => {
    const client = await NotificationsClient.signedIn(app);
    const gone = push.subscribe({ status: 410 });
    const live = push.subscribe();
    const struggling = push.subscribe({ status: 503 });
    for (const browser of [gone, live, struggling]) await client.ok('POST', '/api/v1/notifications/push-subscriptions', browser.json);
    await client.setChannels('announcement', { browser: true });
    await client.notify({ text: 'Hello browsers' });
    await push.take((p) => p.endpoint === live.endpoint);
    const jobs = (await Job.findAll({ where: { type: 'notification-push' } })).filter((job) => (job.payload as { message: NotificationPushPayload }).message.body === 'Hello browsers');
    expect(jobs).to.have.length(3);
    const endpointOf = async (job: Job) => (await PushSubscription.findByPk((job.payload as { subscriptionId: number }).subscriptionId))?.endpoint;
    const endpoints = await Promise.all(jobs.map(endpointOf));
    const strugglingJob = jobs[endpoints.indexOf(struggling.endpoint)];
    const results = await finished(jobs.filter((job) => job !== strugglingJob));
    expect(results.map((job) => job.status)).to.deep.equal(['succeeded', 'succeeded']);
    expect(results.map((job) => job.result)).to.have.deep.members([{ removed: true, status: 410 }, { sent: true, status: 201 }]);
    expect(results.every((job) => job.attempts === 1)).to.equal(true);
    // A 503 is worth another try: the job waits for its retry, the subscription stays.
    const waiting = await eventually(
      () => Job.findByPk(strugglingJob.id),
      (job) => job!.attempts === 1 && job!.status === 'queued',
    );
    expect(waiting!.error).to.equal('The push service answered 503');
    await Job.update({ status: 'cancelled', finished_at: new Date() }, { where: { id: strugglingJob.id } });
    const left = await PushSubscription.findAll({ where: { user_id: client.user.id }, order: [['id', 'ASC']] });
    expect(left.map((row) => row.endpoint)).to.deep.equal([live.endpoint, struggling.endpoint]);
  });

  it('unsubscribes a browser, and refuses endpoints that are not push service URLs', async () => {
    const client = await NotificationsClient.signedIn(app);
    const other = await NotificationsClient.signedIn(app);
    const browser = push.subscribe();
    await client.ok('POST', '/api/v1/notifications/push-subscriptions', browser.json);
    // Another user cannot remove it.
    await other.ok('DELETE', '/api/v1/notifications/push-subscriptions', { endpoint: browser.endpoint });
    expect(await PushSubscription.count({ where: { user_id: client.user.id } })).to.equal(1);
    await client.ok('DELETE', '/api/v1/notifications/push-subscriptions', { endpoint: browser.endpoint });
    expect(await PushSubscription.count({ where: { user_id: client.user.id } })).to.equal(0);

    for (const endpoint of ['ftp://push.example/x', 'not a url', 'https://user:secret@push.example/x']) {
      const response = await client.request('POST', '/api/v1/notifications/push-subscriptions', { endpoint, keys: browser.json.keys });
      expect(response.statusCode, endpoint).to.equal(422);
    }
    expect((await client.request('POST', '/api/v1/notifications/push-subscriptions', { endpoint: browser.endpoint })).statusCode).to.equal(400);
    // Without the development switch, http endpoints are refused too.
    await setSetting('notifications.push_allow_http', false);
    try {
      expect((await client.request('POST', '/api/v1/notifications/push-subscriptions', browser.json)).statusCode).to.equal(422);
    } finally {
      await setSetting('notifications.push_allow_http', true);
    }
  });
});
