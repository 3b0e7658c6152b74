import { expect } from 'chai';
import type { BootstrapData, User } from '../../common/types.ts';
import { postAuthRedirect, postRegisterRedirect } from '../../web/src/app/auth/post-auth-redirect.ts';
import { useBrowserGlobals } from './browser-globals.ts';

function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'a@example.com',
    display_name: 'a',
    first_name: null,
    last_name: null,
    avatar: null,
    language: 'en',
    country: null,
    timezone: null,
    email_verified_at: null,
    unread_notifications_count: 0,
    two_factor_confirmed_at: null,
    roles: [],
    permissions: [{ name: 'projects.create', restrictions: [] }],
    autumn_subscription_active: false,
    ...overrides,
  };
}

function data(options: { billing: boolean; user: User | null; auth?: Partial<BootstrapData['settings']['auth']> }): BootstrapData {
  return {
    settings: {
      billing: { enable: options.billing, integrated: options.billing },
      auth: { redirect_uri: '/dashboard', admin_redirect_uri: '/admin', secondary_redirect_uri: null, ...options.auth },
    },
    user: options.user,
    guest_role: null,
  } as unknown as BootstrapData;
}

const admin = user({ permissions: [{ name: 'admin', restrictions: [] }] });
const subscriber = user({ subscriptions: [{ id: 3, valid: true }] });

describe('post-login and post-registration redirects', () => {
  useBrowserGlobals('http://app.test');

  it('sends everyone to the default redirect when billing is off: no subscription needed', () => {
    expect(postAuthRedirect(data({ billing: false, user: user() }), null)).to.equal('/dashboard');
    expect(postAuthRedirect(data({ billing: false, user: admin }), null)).to.equal('/admin');
  });

  it('sends a user without a valid subscription to /pricing when billing is on', () => {
    expect(postAuthRedirect(data({ billing: true, user: user() }), null)).to.equal('/pricing');
    expect(postAuthRedirect(data({ billing: true, user: user({ subscriptions: [{ id: 2, valid: false }] }) }), null)).to.equal('/pricing');
  });

  it('sends subscribed users and admins to their default redirect when billing is on', () => {
    expect(postAuthRedirect(data({ billing: true, user: subscriber }), null)).to.equal('/dashboard');
    expect(postAuthRedirect(data({ billing: true, user: user({ autumn_subscription_active: true }) }), null)).to.equal('/dashboard');
    expect(postAuthRedirect(data({ billing: true, user: admin }), null)).to.equal('/admin');
  });

  it('uses the configured redirect addresses', () => {
    const configured = data({ billing: false, user: user(), auth: { redirect_uri: '/', admin_redirect_uri: '/admin/users' } });
    expect(postAuthRedirect(configured, null)).to.equal('/');
    expect(postAuthRedirect({ ...configured, user: admin }, null)).to.equal('/admin/users');
  });

  it('lets a same-origin ?redirect= path win, even over /pricing', () => {
    expect(postAuthRedirect(data({ billing: true, user: user() }), '/account-settings?tab=1#two-factor')).to.equal('/account-settings?tab=1#two-factor');
  });

  it('ignores a redirect to another host, or anything that is not a plain path', () => {
    const foreign = ['https://evil.example/x', '//evil.example/x', '/\\evil.example', ' //evil.example', 'javascript:alert(1)', 'http://app.test/editor/4', '/\nfoo', ''];
    for (const redirect of foreign) {
      expect(postAuthRedirect(data({ billing: false, user: user() }), redirect), JSON.stringify(redirect)).to.equal('/dashboard');
    }
  });

  it('sends a user who chose a plan before signing up to its checkout when billing is on', () => {
    const selection = { productId: 3, priceId: 7 };
    expect(postAuthRedirect(data({ billing: true, user: user() }), null, selection)).to.equal('/checkout/3/7');
    expect(postRegisterRedirect('success', data({ billing: true, user: user() }), null, selection)).to.equal('/checkout/3/7');
    // A lapsed plan (no valid subscription) buys again.
    expect(postAuthRedirect(data({ billing: true, user: user({ subscriptions: [{ id: 2, valid: false }] }) }), null, selection)).to.equal('/checkout/3/7');
  });

  it('ignores a stored plan choice with billing off, for a subscriber, before e-mail verification, and after an explicit ?redirect=', () => {
    const selection = { productId: 3, priceId: 7 };
    expect(postAuthRedirect(data({ billing: false, user: user() }), null, selection)).to.equal('/dashboard');
    expect(postAuthRedirect(data({ billing: true, user: subscriber }), null, selection)).to.equal('/dashboard');
    expect(postRegisterRedirect('needs_email_verification', data({ billing: true, user: user() }), null, selection)).to.equal('/');
    expect(postAuthRedirect(data({ billing: true, user: user() }), '/account-settings', selection)).to.equal('/account-settings');
    expect(postAuthRedirect(data({ billing: true, user: user() }), null, null)).to.equal('/pricing');
  });

  it('after registering: / when the e-mail must be verified, otherwise like after login', () => {
    expect(postRegisterRedirect('needs_email_verification', data({ billing: true, user: subscriber }), '/account-settings')).to.equal('/');
    expect(postRegisterRedirect('success', data({ billing: true, user: user() }), null)).to.equal('/pricing');
    expect(postRegisterRedirect('success', data({ billing: false, user: user() }), '/editor/1')).to.equal('/editor/1');
  });
});
