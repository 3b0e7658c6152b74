import { expect } from 'chai';
import type { BootstrapData, User } from '../../common/types.ts';
import { getBootstrapData, setBootstrapData } from '../../web/src/app/bootstrap/bootstrap-store.ts';
import {
  fetchNotifications,
  fetchSubscriptions,
  markNotificationsRead,
  NOTIFICATION_LIST_QUERY_KEY,
  pollUnreadCount,
  saveSubscriptions,
  savePushSubscription,
  type NotificationPages,
} from '../../web/src/features/notifications/notifications-api.ts';
import { applyUnreadCount } from '../../web/src/features/notifications/unread-count.ts';
import { queryClient } from '../../web/src/lib/query-client.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';

const user = { id: 3, email: 'a@example.com', display_name: 'A', unread_notifications_count: 4 } as User;
const bootstrap = { settings: {}, user, i18n: { language: 'en', name: 'English', lines: {} } } as unknown as BootstrapData;
const unread = () => getBootstrapData().user?.unread_notifications_count;

// The notification calls as they go on the wire (server/modules/notifications/routes.ts), and the
// unread count kept on the user.
describe('notification API calls', () => {
  const browser = useBrowserGlobals();
  const wire = () => browser.calls.map((c) => [c.method, c.url, c.body]);
  beforeEach(() => {
    setBootstrapData(structuredClone(bootstrap));
    queryClient.clear();
  });

  it('lists 30 a page', async () => {
    const pagination = { data: [], current_page: 2, last_page: 2, per_page: 30, total: 30 };
    browser.respondWith(() => json(200, { pagination }));
    expect(await fetchNotifications(2)).to.deep.equal(pagination);
    expect(wire()).to.deep.equal([['GET', '/api/v1/notifications?page=2&perPage=30', undefined]]);
  });

  it("marks some or all read, and the server's unreadCount becomes the user's (0 → 0)", async () => {
    const page = { data: [{ id: 'a', read_at: null }, { id: 'b', read_at: null }], current_page: 1, last_page: 1, per_page: 30, total: 2 };
    queryClient.setQueryData(NOTIFICATION_LIST_QUERY_KEY, { pages: [page], pageParams: [1] });
    browser.respondWith((call) => json(200, { unreadCount: (call.body as { all?: boolean }).all ? 0 : 3 }));
    expect(await markNotificationsRead({ ids: ['a'] })).to.equal(3);
    expect(unread()).to.equal(3);
    const cached = () => queryClient.getQueryData<NotificationPages>(NOTIFICATION_LIST_QUERY_KEY)!.pages[0].data.map((n) => Boolean(n.read_at));
    expect(cached()).to.deep.equal([true, false]);
    expect(await markNotificationsRead({ all: true })).to.equal(0);
    expect(unread()).to.equal(0);
    expect(cached()).to.deep.equal([true, true]);
    expect(wire()).to.deep.equal([
      ['POST', '/api/v1/notifications/mark-as-read', { ids: ['a'] }],
      ['POST', '/api/v1/notifications/mark-as-read', { all: true }],
    ]);
  });

  it('polls the count: the server\'s unreadCount when sent, else the unread of the first page', async () => {
    const pagination = { data: [{ id: 'a', read_at: null }, { id: 'b', read_at: 'x' }], current_page: 1, last_page: 1, per_page: 30, total: 2 };
    browser.respondWith(() => json(200, { pagination, unreadCount: 9 }));
    expect(await pollUnreadCount()).to.equal(9);
    browser.respondWith(() => json(200, { pagination }));
    expect(await pollUnreadCount()).to.equal(1);
  });

  it('keeps the count whole and never below 0, and ignores it without a user', () => {
    applyUnreadCount(7.6);
    expect(unread()).to.equal(7);
    applyUnreadCount(-2);
    expect(unread()).to.equal(0);
    setBootstrapData({ ...bootstrap, user: null });
    applyUnreadCount(5);
    expect(getBootstrapData().user).to.equal(null);
  });

  it('reads and saves the preferences, and sends the push subscription', async () => {
    browser.respondWith((call) =>
      call.method === 'GET' ? json(200, { available_channels: ['app'], subscriptions: [], user_selections: [] }) : json(200, { message: 'Updated preferences' }),
    );
    expect((await fetchSubscriptions()).available_channels).to.deep.equal(['app']);
    const selections = [{ notif_id: 'site_published' as const, channels: { app: true, email: false, browser: true } }];
    expect(await saveSubscriptions(selections)).to.equal('Updated preferences');
    await savePushSubscription({ endpoint: 'https://push.test/1', keys: { p256dh: 'P', auth: 'A' } });
    expect(wire()).to.deep.equal([
      ['GET', '/api/v1/notifications/me/subscriptions', undefined],
      ['PUT', '/api/v1/notifications/me/subscriptions?_method=PUT', { selections }],
      ['POST', '/api/v1/notifications/push-subscriptions', { endpoint: 'https://push.test/1', keys: { p256dh: 'P', auth: 'A' } }],
    ]);
  });
});
