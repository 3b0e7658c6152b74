import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';

// Plans, checkout and the subscriber's own billing. Every route but the plan list exists only
// while billing is on (the Stripe keys are set); with billing off they answer 404.

const checkout = lazyImport(() => import('./checkout.ts'));
const planChanges = lazyImport(() => import('./plan-changes.ts'));
const products = lazyImport(() => import('./products.ts'));
const usage = lazyImport(() => import('./usage.ts'));
const webhooks = lazyImport(() => import('./webhooks.ts'));

const billing = { access: { feature: 'billing' as const } };
const id = Joi.number().integer().min(1);
const interval = Joi.string().valid('month', 'year');
const intervalCount = Joi.number().integer().min(1).max(36);
/** Only a path of this app; Stripe returns the user there. */
const appPath = Joi.string().max(2000).pattern(/^\/(?!\/)/);

// The fields the web app's checkout sends about the customer are
// accepted and ignored: the customer is always the signed-in user.
const customerFields = { customer_id: Joi.any().strip(), email: Joi.any().strip(), name: Joi.any().strip(), force_checkout: Joi.any().strip() };

const checkoutPayload = Joi.object({
  ...customerFields,
  product_id: id.required(),
  price_id: id,
  interval,
  interval_count: intervalCount,
  success_url: appPath,
});

const changePayload = Joi.object({
  ...customerFields,
  product: id.required(),
  price_id: id,
  interval,
  interval_count: intervalCount,
});

export const billingRoutes: Plugin<void> = {
  name: 'billing-routes',
  register(server) {
    // Public: the pricing page lists the plans; with billing off it shows no prices, but an admin
    // preparing plans before adding keys still sees them.
    server.route({
      method: 'GET',
      path: '/api/v1/billing/products',
      options: { auth: { mode: 'optional' } },
      handler: async () => ({ products: await (await products()).listVisibleProducts() }),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/account/usage',
      options: { plugins: billing },
      handler: async (request) => (await usage()).accountUsage(appContext(request), authUser(request)),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/billing/checkout',
      options: { plugins: billing, validate: { payload: checkoutPayload } },
      handler: async (request) => {
        const input = request.payload as { product_id: number; price_id?: number; interval?: 'month' | 'year'; interval_count?: number; success_url?: string };
        return (await checkout()).startCheckout(appContext(request), authUser(request), {
          productId: input.product_id,
          priceId: input.price_id,
          interval: input.interval,
          intervalCount: input.interval_count,
          successUrl: input.success_url,
        });
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/billing/change-plan',
      options: { plugins: billing, validate: { payload: changePayload } },
      handler: async (request) => {
        const input = request.payload as { product: number; price_id?: number; interval?: 'month' | 'year'; interval_count?: number };
        return (await planChanges()).changePlan(appContext(request), authUser(request), { productId: input.product, priceId: input.price_id, interval: input.interval, intervalCount: input.interval_count });
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/billing/cancel',
      options: { plugins: billing },
      handler: async (request) => ({ current_plan: await (await planChanges()).cancelPlan(appContext(request), authUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/billing/resume',
      options: { plugins: billing },
      handler: async (request) => ({ current_plan: await (await planChanges()).resumePlan(appContext(request), authUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/billing/portal',
      options: { plugins: billing, validate: { payload: Joi.object({ return_url: appPath }).allow(null) } },
      handler: async (request) => {
        const input = (request.payload ?? {}) as { return_url?: string };
        return { redirect_url: await (await planChanges()).billingPortalUrl(appContext(request), authUser(request), input.return_url) };
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/billing/invoices',
      options: { plugins: billing },
      handler: async (request) => ({ invoices: await (await planChanges()).listInvoices(authUser(request)) }),
    });

    // Stripe's calls: no session, the signature over the raw bytes is the authentication.
    server.route({
      method: 'POST',
      path: '/api/v1/billing/stripe/webhook',
      options: { auth: false, plugins: { ...billing, csrf: false }, payload: { output: 'data', parse: false, maxBytes: 1024 * 1024 } },
      handler: async (request) => {
        const { handleWebhookEvent, verifyWebhook } = await webhooks();
        const event = await verifyWebhook(request.payload as Buffer, request.headers['stripe-signature'] as string | undefined);
        const result = await handleWebhookEvent(appContext(request), event);
        return { received: true, duplicate: result.duplicate };
      },
    });
  },
};
