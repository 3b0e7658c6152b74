import { Op } from 'sequelize';
import type { AppContext } from '../../context.ts';
import { sha256 } from '../../security/tokens.ts';
import { RateLimit } from './models.ts';
import { getSetting } from '../settings/service.ts';

export const HUMAN_CHECK_FAILED_MESSAGE = 'Could not verify you are human.';
const VERIFY_TIMEOUT_MS = 5000;

/**
 * Asks the siteverify endpoint (setting recaptcha.verify_url, Google's by default) whether the
 * token a reCAPTCHA widget produced is good. Any failure to get a clear yes — no secret
 * configured, the endpoint unreachable or answering nonsense — counts as no.
 */
export async function verifyRecaptcha(ctx: AppContext, token: string, remoteIp?: string | null): Promise<boolean> {
  const [secret, url] = await Promise.all([getSetting('recaptcha.secret_key'), getSetting('recaptcha.verify_url')]);
  if (!secret) {
    ctx.logger.warn('reCAPTCHA is enabled but recaptcha.secret_key is not set');
    return false;
  }
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (result.success !== true) ctx.logger.info({ errors: result['error-codes'] }, 'reCAPTCHA token refused');
    return result.success === true;
  } catch (error) {
    ctx.logger.error({ err: error }, 'reCAPTCHA verification failed');
    return false;
  }
}

// siteverify accepts a token once, but the web app checks it (POST recaptcha/verify) before it
// sends the form that carries it. A token that passed is therefore remembered, by its hash and
// for as long as Google keeps tokens valid, so the form's own check can consume it once without
// a second siteverify call. The row lives in rate_limits, the table every instance shares for
// short-lived keyed state.
const PASSED_TOKEN_SECONDS = 120;

function passedKey(token: string): string {
  return `recaptcha-passed:${sha256(token)}`;
}

/** POST recaptcha/verify: asks siteverify and remembers a token that passed. */
export async function checkHumanToken(ctx: AppContext, token: string, remoteIp?: string | null): Promise<boolean> {
  const success = await verifyRecaptcha(ctx, token, remoteIp);
  if (success) await RateLimit.upsert({ key: passedKey(token), hits: 0, reset_at: new Date(Date.now() + PASSED_TOKEN_SECONDS * 1000) });
  return success;
}

/** The check a protected form runs: a token that passed recaptcha/verify is used up, any other is verified now. */
export async function isHumanToken(ctx: AppContext, token: string, remoteIp?: string | null): Promise<boolean> {
  const consumed = await RateLimit.destroy({ where: { key: passedKey(token), reset_at: { [Op.gt]: new Date() } } });
  return consumed === 1 || verifyRecaptcha(ctx, token, remoteIp);
}
