import type { AppContext } from '../../context.ts';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { queueMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../html-escape.ts';
import { notify } from '../notifications/notify.ts';
import { channelEnabled } from '../notifications/preferences.ts';
import type { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { recordSignInDevice } from './known-devices.ts';
import { describeUserAgent } from './session-list.ts';
import type { SessionOrigin } from './sessions.ts';

function formatTime(date: Date, timezone: string | null): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'long' };
  try {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: timezone || 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date);
  }
}

function regionName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * After every sign-in (password, 2FA challenge, social login): the "new sign-in" notice when the
 * device is one the account has not signed in with before (known-devices.ts). Not for the account's
 * first sign-in ever: right after sign-up, a "was this you?" about one's own first visit is noise
 * that teaches people to ignore these notices.
 */
export async function noticeSignIn(ctx: AppContext, user: User, session: SessionOrigin): Promise<void> {
  if ((await recordSignInDevice(user.id, session.user_agent, ctx.now())) === 'new') await sendNewSignInNotice(ctx, user, session);
}

/** Tells the user in the app and by e-mail that their account was just signed into (device, IP, time), from the new session's origin. */
export async function sendNewSignInNotice(ctx: AppContext, user: User, session: SessionOrigin | null): Promise<void> {
  const { browser, platform } = describeUserAgent(session?.user_agent ?? null);
  const device = browser && platform ? `${browser} on ${platform}` : browser || platform || 'Unknown device';
  const place = [session?.city, session?.country ? regionName(session.country) : null].filter(Boolean).join(', ');
  const where = [place, session?.ip_address].filter(Boolean).join(' · ') || 'Unknown IP address';
  // In the app (and the browser) too. The e-mail below is this type's e-mail channel: the
  // user's notification settings turn it off.
  await notify(ctx, user.id, {
    type: NOTIFICATION_TYPES.newSignIn,
    lines: [
      { type: 'primary', content: `New sign-in to your account from <b>${escapeHtml(device)}</b>.` },
      { type: 'secondary', content: escapeHtml(where) },
    ],
    mainAction: { action: '/account-settings', label: 'Review sessions' },
    channels: ['app', 'browser'],
  });
  queueMail(ctx, async () => {
    if (!(await channelEnabled(user.id, NOTIFICATION_TYPES.newSignIn, 'email'))) return null;
    return {
      to: user.email,
      subject: 'New sign-in to your account',
      template: 'new-sign-in',
      data: {
        display_name: displayName(user),
        device,
        ip_address: session?.ip_address ?? 'Unknown',
        location: place || 'Unknown',
        time: formatTime(ctx.now(), user.timezone),
        reset_url: `${ctx.config.appUrl}/forgot-password`,
        settings_url: `${ctx.config.appUrl}/account-settings`,
      },
    };
  });
}
