import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../../../common/constants.ts';
import { clientIp } from '../../http/client-ip.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import { getSetting } from '../settings/service.ts';
import { serializeUser } from '../users/service.ts';
import { completeLogin, currentSession } from './session-routes.ts';

export const TWO_FACTOR_DISABLED_MESSAGE = 'Two factor authentication has been disabled.';

// The one-time-password package comes with the first two-factor request.
const twoFactor = lazyImport(() => import('./two-factor.ts'));
const management = lazyImport(() => import('../users/management.ts'));

function appKey(request: Request): string {
  return appContext(request).config.appKey;
}

// Every management call needs a signed-in user who confirmed their password recently.
const confirmed = { plugins: { access: { passwordConfirmed: true } } };

const code = Joi.string().length(TWO_FACTOR_CODE_LENGTH);

export const twoFactorRoutes: Plugin<void> = {
  name: 'two-factor-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/auth/user/two-factor-authentication',
      options: confirmed,
      handler: async (request) => {
        const user = authUser(request);
        await (await twoFactor()).enableTwoFactor(appKey(request), user);
        return { user: await serializeUser(user, undefined, { unreadCount: true }) };
      },
    });

    server.route({
      method: 'DELETE',
      path: '/auth/user/two-factor-authentication',
      options: confirmed,
      handler: async (request) => {
        await (await management()).disableTwoFactor(authUser(request));
        return { message: TWO_FACTOR_DISABLED_MESSAGE };
      },
    });

    server.route({
      method: 'GET',
      path: '/auth/user/two-factor/qr-code',
      options: confirmed,
      handler: async (request) => {
        const user = authUser(request);
        return (await twoFactor()).twoFactorQrCode(appKey(request), user, await getSetting('branding.site_name'));
      },
    });

    server.route({
      method: 'POST',
      path: '/auth/user/confirmed-two-factor-authentication',
      options: { ...confirmed, validate: { payload: Joi.object({ code: code.required() }) } },
      handler: async (request) => {
        const user = authUser(request);
        await (await twoFactor()).confirmTwoFactor(appKey(request), user, (request.payload as { code: string }).code);
        return { user: await serializeUser(user, undefined, { unreadCount: true }) };
      },
    });

    server.route({
      method: 'GET',
      path: '/auth/user/two-factor-recovery-codes',
      options: confirmed,
      handler: async (request) => ({ codes: (await twoFactor()).recoveryCodes(appKey(request), authUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/auth/user/two-factor-recovery-codes',
      options: confirmed,
      handler: async (request) => ({ codes: await (await twoFactor()).regenerateRecoveryCodes(appKey(request), authUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/auth/two-factor-challenge',
      // The visitor is not signed in yet: their session says who may finish the login.
      options: {
        auth: { mode: 'optional' },
        validate: {
          payload: Joi.object({
            // One of the two; a missing answer is reported on the code field the form shows first.
            code: code.when('recovery_code', { is: Joi.exist(), then: Joi.forbidden(), otherwise: Joi.required() }),
            recovery_code: Joi.string().length(RECOVERY_CODE_LENGTH),
          }),
        },
      },
      handler: async (request, h) => {
        const payload = currentSession(request)?.payload;
        const answer = request.payload as { code?: string; recovery_code?: string };
        const pending = { userId: payload?.twoFactorUserId, remember: payload?.twoFactorRemember };
        const { user, remember } = await (await twoFactor()).answerTwoFactorChallenge(appKey(request), pending, answer, clientIp(request));
        return completeLogin(request, h, user, remember);
      },
    });
  },
};
