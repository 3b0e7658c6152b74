import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { WEEKDAYS } from '../../../common/business.ts';
import { authUser } from '../../http/context.ts';
import { siteBuilder, siteReader } from '../../http/access.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { BusinessInput } from './service.ts';

const business = lazyImport(() => import('./service.ts'));

const projectId = Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() });

// joi checks the shape only (a 400 for a number where text goes); the rules of each field are the
// service's, answered as 422 with each field's problem.
const text = Joi.string().allow('', null).max(1000);
const period = Joi.object({ opens: Joi.string().allow('').max(10).required(), closes: Joi.string().allow('').max(10).required() });
const openingHours = Joi.object(Object.fromEntries(WEEKDAYS.map((day) => [day, Joi.array().items(period).max(20).required()]))).allow(null);

const businessPayload = Joi.object({
  name: text,
  kind: text,
  phone: text,
  email: text,
  street: text,
  postcode: text,
  city: text,
  region: text,
  country: text,
  opening_hours: openingHours,
  price_range: text,
});

export const businessRoutes: Plugin<void> = {
  name: 'business-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/business',
      options: {
        description: "The site's business details",
        notes: '`business` is null while none are set.',
        plugins: siteReader,
        validate: { params: projectId },
      },
      handler: async (request) => ({ business: await (await business()).getBusinessDetails(authUser(request), request.params.id as number) }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/projects/{id}/business',
      options: {
        description: "Set the site's business details",
        notes: 'Replaces them whole. The published home page carries them as schema.org LocalBusiness data. 422 names the problem of each field.',
        plugins: siteBuilder,
        validate: { params: projectId, payload: businessPayload },
      },
      handler: async (request) => ({ business: await (await business()).saveBusinessDetails(authUser(request), request.params.id as number, request.payload as BusinessInput) }),
    });
  },
};
