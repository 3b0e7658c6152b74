import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { AccountUsage, CheckoutAnswer, ProductData } from '../../common/billing.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { createStripeStandIn, type StripeStandIn } from '../helpers/stripe-server.ts';
import { startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';

export const WEBHOOK_PATH = '/api/v1/billing/stripe/webhook';

export interface BillingWorld {
  app: TestApp;
  stripe: StripeStandIn;
  mail: TestMailServer;
  close(): Promise<void>;
}

/** A listening app with billing on: the real Stripe SDK pointed at the stand-in, which posts its webhooks back. */
export async function startBillingWorld(): Promise<BillingWorld> {
  const stripe = await createStripeStandIn();
  const mail = await startMailServer();
  // APP_URL is the address the app answers on: a browser returns there from Stripe's checkout.
  const port = await freePort();
  const app = await startTestApp({
    listen: true,
    env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url, MAIL_URL: mail.url },
  });
  stripe.setWebhookUrl(`${app.server.info.uri}${WEBHOOK_PATH}`);
  return {
    app,
    stripe,
    mail,
    async close() {
      await app.stop();
      await stripe.close();
      await mail.close();
    },
  };
}

/** A signed-in user calling the API the way the web app does (session cookie, CSRF header on writes). */
export class Customer {
  private constructor(
    readonly world: BillingWorld,
    readonly user: User,
    private readonly cookie: string,
  ) {}

  static async create(world: BillingWorld, options: { roles?: string[] } = {}): Promise<Customer> {
    const { user } = await createTestUser(options);
    return new Customer(world, user, await signInAs(user));
  }

  request(method: string, url: string, payload?: object): Promise<ServerInjectResponse> {
    return this.world.app.server.inject({ method, url, payload, headers: withCsrf({ cookie: this.cookie }) });
  }

  async ok<T>(method: string, url: string, payload?: object): Promise<T> {
    const response = await this.request(method, url, payload);
    expect(response.statusCode, response.payload).to.be.within(200, 299);
    return response.result as T;
  }

  usage(): Promise<AccountUsage> {
    return this.ok<AccountUsage>('GET', '/api/v1/account/usage');
  }

  async me(): Promise<{ autumn_subscription_active: boolean; subscriptions: { id: number; valid: boolean }[]; permissions: { name: string; restrictions: { name: string; value: unknown }[] }[] }> {
    return (await this.ok<{ user: never }>('GET', '/api/v1/users/me')).user;
  }

  /** Starts checkout for a plan's monthly price; answers the stand-in's session id. */
  async checkout(planName: string, interval: 'month' | 'year' = 'month'): Promise<string> {
    const product = await plan(this.world, planName);
    const price = product.prices.find((p) => p.interval === interval)!;
    const answer = await this.ok<CheckoutAnswer>('POST', '/api/v1/billing/checkout', { product_id: product.id, price_id: price.id });
    expect(answer).to.have.property('redirect_url');
    const url = (answer as { redirect_url: string }).redirect_url;
    expect(url.startsWith(`${this.world.stripe.url}/pay/`), url).to.equal(true);
    return url.split('/pay/')[1];
  }

  /** Checkout completed on Stripe's page; the webhooks it sends activate the plan. Answers the Stripe subscription id. */
  async subscribe(planName: string, interval: 'month' | 'year' = 'month'): Promise<string> {
    const subscription = await this.world.stripe.completeCheckout(await this.checkout(planName, interval));
    await this.world.stripe.flushWebhooks();
    return subscription.id;
  }

  async changePlan(planName: string, interval: 'month' | 'year' = 'month'): Promise<ServerInjectResponse> {
    const product = await plan(this.world, planName);
    return this.request('POST', '/api/v1/billing/change-plan', { product: product.id, interval, interval_count: 1 });
  }
}

export async function plan(world: BillingWorld, name: string): Promise<ProductData> {
  const response = await world.app.server.inject({ method: 'GET', url: '/api/v1/billing/products' });
  const found = (response.result as { products: ProductData[] }).products.find((p) => p.name === name);
  if (!found) throw new Error(`No plan named ${name}`);
  return found;
}
