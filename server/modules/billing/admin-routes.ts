import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { ProductInput } from './products.ts';

// Plans for admins: products with their prices and the permissions each grants its subscribers.
// The admin screens use these; `sitewright plans sync` then mirrors them into Stripe.
const admins = { access: { permission: PERMISSIONS.adminAccess } };
const products = lazyImport(() => import('./products.ts'));
const plansSync = lazyImport(() => import('./plans-sync.ts'));
const params = Joi.object({ id: Joi.number().integer().min(1).required() });

const restriction = Joi.object({ name: Joi.string().max(100).required(), value: Joi.alternatives(Joi.number(), Joi.string().allow('').max(100), Joi.boolean()).allow(null) });

const price = Joi.object({
  id: Joi.number().integer().min(1),
  amount: Joi.number().min(0).max(1_000_000).precision(2).required(),
  currency: Joi.string().length(3).pattern(/^[a-zA-Z]{3}$/).required(),
  interval: Joi.string().valid('month', 'year').required(),
  interval_count: Joi.number().integer().min(1).max(36).default(1),
});

const fields = {
  name: Joi.string().trim().min(1).max(100),
  description: Joi.string().trim().max(2000).allow('', null),
  feature_list: Joi.array().items(Joi.string().trim().min(1).max(200)).max(50),
  position: Joi.number().integer().min(0).max(10_000),
  recommended: Joi.boolean(),
  free: Joi.boolean(),
  hidden: Joi.boolean(),
  trial_period_days: Joi.number().integer().min(1).max(365).allow(null),
  prices: Joi.array().items(price).max(20).unique((a, b) => a.interval === b.interval && a.interval_count === b.interval_count && a.currency.toUpperCase() === b.currency.toUpperCase()),
  permissions: Joi.array().items(Joi.object({ name: Joi.string().max(100).required(), restrictions: Joi.array().items(restriction).max(20) })).max(50),
};

export const billingAdminRoutes: Plugin<void> = {
  name: 'billing-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/products',
      options: { plugins: admins },
      handler: async () => ({ products: await (await products()).listAllProducts() }),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/admin/products/{id}',
      options: { plugins: admins, validate: { params } },
      handler: async (request) => {
        const productId = request.params.id as number;
        const { findProduct, productPermissions, serializeProduct } = await products();
        return { product: serializeProduct(await findProduct(productId)), permissions: await productPermissions(productId) };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/products',
      options: { plugins: { ...admins, openapi: { status: 201 } }, validate: { payload: Joi.object({ ...fields, name: fields.name.required() }) } },
      handler: async (request, h) => h.response({ product: await (await products()).createProduct(request.payload as ProductInput) }).code(201),
    });

    // The CLI's `plans sync` from the admin area: Stripe's Products and Prices made to match the plans.
    server.route({
      method: 'POST',
      path: '/api/v1/admin/products/sync',
      options: { plugins: admins },
      handler: async () => ({ plans: await (await plansSync()).syncPlans() }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/admin/products/{id}',
      options: { plugins: admins, validate: { params, payload: Joi.object(fields).min(1) } },
      handler: async (request) => ({ product: await (await products()).updateProduct(request.params.id as number, request.payload as Partial<ProductInput>) }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/admin/products/{id}',
      options: { plugins: { ...admins, openapi: { status: 204 } }, validate: { params } },
      handler: async (request, h) => {
        await (await products()).deleteProduct(request.params.id as number);
        return h.response().code(204);
      },
    });
  },
};
