import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { requirePasswordConfirmed, requirePermission, requireUser } from '../../http/guards.ts';
import type { User } from '../users/models.ts';
import { createAccessToken, deleteAccessToken, TOKEN_DELETED_MESSAGE } from './access-tokens.ts';

/** Signed in, allowed to use the API, and the password confirmed recently (so a Bearer token cannot mint more). */
async function tokenManager(request: Request): Promise<User> {
  const user = requireUser(request);
  await requirePermission(request, PERMISSIONS.apiAccess);
  requirePasswordConfirmed(request);
  return user;
}

export const accessTokenRoutes: Plugin<void> = {
  name: 'access-token-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/access-tokens',
      options: { validate: { payload: Joi.object({ tokenName: Joi.string().trim().max(191).required() }) } },
      handler: async (request) => createAccessToken(await tokenManager(request), (request.payload as { tokenName: string }).tokenName),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/access-tokens/{id}',
      options: { validate: { params: Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() }) } },
      handler: async (request) => {
        await deleteAccessToken(await tokenManager(request), request.params.id as number);
        return { message: TOKEN_DELETED_MESSAGE };
      },
    });
  },
};
