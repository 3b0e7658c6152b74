import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '../../../common/billing.ts';
import type { Config } from '../../../config/index.ts';
import { InvalidError, UnavailableError } from '../../errors.ts';
import { getAllSettings, getSetting } from '../settings/service.ts';

// The one Stripe client of the process. Billing is on when both Stripe keys are configured (the
// admin's stripe.* settings, else STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) and the
// `billing.enable` setting (on by default) has not been switched off by an admin; until then
// every feature is free and nothing about billing shows. The keys are read from the settings on
// each use, so new keys apply without a restart.

export interface BillingGateway {
  stripe: Stripe;
  webhookSecret: string;
  /** The SDK's error classes, to tell Stripe's refusals from its outages. */
  errors: typeof Stripe.errors;
}

interface GatewaySettings {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
}

let environment: Config['stripe'] = { secretKey: '', webhookSecret: '', apiBase: '' };
// The SDK is loaded on first use: most processes (every CLI command, an install without billing)
// never need it, and it is one of the heavier modules to load.
let client: { secretKey: string; apiBase: string; sdk: Promise<Omit<BillingGateway, 'webhookSecret'>> } | null = null;

function clientOptions(apiBase: string): Stripe.StripeConfig {
  // Two tries at most: a checkout click should fail fast rather than hang the button.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false, appInfo: { name: 'Sitewright' } };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Called when the server boots and when the CLI starts: the keys the environment gives. */
export function configureBilling(config: Config): void {
  environment = config.stripe;
  client = null;
}

async function gatewaySettings(): Promise<GatewaySettings | null> {
  const settings = await getAllSettings();
  const secretKey = settings['stripe.secret_key'] || environment.secretKey;
  const webhookSecret = settings['stripe.webhook_secret'] || environment.webhookSecret;
  return secretKey && webhookSecret ? { secretKey, webhookSecret, apiBase: environment.apiBase } : null;
}

/** Whether both Stripe keys are known, from the settings or the environment. */
export async function billingConfigured(): Promise<boolean> {
  return (await gatewaySettings()) !== null;
}

/** Whether the product charges: keys configured and not switched off by an admin. */
export async function billingEnabled(): Promise<boolean> {
  return (await billingConfigured()) && (await getSetting('billing.enable'));
}

/** The configured gateway; billing routes only run when billing is on, so absence is a programming error. */
export async function billingGateway(): Promise<BillingGateway> {
  const current = await gatewaySettings();
  if (!current) throw new Error('Billing is not configured: set the Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or the admin settings)');
  if (client?.secretKey !== current.secretKey || client.apiBase !== current.apiBase) {
    const sdk = import('stripe').then(({ default: StripeClient }) => ({
      stripe: new StripeClient(current.secretKey, clientOptions(current.apiBase)),
      errors: StripeClient.errors,
    }));
    client = { secretKey: current.secretKey, apiBase: current.apiBase, sdk };
  }
  return { ...(await client.sdk), webhookSecret: current.webhookSecret };
}

/**
 * Runs a Stripe call and says what went wrong in the product's words: Stripe refusing what we
 * asked (a card or request error) is the user's to fix; Stripe unreachable or failing is a 503
 * the user can retry. Either way nothing of Stripe's internals reaches the client.
 */
export async function callStripe<T>(call: (stripe: Stripe) => Promise<T>): Promise<T> {
  const { stripe, errors } = await billingGateway();
  try {
    return await call(stripe);
  } catch (error) {
    if (error instanceof errors.StripeCardError) throw new InvalidError(error.message);
    if (error instanceof errors.StripeError) throw new UnavailableError(BILLING_MESSAGES.requestFailed, { cause: error });
    throw error;
  }
}

/** A Stripe object that may have been deleted there: null when Stripe says it does not exist. */
export async function findInStripe<T>(call: (stripe: Stripe) => Promise<T>): Promise<T | null> {
  const { stripe, errors } = await billingGateway();
  try {
    return await call(stripe);
  } catch (error) {
    if (error instanceof errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404)) return null;
    return callStripe(() => Promise.reject(error));
  }
}

export type { Stripe };
