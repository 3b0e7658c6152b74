import type { Plugin, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import Joi from 'joi';
import { PASSWORD_CONFIRMATION_SECONDS } from '../../../common/constants.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';
import { passwordRecentlyConfirmed } from '../../http/access.ts';
import { clientIp } from '../../http/client-ip.ts';
import { appContext, authUser, currentUser } from '../../http/context.ts';
import { APP_CONTENT_SECURITY_POLICY } from '../../http/security-headers.ts';
import { escapeHtml } from '../../html-escape.ts';
import { getBootstrapData } from '../bootstrap/service.ts';
import { lazyImport } from '../../lazy-import.ts';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from './messages.ts';
import { passwordConfirmationRule, passwordRules } from './password-rules.ts';
import type { RegistrationInput } from './registration.ts';
import { completeLogin, currentSession, endSession, startSession } from './session-routes.ts';
import { updateSessionPayload } from './sessions.ts';
import { throttle } from './throttle.ts';

// Password-based accounts: register, login, logout, reset, e-mail verification, password change
// and confirmation, the sessions list, and the human check. Paths under /auth are outside
// /api/v1. Handlers validate, call one service, answer. Who may call is declared on each route:
// the visitor forms say `auth: { mode: 'optional' }`, the account routes keep the default (a
// signed-in user). The client address comes from server/http/client-ip.ts, which believes
// forwarding headers only from TRUSTED_PROXIES.

const accountPassword = lazyImport(() => import('./account-password.ts'));
const emailVerification = lazyImport(() => import('./email-verification.ts'));
const passwordLogin = lazyImport(() => import('./password-login.ts'));
const passwordReset = lazyImport(() => import('./password-reset.ts'));
const recaptcha = lazyImport(() => import('./recaptcha.ts'));
const registration = lazyImport(() => import('./registration.ts'));
const sessionList = lazyImport(() => import('./session-list.ts'));

const email = () => Joi.string().trim().email({ tlds: { allow: false } }).max(191);
const password = () => Joi.string().max(PASSWORD_MAX_LENGTH);
const noStore: RouteOptions['cache'] = { privacy: 'private', otherwise: 'no-store' };

const visitors: RouteOptions['auth'] = { mode: 'optional' };

async function guestBootstrapData(request: Request): Promise<string> {
  return JSON.stringify(await getBootstrapData(appContext(request).config, { user: null, cookies: request.state ?? {} }));
}

/** The page a followed verification link shows when it no longer works: what happened and what to do. */
function invalidVerificationLinkPage(request: Request, h: ResponseToolkit) {
  const message = AUTH_MESSAGES.invalidVerificationLink;
  if (!String(request.headers.accept ?? '').includes('text/html')) throw new ForbiddenError(message);
  const next = currentUser(request) ? { href: '/', label: 'Resend the verification email' } : { href: '/login', label: 'Sign in to request a new link' };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Link expired</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937}a{color:#2563eb}</style></head>
<body><h1>This link no longer works</h1><p>${escapeHtml(message)}</p><p><a href="${next.href}">${escapeHtml(next.label)}</a></p></body></html>`;
  return h.response(html).code(403).type('text/html; charset=utf-8').header('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY);
}

export const authRoutes: Plugin<void> = {
  name: 'auth-routes',
  register(server) {
    server.route([
      {
        method: 'POST',
        path: '/auth/register',
        options: {
          auth: visitors,
          validate: {
            // The policies to accept are settings, so the schema is built per request; with
            // registration off, the handler answers 403 whatever the form holds.
            payload: async (value: unknown) => {
              const { registrationDisabled, validateRegistration } = await registration();
              return (await registrationDisabled()) ? value : validateRegistration(value);
            },
          },
        },
        handler: async (request, h) => {
          const ctx = appContext(request);
          const { user, needsEmailVerification } = await (await registration()).registerUser(ctx, request.payload as RegistrationInput, clientIp(request));
          if (needsEmailVerification) return { status: 'needs_email_verification', message: AUTH_MESSAGES.needsEmailVerification };
          return { status: 'success', ...(await completeLogin(request, h, user, false)) };
        },
      },
      {
        method: 'POST',
        path: '/auth/login',
        options: {
          auth: visitors,
          validate: { payload: Joi.object({ email: email().required(), password: password().required(), remember: Joi.boolean().default(false) }) },
        },
        handler: async (request, h) => {
          const input = request.payload as { email: string; password: string; remember: boolean };
          const user = await (await passwordLogin()).checkLoginCredentials(input.email, input.password, clientIp(request));
          if (user.two_factor_confirmed_at) {
            // Not signed in yet: a guest session remembers who may finish with the 2FA challenge.
            await startSession(request, h, null, { payload: { twoFactorUserId: user.id, twoFactorRemember: input.remember } });
            return { two_factor: true };
          }
          return completeLogin(request, h, user, input.remember);
        },
      },
      {
        method: 'POST',
        path: '/auth/logout',
        // Also ends a visitor's half-finished login (2FA challenge, social connect).
        options: { auth: visitors },
        handler: async (request, h) => {
          await endSession(request, h);
          return { bootstrapData: await guestBootstrapData(request) };
        },
      },
      {
        method: 'POST',
        path: '/auth/forgot-password',
        options: { auth: visitors, validate: { payload: Joi.object({ email: email().required() }) } },
        handler: async (request) => (await passwordReset()).requestPasswordReset(appContext(request), (request.payload as { email: string }).email, clientIp(request)),
      },
      {
        method: 'POST',
        path: '/auth/reset-password',
        options: {
          auth: visitors,
          validate: {
            payload: Joi.object({
              token: Joi.string().max(200).required(),
              email: email().required(),
              password: passwordRules(),
              password_confirmation: passwordConfirmationRule(),
            }),
          },
        },
        handler: async (request) => (await passwordReset()).resetPassword(request.payload as { token: string; email: string; password: string }, clientIp(request)),
      },
      {
        method: 'POST',
        path: '/auth/email/verification-notification',
        options: { auth: visitors, validate: { payload: Joi.object({ email: email() }).allow(null) } },
        handler: async (request) => (await emailVerification()).requestVerificationMail(appContext(request), currentUser(request), (request.payload as { email?: string } | null)?.email),
      },
      {
        method: 'GET',
        path: '/auth/email/verify/{id}/{hash}',
        options: {
          auth: visitors,
          cache: noStore,
          validate: {
            params: Joi.object({ id: Joi.number().integer().min(1), hash: Joi.string().max(128) }),
            query: Joi.object({ expires: Joi.string().max(20), signature: Joi.string().max(128) }).unknown(true),
            failAction: (request, h) => invalidVerificationLinkPage(request, h).takeover(),
          },
        },
        handler: async (request, h) => {
          const user = await (await emailVerification()).verifyEmailLink(appContext(request), request.params as { id: number; hash: string }, request.query);
          if (!user) return invalidVerificationLinkPage(request, h);
          return h.redirect(currentUser(request) ? '/?verified=1' : '/login?verified=1');
        },
      },
      {
        method: 'PUT',
        path: '/auth/user/password',
        options: {
          validate: {
            payload: Joi.object({ current_password: password().required(), password: passwordRules(), password_confirmation: passwordConfirmationRule() }),
          },
        },
        handler: async (request) =>
          (await accountPassword()).changePassword(authUser(request), request.payload as { current_password: string; password: string }, currentSession(request)?.id ?? null),
      },
      {
        method: 'GET',
        path: '/auth/user/confirmed-password-status',
        options: { cache: noStore, validate: { query: Joi.object({ seconds: Joi.number().integer().min(1).default(PASSWORD_CONFIRMATION_SECONDS) }) } },
        handler: (request) => {
          // Never a longer window than the server itself accepts for sensitive actions.
          const seconds = Math.min((request.query as { seconds: number }).seconds, PASSWORD_CONFIRMATION_SECONDS);
          return { confirmed: passwordRecentlyConfirmed(request, seconds) };
        },
      },
      {
        method: 'POST',
        path: '/auth/user/confirm-password',
        options: { validate: { payload: Joi.object({ password: password().required() }) } },
        handler: async (request) => {
          const user = authUser(request);
          const session = currentSession(request);
          // An API token has no session to remember the confirmation in.
          if (!session) throw new BadRequestError(AUTH_MESSAGES.noSessionToConfirm);
          await (await accountPassword()).checkUserPassword(user, (request.payload as { password: string }).password, 'password');
          await updateSessionPayload(session, { passwordConfirmedAt: Date.now() });
          return { confirmed: true };
        },
      },
      {
        method: 'GET',
        path: '/api/v1/user-sessions',
        options: { cache: noStore },
        handler: async (request) => ({ sessions: await (await sessionList()).listUserSessions(authUser(request).id, currentSession(request)?.id ?? null) }),
      },
      {
        method: 'POST',
        path: '/api/v1/user-sessions/logout-other',
        options: { validate: { payload: Joi.object({ password: password().required() }) } },
        handler: async (request) => {
          const user = authUser(request);
          await (await accountPassword()).checkUserPassword(user, (request.payload as { password: string }).password, 'password');
          await (await sessionList()).endOtherSessions(user.id, currentSession(request)?.id ?? null);
          return { message: AUTH_MESSAGES.loggedOutOtherSessions };
        },
      },
      {
        method: 'POST',
        path: '/api/v1/recaptcha/verify',
        options: { auth: visitors, validate: { payload: Joi.object({ token: Joi.string().max(4000).required() }) } },
        handler: async (request) => {
          // Each check costs a request to the siteverify service; a visitor gets a fair number.
          await throttle(`recaptcha:${clientIp(request)}`, 30, 60, AUTH_MESSAGES.tooManyRequests);
          return { success: await (await recaptcha()).checkHumanToken(appContext(request), (request.payload as { token: string }).token, clientIp(request)) };
        },
      },
    ]);
  },
};
