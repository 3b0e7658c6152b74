import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { AVATAR_MAX_BYTES, PERMISSIONS } from '../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { can, FORBIDDEN_MESSAGE, requirePasswordConfirmed, requireUser } from '../../http/guards.ts';
import { endSession } from '../auth/sessions.ts';
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccount,
  getUserProfile,
  removeAvatar,
  setAvatarUrl,
  setUserLocale,
  updateAccount,
  uploadAvatar,
  USER_RELATIONS,
  type AccountUpdate,
} from './account.ts';
import { findUserByIdOrEmail } from './management.ts';
import type { User } from './models.ts';

const userId = Joi.object({ id: Joi.string().pattern(/^(me|\d{1,10})$/).required() });
const optionalText = (max: number) => Joi.string().max(max).allow(null, '');

function dataDir(request: Request): string {
  return appContext(request).config.dataDir;
}

function isSelf(request: Request, user: User): boolean {
  const id = String(request.params.id);
  return id === 'me' || Number(id) === user.id;
}

/** Profile, avatar and deletion: only one's own account (`me` or one's own id). */
function ownAccount(request: Request): User {
  const user = requireUser(request);
  if (!isSelf(request, user)) throw Boom.forbidden(FORBIDDEN_MESSAGE);
  return user;
}

/** A multipart file part (annotated: {filename, headers, payload}) or a raw buffer, as bytes. */
function uploadedBytes(part: unknown): Buffer | null {
  if (Buffer.isBuffer(part)) return part;
  const payload = (part as { payload?: unknown } | null | undefined)?.payload;
  return Buffer.isBuffer(payload) ? payload : null;
}

export const userRoutes: Plugin<void> = {
  name: 'user-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/users/{id}',
      options: { validate: { params: userId } },
      handler: async (request) => {
        const requester = requireUser(request);
        let user = requester;
        if (!isSelf(request, requester)) {
          if (!(await can(request, PERMISSIONS.admin))) throw Boom.forbidden(FORBIDDEN_MESSAGE);
          user = await findUserByIdOrEmail(Number(request.params.id));
        }
        const relations = request.app.relations.with.filter((name) => (USER_RELATIONS as readonly string[]).includes(name));
        return { user: await getUserProfile(user, relations) };
      },
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/users/{id}',
      options: {
        validate: {
          params: userId,
          payload: Joi.object({
            first_name: optionalText(100),
            last_name: optionalText(100),
            avatar: optionalText(2000),
            language: optionalText(10),
            country: optionalText(10),
            timezone: optionalText(64),
          }).min(1),
        },
      },
      handler: async (request) => ({ user: await updateAccount(dataDir(request), ownAccount(request), request.payload as AccountUpdate) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/users/me/locale',
      options: { validate: { payload: Joi.object({ locale: Joi.string().max(10).required() }) } },
      handler: (request) => setUserLocale(requireUser(request), (request.payload as { locale: string }).locale),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/users/{id}/avatar',
      options: {
        // Room above the 2 MB rule, so a slightly larger image gets the field error, not a bare 413.
        payload: { output: 'data', parse: true, multipart: { output: 'annotated' }, maxBytes: AVATAR_MAX_BYTES + 1024 * 1024 },
        // The shared upload queue posts its metadata and workspaceId with every plain upload; an avatar has no use for them.
        validate: {
          params: userId,
          payload: Joi.object({ file: Joi.any(), url: Joi.string().allow(''), metadata: Joi.any().strip(), workspaceId: Joi.any().strip() }).allow(null),
        },
      },
      handler: async (request) => {
        const user = ownAccount(request);
        const payload = (request.payload ?? {}) as { file?: unknown; url?: string };
        if (payload.file === undefined && payload.url) return { user: await setAvatarUrl(dataDir(request), user, payload.url) };
        return { user: await uploadAvatar(dataDir(request), user, uploadedBytes(payload.file)) };
      },
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/users/{id}/avatar',
      options: { validate: { params: userId } },
      handler: async (request) => ({ user: await removeAvatar(dataDir(request), ownAccount(request)) }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/users/{id}',
      options: { validate: { params: userId, query: Joi.object({ deleteCurrentUser: Joi.boolean() }) } },
      handler: async (request, h) => {
        const user = ownAccount(request);
        // Deleting other people's accounts belongs to the admin area, which will use its own call.
        if (request.query.deleteCurrentUser !== true) throw Boom.forbidden(FORBIDDEN_MESSAGE);
        requirePasswordConfirmed(request);
        await deleteAccount(appContext(request).config, user);
        await endSession(request, h);
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    });
  },
};
