import { createHash } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { BadRequestError, InvalidError } from '../../../errors.ts';
import { randomToken, safeEqual } from '../../../security/tokens.ts';
import { Role } from '../../roles/models.ts';
import { getAllSettings } from '../../settings/service.ts';
import type { SettingKey } from '../../settings/defaults.ts';
import { User } from '../../users/models.ts';
import { generatePassword, verifyPassword } from '../../users/passwords.ts';
import { createUser, findUserByEmail } from '../../users/service.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { SocialProfile } from '../models.ts';
import { clearThrottle, LOGIN_IP_THROTTLE, LOGIN_THROTTLE, throttleBy } from '../throttle.ts';
import { SocialAuthError } from './errors.ts';
import { providerEndpoints, type ProviderEndpoints } from './http.ts';
import { isSocialService, SOCIAL_PROVIDERS, type ClientCredentials, type ProviderProfile, type SocialProvider, type SocialService } from './providers.ts';

// Social login without HTTP: which providers are on, the authorization request (state + PKCE),
// the callback checks, and what a provider profile means for our accounts. The routes keep the
// session and the popup page.

export const SOCIAL_MESSAGES = {
  generic: 'An error occurred. Please try again later',
  noEmail: ':service did not share an email address, so no account can be created with it. Sign up with your email address instead.',
  linkedToAnotherUser: 'This :service account is already connected to another user.',
  cancelled: 'Signing in with :service was cancelled.',
  notSignedIn: 'Log in to connect your :service account.',
  connected: ':service account connected',
  disconnected: ':service account disconnected',
  nothingToConnect: 'There is no account waiting to be connected. Please start again.',
} as const;

export function socialMessage(message: string, service: SocialService): string {
  return message.replace(/:service/g, SOCIAL_PROVIDERS[service].name);
}

/** A login or connect started in the popup and not yet back from the provider. */
export interface SocialFlow {
  service: SocialService;
  mode: 'login' | 'connect';
  state: string;
  verifier: string;
  /** Connect mode: who asked to connect; the callback must come back to the same user. */
  userId: number | null;
  startedAt: number;
}

/** A provider account whose e-mail belongs to an existing user: it waits for that user's password. */
export interface PendingProfile {
  service: SocialService;
  user_service_id: string;
  username: string | null;
  email: string;
  userId: number;
  createdAt: number;
}

/** A provider account as a social_profiles row stores it. */
export interface LinkedAccount {
  service: SocialService;
  user_service_id: string;
  username: string | null;
  email: string | null;
}

/** The session payload's `social` entry. */
export interface SocialSessionState {
  flow?: SocialFlow;
  pending?: PendingProfile;
}

/** How long the popup may stay at the provider, and how long an account may wait for its password. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60 * 1000;

export interface ProviderConfig {
  provider: SocialProvider;
  client: ClientCredentials;
  endpoints: ProviderEndpoints;
}

/** The provider's configuration when `service` is one of ours and enabled (social.<service>.enable), else null. */
export async function enabledProvider(service: string): Promise<ProviderConfig | null> {
  if (!isSocialService(service)) return null;
  const settings = (await getAllSettings()) as Record<SettingKey, unknown>;
  const setting = (name: string) => settings[`social.${service}.${name}` as SettingKey];
  if (setting('enable') !== true) return null;
  return {
    provider: SOCIAL_PROVIDERS[service],
    client: { clientId: String(setting('client_id') ?? '').trim(), clientSecret: String(setting('client_secret') ?? '').trim() },
    endpoints: providerEndpoints(setting('endpoint_base_url') as string | null),
  };
}

