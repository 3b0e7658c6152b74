import { createHmac } from 'node:crypto';
import { SocialAuthError } from './errors.ts';
import { getJson, postForm, type ProviderEndpoints } from './http.ts';

// The four providers, each with its real endpoints and wire format. Only the origin of the
// endpoints can change (setting social.<service>.endpoint_base_url), so a loopback stand-in in
// the tests speaks exactly what the real services speak.

export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'github'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export function isSocialService(value: string): value is SocialService {
  return (SOCIAL_SERVICES as readonly string[]).includes(value);
}

/** What a provider tells us about the person who signed in. */
export interface ProviderProfile {
  /** The provider's stable id of the account (never the e-mail, which can change). */
  id: string;
  /** Lower-cased, or null when the provider shares none. */
  email: string | null;
  /** The provider vouches that the person controls `email`. */
  emailVerified: boolean;
  /** Shown in account settings next to the provider: a handle or a display name. */
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

export interface SocialProvider {
  service: SocialService;
  name: string;
  authorizeUrl(endpoints: ProviderEndpoints, client: ClientCredentials, request: AuthorizationRequest): string;
  /** Trades the authorization code (and the PKCE verifier) for an access token. */
  exchangeCode(endpoints: ProviderEndpoints, client: ClientCredentials, exchange: CodeExchange): Promise<string>;
  fetchProfile(endpoints: ProviderEndpoints, client: ClientCredentials, accessToken: string): Promise<ProviderProfile>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const MAX_EMAIL_LENGTH = 191;

function cleanEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

function text(value: unknown, max = 191): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const [first, ...rest] = name.split(/\s+/);
  return { firstName: first.slice(0, 100) || null, lastName: rest.join(' ').slice(0, 100) || null };
}

function requireId(value: unknown, service: string): string {
  const id = text(value);
  if (!id) throw new SocialAuthError(`${service} answered without an account id`);
  return id;
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

function pkceParams(request: AuthorizationRequest) {
  return { state: request.state, code_challenge: request.codeChallenge, code_challenge_method: 'S256' };
}

function tokenForm(client: ClientCredentials, exchange: CodeExchange, withSecret: boolean): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
    ...(withSecret ? { client_id: client.clientId, client_secret: client.clientSecret } : {}),
  };
}

/** The token endpoints answer JSON with access_token, or an error in one of several shapes. */
function accessTokenFrom(body: unknown, service: string): string {
  const token = (body as { access_token?: unknown } | null)?.access_token;
  if (typeof token === 'string' && token) return token;
  throw new SocialAuthError(`${service} token endpoint answered without an access token`, body);
}

/** Google: OpenID Connect authorization code flow with PKCE; the profile from the userinfo endpoint. */
const google: SocialProvider = {
  service: 'google',
  name: 'Google',
  authorizeUrl(endpoints, client, request) {
    return withQuery(endpoints.url('https://accounts.google.com/o/oauth2/v2/auth'), {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      ...pkceParams(request),
    });
  },
  async exchangeCode(endpoints, client, exchange) {
    const body = await postForm(endpoints.url('https://oauth2.googleapis.com/token'), tokenForm(client, exchange, true));
    return accessTokenFrom(body, 'Google');
  },
  async fetchProfile(endpoints, _client, accessToken) {
    const info = (await getJson(endpoints.url('https://openidconnect.googleapis.com/v1/userinfo'), { Authorization: `Bearer ${accessToken}` })) as Record<string, unknown>;
    const name = text(info.name);
    const split = splitName(name);
    return {
      id: requireId(info.sub, 'Google'),
      email: cleanEmail(info.email),
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      username: name ?? cleanEmail(info.email),
      firstName: text(info.given_name, 100) ?? split.firstName,
      lastName: text(info.family_name, 100) ?? split.lastName,
    };
  },
};

