import { createHash } from 'node:crypto';
import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import { SocialProfile } from '../../server/modules/auth/models.ts';
import { POPUP_SCRIPT_PATH, type SocialAuthMessage } from '../../server/modules/auth/social/popup-page.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { encrypt } from '../../server/security/encryption.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startOAuthProvider, type OAuthStandIn, type StandInAccount, type StandInService } from '../helpers/oauth-provider.ts';
import { totp } from '../helpers/totp.ts';
import { Browser } from './support/http-client.ts';

const APP_URL = 'http://sitewright.test';
const GENERIC_ERROR = 'An error occurred. Please try again later';
const PASSWORD = 'existing account password';
const RESULT = /<script type="application\/json" id="social-auth-result">(.*?)<\/script>/s;

interface PopupResult {
  targetOrigin: string;
  message: SocialAuthMessage;
}

function popupResult(response: ServerInjectResponse): PopupResult {
  const match = RESULT.exec(response.payload);
  if (!match) throw new Error(`not a popup page (${response.statusCode}): ${response.payload.slice(0, 300)}`);
  return JSON.parse(match[1]) as PopupResult;
}

let nextId = 1000;
function account(overrides: Partial<StandInAccount> = {}): StandInAccount {
  nextId += 1;
  return { id: String(nextId), name: 'Grace Hopper', username: `grace${nextId}`, email: `grace${nextId}@example.com`, emailVerified: true, ...overrides };
}