export function callbackUrl(appUrl: string, service: SocialService): string {
  return `${appUrl}/secure/auth/social/${service}/callback`;
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A fresh state and PKCE verifier, and the provider URL the popup goes to. */
export function beginAuthorization(config: ProviderConfig, mode: SocialFlow['mode'], userId: number | null, redirectUri: string): { flow: SocialFlow; url: string } {
  if (!config.client.clientId || !config.client.clientSecret) {
    throw new SocialAuthError(`social.${config.provider.service} is enabled without client_id and client_secret`);
  }
  const flow: SocialFlow = { service: config.provider.service, mode, state: randomToken(24), verifier: randomToken(48), userId, startedAt: Date.now() };
  const url = config.provider.authorizeUrl(config.endpoints, config.client, { redirectUri, state: flow.state, codeChallenge: pkceChallenge(flow.verifier) });
  return { flow, url };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Checks that the callback answers the flow this browser started (same provider, same state, in
 * time), then trades the code with the PKCE verifier and reads the profile.
 */
export async function fetchCallbackProfile(config: ProviderConfig, flow: SocialFlow | undefined, query: CallbackQuery, redirectUri: string): Promise<ProviderProfile> {
  const service = config.provider.service;
  if (!flow || flow.service !== service) throw new SocialAuthError(`no ${service} login was started in this session`);
  if (Date.now() - flow.startedAt > SOCIAL_FLOW_TTL_MS) throw new SocialAuthError(`the ${service} login took too long`);
  if (typeof query.state !== 'string' || !safeEqual(query.state, flow.state)) throw new SocialAuthError(`the ${service} callback state does not match`);
  if (query.error) {
    if (query.error === 'access_denied') throw SocialAuthError.shown(socialMessage(SOCIAL_MESSAGES.cancelled, service));
    throw new SocialAuthError(`${service} answered the authorization with an error`, query.error);
  }
  if (!query.code) throw new SocialAuthError(`the ${service} callback has no code`);
  const accessToken = await config.provider.exchangeCode(config.endpoints, config.client, { code: query.code, redirectUri, codeVerifier: flow.verifier });
  return config.provider.fetchProfile(config.endpoints, config.client, accessToken);
}

async function loadUser(id: number): Promise<User | null> {
  return User.findByPk(id, { include: [{ model: Role, as: 'roles' }] });
}

function assertActive(user: User): void {
  if (user.banned_at) throw SocialAuthError.shown(AUTH_MESSAGES.accountSuspended);
}

export type SocialLoginOutcome = { kind: 'login'; user: User; created: boolean } | { kind: 'request-password'; pending: PendingProfile };

/**
 * What a provider profile means at login: the linked user; else, when the e-mail belongs to an
 * account, that account's password first (an e-mail match alone never opens an account); else a
 * new account. A provider that shares no e-mail (X without e-mail access) cannot create one.
 */
export async function resolveSocialLogin(service: SocialService, profile: ProviderProfile): Promise<SocialLoginOutcome> {
  const linked = await SocialProfile.findOne({ where: { service_name: service, user_service_id: profile.id } });
  if (linked) {
    const user = await loadUser(linked.user_id);
    if (user) {
      assertActive(user);
      await linked.update({ username: profile.username, email: profile.email ?? linked.email });
      return { kind: 'login', user, created: false };
    }
    await linked.destroy();
  }
  if (!profile.email) throw SocialAuthError.shown(socialMessage(SOCIAL_MESSAGES.noEmail, service));
  const existing = await findUserByEmail(profile.email);
  if (existing) {
    assertActive(existing);
    const pending: PendingProfile = { service, user_service_id: profile.id, username: profile.username, email: profile.email, userId: existing.id, createdAt: Date.now() };
    return { kind: 'request-password', pending };
  }
  const settings = await getAllSettings();
  if (settings['registration.disable']) throw SocialAuthError.shown(AUTH_MESSAGES.registrationDisabled);
  // One transaction for the user, their roles and the link: a half-made sign-up would leave an
  // account the provider cannot open and the e-mail can no longer register. createUser's queries
  // join it through the CLS namespace of server/db/transactions.ts.
  const email = profile.email;
  const user = await SocialProfile.sequelize!.transaction(async (transaction) => {
    // Nobody knows this password; the person signs in through the provider or sets one with "Forgot your password?".
    const created = await createUser({
      email,
      password: generatePassword(40),
      first_name: profile.firstName,
      last_name: profile.lastName,
      emailVerified: profile.emailVerified,
    });
    await linkProfile(created, { service, user_service_id: profile.id, username: profile.username, email }, transaction);
    return created;
  });
  return { kind: 'login', user: (await loadUser(user.id)) ?? user, created: true };
}

/**
 * Links a provider account to the user (one per provider: connecting another account of the same
 * provider replaces the link). A provider account linked to someone else stays theirs.
 */
export async function linkProfile(user: User, profile: LinkedAccount, transaction?: Transaction): Promise<void> {
  const linkedToAnother = () => SocialAuthError.shown(socialMessage(SOCIAL_MESSAGES.linkedToAnotherUser, profile.service));
  const owner = await SocialProfile.findOne({ where: { service_name: profile.service, user_service_id: profile.user_service_id }, transaction });
  if (owner && owner.user_id !== user.id) throw linkedToAnother();
  const values = { user_id: user.id, service_name: profile.service, user_service_id: profile.user_service_id, username: profile.username, email: profile.email };
  try {
    const current = owner ?? (await SocialProfile.findOne({ where: { user_id: user.id, service_name: profile.service }, transaction }));
    if (current) await current.update(values, { transaction });
    else await SocialProfile.create(values, { transaction });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw linkedToAnother();
    throw error;
  }
}

export async function unlinkProfile(user: User, service: SocialService): Promise<void> {
  await SocialProfile.destroy({ where: { user_id: user.id, service_name: service } });
}

/**
 * Links the waiting provider account after the existing account's password. Guesses count
 * against the same throttles as the login form (per address, and per e-mail and address), so
 * this is no side door around them. The popup's own messages (a suspended account, a provider
 * account taken meanwhile) become a 422 here, since this answers a form.
 */
export async function connectPendingProfile(pending: PendingProfile | undefined, password: string, ip: string): Promise<User> {
  if (!pending || Date.now() - pending.createdAt > SOCIAL_FLOW_TTL_MS) throw new BadRequestError(SOCIAL_MESSAGES.nothingToConnect);
  const user = await loadUser(pending.userId);
  if (!user) throw new BadRequestError(SOCIAL_MESSAGES.nothingToConnect);
  await throttleBy(LOGIN_IP_THROTTLE, `login-ip:${ip}`);
  const key = `login:${user.email}|${ip}`;
  await throttleBy(LOGIN_THROTTLE, key);
  if (!(await verifyPassword(password, user.password))) throw InvalidError.field('password', AUTH_MESSAGES.wrongPassword);
  await clearThrottle(key);
  try {
    assertActive(user);
    await linkProfile(user, pending);
  } catch (error) {
    if (error instanceof SocialAuthError && error.userMessage) throw new InvalidError(error.userMessage);
    throw error;
  }
  return user;
}

/** Reads the session payload's `social` entry, trusting nothing about its shape. */
export function readSocialState(value: unknown): SocialSessionState {
  if (!value || typeof value !== 'object') return {};
  const { flow, pending } = value as SocialSessionState;
  return {
    flow: flow && isSocialService(String(flow.service)) && typeof flow.state === 'string' && typeof flow.verifier === 'string' ? flow : undefined,
    pending: pending && isSocialService(String(pending.service)) && typeof pending.userId === 'number' ? pending : undefined,
  };
}
