import { request as httpRequest, type IncomingMessage } from 'node:http';
import { expect } from 'chai';
import { NOTIFICATION_MESSAGES, NOTIFICATION_STREAM_EVENT, type NotificationData } from '../../common/notifications.ts';
import type { User as UserData } from '../../common/types.ts';
import { Job } from '../../server/jobs/models.ts';
import { Notification } from '../../server/modules/notifications/models.ts';
import { notify } from '../../server/modules/notifications/notify.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { eventually, jobsFor, NotificationsClient } from './support.ts';

describe('Notifications API', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  it('lists newest first, 30 to a page: 31 notifications are two pages, and only the user’s own', async () => {
    const client = await NotificationsClient.signedIn(app);
    const other = await NotificationsClient.signedIn(app);
    await other.notify({ text: 'Not yours' });
    for (let i = 0; i < 31; i += 1) await client.notify({ text: `Note ${i}` });

    const first = await client.list();
    expect(first.pagination).to.include({ current_page: 1, last_page: 2, per_page: 30, total: 31 });
    expect(first.unreadCount).to.equal(31);
    expect(first.pagination.data).to.have.length(30);
    expect(first.pagination.data[0].data.lines[0].content).to.equal('Note 30');
    expect(first.pagination.data[29].data.lines[0].content).to.equal('Note 1');
    const second = await client.list('?page=2');
    expect(second.pagination).to.include({ current_page: 2, last_page: 2, total: 31 });
    expect(second.pagination.data.map((n) => n.data.lines[0].content)).to.deep.equal(['Note 0']);
    const ids = new Set([...first.pagination.data, ...second.pagination.data].map((n) => n.id));
    expect(ids.size).to.equal(31);

    const small = await client.list('?perPage=10&page=4');
    expect(small.pagination).to.include({ current_page: 4, last_page: 4, per_page: 10 });
    expect(small.pagination.data).to.have.length(1);
    expect((await client.request('GET', '/api/v1/notifications?perPage=101')).statusCode).to.equal(400);
    expect((await client.request('GET', '/api/v1/notifications?page=0')).statusCode).to.equal(400);
    expect((await app.server.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).to.equal(401);
  });

  it('stores the notification data shape, with line HTML cut down to b, strong, i, em and a[href] and unsafe links dropped', async () => {
    const client = await NotificationsClient.signedIn(app);
    await client.notify({
      type: 'workspace_invitation',
      lines: [
        {
          type: 'primary',
          content: '<b>Ada</b> invited you to <strong>Team</strong> <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a> <a href="/dashboard" onclick="steal()" target="_blank">go</a> <em>now</em>',
          icon: 'group-add',
          action: { action: '/workspaces', label: '<i>Open</i>' },
        },
        { type: 'secondary', content: '<p style="color:red">Plain</p>', icon: 'not an icon!' },
        { type: 'secondary', content: '<script>only a script</script>' },
      ],
      mainAction: { action: 'javascript:alert(1)', label: 'Bad' },
      buttonActions: [
        { action: 'https://example.com/join', label: 'Join' },
        { action: '//evil.example/x', label: 'Protocol-relative' },
      ],
      image: 'https://example.com/avatar.png',
      inviteId: 'invite-123',
    });
    const [notification] = (await client.list()).pagination.data;
    expect(notification).to.include({ type: 'workspace_invitation', read_at: null });
    expect(Date.parse(notification.created_at)).to.be.closeTo(Date.now(), 60_000);
    expect(notification.data).to.deep.equal({
      image: 'https://example.com/avatar.png',
      mainAction: null,
      lines: [
        {
          type: 'primary',
          content: '<b>Ada</b> invited you to <strong>Team</strong> <a>bad</a> <a href="/dashboard">go</a> <em>now</em>',
          icon: 'group-add',
          action: { action: '/workspaces', label: 'Open' },
        },
        { type: 'secondary', content: 'Plain', icon: null, action: null },
      ],
      buttonActions: [{ action: 'https://example.com/join', label: 'Join' }],
      inviteId: 'invite-123',
    } satisfies NotificationData['data']);
  });

  it('marks the given ids or all as read, answers the unread count, and puts the count on the user payload', async () => {
    const client = await NotificationsClient.signedIn(app);
    const other = await NotificationsClient.signedIn(app);
    for (const text of ['One', 'Two', 'Three']) await client.notify({ text });
    await other.notify({ text: 'Theirs' });
    const unreadOnUser = async () => {
      const bootstrap = (await client.ok<{ data: { user: UserData } }>('GET', '/api/v1/bootstrap-data')).data.user.unread_notifications_count;
      const me = (await client.ok<{ user: UserData }>('GET', '/api/v1/users/me')).user.unread_notifications_count;
      expect(me).to.equal(bootstrap);
      return me;
    };
    expect(await unreadOnUser()).to.equal(3);

    const [newest, middle] = (await client.list()).pagination.data;
    const [theirs] = (await other.list()).pagination.data;
    expect(await client.ok('POST', '/api/v1/notifications/mark-as-read', { ids: [newest.id, theirs.id] })).to.deep.equal({ unreadCount: 2 });
    // Another user's notification is untouched.
    expect((await other.list()).pagination.data[0].read_at).to.equal(null);
    const after = (await client.list()).pagination.data;
    expect(after[0].read_at).to.be.a('string');
    expect(after[1].read_at).to.equal(null);
    expect(await unreadOnUser()).to.equal(2);
    // Marking one again changes nothing; no ids and no `all` just reads the count.
    expect(await client.ok('POST', '/api/v1/notifications/mark-as-read', { ids: [newest.id] })).to.deep.equal({ unreadCount: 2 });
    expect(await client.ok('POST', '/api/v1/notifications/mark-as-read', {})).to.deep.equal({ unreadCount: 2 });
    expect(await client.ok('POST', '/api/v1/notifications/mark-as-read', { all: true })).to.deep.equal({ unreadCount: 0 });
    expect((await client.list()).pagination.data.every((n) => n.read_at !== null)).to.equal(true);
    expect(middle.id).to.be.a('string');
    expect(await unreadOnUser()).to.equal(0);
    expect((await client.request('POST', '/api/v1/notifications/mark-as-read', { ids: 'all' })).statusCode).to.equal(400);
  });

  it('answers the grouped subscriptions with the catalogue’s defaults and saves selections', async () => {
    const client = await NotificationsClient.signedIn(app);
    const subscriptions = await client.subscriptions();
    expect(subscriptions.available_channels).to.deep.equal(['app', 'email', 'browser']);
    expect(subscriptions.subscriptions.map((group) => group.group_name)).to.deep.equal(['Workspaces', 'Publishing', 'Sites', 'AI', 'Account']);
    const ids = subscriptions.subscriptions.flatMap((group) => group.subscriptions.map((entry) => entry.notif_id));
    expect(ids).to.have.members([
      'workspace_invitation',
      'workspace_member_joined',
      'site_published',
      'site_publish_failed',
      'form_submission',
      'ai_generation_finished',
      'subscription_changed',
      'new_sign_in',
      'announcement',
    ]);
    const selection = (id: string) => subscriptions.user_selections.find((entry) => entry.notif_id === id)!.channels;
    expect(selection('workspace_invitation')).to.deep.equal({ app: true, email: true, browser: false });
    expect(selection('site_published')).to.deep.equal({ app: true, email: false, browser: false });
    expect(selection('site_publish_failed')).to.deep.equal({ app: true, email: true, browser: false });
    expect(selection('new_sign_in')).to.deep.equal({ app: true, email: true, browser: false });
    expect(selection('form_submission')).to.deep.equal({ app: true, email: true, browser: false });

    expect(await client.setChannels('site_published', { email: true, browser: true })).to.deep.equal({ message: NOTIFICATION_MESSAGES.updatedPreferences });
    await client.setChannels('site_published', { app: false });
    const saved = (await client.subscriptions()).user_selections.find((entry) => entry.notif_id === 'site_published')!.channels;
    expect(saved).to.deep.equal({ app: false, email: true, browser: true });
    // Someone else's preferences are their own.
    const other = await NotificationsClient.signedIn(app);
    expect((await other.subscriptions()).user_selections.find((entry) => entry.notif_id === 'site_published')!.channels).to.deep.equal({ app: true, email: false, browser: false });
  });

  it('refuses an unknown notification (422) or channel (400) and writes nothing', async () => {
    const client = await NotificationsClient.signedIn(app);
    const unknown = await client.request('PUT', '/api/v1/notifications/me/subscriptions', {
      selections: [
        { notif_id: 'site_published', channels: { email: true } },
        { notif_id: 'no_such_thing', channels: { app: false } },
      ],
    });
    expect(unknown.statusCode, unknown.payload).to.equal(422);
    expect(JSON.parse(unknown.payload).errors).to.have.property('selections.1.notif_id');
    const channel = await client.request('PUT', '/api/v1/notifications/me/subscriptions', { selections: [{ notif_id: 'site_published', channels: { pigeon: true } }] });
    expect(channel.statusCode, channel.payload).to.equal(400);
    expect((await client.request('PUT', '/api/v1/notifications/me/subscriptions', { selections: [{ notif_id: 'site_published', channels: { app: 'maybe' } }] })).statusCode).to.equal(400);
    expect((await client.request('PUT', '/api/v1/notifications/me/subscriptions', {})).statusCode).to.equal(400);
    const selection = (await client.subscriptions()).user_selections.find((entry) => entry.notif_id === 'site_published')!.channels;
    expect(selection).to.deep.equal({ app: true, email: false, browser: false });
  });

  it('keeps a channel turned off off: no in-app row and no e-mail job', async () => {
    const client = await NotificationsClient.signedIn(app);
    await client.setChannels('site_publish_failed', { app: false, email: false });
    await client.notify({ type: 'site_publish_failed', text: 'Publishing failed' });
    expect(await Notification.count({ where: { user_id: client.user.id } })).to.equal(0);
    expect(await jobsFor('notification-mail', client.user.id)).to.have.length(0);
    // With e-mail on again, the same notification is stored and mailed (the job is queued).
    await client.setChannels('site_publish_failed', { app: true, email: true });
    await client.notify({ type: 'site_publish_failed', text: 'Publishing failed again' });
    expect(await Notification.count({ where: { user_id: client.user.id } })).to.equal(1);
    const [job] = await jobsFor('notification-mail', client.user.id);
    expect(job.payload).to.deep.include({ userId: client.user.id, type: 'site_publish_failed', subject: 'Publishing failed again' });
  });

  it('never throws into the caller: an unknown type, a notification without lines or a missing user stores and sends nothing', async () => {
    const client = await NotificationsClient.signedIn(app);
    const jobsBefore = await Job.count();
    await client.notify({ type: 'no_such_type' as 'announcement' });
    await client.notify({ lines: [{ type: 'primary', content: '<script>x</script>' }] });
    await notify(app.ctx, [2_000_000_000], { type: 'announcement', lines: [{ type: 'primary', content: 'To nobody' }] });
    expect(await Notification.count({ where: { user_id: client.user.id } })).to.equal(0);
    expect(await Notification.count({ where: { user_id: 2_000_000_000 } })).to.equal(0);
    expect(await Job.count()).to.equal(jobsBefore);
  });
});

