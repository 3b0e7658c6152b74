import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';

// Signed in, allowed to use the API, and the password confirmed recently (so a Bearer token
// cannot mint more): declared once, checked before the body is read (server/http/access.ts).
const tokenManager = { access: { permission: PERMISSIONS.apiAccess, passwordConfirmed: true } };
const accessTokens = lazyImport(() => import('./access-tokens.ts'));

export const accessTokenRoutes: Plugin<void> = {
  name: 'access-token-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/access-tokens',
      options: {
        description: 'Create an API token',
        notes: 'The answer’s plainTextToken is shown this once.',
        plugins: tokenManager,
        validate: { payload: Joi.object({ tokenName: Joi.string().trim().max(191).required() }) },
      },
      handler: async (request) => (await accessTokens()).createAccessToken(authUser(request), (request.payload as { tokenName: string }).tokenName),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/access-tokens/{id}',
      options: {
        description: 'Delete an API token',
        plugins: tokenManager,
        validate: { params: Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() }) },
      },
      handler: async (request) => {
        const { deleteAccessToken, TOKEN_DELETED_MESSAGE } = await accessTokens();
        await deleteAccessToken(authUser(request), request.params.id as number);
        return { message: TOKEN_DELETED_MESSAGE };
      },
    });
  },
};
