import Joi from 'joi';
import type { Plugin } from '@hapi/hapi';
import { BadRequestError } from '../../errors.ts';
import { getValueLists, VALUE_LIST_NAMES, type ValueListName } from './service.ts';

export const valueListsRoutes: Plugin<void> = {
  name: 'value-lists-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/value-lists/{names}',
      options: {
        auth: { mode: 'optional' },
        validate: {
          params: Joi.object({ names: Joi.string().max(200).required() }),
          query: Joi.object({ locale: Joi.string().max(20).pattern(/^[a-zA-Z-]+$/) }),
        },
      },
      handler: async (request) => {
        const names = String(request.params.names).split(',').map((n) => n.trim()).filter(Boolean);
        const unknown = names.filter((n) => !(VALUE_LIST_NAMES as readonly string[]).includes(n));
        if (unknown.length) {
          const message = `Unknown value list: ${unknown.join(', ')}. Available: ${VALUE_LIST_NAMES.join(', ')}`;
          throw new BadRequestError(message, { names: message });
        }
        return getValueLists(names as ValueListName[], String(request.query.locale ?? 'en'));
      },
    });
  },
};