describe('Notifications: the live unread count', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ listen: true });
  });
  after(() => app.stop());

  /** Opens the event stream and collects its `unread` events. */
  function openStream(cookie: string): Promise<{ response: IncomingMessage; counts: number[]; close(): void }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${app.url}/api/v1/notifications/unread-stream`, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
        const counts: number[] = [];
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(event)?.[1];
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (name === NOTIFICATION_STREAM_EVENT && data) counts.push((JSON.parse(data) as { unreadCount: number }).unreadCount);
          }
        });
        resolve({ response, counts, close: () => request.destroy() });
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('sends the count at once and again as soon as a notification arrives or is read, without polling', async () => {
    const client = await NotificationsClient.signedIn(app);
    await client.notify({ text: 'Before' });
    const stream = await openStream(client.cookie);
    try {
      expect(stream.response.statusCode).to.equal(200);
      expect(stream.response.headers['content-type']).to.match(/^text\/event-stream/);
      await eventually(async () => stream.counts, (counts) => counts.length === 1, 3000);
      expect(stream.counts).to.deep.equal([1]);
      // Well under the 15 s re-read: the change is pushed.
      await client.notify({ text: 'Arrived' });
      await eventually(async () => stream.counts, (counts) => counts.length === 2, 2000);
      expect(stream.counts).to.deep.equal([1, 2]);
      await client.ok('POST', '/api/v1/notifications/mark-as-read', { all: true });
      await eventually(async () => stream.counts, (counts) => counts.length === 3, 2000);
      expect(stream.counts).to.deep.equal([1, 2, 0]);
      // Another user's notification is not this stream's business.
      const other = await NotificationsClient.signedIn(app);
      await other.notify({ text: 'Theirs' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.counts).to.deep.equal([1, 2, 0]);
    } finally {
      stream.close();
    }
  });

  it('needs a signed-in user', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/v1/notifications/unread-stream' });
    expect(response.statusCode).to.equal(401);
  });
});
