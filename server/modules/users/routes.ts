import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { AVATAR_MAX_BYTES, PERMISSIONS } from '../../../common/constants.ts';
import { ForbiddenError } from '../../errors.ts';
import type { RouteAccess } from '../../http/access.ts';
import { appContext, authUser } from '../../http/context.ts';
import { endSession } from '../auth/session-routes.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { AccountUpdate } from './account.ts';

const account = lazyImport(() => import('./account.ts'));
const management = lazyImport(() => import('./management.ts'));

const userId = Joi.object({ id: Joi.string().pattern(/^(me|\d{1,10})$/).required() });
const optionalText = (max: number) => Joi.string().max(max).allow(null, '');

function dataDir(request: Request): string {
  return appContext(request).config.dataDir;
}

/** Profile, avatar and deletion: only one's own account (`me` or one's own id), checked before the body is read. */
const ownAccount = { access: { ownAccount: true } satisfies RouteAccess };
/** Reading a profile: one's own, or anyone's for an admin. */
const ownOrAdmin = { access: { ownAccount: { unlessPermission: PERMISSIONS.admin } } satisfies RouteAccess };

function isSelf(request: Request): boolean {
  const id = String(request.params.id);
  return id === 'me' || Number(id) === authUser(request).id;
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
      options: {
        description: 'A user’s profile',
        notes: '`me` (or your own id) for your account; `with=roles,tokens` adds those. Admins may read anyone.',
        plugins: ownOrAdmin,
        validate: { params: userId },
      },
      handler: async (request) => {
        const user = isSelf(request) ? authUser(request) : await (await management()).findUserByIdOrEmail(Number(request.params.id));
        const { getUserProfile, USER_RELATIONS } = await account();
        const relations = request.app.relations.with.filter((name) => (USER_RELATIONS as readonly string[]).includes(name));
        return { user: await getUserProfile(user, relations) };
      },
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/users/{id}',
      options: {
        plugins: ownAccount,
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
      handler: async (request) => ({ user: await (await account()).updateAccount(dataDir(request), authUser(request), request.payload as AccountUpdate) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/users/me/locale',
      options: { validate: { payload: Joi.object({ locale: Joi.string().max(10).required() }) } },
      handler: async (request) => (await account()).setUserLocale(authUser(request), (request.payload as { locale: string }).locale),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/users/{id}/avatar',
      options: {
        plugins: ownAccount,
        // Room above the 2 MB rule, so a slightly larger image gets the field error, not a bare 413.
        payload: { output: 'data', parse: true, multipart: { output: 'annotated' }, maxBytes: AVATAR_MAX_BYTES + 1024 * 1024 },
        // The shared upload queue posts its metadata and workspaceId with every plain upload; an avatar has no use for them.
        validate: {
          params: userId,
          payload: Joi.object({ file: Joi.any(), url: Joi.string().allow(''), metadata: Joi.any().strip(), workspaceId: Joi.any().strip() }).allow(null),
        },
      },
      handler: async (request) => {
        const user = authUser(request);
        const payload = (request.payload ?? {}) as { file?: unknown; url?: string };
        const { setAvatarUrl, uploadAvatar } = await account();
        if (payload.file === undefined && payload.url) return { user: await setAvatarUrl(dataDir(request), user, payload.url) };
        return { user: await uploadAvatar(dataDir(request), user, uploadedBytes(payload.file)) };
      },
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/users/{id}/avatar',
      options: { plugins: ownAccount, validate: { params: userId } },
      handler: async (request) => ({ user: await (await account()).removeAvatar(dataDir(request), authUser(request)) }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/users/{id}',
      options: {
        plugins: { access: { ownAccount: true, passwordConfirmed: true } satisfies RouteAccess },
        validate: { params: userId, query: Joi.object({ deleteCurrentUser: Joi.boolean() }) },
      },
      handler: async (request, h) => {
        const user = authUser(request);
        // The flag says the caller means their own account; deleting others' belongs to the admin area, with its own call.
        if (request.query.deleteCurrentUser !== true) throw new ForbiddenError();
        const { ACCOUNT_DELETED_MESSAGE, deleteAccount } = await account();
        await deleteAccount(appContext(request).config, user);
        await endSession(request, h);
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    });
  },
};