/** GitHub: OAuth 2 web flow with PKCE; the e-mail is the primary verified one from /user/emails. */
const github: SocialProvider = {
  service: 'github',
  name: 'GitHub',
  authorizeUrl(endpoints, client, request) {
    return withQuery(endpoints.url('https://github.com/login/oauth/authorize'), {
      client_id: client.clientId,
      redirect_uri: request.redirectUri,
      scope: 'read:user user:email',
      ...pkceParams(request),
    });
  },
  async exchangeCode(endpoints, client, exchange) {
    // GitHub reports a bad code with 200 and {error, error_description}.
    const body = await postForm(endpoints.url('https://github.com/login/oauth/access_token'), tokenForm(client, exchange, true));
    return accessTokenFrom(body, 'GitHub');
  },
  async fetchProfile(endpoints, _client, accessToken) {
    const headers = { Authorization: `Bearer ${accessToken}`, Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' };
    const [user, emails] = (await Promise.all([
      getJson(endpoints.url('https://api.github.com/user'), headers),
      getJson(endpoints.url('https://api.github.com/user/emails'), headers),
    ])) as [Record<string, unknown>, unknown];
    const verified = Array.isArray(emails) ? emails.filter((entry) => entry?.verified === true && cleanEmail(entry.email)) : [];
    const chosen = verified.find((entry) => entry.primary === true) ?? verified[0];
    return {
      id: requireId(user.id, 'GitHub'),
      email: chosen ? cleanEmail(chosen.email) : null,
      emailVerified: Boolean(chosen),
      username: text(user.login),
      ...splitName(text(user.name)),
    };
  },
};

const FACEBOOK_GRAPH_VERSION = 'v23.0';

/** Facebook Login, manually built flow with PKCE; the profile from the Graph API's /me. */
const facebook: SocialProvider = {
  service: 'facebook',
  name: 'Facebook',
  authorizeUrl(endpoints, client, request) {
    return withQuery(endpoints.url(`https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`), {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: request.redirectUri,
      scope: 'email,public_profile',
      ...pkceParams(request),
    });
  },
  async exchangeCode(endpoints, client, exchange) {
    const body = await postForm(endpoints.url(`https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`), tokenForm(client, exchange, true));
    return accessTokenFrom(body, 'Facebook');
  },
  async fetchProfile(endpoints, client, accessToken) {
    // appsecret_proof proves the call comes from the app's server, not from a leaked token.
    const proof = createHmac('sha256', client.clientSecret).update(accessToken).digest('hex');
    const url = withQuery(endpoints.url(`https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me`), {
      fields: 'id,name,email,picture',
      access_token: accessToken,
      appsecret_proof: proof,
    });
    const me = (await getJson(url)) as Record<string, unknown>;
    const name = text(me.name);
    const email = cleanEmail(me.email);
    return {
      id: requireId(me.id, 'Facebook'),
      email,
      // Graph returns only an address the person confirmed with Facebook (none otherwise).
      emailVerified: email !== null,
      username: name,
      ...splitName(name),
    };
  },
};

/** X (Twitter): OAuth 2.0 authorization code with PKCE, confidential client (HTTP Basic at the token endpoint). */
const twitter: SocialProvider = {
  service: 'twitter',
  name: 'X',
  authorizeUrl(endpoints, client, request) {
    return withQuery(endpoints.url('https://x.com/i/oauth2/authorize'), {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: request.redirectUri,
      scope: 'tweet.read users.read users.email',
      ...pkceParams(request),
    });
  },
  async exchangeCode(endpoints, client, exchange) {
    const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64');
    const body = await postForm(endpoints.url('https://api.x.com/2/oauth2/token'), tokenForm(client, exchange, false), { Authorization: `Basic ${basic}` });
    return accessTokenFrom(body, 'X');
  },
  async fetchProfile(endpoints, _client, accessToken) {
    const headers = { Authorization: `Bearer ${accessToken}` };
    const me = (await getJson(endpoints.url('https://api.x.com/2/users/me'), headers)) as { data?: Record<string, unknown> };
    // confirmed_email needs the users.email scope, which X grants only to apps it approved for
    // it; without it there is no e-mail rather than a failed login.
    const withEmail = (await getJson(withQuery(endpoints.url('https://api.x.com/2/users/me'), { 'user.fields': 'confirmed_email' }), headers).catch(() => null)) as {
      data?: Record<string, unknown>;
    } | null;
    const email = cleanEmail(withEmail?.data?.confirmed_email);
    return {
      id: requireId(me.data?.id, 'X'),
      email,
      emailVerified: email !== null,
      username: text(me.data?.username),
      ...splitName(text(me.data?.name)),
    };
  },
};

export const SOCIAL_PROVIDERS: Record<SocialService, SocialProvider> = { google, facebook, twitter, github };
