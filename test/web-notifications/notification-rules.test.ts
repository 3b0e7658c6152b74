import { expect } from 'chai';
import type { NotificationData, NotificationSubscriptions } from '../../common/notifications.ts';
import { base64UrlToBytes, sameBytes, subscriptionBody } from '../../web/src/features/notifications/browser-push.ts';
import {
  actionTarget,
  badgeText,
  HIDDEN_POLL_MAX_MS,
  htmlToText,
  initialSelections,
  invitationIntent,
  markReadInPages,
  nextPollDelay,
  nextStreamRetryDelay,
  notificationText,
  parseUnreadEvent,
  POLL_INTERVAL_MS,
  selectionsPayload,
  showsUnreadDot,
  unreadCountFromPage,
  withSelection,
} from '../../web/src/features/notifications/notification-rules.ts';

function notification(overrides: Partial<NotificationData> = {}, data: Partial<NotificationData['data']> = {}): NotificationData {
  return {
    id: 'n1',
    type: 'workspace_invitation',
    read_at: null,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
    data: { lines: [{ type: 'primary', content: '<b>Ada</b> invited you to <i>Team</i>' }], ...data },
  };
}

// The pure rules behind the bell, the popover, /notifications and /notifications/settings
// (common/notifications.ts).
describe('notification rules', () => {
  it('shows the unread dot on an unread notification without an image', () => {
    expect(showsUnreadDot(notification())).to.equal(true);
    expect(showsUnreadDot(notification({}, { image: '/a.png' }))).to.equal(false);
    expect(showsUnreadDot(notification({ read_at: '2025-01-02T00:00:00Z' }))).to.equal(false);
  });

  it('opens an absolute URL in a new tab and anything else in the app', () => {
    expect(actionTarget({ action: 'https://example.com/x', label: 'Open' })).to.deep.equal({ kind: 'new-tab', url: 'https://example.com/x' });
    expect(actionTarget({ action: '//cdn.example.com/x', label: 'Open' })).to.deep.equal({ kind: 'new-tab', url: '//cdn.example.com/x' });
    expect(actionTarget({ action: '/editor/4', label: 'Open' })).to.deep.equal({ kind: 'navigate', to: '/editor/4' });
    expect(actionTarget({ action: 'dashboard', label: 'Open' })).to.deep.equal({ kind: 'navigate', to: '/dashboard' });
    expect(actionTarget(null)).to.equal(null);
    expect(actionTarget({ action: ' ', label: 'x' })).to.equal(null);
  });

  it("tells an invitation's Join and Decline buttons apart, only when it carries an invite", () => {
    const invite = notification({}, { inviteId: 'tok' });
    expect(invitationIntent(invite, { action: 'join', label: 'Join' })).to.equal('join');
    expect(invitationIntent(invite, { action: 'decline', label: 'Decline' })).to.equal('decline');
    expect(invitationIntent(invite, { action: '/workspace/join/login?invite=tok', label: 'Accept' })).to.equal('join');
    expect(invitationIntent(invite, { action: '', label: 'Decline' })).to.equal('decline');
    expect(invitationIntent(notification(), { action: 'join', label: 'Join' })).to.equal(null);
    expect(invitationIntent(invite, { action: '/dashboard', label: 'Open' })).to.equal(null);
  });

  it('names an item by the text of its lines', () => {
    expect(htmlToText('<b>Tom &amp; Jerry</b>&nbsp;joined <a href="/x">Team</a>')).to.equal('Tom & Jerry joined Team');
    expect(notificationText(notification({}, { lines: [{ type: 'primary', content: '<b>Ada</b> invited you' }, { type: 'secondary', content: 'to <i>Team</i>' }] }))).to.equal(
      'Ada invited you to Team',
    );
  });

  it('counts and marks unread notifications in cached pages', () => {
    const pages = { pages: [{ data: [notification({ id: 'a' }), notification({ id: 'b', read_at: 'x' })] }, { data: [notification({ id: 'c' })] }], pageParams: [1, 2] };
    expect(unreadCountFromPage(pages.pages[0])).to.equal(1);
    const some = markReadInPages(pages, ['c'], 'now');
    expect(some.pages.flatMap((p) => p.data.map((n) => n.read_at))).to.deep.equal([null, 'x', 'now']);
    expect(some.pageParams).to.deep.equal([1, 2]);
    const all = markReadInPages(pages, 'all', 'now');
    expect(all.pages.flatMap((p) => p.data.map((n) => n.read_at))).to.deep.equal(['now', 'x', 'now']);
    expect(pages.pages[0].data[0].read_at).to.equal(null);
  });

  it('reads the unread stream events {"unreadCount": n}', () => {
    expect(parseUnreadEvent('{"unreadCount":3}')).to.equal(3);
    expect(parseUnreadEvent('{"unreadCount":0}')).to.equal(0);
    expect(parseUnreadEvent('{"unreadCount":-1}')).to.equal(null);
    expect(parseUnreadEvent('{"other":1}')).to.equal(null);
    expect(parseUnreadEvent('not json')).to.equal(null);
    expect(parseUnreadEvent(undefined)).to.equal(null);
  });

  it('polls every 30 s while visible and backs off to 5 minutes while hidden', () => {
    expect(nextPollDelay(null, false)).to.equal(POLL_INTERVAL_MS);
    expect(nextPollDelay(240_000, false)).to.equal(POLL_INTERVAL_MS);
    let delay: number | null = null;
    const hidden: number[] = [];
    for (let i = 0; i < 6; i++) hidden.push((delay = nextPollDelay(delay, true)));
    expect(hidden).to.deep.equal([60_000, 120_000, 240_000, HIDDEN_POLL_MAX_MS, HIDDEN_POLL_MAX_MS, HIDDEN_POLL_MAX_MS]);
  });

  it('tries a refused stream again after 1, 2, 4 … up to 10 minutes', () => {
    const waits: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 6; i++) waits.push((delay = nextStreamRetryDelay(delay)));
    expect(waits.map((ms) => ms / 60_000)).to.deep.equal([1, 2, 4, 8, 10, 10]);
  });

  it('shows the count on the badge, 99+ above 99, nothing at 0', () => {
    expect(badgeText(0)).to.equal('');
    expect(badgeText(7)).to.equal('7');
    expect(badgeText(100)).to.equal('99+');
  });

  describe('the preferences grid', () => {
    const subs: NotificationSubscriptions = {
      available_channels: ['app', 'email', 'browser'],
      subscriptions: [
        {
          group_name: 'Workspaces',
          subscriptions: [
            { notif_id: 'workspace_invitation', name: 'Invitations' },
            { notif_id: 'workspace_member_joined', name: 'A member joined' },
          ],
        },
        { group_name: 'Sites', subscriptions: [{ notif_id: 'site_published', name: 'Site published' }] },
      ],
      user_selections: [{ notif_id: 'workspace_invitation', channels: { app: true, email: true, browser: false } }],
    };

    it('holds every notification × channel, off where the user chose nothing', () => {
      expect(initialSelections(subs)).to.deep.equal({
        workspace_invitation: { app: true, email: true, browser: false },
        workspace_member_joined: { app: false, email: false, browser: false },
        site_published: { app: false, email: false, browser: false },
      });
    });

    it('sends one selection per notification in the order of the groups', () => {
      const changed = withSelection(withSelection(initialSelections(subs), 'site_published', 'browser', true), 'workspace_invitation', 'email', false);
      expect(selectionsPayload(changed, subs)).to.deep.equal([
        { notif_id: 'workspace_invitation', channels: { app: true, email: false, browser: false } },
        { notif_id: 'workspace_member_joined', channels: { app: false, email: false, browser: false } },
        { notif_id: 'site_published', channels: { app: false, email: false, browser: true } },
      ]);
    });
  });

  describe('Web Push helpers', () => {
    it('decodes the base64url VAPID key into the bytes pushManager.subscribe takes', () => {
      const bytes = Uint8Array.from([4, 251, 255, 0, 62, 63, 1]);
      const base64url = Buffer.from(bytes).toString('base64url');
      expect([...base64UrlToBytes(base64url)]).to.deep.equal([...bytes]);
      expect(sameBytes(bytes.buffer, base64UrlToBytes(base64url))).to.equal(true);
      expect(sameBytes(null, bytes)).to.equal(false);
      expect(sameBytes(Uint8Array.from([1]), bytes)).to.equal(false);
    });

    it("turns a subscription's JSON into the POST body {endpoint, keys: {p256dh, auth}}", () => {
      expect(subscriptionBody({ endpoint: 'https://push.test/1', expirationTime: null, keys: { p256dh: 'P', auth: 'A' } })).to.deep.equal({
        endpoint: 'https://push.test/1',
        keys: { p256dh: 'P', auth: 'A' },
      });
    });
  });
});
