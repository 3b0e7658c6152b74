import { apiClient } from '../../lib/http/api-client.ts';

// The human check before registering: when settings.recaptcha.enable.register
// is on it runs first, POST recaptcha/verify {token} → {success}; a refusal shows the toast
// "Could not verify you are human." and nothing is submitted.
//
// The app loads nothing from Google itself (no third-party script in the first-party origin, and
// the CSP stays strict). A site that wants the real widget includes Google's reCAPTCHA v3 script
// in its page; then window.grecaptcha produces the token. Without it the token is empty and the
// server decides (it refuses, so registration stops with the toast above).
//
// The server checks again on auth/register (recaptcha_token), and a reCAPTCHA token is good for
// one verification only, so registration sends a second, fresh token.

export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** A reCAPTCHA v3 token for `action`, or "" when the widget is not on the page or fails. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha || !siteKey) return '';
  try {
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return '';
  }
}

/** Runs the check: true when the server accepted a fresh token. */
export async function verifyHuman(siteKey: string, action: string): Promise<boolean> {
  const token = await recaptchaToken(siteKey, action);
  try {
    const response = await apiClient.post<{ success?: boolean } | null>('recaptcha/verify', { token });
    return Boolean(response?.success);
  } catch {
    return false;
  }
}
