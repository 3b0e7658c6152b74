import { EMAIL_VERIFICATION_HOURS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { queueMail, type MailMessage } from '../../mail/mailer.ts';
import { hitRateLimit } from '../../security/rate-limit.ts';
import { sha256 } from '../../security/tokens.ts';
import { User } from '../users/models.ts';
import { displayName, findUserByEmail, normalizeEmail } from '../users/service.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { hasValidSignature, signPath } from './signed-urls.ts';
import { throttle } from './throttle.ts';

export const VERIFY_PATH_PREFIX = '/auth/email/verify';
// One verification mail per address a minute, whoever asks: the registration mail counts too.
const MAIL_THROTTLE = { max: 1, windowSeconds: 60 };

function verificationPath(user: Pick<User, 'id' | 'email'>): string {
  return `${VERIFY_PATH_PREFIX}/${user.id}/${sha256(user.email)}`;
}

/** The signed link, valid for 24 hours and only while the account keeps this e-mail address. */
export function verificationUrl(ctx: AppContext, user: Pick<User, 'id' | 'email'>, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3600 * 1000);
  return ctx.config.appUrl + signPath(ctx.config.appKey, verificationPath(user), expiresAt);
}

function verificationMail(ctx: AppContext, user: User): MailMessage {
  return {
    to: user.email,
    subject: 'Verify your email address',
    template: 'verify-email',
    data: { display_name: displayName(user), verify_url: verificationUrl(ctx, user), hours: String(EMAIL_VERIFICATION_HOURS) },
  };
}

function mailKey(email: string): string {
  return `verification-mail:${normalizeEmail(email)}`;
}

/**
 * Mails the link, at most once a minute per address (429 beyond). The mail sent at registration
 * always goes (`force`), whatever a visitor asked for that address before, and starts the minute.
 */
export async function sendVerificationMail(ctx: AppContext, user: User, options: { force?: boolean } = {}): Promise<void> {
  if (options.force) await hitRateLimit(mailKey(user.email), MAIL_THROTTLE.max, MAIL_THROTTLE.windowSeconds);
  else await throttle(mailKey(user.email), MAIL_THROTTLE.max, MAIL_THROTTLE.windowSeconds, AUTH_MESSAGES.verificationThrottled);
  queueMail(ctx, async () => verificationMail(ctx, user));
}

/**
 * "Resend email": for the signed-in user, or for the account with the given address. A visitor
 * gets the same answer whether or not that account exists (or is already verified), so the
 * form reveals nothing about who has an account.
 */
export async function requestVerificationMail(ctx: AppContext, signedIn: User | null, email: string | undefined): Promise<{ message: string }> {
  if (signedIn) {
    if (signedIn.email_verified_at) return { message: AUTH_MESSAGES.alreadyVerified };
    await sendVerificationMail(ctx, signedIn);
    return { message: AUTH_MESSAGES.verificationSent };
  }
  if (!email) return { message: AUTH_MESSAGES.verificationSent };
  await throttle(mailKey(email), MAIL_THROTTLE.max, MAIL_THROTTLE.windowSeconds, AUTH_MESSAGES.verificationThrottled);
  queueMail(ctx, async () => {
    const user = await findUserByEmail(email);
    return user && !user.email_verified_at ? verificationMail(ctx, user) : null;
  });
  return { message: AUTH_MESSAGES.verificationSent };
}

/** Checks a followed link and marks the address verified; null when the link is forged, altered, expired or stale. */
export async function verifyEmailLink(ctx: AppContext, params: { id: number; hash: string }, query: Record<string, unknown>): Promise<User | null> {
  const user = await User.findByPk(params.id);
  if (!user || params.hash !== sha256(user.email)) return null;
  if (!hasValidSignature(ctx.config.appKey, verificationPath(user), query)) return null;
  if (!user.email_verified_at) await user.update({ email_verified_at: new Date() });
  return user;
}