describe('auth: social login', function () {
  this.timeout(20_000);
  let provider: OAuthStandIn;
  let app: TestApp;

  before(async () => {
    provider = await startOAuthProvider();
    app = await startTestApp({ env: { APP_URL } });
    for (const service of ['google', 'facebook', 'twitter', 'github'] as const) {
      await setSetting(`social.${service}.enable`, true);
      await setSetting(`social.${service}.client_id`, provider.clients[service].clientId);
      await setSetting(`social.${service}.client_secret`, provider.clients[service].clientSecret);
      await setSetting(`social.${service}.endpoint_base_url`, provider.url);
    }
  });
  after(async () => {
    await app?.stop();
    await provider?.close();
  });

  /** A browser of its own, from an address of its own (flow starts are throttled per address). */
  let addresses = 0;
  function visitor(): Browser {
    addresses += 1;
    return new Browser(app.server, { remoteAddress: `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
  }

  /** Opens the popup route: answers the provider's authorization URL (or the page when there is no redirect). */
  async function open(browser: Browser, service: string, mode: 'login' | 'connect' = 'login'): Promise<ServerInjectResponse> {
    return browser.get(`/secure/auth/social/${service}/${mode}`);
  }

  /** The provider's half: follows its authorization URL and answers our callback path. */
  async function authorizeAt(url: string): Promise<string> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status, await response.clone().text()).to.equal(302);
    const back = new URL(response.headers.get('location')!);
    expect(back.origin).to.equal(APP_URL);
    return `${back.pathname}${back.search}`;
  }

  /** The whole popup: route → provider → callback page, optionally tampering with a step. */
  async function popup(
    browser: Browser,
    service: StandInService,
    options: { mode?: 'login' | 'connect'; tamperAuthorize?: (url: URL) => void; tamperCallback?: (path: string) => string } = {},
  ): Promise<{ result: PopupResult; response: ServerInjectResponse }> {
    const start = await open(browser, service, options.mode);
    expect(start.statusCode, start.payload).to.equal(302);
    const authorizeUrl = new URL(start.headers.location as string);
    options.tamperAuthorize?.(authorizeUrl);
    let callback = await authorizeAt(authorizeUrl.toString());
    if (options.tamperCallback) callback = options.tamperCallback(callback);
    const response = await browser.get(callback);
    return { result: popupResult(response), response };
  }

  async function profilesOf(userId: number) {
    return (await SocialProfile.findAll({ where: { user_id: userId }, order: [['service_name', 'ASC']] })).map((p) => p.get({ plain: true }));
  }

  describe('signing in', () => {
    it('signs up a new user through GitHub with state and PKCE, and answers SUCCESS with bootstrap data', async () => {
      const github = account({ name: 'Grace Brewster Hopper' });
      provider.setAccount('github', github);
      const browser = visitor();

      const start = await open(browser, 'github');
      expect(start.statusCode).to.equal(302);
      const authorize = new URL(start.headers.location as string);
      expect(`${authorize.origin}${authorize.pathname}`).to.equal(`${provider.url}/github.com/login/oauth/authorize`);
      expect(authorize.searchParams.get('client_id')).to.equal(provider.clients.github.clientId);
      expect(authorize.searchParams.get('redirect_uri')).to.equal(`${APP_URL}/secure/auth/social/github/callback`);
      expect(authorize.searchParams.get('code_challenge_method')).to.equal('S256');
      expect(authorize.searchParams.get('state')).to.have.length.greaterThan(30);
      // The flow's secrets stay on the server, in the (visitor) session the route started.
      expect(browser.sessionCookie).to.be.a('string');

      const callback = await authorizeAt(authorize.toString());
      const response = await browser.get(callback);
      expect(response.statusCode).to.equal(200);
      const { message } = popupResult(response);
      expect(message.type).to.equal('social-auth');
      expect(message.status).to.equal('SUCCESS');
      const data = JSON.parse(message.callbackData.bootstrapData!);
      expect(data.user.email).to.equal(github.email);
      expect(await browser.whoAmI()).to.equal(github.email);

      // The token request carried the verifier whose S256 digest is the challenge sent before.
      const tokenRequest = provider.requests.filter((r) => r.service === 'github' && r.endpoint === 'token').at(-1)!;
      const verifier = tokenRequest.form.code_verifier;
      expect(createHash('sha256').update(verifier).digest('base64url')).to.equal(authorize.searchParams.get('code_challenge'));
      expect(tokenRequest.form.grant_type).to.equal('authorization_code');
      expect(tokenRequest.form.redirect_uri).to.equal(`${APP_URL}/secure/auth/social/github/callback`);

      const user = (await User.findOne({ where: { email: github.email! }, include: [{ model: Role, as: 'roles' }] }))!;
      expect(user.first_name).to.equal('Grace');
      expect(user.last_name).to.equal('Brewster Hopper');
      expect(user.email_verified_at).to.be.instanceOf(Date);
      expect(user.password).to.match(/^scrypt\$/);
      const defaults = await Role.findAll({ where: { default: true } });
      expect(user.roles!.map((r) => r.id).sort()).to.deep.equal(defaults.map((r) => r.id).sort());
      const [profile] = await profilesOf(user.id);
      expect(profile).to.include({ service_name: 'github', user_service_id: github.id, username: github.username, email: github.email });
    });

    it('speaks the Google, Facebook and X formats too', async () => {
      for (const service of ['google', 'facebook', 'twitter'] as const) {
        const person = account({ name: `${service} Person` });
        provider.setAccount(service, person);
        const browser = visitor();
        const { result } = await popup(browser, service);
        expect(result.message.status, `${service}: ${result.message.callbackData.errorMessage}`).to.equal('SUCCESS');
        expect(await browser.whoAmI()).to.equal(person.email);
        const user = (await User.findOne({ where: { email: person.email! } }))!;
        expect(user.first_name).to.equal(service);
        const [profile] = await profilesOf(user.id);
        expect(profile).to.include({ service_name: service, user_service_id: person.id });
      }
      const google = provider.requests.filter((r) => r.service === 'google');
      expect(google.find((r) => r.endpoint === 'authorize')!.query.scope).to.equal('openid email profile');
      expect(google.find((r) => r.endpoint === 'profile')!.path).to.equal('/openidconnect.googleapis.com/v1/userinfo');
      const facebookMe = provider.requests.find((r) => r.service === 'facebook' && r.endpoint === 'profile')!;
      expect(facebookMe.query.fields).to.equal('id,name,email,picture');
      // X takes the client's credentials as HTTP Basic, not in the form.
      const xToken = provider.requests.find((r) => r.service === 'twitter' && r.endpoint === 'token')!;
      expect(xToken.headers.authorization).to.match(/^Basic /);
      expect(xToken.form).to.not.have.property('client_secret');
    });

    it('creates the account unverified when the provider does not vouch for the address', async () => {
      const google = account({ emailVerified: false });
      provider.setAccount('google', google);
      const { result } = await popup(visitor(), 'google');
      expect(result.message.status).to.equal('SUCCESS');
      const user = (await User.findOne({ where: { email: google.email! } }))!;
      expect(user.email_verified_at).to.equal(null);
    });

    it('signs up in one transaction: when the link cannot be stored, no account is left behind', async () => {
      const github = account();
      provider.setAccount('github', github);
      const create = SocialProfile.create;
      SocialProfile.create = (async () => {
        throw new Error('social_profiles is unavailable');
      }) as unknown as typeof SocialProfile.create;
      let failed: PopupResult;
      try {
        failed = (await popup(visitor(), 'github')).result;
      } finally {
        SocialProfile.create = create;
      }
      expect(failed.message.status).to.equal('ERROR');
      expect(await User.count({ where: { email: github.email! } })).to.equal(0);

      // The same provider account signs up once the link can be stored: nothing half-made is in the way.
      const browser = visitor();
      expect((await popup(browser, 'github')).result.message.status).to.equal('SUCCESS');
      const user = (await User.findOne({ where: { email: github.email! }, include: [{ model: Role, as: 'roles' }] }))!;
      expect(user.roles!.length).to.be.greaterThan(0);
      expect((await profilesOf(user.id)).map((p) => p.user_service_id)).to.deep.equal([github.id]);
    });

    it('logs a linked profile straight into its user, whatever e-mail the provider now reports', async () => {
      const github = account();
      provider.setAccount('github', github);
      await popup(visitor(), 'github');
      const user = (await User.findOne({ where: { email: github.email! } }))!;
      const users = await User.count();

      provider.setAccount('github', { ...github, email: `changed-${github.email}`, username: 'renamed' });
      const again = visitor();
      const { result } = await popup(again, 'github');
      expect(result.message.status).to.equal('SUCCESS');
      expect(await again.whoAmI()).to.equal(github.email);
      expect(await User.count()).to.equal(users);
      const [profile] = await profilesOf(user.id);
      expect(profile.username).to.equal('renamed');
    });

    it('answers ALREADY_LOGGED_IN to a signed-in user', async () => {
      provider.setAccount('google', account());
      const browser = visitor();
      await popup(browser, 'google');
      const response = await open(browser, 'google');
      expect(response.statusCode).to.equal(200);
      expect(popupResult(response).message.status).to.equal('ALREADY_LOGGED_IN');
    });

    it('refuses a callback whose state is not the one this browser sent', async () => {
      const github = account();
      provider.setAccount('github', github);
      const { result } = await popup(visitor(), 'github', { tamperCallback: (path) => path.replace(/state=[^&]+/, 'state=forged-state-value') });
      expect(result.message).to.deep.equal({ type: 'social-auth', status: 'ERROR', callbackData: { errorMessage: GENERIC_ERROR } });
      expect(await User.count({ where: { email: github.email! } })).to.equal(0);
      // Nor can someone else's browser finish this browser's flow.
      const victim = visitor();
      const start = await open(victim, 'github');
      const callback = await authorizeAt(start.headers.location as string);
      const attacker = visitor();
      expect(popupResult(await attacker.get(callback)).message.status).to.equal('ERROR');
    });

    it('uses a state once: replaying the callback fails before reaching the provider', async () => {
      // A refusal after the profile was read keeps the visitor session (and so the flow) alive.
      provider.setAccount('twitter', account({ email: null }));
      const browser = visitor();
      const start = await open(browser, 'twitter');
      const callback = await authorizeAt(start.headers.location as string);
      expect(popupResult(await browser.get(callback)).message.callbackData.errorMessage).to.contain('did not share an email address');
      const tokenRequests = provider.requests.filter((r) => r.endpoint === 'token').length;
      expect(popupResult(await browser.get(callback)).message.callbackData.errorMessage).to.equal(GENERIC_ERROR);
      expect(provider.requests.filter((r) => r.endpoint === 'token')).to.have.length(tokenRequests);
    });

    it('fails when the provider rejects the PKCE verifier (a code issued for another challenge)', async () => {
      const google = account();
      provider.setAccount('google', google);
      const foreignChallenge = createHash('sha256').update('an attacker verifier that is long enough to count').digest('base64url');
      const { result } = await popup(visitor(), 'google', { tamperAuthorize: (url) => url.searchParams.set('code_challenge', foreignChallenge) });
      expect(result.message.status).to.equal('ERROR');
      expect(result.message.callbackData.errorMessage).to.equal(GENERIC_ERROR);
      expect(await User.count({ where: { email: google.email! } })).to.equal(0);
    });

    it('reports a cancelled authorization', async () => {
      provider.denyNext('github');
      const { result } = await popup(visitor(), 'github');
      expect(result.message.status).to.equal('ERROR');
      expect(result.message.callbackData.errorMessage).to.equal('Signing in with GitHub was cancelled.');
    });

    it('refuses to create an account from an X profile without an e-mail, but logs in a linked one', async () => {
      const x = account({ email: null });
      provider.setAccount('twitter', x);
      const { result } = await popup(visitor(), 'twitter');
      expect(result.message.status).to.equal('ERROR');
      expect(result.message.callbackData.errorMessage).to.equal(
        'X did not share an email address, so no account can be created with it. Sign up with your email address instead.',
      );

      const owner = await createUser({ email: `x-owner-${x.id}@example.com`, password: PASSWORD, emailVerified: true });
      await SocialProfile.create({ user_id: owner.id, service_name: 'twitter', user_service_id: x.id, username: x.username! });
      const browser = visitor();
      const linked = await popup(browser, 'twitter');
      expect(linked.result.message.status).to.equal('SUCCESS');
      expect(await browser.whoAmI()).to.equal(owner.email);
    });

    it('does not create accounts while registration is disabled', async () => {
      await setSetting('registration.disable', true);
      try {
        const google = account();
        provider.setAccount('google', google);
        const { result } = await popup(visitor(), 'google');
        expect(result.message.callbackData.errorMessage).to.equal('Registration is currently disabled.');
        expect(await User.count({ where: { email: google.email! } })).to.equal(0);
      } finally {
        await setSetting('registration.disable', false);
      }
    });

    it('hands a user with two-factor authentication to the challenge instead of signing them in', async () => {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const user = await createUser({ email: `two-factor-${Date.now()}@example.com`, password: PASSWORD, emailVerified: true });
      await user.update({ two_factor_secret: encrypt(app.config.appKey, secret), two_factor_confirmed_at: new Date() });
      const github = account({ email: user.email });
      await SocialProfile.create({ user_id: user.id, service_name: 'github', user_service_id: github.id, username: github.username! });
      provider.setAccount('github', github);
      const browser = visitor();
      const { result } = await popup(browser, 'github');
      expect(result.message).to.deep.equal({ type: 'social-auth', status: 'TWO_FACTOR', callbackData: {} });
      expect(await browser.whoAmI()).to.equal(null);

      const challenge = await browser.post('/auth/two-factor-challenge', { code: totp(secret) });
      expect(challenge.statusCode, challenge.payload).to.equal(200);
      expect(await browser.whoAmI()).to.equal(user.email);
    });
  });

  describe('an existing account with the same e-mail', () => {
    it('asks for its password, then links the profile and logs in; a wrong password is a 422 on password', async () => {
      const existing = await createUser({ email: `existing-${Date.now()}@example.com`, password: PASSWORD, emailVerified: true });
      const google = account({ email: existing.email.toUpperCase() });
      provider.setAccount('google', google);
      const browser = visitor();
      const { result } = await popup(browser, 'google');
      expect(result.message).to.deep.equal({ type: 'social-auth', status: 'REQUEST_PASSWORD', callbackData: {} });
      expect(await browser.whoAmI()).to.equal(null);
      expect(await profilesOf(existing.id)).to.have.length(0);

      const wrong = await browser.post('/secure/auth/social/connect', { password: 'not the password' });
      expect(wrong.statusCode).to.equal(422);
      expect(wrong.result).to.deep.equal({ message: 'The provided password is incorrect.', errors: { password: 'The provided password is incorrect.' } });
      expect(await profilesOf(existing.id)).to.have.length(0);

      const right = await browser.post('/secure/auth/social/connect', { password: PASSWORD });
      expect(right.statusCode, right.payload).to.equal(200);
      expect(JSON.parse((right.result as { bootstrapData: string }).bootstrapData).user.email).to.equal(existing.email);
      expect(await browser.whoAmI()).to.equal(existing.email);
      const [profile] = await profilesOf(existing.id);
      expect(profile).to.include({ service_name: 'google', user_service_id: google.id });

      // From now on the provider alone signs this user in.
      const later = visitor();
      expect((await popup(later, 'google')).result.message.status).to.equal('SUCCESS');
      expect(await later.whoAmI()).to.equal(existing.email);
    });

    it('has nothing to connect without a pending profile, and the password form is not a side door around the login throttle', async () => {
      const browser = visitor();
      const nothing = await browser.post('/secure/auth/social/connect', { password: PASSWORD });
      expect(nothing.statusCode).to.equal(400);
      expect(await browser.post('/secure/auth/social/connect', {}).then((r) => r.statusCode)).to.equal(400);

      const existing = await createUser({ email: `throttled-${Date.now()}@example.com`, password: PASSWORD, emailVerified: true });
      provider.setAccount('facebook', account({ email: existing.email }));
      await popup(browser, 'facebook');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await browser.post('/secure/auth/social/connect', { password: `guess ${i}` })).statusCode);
      expect(statuses).to.deep.equal([422, 422, 422, 422, 422, 429]);
      expect((await browser.post('/secure/auth/social/connect', { password: PASSWORD })).statusCode).to.equal(429);
    });

    it('needs CSRF protection like every cookie-authenticated write', async () => {
      const browser = visitor();
      const response = await browser.post('/secure/auth/social/connect', { password: PASSWORD }, { 'x-xsrf-token': 'wrong' });
      expect(response.statusCode).to.equal(403);
    });
  });

  describe('connect and disconnect for a signed-in user', () => {
    it('connects another provider, refuses one linked elsewhere, and disconnects', async () => {
      const github = account();
      provider.setAccount('github', github);
      const browser = visitor();
      await popup(browser, 'github');
      const user = (await User.findOne({ where: { email: github.email! } }))!;

      const facebook = account({ email: 'someone-else@example.com' });
      provider.setAccount('facebook', facebook);
      const connected = await popup(browser, 'facebook', { mode: 'connect' });
      expect(connected.result.message).to.deep.equal({ type: 'social-auth', status: 'SUCCESS', callbackData: {} });
      expect((await profilesOf(user.id)).map((p) => [p.service_name, p.user_service_id])).to.deep.equal([
        ['facebook', facebook.id],
        ['github', github.id],
      ]);
      expect(await browser.whoAmI()).to.equal(github.email);

      const other = visitor();
      provider.setAccount('google', account());
      await popup(other, 'google');
      provider.setAccount('facebook', facebook);
      const taken = await popup(other, 'facebook', { mode: 'connect' });
      expect(taken.result.message.status).to.equal('ERROR');
      expect(taken.result.message.callbackData.errorMessage).to.equal('This Facebook account is already connected to another user.');

      const disconnected = await browser.post('/secure/auth/social/facebook/disconnect');
      expect(disconnected.statusCode).to.equal(200);
      expect(disconnected.result).to.deep.equal({ message: 'Facebook account disconnected' });
      expect((await profilesOf(user.id)).map((p) => p.service_name)).to.deep.equal(['github']);
    });

    it('needs a signed-in user to connect or disconnect', async () => {
      const guest = visitor();
      const connect = await open(guest, 'google', 'connect');
      expect(connect.statusCode).to.equal(401);
      expect(popupResult(connect).message.callbackData.errorMessage).to.equal('Log in to connect your Google account.');
      expect((await guest.post('/secure/auth/social/google/disconnect')).statusCode).to.equal(401);
    });
  });

  describe('providers that are off', () => {
    it('answers 404 on every route of a disabled or unknown provider', async () => {
      await setSetting('social.facebook.enable', false);
      try {
        const browser = visitor();
        await createUser({ email: 'disabled-provider@example.com', password: PASSWORD });
        const signedIn = visitor();
        expect((await signedIn.post('/auth/login', { email: 'disabled-provider@example.com', password: PASSWORD })).statusCode).to.equal(200);
        for (const service of ['facebook', 'myspace']) {
          for (const path of ['login', 'connect', 'callback?code=x&state=y']) {
            expect((await browser.get(`/secure/auth/social/${service}/${path}`)).statusCode, `${service}/${path}`).to.equal(404);
          }
          // Disconnecting needs a signed-in user before anything else (401 for this visitor); a user gets the 404.
          expect((await browser.post(`/secure/auth/social/${service}/disconnect`)).statusCode).to.equal(401);
          expect((await signedIn.post(`/secure/auth/social/${service}/disconnect`)).statusCode).to.equal(404);
        }
        // The public settings tell the web app which buttons to show; secrets never leave the server.
        const settings = ((await browser.get('/api/v1/bootstrap-data')).result as { data: { settings: { social: Record<string, Record<string, unknown>> } } }).data.settings.social;
        expect(settings.facebook.enable).to.equal(false);
        expect(settings.github.enable).to.equal(true);
        for (const service of ['google', 'facebook', 'twitter', 'github']) {
          expect(settings[service]).to.not.have.any.keys('client_secret', 'endpoint_base_url');
        }
      } finally {
        await setSetting('social.facebook.enable', true);
      }
    });

    it('shows the generic error when a provider is enabled without credentials', async () => {
      await setSetting('social.google.client_secret', '');
      try {
        const response = await open(visitor(), 'google');
        expect(response.statusCode).to.equal(200);
        expect(popupResult(response).message.callbackData.errorMessage).to.equal(GENERIC_ERROR);
      } finally {
        await setSetting('social.google.client_secret', provider.clients.google.clientSecret);
      }
    });
  });

  describe('abuse', () => {
    it('limits how often one address starts a flow, each start being a visitor session', async () => {
      const statuses: number[] = [];
      let last: ServerInjectResponse | undefined;
      for (let i = 0; i < 31; i++) {
        last = await open(new Browser(app.server, { remoteAddress: '10.9.9.9' }), 'github');
        statuses.push(last.statusCode);
      }
      expect(statuses.filter((status) => status === 302)).to.have.length(30);
      expect(statuses[30]).to.equal(429);
      expect(popupResult(last!).message.callbackData.errorMessage).to.match(/^Too many requests\. Please try again in \d+ seconds\.$/);
    });
  });

  describe('the popup page', () => {
    it('posts only to the app origin, through a same-origin script the CSP allows, and keeps its opener', async () => {
      provider.setAccount('github', account());
      const { response, result } = await popup(visitor(), 'github');
      expect(result.targetOrigin).to.equal(APP_URL);
      expect(response.headers['content-type']).to.match(/^text\/html/);
      expect(response.headers['cache-control']).to.equal('no-store');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).to.contain("script-src 'self'");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).to.not.contain('unsafe');
      // Only an inert JSON block and the external script: nothing inline runs.
      const scripts = [...response.payload.matchAll(/<script([^>]*)>/g)].map((m) => m[1].trim());
      expect(scripts).to.deep.equal(['type="application/json" id="social-auth-result"', `src="${POPUP_SCRIPT_PATH}"`]);
      expect(response.headers['cross-origin-opener-policy']).to.equal('unsafe-none');

      const script = await app.server.inject(POPUP_SCRIPT_PATH);
      expect(script.statusCode).to.equal(200);
      expect(script.headers['content-type']).to.match(/^text\/javascript/);
      expect(script.payload).to.contain('window.opener.postMessage(result.message, result.targetOrigin)');
      expect(script.payload).to.not.contain("'*'");
    });

    it('escapes what it embeds, so a provider value cannot close the script element', async () => {
      provider.setAccount('github', account({ name: '</script><script>alert(1)</script>' }));
      const { response, result } = await popup(visitor(), 'github');
      expect(result.message.status).to.equal('SUCCESS');
      expect(response.payload).to.not.contain('<script>alert(1)');
    });
  });
});
