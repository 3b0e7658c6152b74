import type { Request } from '@hapi/hapi';
import type { AppContext } from '../../http/context.ts';
import { queueMail } from '../../mail/mailer.ts';
import type { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { currentSession } from './sessions.ts';
import { describeUserAgent } from './session-list.ts';

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

/** Tells the user by e-mail that their account was just signed into (device, IP, time). */
export async function sendNewSignInNotice(ctx: AppContext, user: User, request: Request): Promise<void> {
  if (Date.now() - new Date(user.created_at).getTime() < NEW_ACCOUNT_GRACE_MS) return;
  const session = currentSession(request);
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
      ip_address: session?.ip_address ?? request.info.remoteAddress ?? 'Unknown',
      location,
      time: formatTime(new Date(), user.timezone),
      reset_url: `${ctx.config.appUrl}/forgot-password`,
      settings_url: `${ctx.config.appUrl}/account-settings`,
    },
  }));
}
