import type { CaptchaProvider } from '../../../common/forms.ts';
import type { AppContext } from '../../context.ts';
import { getAllSettings } from '../settings/service.ts';
import { captchaSecretOf, storedFormSettings } from './settings.ts';

// The captcha a site's forms show, when its owner chose one: the provider's standard widget on the
// published form, and its siteverify check when a submission arrives. The three providers speak
// one wire format (form-encoded secret + response + remoteip, answering JSON {success}).

type Provider = Exclude<CaptchaProvider, 'none'>;

interface ProviderFacts {
  /** The class the provider's script turns into its widget. */
  widgetClass: string;
  script: string;
  /** What its script loads (CSP script sources; its frames are https, which sites allow already). */
  scriptSources: readonly string[];
  /** The field its widget adds to the form. */
  responseField: string;
  verifySetting: 'forms.recaptcha_verify_url' | 'forms.turnstile_verify_url' | 'forms.hcaptcha_verify_url';
}

export const CAPTCHA_FACTS: Record<Provider, ProviderFacts> = {
  recaptcha: {
    widgetClass: 'g-recaptcha',
    script: 'https://www.google.com/recaptcha/api.js',
    scriptSources: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    responseField: 'g-recaptcha-response',
    verifySetting: 'forms.recaptcha_verify_url',
  },
  turnstile: {
    widgetClass: 'cf-turnstile',
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    scriptSources: ['https://challenges.cloudflare.com/'],
    responseField: 'cf-turnstile-response',
    verifySetting: 'forms.turnstile_verify_url',
  },
  hcaptcha: {
    widgetClass: 'h-captcha',
    script: 'https://js.hcaptcha.com/1/api.js',
    scriptSources: ['https://js.hcaptcha.com/', 'https://hcaptcha.com/', 'https://newassets.hcaptcha.com/'],
    responseField: 'h-captcha-response',
    verifySetting: 'forms.hcaptcha_verify_url',
  },
};

/** The public half: what the published form shows. */
export interface CaptchaWidget {
  provider: Provider;
  siteKey: string;
}

export interface SiteCaptcha extends CaptchaWidget {
  secret: string;
}

const VERIFY_TIMEOUT_MS = 5000;

/**
 * The captcha a project's forms use, or null when none (or one without keys, which could only
 * refuse every visitor). reCAPTCHA without keys of the site's own uses the platform's.
 */
export async function siteCaptcha(projectId: number): Promise<SiteCaptcha | null> {
  const row = await storedFormSettings(projectId);
  const provider = row?.captcha_provider ?? 'none';
  if (!row || provider === 'none') return null;
  let siteKey = row.captcha_site_key.trim();
  let secret = captchaSecretOf(row);
  if (provider === 'recaptcha' && !siteKey && !secret) {
    const settings = await getAllSettings();
    siteKey = settings['recaptcha.site_key'].trim();
    secret = settings['recaptcha.secret_key'];
  }
  return siteKey && secret ? { provider, siteKey, secret } : null;
}

/** The CSP script sources of the captcha a page's markup loads (none when it loads none). */
export function captchaScriptSources(html: Buffer): readonly string[] {
  for (const facts of Object.values(CAPTCHA_FACTS)) if (html.includes(`src="${facts.script}"`)) return facts.scriptSources;
  return [];
}

async function verifyUrl(provider: Provider): Promise<string> {
  const settings = await getAllSettings();
  const url = settings[CAPTCHA_FACTS[provider].verifySetting];
  return url || settings['recaptcha.verify_url'];
}

/** Whether the provider says the token is a human's; anything short of a clear yes is no. */
export async function verifyCaptcha(ctx: AppContext, captcha: SiteCaptcha, token: string, remoteIp: string | null): Promise<boolean> {
  if (!token) return false;
  const form = new URLSearchParams({ secret: captcha.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(await verifyUrl(captcha.provider), { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (result.success !== true) ctx.logger.info({ provider: captcha.provider, errors: result['error-codes'] }, 'a form captcha token was refused');
    return result.success === true;
  } catch (error) {
    ctx.logger.error({ err: error, provider: captcha.provider }, 'a form captcha could not be verified');
    return false;
  }
}
