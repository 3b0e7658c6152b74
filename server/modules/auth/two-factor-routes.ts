import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { requirePasswordConfirmed, requireUser } from '../../http/guards.ts';
import { Role } from '../roles/models.ts';
import { getSetting } from '../settings/service.ts';
import { disableTwoFactor } from '../users/management.ts';
import { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { completeLogin } from './login.ts';
import { currentSession } from './sessions.ts';
import { clearThrottle, throttle } from './throttle.ts';
import {
  confirmTwoFactor,
  enableTwoFactor,
  INVALID_TWO_FACTOR_CODE,
  passTwoFactorChallenge,
  recoveryCodes,
  regenerateRecoveryCodes,
  twoFactorQrCode,
} from './two-factor.ts';

export const TWO_FACTOR_DISABLED_MESSAGE = 'Two factor authentication has been disabled.';
export const NO_PENDING_LOGIN_MESSAGE = 'Your sign-in has expired. Please log in again.';
// Like the password step: 5 attempts a minute per user and address, counted in the database.
const CHALLENGE_THROTTLE = { max: 5, windowSeconds: 60, message: 'Too many two factor authentication attempts. Please try again in :seconds seconds.' };

function appKey(request: Request): string {
  return appContext(request).config.appKey;
}

/** Every management call needs a signed-in user who confirmed their password recently. */
function confirmedUser(request: Request): User {
  const user = requireUser(request);
  requirePasswordConfirmed(request);
  return user;
}

async function pendingLoginUser(request: Request): Promise<{ user: User; remember: boolean } | null> {
  const payload = currentSession(request)?.payload;
  if (!payload?.twoFactorUserId) return null;
  const user = await User.findByPk(payload.twoFactorUserId, { include: [{ model: Role, as: 'roles' }] });
  return user && !user.banned_at ? { user, remember: Boolean(payload.twoFactorRemember) } : null;
}

const code = Joi.string().length(TWO_FACTOR_CODE_LENGTH);

export const twoFactorRoutes: Plugin<void> = {
  name: 'two-factor-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/auth/user/two-factor-authentication',
      handler: async (request) => {
        const user = confirmedUser(request);
        await enableTwoFactor(appKey(request), user);
        return { user: await serializeUser(user) };
      },
    });

    server.route({
      method: 'DELETE',
      path: '/auth/user/two-factor-authentication',
      handler: async (request) => {
        await disableTwoFactor(confirmedUser(request));
        return { message: TWO_FACTOR_DISABLED_MESSAGE };
      },
    });

    server.route({
      method: 'GET',
      path: '/auth/user/two-factor/qr-code',
      handler: async (request) => {
        const user = confirmedUser(request);
        return twoFactorQrCode(appKey(request), user, await getSetting('branding.site_name'));
      },
    });

    server.route({
      method: 'POST',
      path: '/auth/user/confirmed-two-factor-authentication',
      options: { validate: { payload: Joi.object({ code: code.required() }) } },
      handler: async (request) => {
        const user = confirmedUser(request);
        await confirmTwoFactor(appKey(request), user, (request.payload as { code: string }).code);
        return { user: await serializeUser(user) };
      },
    });

    server.route({
      method: 'GET',
      path: '/auth/user/two-factor-recovery-codes',
      handler: (request) => ({ codes: recoveryCodes(appKey(request), confirmedUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/auth/user/two-factor-recovery-codes',
      handler: async (request) => ({ codes: await regenerateRecoveryCodes(appKey(request), confirmedUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/auth/two-factor-challenge',
      options: {
        validate: {
          payload: Joi.object({
            // One of the two; a missing answer is reported on the code field the form shows first.
            code: code.when('recovery_code', { is: Joi.exist(), then: Joi.forbidden(), otherwise: Joi.required() }),
            recovery_code: Joi.string().length(RECOVERY_CODE_LENGTH),
          }),
        },
      },
      handler: async (request, h) => {
        const answer = request.payload as { code?: string; recovery_code?: string };
        const field = answer.recovery_code !== undefined ? 'recovery_code' : 'code';
        const pending = await pendingLoginUser(request);
        if (!pending) throw Boom.badData(NO_PENDING_LOGIN_MESSAGE, { errors: { [field]: NO_PENDING_LOGIN_MESSAGE } });
        const throttleKey = `two-factor:${pending.user.id}|${request.info.remoteAddress || 'unknown'}`;
        await throttle(throttleKey, CHALLENGE_THROTTLE.max, CHALLENGE_THROTTLE.windowSeconds, CHALLENGE_THROTTLE.message);
        if (!(await passTwoFactorChallenge(appKey(request), pending.user, answer))) {
          throw Boom.badData(INVALID_TWO_FACTOR_CODE, { errors: { [field]: INVALID_TWO_FACTOR_CODE } });
        }
        await clearThrottle(throttleKey);
        return completeLogin(request, h, pending.user, pending.remember);
      },
    });
  },
};
