import { Op } from 'sequelize';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import { queueMail } from '../../mail/mailer.ts';
import { hitRateLimit } from '../../security/rate-limit.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { displayName, findUserByEmail, normalizeEmail, setPassword } from '../users/service.ts';
import { revokeAllAccessTokens } from './access-tokens.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { AuthToken } from './models.ts';
import { endOtherSessions } from './session-list.ts';
import { FORGOT_PASSWORD_IP_THROTTLE, RESET_PASSWORD_IP_THROTTLE, throttleBy } from './throttle.ts';

export const PASSWORD_RESET_TOKEN = 'password_reset';
export const RESET_TOKEN_MINUTES = 60;
// One reset mail per address a minute; requests beyond it get the same answer and no mail, so
// neither the answer nor the mailbox flood tells anything. Per IP, spraying addresses gets a 429
// (FORGOT_PASSWORD_IP_THROTTLE).
const MAIL_EVERY_SECONDS = 60;

/**
 * "Forgot password": always the same answer, as fast for an unknown address as for a known one
 * (the account lookup and the mail happen after the answer). The mailed link is
 * `${APP_URL}/password/reset/<token>?email=<email>`, single use, valid 60 minutes; asking again
 * replaces the previous link.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<{ message: string }> {
  await throttleBy(FORGOT_PASSWORD_IP_THROTTLE, `forgot-password-ip:${ip}`);
  const address = normalizeEmail(email);
  const { limited } = await hitRateLimit(`forgot-password:${sha256(address)}`, 1, MAIL_EVERY_SECONDS);
  if (!limited) {
    queueMail(ctx, async () => {
      const user = await findUserByEmail(address);
      if (!user) return null;
      const token = randomToken();
      await AuthToken.destroy({ where: { user_id: user.id, type: PASSWORD_RESET_TOKEN } });
      await AuthToken.create({
        user_id: user.id,
        type: PASSWORD_RESET_TOKEN,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
      });
      const url = `${ctx.config.appUrl}/password/reset/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`;
      return {
        to: user.email,
        subject: 'Reset your password',
        template: 'reset-password',
        data: { display_name: displayName(user), reset_url: url, minutes: String(RESET_TOKEN_MINUTES) },
      };
    });
  }
  return { message: AUTH_MESSAGES.resetLinkSent };
}

/**
 * Sets the new password once per token, signs the account out everywhere and revokes its API
 * tokens (the mail says so): a token minted by whoever took the account must not outlive the
 * owner's recovery of it. Submissions count per address (RESET_PASSWORD_IP_THROTTLE).
 */
export async function resetPassword(input: { token: string; email: string; password: string }, ip: string): Promise<{ message: string }> {
  await throttleBy(RESET_PASSWORD_IP_THROTTLE, `reset-password-ip:${ip}`);
  const invalid = () => InvalidError.field('email', AUTH_MESSAGES.invalidResetToken);
  const user = await findUserByEmail(input.email);
  if (!user) throw invalid();
  const now = new Date();
  // Claiming the token is one conditional UPDATE, so two concurrent resets cannot both use it.
  const [claimed] = await AuthToken.update(
    { used_at: now },
    { where: { user_id: user.id, type: PASSWORD_RESET_TOKEN, token_hash: sha256(input.token), used_at: null, expires_at: { [Op.gt]: now } } },
  );
  if (claimed !== 1) throw invalid();
  await setPassword(user, input.password);
  await AuthToken.destroy({ where: { user_id: user.id, type: PASSWORD_RESET_TOKEN, used_at: null } });
  await endOtherSessions(user.id, null);
  await revokeAllAccessTokens(user.id);
  return { message: AUTH_MESSAGES.passwordReset };
}
