import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '../../../common/billing.ts';
import type { Config } from '../../../config/index.ts';
import { InvalidError, UnavailableError } from '../../errors.ts';
import { getSetting } from '../settings/service.ts';

// The one Stripe client of the process. Billing is on when both Stripe keys are configured and
// the `billing.enable` setting (on by default) has not been switched off by an admin; until then
// every feature is free and nothing about billing shows.

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

// The SDK is loaded on first use: most processes (every CLI command, an install without billing)
// never need it, and it is one of the heavier modules to load.
let settings: GatewaySettings | null = null;
let gateway: Promise<BillingGateway> | null = null;

function clientOptions(apiBase: string): Stripe.StripeConfig {
  // Two tries at most: a checkout click should fail fast rather than hang the button.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false, appInfo: { name: 'Sitewright' } };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Called when the server boots and when the CLI starts; keys absent means billing stays off. */
export function configureBilling(config: Config): void {
  const { secretKey, webhookSecret, apiBase } = config.stripe;
  settings = secretKey && webhookSecret ? { secretKey, webhookSecret, apiBase } : null;
  gateway = null;
}

export function isBillingConfigured(): boolean {
  return settings !== null;
}

/** Whether the product charges: keys configured and not switched off by an admin. */
export async function billingEnabled(): Promise<boolean> {
  return settings !== null && (await getSetting('billing.enable'));
}

/** The configured gateway; billing routes only run when billing is on, so absence is a programming error. */
export function billingGateway(): Promise<BillingGateway> {
  const current = settings;
  if (!current) throw new Error('Billing is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  gateway ??= import('stripe').then(({ default: StripeClient }) => ({
    stripe: new StripeClient(current.secretKey, clientOptions(current.apiBase)),
    webhookSecret: current.webhookSecret,
    errors: StripeClient.errors,
  }));
  return gateway;
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
