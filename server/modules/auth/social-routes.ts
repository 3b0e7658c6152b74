import type { Plugin, Request, ResponseObject, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import Joi from 'joi';
import { NotFoundError, RateLimitedError } from '../../errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import { appContext, authUser, currentUser } from '../../http/context.ts';
import { getSetting } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { completeLogin, currentSession, startSession } from './session-routes.ts';
import { updateSessionPayload } from './sessions.ts';
import { SocialAuthError } from './social/errors.ts';
import { POPUP_CONTENT_SECURITY_POLICY, POPUP_SCRIPT, POPUP_SCRIPT_PATH, renderPopupPage, type SocialAuthMessage } from './social/popup-page.ts';
import {
  beginAuthorization,
  callbackUrl,
  connectPendingProfile,
  enabledProvider,
  fetchCallbackProfile,
  linkProfile,
  readSocialState,
  resolveSocialLogin,
  SOCIAL_MESSAGES,
  socialMessage,
  unlinkProfile,
  type ProviderConfig,
  type SocialFlow,
  type SocialSessionState,
} from './social/service.ts';
import { throttle } from './throttle.ts';

// Social login. Not under /api/v1:
//   GET  secure/auth/social/{service}/login|connect  opened in a popup; redirects to the provider
//   GET  secure/auth/social/{service}/callback       finishes there; the page posts a social-auth message
//   POST secure/auth/social/connect {password}       links the account waiting for its password, logs in
//   POST secure/auth/social/{service}/disconnect     removes the signed-in user's link
// A provider whose social.<service>.enable is off answers 404 on all of them. All but disconnect
// let visitors in (`auth: { mode: 'optional' }`): the popup pages explain themselves.

type Status = SocialAuthMessage['status'];
type CallbackData = SocialAuthMessage['callbackData'];

const popupRoute: RouteOptions = {
  auth: { mode: 'optional' },
  // The popup keeps its opener only when its documents do not isolate themselves; the app's own
  // pages stay same-origin-allow-popups.
  ext: {
    onPreResponse: {
      method(request, h) {
        const response = request.response;
        if ('isBoom' in response && response.isBoom) response.output.headers['Cross-Origin-Opener-Policy'] = 'unsafe-none';
        else (response as ResponseObject).header('Cross-Origin-Opener-Policy', 'unsafe-none');
        return h.continue;
      },
    },
  },
};

async function popupPage(request: Request, h: ResponseToolkit, status: Status, callbackData: CallbackData = {}, code = 200) {
  const origin = new URL(appContext(request).config.appUrl).origin;
  const html = renderPopupPage({ type: 'social-auth', status, callbackData }, origin, await getSetting('branding.site_name'));
  return h
    .response(html)
    .code(code)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', POPUP_CONTENT_SECURITY_POLICY);
}

function errorPage(request: Request, h: ResponseToolkit, error: unknown, config: ProviderConfig | null) {
  if (error instanceof RateLimitedError) return popupPage(request, h, 'ERROR', { errorMessage: error.message }, 429);
  const logger = appContext(request).logger;
  if (error instanceof SocialAuthError) logger.warn({ service: config?.provider.service, detail: error.detail }, `social login: ${error.message}`);
  else logger.error({ err: error, service: config?.provider.service }, 'social login failed');
  const message = error instanceof SocialAuthError && error.userMessage ? error.userMessage : SOCIAL_MESSAGES.generic;
  return popupPage(request, h, 'ERROR', { errorMessage: message });
}

function notEnabledPage(request: Request, h: ResponseToolkit) {
  return popupPage(request, h, 'ERROR', { errorMessage: SOCIAL_MESSAGES.generic }, 404);
}

function serviceOf(request: Request): string {
  return String(request.params.service);
}

async function socialState(request: Request): Promise<SocialSessionState> {
  return readSocialState(currentSession(request)?.payload.social);
}

/** Keeps the social entry in the session, starting a visitor session when there is none. */
async function saveSocialState(request: Request, h: ResponseToolkit, state: SocialSessionState): Promise<void> {
  const session = currentSession(request);
  const social = state as Record<string, unknown>;
  if (session) await updateSessionPayload(session, { social });
  else await startSession(request, h, null, { payload: { social } });
}

/**
 * Logs the user in, unless they have two-factor authentication: then, like a password login, the
 * session remembers who may finish with auth/two-factor-challenge, and nobody is signed in yet.
 */
async function logIn(request: Request, h: ResponseToolkit, user: User): Promise<{ status: 'SUCCESS'; bootstrapData: string } | { status: 'TWO_FACTOR' }> {
  if (user.two_factor_confirmed_at) {
    await startSession(request, h, null, { payload: { twoFactorUserId: user.id, twoFactorRemember: false } });
    return { status: 'TWO_FACTOR' };
  }
  const { bootstrapData } = await completeLogin(request, h, user, false);
  return { status: 'SUCCESS', bootstrapData };
}

// Each start may create a visitor session row; a generous per-address limit keeps that bounded.
const START_THROTTLE = { max: 30, windowSeconds: 60 };

async function startFlow(request: Request, h: ResponseToolkit, config: ProviderConfig, mode: SocialFlow['mode'], user: User | null) {
  try {
    await throttle(`social-start:${clientIp(request)}`, START_THROTTLE.max, START_THROTTLE.windowSeconds, AUTH_MESSAGES.tooManyRequests);
    const redirectUri = callbackUrl(appContext(request).config.appUrl, config.provider.service);
    const { flow, url } = beginAuthorization(config, mode, user?.id ?? null, redirectUri);
    await saveSocialState(request, h, { ...(await socialState(request)), flow });
    return h.redirect(url).header('Cache-Control', 'no-store');
  } catch (error) {
    return errorPage(request, h, error, config);
  }
}

const callbackQuery = Joi.object({
  code: Joi.string().max(2048),
  state: Joi.string().max(512),
  error: Joi.string().max(512),
}).unknown(true);

export const socialAuthRoutes: Plugin<void> = {
  name: 'social-auth-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: POPUP_SCRIPT_PATH,
      options: { auth: false },
      handler: (_request, h) => h.response(POPUP_SCRIPT).type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600'),
    });

    server.route({
      method: 'GET',
      path: '/secure/auth/social/{service}/login',
      options: popupRoute,
      handler: async (request, h) => {
        const config = await enabledProvider(serviceOf(request));
        if (!config) return notEnabledPage(request, h);
        if (currentUser(request)) return popupPage(request, h, 'ALREADY_LOGGED_IN');
        return startFlow(request, h, config, 'login', null);
      },
    });

    server.route({
      method: 'GET',
      path: '/secure/auth/social/{service}/connect',
      options: popupRoute,
      handler: async (request, h) => {
        const config = await enabledProvider(serviceOf(request));
        if (!config) return notEnabledPage(request, h);
        const user = currentUser(request);
        if (!user) return popupPage(request, h, 'ERROR', { errorMessage: socialMessage(SOCIAL_MESSAGES.notSignedIn, config.provider.service) }, 401);
        return startFlow(request, h, config, 'connect', user);
      },
    });

    server.route({
      method: 'GET',
      path: '/secure/auth/social/{service}/callback',
      options: { ...popupRoute, validate: { query: callbackQuery } },
      handler: async (request, h) => {
        const config = await enabledProvider(serviceOf(request));
        if (!config) return notEnabledPage(request, h);
        const service = config.provider.service;
        const session = currentSession(request);
        const state = await socialState(request);
        try {
          // A state is good for one callback, whatever happens next.
          if (session && state.flow) await updateSessionPayload(session, { social: { ...state, flow: undefined } });
          const redirectUri = callbackUrl(appContext(request).config.appUrl, service);
          const profile = await fetchCallbackProfile(config, state.flow, request.query, redirectUri);
          const flow = state.flow as SocialFlow;
          const user = currentUser(request);

          if (flow.mode === 'connect') {
            if (!user || user.id !== flow.userId) throw SocialAuthError.shown(socialMessage(SOCIAL_MESSAGES.notSignedIn, service));
            await linkProfile(user, { service, user_service_id: profile.id, username: profile.username, email: profile.email });
            return popupPage(request, h, 'SUCCESS');
          }

          if (user) return popupPage(request, h, 'ALREADY_LOGGED_IN');
          const outcome = await resolveSocialLogin(service, profile);
          if (outcome.kind === 'request-password') {
            await saveSocialState(request, h, { pending: outcome.pending });
            return popupPage(request, h, 'REQUEST_PASSWORD');
          }
          const result = await logIn(request, h, outcome.user);
          return popupPage(request, h, result.status, result.status === 'SUCCESS' ? { bootstrapData: result.bootstrapData } : {});
        } catch (error) {
          return errorPage(request, h, error, config);
        }
      },
    });

    server.route({
      method: 'POST',
      path: '/secure/auth/social/connect',
      // The visitor is not signed in yet: their session holds the provider account waiting for the password.
      options: { auth: { mode: 'optional' }, validate: { payload: Joi.object({ password: Joi.string().max(255).required() }) } },
      handler: async (request, h) => {
        const { pending } = await socialState(request);
        if (pending && !(await enabledProvider(pending.service))) throw new NotFoundError(SOCIAL_MESSAGES.nothingToConnect);
        const { password } = request.payload as { password: string };
        const user = await connectPendingProfile(pending, password, clientIp(request));
        const session = currentSession(request);
        if (session) await updateSessionPayload(session, { social: undefined });
        const result = await logIn(request, h, user);
        return result.status === 'SUCCESS' ? { bootstrapData: result.bootstrapData } : { two_factor: true };
      },
    });

    server.route({
      method: 'POST',
      path: '/secure/auth/social/{service}/disconnect',
      handler: async (request) => {
        const config = await enabledProvider(serviceOf(request));
        if (!config) throw new NotFoundError(`There is no social login ${serviceOf(request)}`);
        await unlinkProfile(authUser(request), config.provider.service);
        return { message: socialMessage(SOCIAL_MESSAGES.disconnected, config.provider.service) };
      },
    });
  },
};
