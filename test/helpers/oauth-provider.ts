import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Google, Facebook, X and GitHub on 127.0.0.1, speaking each one's wire format on
// its real paths. Every real host appears as the first path segment (https://github.com/login/…
// → <url>/github.com/login/…), which is how the app's social.<service>.endpoint_base_url setting
// rewrites endpoints. Authorization is granted at once (or after a consent page, consentNext)
// with a code bound to the client, the redirect URI and the PKCE challenge; the token endpoints
// check all three plus the client secret, and the profile endpoints check the access token.

export type StandInService = 'google' | 'facebook' | 'twitter' | 'github';

export interface StandInAccount {
  id: string;
  name: string;
  /** GitHub login / X username. */
  username?: string;
  /** null: the provider shares no address (X without e-mail access, GitHub without a verified one). */
  email: string | null;
  emailVerified?: boolean;
}

export interface StandInClient {
  clientId: string;
  clientSecret: string;
}

export interface RecordedRequest {
  service: StandInService;
  endpoint: 'authorize' | 'token' | 'profile';
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface OAuthStandIn {
  url: string;
  clients: Record<StandInService, StandInClient>;
  /** The account the next authorization signs in as. */
  setAccount(service: StandInService, account: StandInAccount): void;
  /** The next authorization of this provider answers error=access_denied, as when the person clicks Cancel. */
  denyNext(service: StandInService): void;
  /** The next authorization of this provider stops at a consent page whose "Allow" link (#allow) returns to the app. */
  consentNext(service: StandInService): void;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

interface IssuedCode {
  service: StandInService;
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
  account: StandInAccount;
  used: boolean;
}

interface IssuedToken {
  service: StandInService;
  account: StandInAccount;
  scope: string;
}

type Route = { service: StandInService; endpoint: RecordedRequest['endpoint']; method: 'GET' | 'POST'; path: string };

const FB = 'v23.0';
const ROUTES: Route[] = [
  { service: 'google', endpoint: 'authorize', method: 'GET', path: '/accounts.google.com/o/oauth2/v2/auth' },
  { service: 'google', endpoint: 'token', method: 'POST', path: '/oauth2.googleapis.com/token' },
  { service: 'google', endpoint: 'profile', method: 'GET', path: '/openidconnect.googleapis.com/v1/userinfo' },
  { service: 'github', endpoint: 'authorize', method: 'GET', path: '/github.com/login/oauth/authorize' },
  { service: 'github', endpoint: 'token', method: 'POST', path: '/github.com/login/oauth/access_token' },
  { service: 'github', endpoint: 'profile', method: 'GET', path: '/api.github.com/user' },
  { service: 'github', endpoint: 'profile', method: 'GET', path: '/api.github.com/user/emails' },
  { service: 'facebook', endpoint: 'authorize', method: 'GET', path: `/www.facebook.com/${FB}/dialog/oauth` },
  { service: 'facebook', endpoint: 'token', method: 'POST', path: `/graph.facebook.com/${FB}/oauth/access_token` },
  { service: 'facebook', endpoint: 'profile', method: 'GET', path: `/graph.facebook.com/${FB}/me` },
  { service: 'twitter', endpoint: 'authorize', method: 'GET', path: '/x.com/i/oauth2/authorize' },
  { service: 'twitter', endpoint: 'token', method: 'POST', path: '/api.x.com/2/oauth2/token' },
  { service: 'twitter', endpoint: 'profile', method: 'GET', path: '/api.x.com/2/users/me' },
];

const SERVICES: StandInService[] = ['google', 'facebook', 'twitter', 'github'];

function token(): string {
  return randomBytes(24).toString('base64url');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Each provider's answer to a refused token request. */
function tokenError(res: ServerResponse, service: StandInService, description: string): void {
  if (service === 'github') json(res, 200, { error: 'bad_verification_code', error_description: description });
  else if (service === 'facebook') json(res, 400, { error: { message: description, type: 'OAuthException', code: 100 } });
  else if (service === 'twitter') json(res, 400, { error: 'invalid_request', error_description: description });
  else json(res, 400, { error: 'invalid_grant', error_description: description });
}

function bearer(req: IncomingMessage): string | null {
  const match = /^(?:Bearer|token)\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  return match ? match[1] : null;
}

function basicCredentials(req: IncomingMessage): StandInClient | null {
  const match = /^Basic\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  if (!match) return null;
  const [id, secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  if (id === undefined || secret === undefined) return null;
  return { clientId: decodeURIComponent(id), clientSecret: decodeURIComponent(secret) };
}

function splitName(name: string): { given: string; family: string } {
  const [given, ...rest] = name.split(' ');
  return { given, family: rest.join(' ') };
}

export async function startOAuthProvider(): Promise<OAuthStandIn> {
  const clients = Object.fromEntries(SERVICES.map((service) => [service, { clientId: `${service}-client-${token()}`, clientSecret: `${service}-secret-${token()}` }])) as Record<
    StandInService,
    StandInClient
  >;
  const accounts = new Map<StandInService, StandInAccount>();
  const denials = new Set<StandInService>();
  const consents = new Set<StandInService>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const requests: RecordedRequest[] = [];

  function authorize(route: Route, query: Record<string, string>, res: ServerResponse): void {
    const client = clients[route.service];
    const refuse = (message: string) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end(message);
    };
    if (query.client_id !== client.clientId) return refuse('unknown client_id');
    if (route.service !== 'github' && query.response_type !== 'code') return refuse('response_type must be code');
    if (!query.redirect_uri) return refuse('redirect_uri is required');
    if (query.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(query.code_challenge ?? '')) return refuse('a S256 code_challenge is required');
    const back = new URL(query.redirect_uri);
    if (query.state !== undefined) back.searchParams.set('state', query.state);
    if (denials.delete(route.service)) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const account = accounts.get(route.service);
      if (!account) return refuse(`no account set for ${route.service}`);
      const code = token();
      codes.set(code, { service: route.service, clientId: client.clientId, redirectUri: query.redirect_uri, challenge: query.code_challenge, scope: query.scope ?? '', account: { ...account }, used: false });
      back.searchParams.set('code', code);
    }
    if (consents.delete(route.service)) {
      const href = back.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Authorize</title><p>Allow the app to use your account?</p><a id="allow" href="${href}">Allow</a>`);
      return;
    }
    res.writeHead(302, { Location: back.toString() });
    res.end();
  }

  function exchange(route: Route, req: IncomingMessage, form: Record<string, string>, res: ServerResponse): void {
    const service = route.service;
    const client = clients[service];
    const given = service === 'twitter' ? basicCredentials(req) : { clientId: form.client_id, clientSecret: form.client_secret };
    if (!given || given.clientId !== client.clientId || given.clientSecret !== client.clientSecret) return tokenError(res, service, 'client authentication failed');
    if (service !== 'github' && form.grant_type !== 'authorization_code') return tokenError(res, service, 'grant_type must be authorization_code');
    const issued = codes.get(form.code ?? '');
    if (!issued || issued.used || issued.service !== service || issued.clientId !== client.clientId) return tokenError(res, service, 'the code is invalid or was used');
    if (form.redirect_uri !== issued.redirectUri) return tokenError(res, service, 'redirect_uri does not match');
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    issued.used = true;
    if (!form.code_verifier || challenge !== issued.challenge) return tokenError(res, service, 'code_verifier does not match the code_challenge');
    const accessToken = `${service}-token-${token()}`;
    tokens.set(accessToken, { service, account: issued.account, scope: issued.scope });
    if (service === 'google') {
      const claims = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: client.clientId, sub: issued.account.id })).toString('base64url');
      json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: issued.scope, id_token: `eyJhbGciOiJSUzI1NiJ9.${claims}.c2lnbmF0dXJl` });
    } else if (service === 'github') json(res, 200, { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email' });
    else if (service === 'facebook') json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 });
    else json(res, 200, { token_type: 'bearer', expires_in: 7200, access_token: accessToken, scope: issued.scope });
  }

  function profile(route: Route, req: IncomingMessage, query: Record<string, string>, res: ServerResponse): void {
    const service = route.service;
    const accessToken = service === 'facebook' ? query.access_token : bearer(req);
    const issued = accessToken ? tokens.get(accessToken) : undefined;
    if (!issued || issued.service !== service) {
      if (service === 'facebook') return json(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      return json(res, 401, { message: 'Bad credentials' });
    }
    const account = issued.account;
    const verified = account.emailVerified ?? true;
    if (service === 'google') {
      const { given, family } = splitName(account.name);
      return json(res, 200, {
        sub: account.id,
        name: account.name,
        given_name: given,
        family_name: family,
        picture: 'https://lh3.googleusercontent.com/a/default-user',
        ...(account.email ? { email: account.email, email_verified: verified } : {}),
      });
    }
    if (service === 'github') {
      if (route.path.endsWith('/emails')) {
        return json(res, 200, account.email ? [{ email: account.email, primary: true, verified, visibility: 'private' }] : []);
      }
      return json(res, 200, { login: account.username ?? account.id, id: Number(account.id), name: account.name, email: null, type: 'User' });
    }
    if (service === 'facebook') {
      const proof = createHmac('sha256', clients.facebook.clientSecret).update(accessToken!).digest('hex');
      if (query.appsecret_proof !== proof) return json(res, 400, { error: { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 } });
      const fields = (query.fields ?? 'id,name').split(',');
      const all: Record<string, unknown> = {
        id: account.id,
        name: account.name,
        ...(account.email && verified ? { email: account.email } : {}),
        picture: { data: { height: 50, width: 50, is_silhouette: true, url: 'https://platform-lookaside.fbsbx.com/platform/profilepic/' } },
      };
      return json(res, 200, Object.fromEntries(Object.entries(all).filter(([key]) => fields.includes(key))));
    }
    const userFields = (query['user.fields'] ?? '').split(',');
    const emailGranted = issued.scope.split(' ').includes('users.email');
    const data: Record<string, unknown> = { id: account.id, name: account.name, username: account.username ?? account.id };
    if (userFields.includes('confirmed_email') && emailGranted && account.email && verified) data.confirmed_email = account.email;
    return json(res, 200, { data });
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const route = ROUTES.find((r) => r.method === req.method && r.path === url.pathname);
      if (!route) return json(res, 404, { message: 'Not Found' });
      const query = Object.fromEntries(url.searchParams);
      const body = req.method === 'POST' ? await readBody(req) : '';
      const form = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : {};
      if (req.method === 'POST' && !String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return tokenError(res, route.service, 'the body must be application/x-www-form-urlencoded');
      }
      requests.push({ service: route.service, endpoint: route.endpoint, method: req.method!, path: url.pathname, query, form, headers: req.headers });
      if (route.endpoint === 'authorize') return authorize(route, query, res);
      if (route.endpoint === 'token') return exchange(route, req, form, res);
      return profile(route, req, query, res);
    } catch (error) {
      json(res, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clients,
    setAccount(service, account) {
      accounts.set(service, account);
    },
    denyNext(service) {
      denials.add(service);
    },
    consentNext(service) {
      consents.add(service);
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
