import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/mailer.ts';
import type { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { describeUserAgent } from './session-list.ts';
import type { SessionOrigin } from './sessions.ts';

// The person who just created the account is the one signing in: a "was this you?" mail minutes
// after sign-up (or after following the verification link) is noise that teaches people to
// ignore these mails. Older accounts get one for every sign-in.
const NEW_ACCOUNT_GRACE_MS = 10 * 60 * 1000;

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

/** Tells the user by e-mail that their account was just signed into (device, IP, time), from the new session's origin. */
export async function sendNewSignInNotice(ctx: AppContext, user: User, session: SessionOrigin | null): Promise<void> {
  if (ctx.now().getTime() - new Date(user.created_at).getTime() < NEW_ACCOUNT_GRACE_MS) return;
  const { browser, platform } = describeUserAgent(session?.user_agent ?? null);
  const device = browser && platform ? `${browser} on ${platform}` : browser || platform || 'Unknown device';
  const location = [session?.city, session?.country ? regionName(session.country) : null].filter(Boolean).join(', ') || 'Unknown';
  queueMail(ctx, async () => ({
    to: user.email,
    subject: 'New sign-in to your account',
    template: 'new-sign-in',
    data: {
      display_name: displayName(user),
      device,
      ip_address: session?.ip_address ?? 'Unknown',
      location,
      time: formatTime(ctx.now(), user.timezone),
      reset_url: `${ctx.config.appUrl}/forgot-password`,
      settings_url: `${ctx.config.appUrl}/account-settings`,
    },
  }));
}
