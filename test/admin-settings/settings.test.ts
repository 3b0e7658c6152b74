import { expect } from 'chai';
import type { BootstrapData } from '../../common/types.ts';
import { up as sealSettings } from '../../migrations/0015-sealed-settings.ts';
import { Setting } from '../../server/modules/settings/models.ts';
import { getSetting, setSetting } from '../../server/modules/settings/service.ts';
import { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { HUMAN_TOKEN, RECAPTCHA_SECRET, startSiteverify, type SiteverifyStandIn } from '../auth/support/siteverify.ts';
import { clientFor, errorsOf, type AdminSettingsAnswer } from './support/admin-client.ts';

const SECRET_KEYS = [
  'recaptcha.secret_key',
  'social.google.client_secret',
  'social.facebook.client_secret',
  'social.twitter.client_secret',
  'social.github.client_secret',
  'mail.password',
  'storage.s3.secret_access_key',
  'stripe.secret_key',
  'stripe.webhook_secret',
  'ai.api_key',
  'ai.images.unsplash_key',
  'ai.images.pexels_key',
  'ai.images.generation_api_key',
];

describe('admin settings: GET and PUT admin/settings', function () {
  this.timeout(60_000);
  let app: TestApp;
  let siteverify: SiteverifyStandIn;
  let admin: ReturnType<typeof clientFor>;
  let adminUser: User;

  before(async () => {
    siteverify = await startSiteverify();
    app = await startTestApp();
    adminUser = (await createTestUser({ roles: ['admin'] })).user;
    admin = clientFor(app, await signInAs(adminUser));
  });
  after(async () => {
    await app?.stop();
    await siteverify?.close();
  });

  async function current(): Promise<AdminSettingsAnswer> {
    const response = await admin('GET', 'admin/settings');
    expect(response.statusCode, response.payload).to.equal(200);
    return response.result as AdminSettingsAnswer;
  }

  async function storedRow(key: string): Promise<string | null> {
    return (await Setting.findOne({ where: { name: key } }))?.value ?? null;
  }

  it('lists every editable setting by dotted key, with secrets only as set or not', async () => {
    const { settings, secrets } = await current();
    expect(settings).to.include({ 'branding.site_name': 'Sitewright', 'registration.disable': false, 'themes.default_mode': 'light', 'mail.driver': null, 'storage.driver': null });
    expect(settings).to.include.keys('auth.redirect_uri', 'i18n.default_localization', 'uploads.max_size', 'social.google.enable', 'recaptcha.site_key', 'mail.host', 'storage.s3.bucket', 'auth.two_factor', 'ads.dashboard_top');
    expect(settings, 'server state and operator-only switches').to.not.have.any.keys('notifications.vapid_keys', 'cache.generation', 'recaptcha.verify_url', 'social.google.endpoint_base_url', 'editor.custom_elements_module');
    expect(settings, 'secrets never appear as values').to.not.have.any.keys(...SECRET_KEYS);
    expect(secrets).to.deep.equal(Object.fromEntries(SECRET_KEYS.map((key) => [key, false])));
  });

  it('refuses bad values with a 400 naming each field, and saves nothing of that request', async () => {
    const response = await admin('PUT', 'admin/settings', {
      settings: {
        'branding.site_name': 'Renamed in a bad request',
        'themes.default_mode': 'purple',
        'mail.port': 70_000,
        'mail.from': 'not an address',
        'auth.redirect_uri': 'https://elsewhere.example/',
        'registration.disable': 'sometimes',
        'storage.s3.bucket': 'Not A Bucket',
        'no.such.setting': 1,
        'cache.generation': 99,
      },
    });
    expect(response.statusCode, response.payload).to.equal(400);
    expect(errorsOf(response)).to.have.all.keys(
      'settings.themes.default_mode',
      'settings.mail.port',
      'settings.mail.from',
      'settings.auth.redirect_uri',
      'settings.registration.disable',
      'settings.storage.s3.bucket',
      'settings.no.such.setting',
      'settings.cache.generation',
    );
    expect(String(errorsOf(response)['settings.no.such.setting'])).to.contain('no.such.setting');
    expect((await current()).settings['branding.site_name']).to.equal('Sitewright');
  });

  it('saves valid values, which the rest of the app uses at once', async () => {
    const response = await admin('PUT', 'admin/settings', {
      settings: { 'branding.site_name': 'Harbour Sites', 'registration.disable': true, 'mail.from': 'Harbour <hello@harbour.example>', 'auth.secondary_redirect_uri': '' },
    });
    expect(response.statusCode, response.payload).to.equal(200);
    const saved = response.result as AdminSettingsAnswer;
    expect(saved.settings).to.include({ 'branding.site_name': 'Harbour Sites', 'registration.disable': true, 'mail.from': 'Harbour <hello@harbour.example>' });
    const bootstrap = (await app.server.inject({ url: '/api/v1/bootstrap-data' })).result as { data: BootstrapData };
    expect(bootstrap.data.settings.branding.site_name).to.equal('Harbour Sites');
    expect(bootstrap.data.settings.registration.disable).to.equal(true);
    await admin('PUT', 'admin/settings', { settings: { 'registration.disable': false } });
  });

  it('refuses a custom-page homepage without an existing page, naming the field', async () => {
    for (const value of [null, 'no-such-page']) {
      const response = await admin('PUT', 'admin/settings', { settings: { 'homepage.type': 'customPage', 'homepage.value': value } });
      expect(response.statusCode, response.payload).to.equal(422);
      expect(errorsOf(response)).to.have.key('settings.homepage.value');
    }
    expect((await current()).settings['homepage.type']).to.equal('landing');
  });

  it('keeps secrets write-only and sealed under APP_KEY in the database, while their readers get the value', async () => {
    const values = {
      'recaptcha.secret_key': RECAPTCHA_SECRET,
      'social.google.client_secret': 'google-client-secret-value',
      'stripe.secret_key': 'sk_test_from_settings',
      'stripe.webhook_secret': 'whsec_from_settings',
    };
    const response = await admin('PUT', 'admin/settings', { settings: values });
    expect(response.statusCode, response.payload).to.equal(200);
    for (const value of Object.values(values)) expect(response.payload).to.not.contain(value);
    const read = await admin('GET', 'admin/settings');
    for (const value of Object.values(values)) expect(read.payload).to.not.contain(value);
    const { secrets } = read.result as AdminSettingsAnswer;
    expect(secrets).to.include({ 'recaptcha.secret_key': true, 'social.google.client_secret': true, 'stripe.secret_key': true, 'stripe.webhook_secret': true, 'mail.password': false });

    for (const [key, value] of Object.entries(values)) {
      const row = String(await storedRow(key));
      expect(row, key).to.not.contain(value);
      expect(JSON.parse(row), key).to.match(/^v1:/);
    }

    // The reCAPTCHA check sends the opened secret to siteverify.
    await setSetting('recaptcha.verify_url', siteverify.url);
    const verified = await app.server.inject({ method: 'POST', url: '/api/v1/recaptcha/verify', payload: { token: HUMAN_TOKEN }, headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' } });
    expect(verified.result).to.deep.equal({ success: true });
    expect(siteverify.requests.at(-1)?.secret).to.equal(RECAPTCHA_SECRET);

    // Stripe keys from the settings turn billing on without a restart.
    const bootstrap = (await app.server.inject({ url: '/api/v1/bootstrap-data' })).result as { data: BootstrapData };
    expect(bootstrap.data.settings.billing.enable).to.equal(true);

    // Empty keeps the stored secret; null removes it.
    await admin('PUT', 'admin/settings', { settings: { 'recaptcha.secret_key': '', 'stripe.secret_key': null, 'stripe.webhook_secret': null } });
    expect(await getSetting('recaptcha.secret_key')).to.equal(RECAPTCHA_SECRET);
    expect((await current()).secrets).to.include({ 'recaptcha.secret_key': true, 'stripe.secret_key': false, 'stripe.webhook_secret': false });
    const after = (await app.server.inject({ url: '/api/v1/bootstrap-data' })).result as { data: BootstrapData };
    expect(after.data.settings.billing.enable).to.equal(false);
  });

  it('seals the secrets an older version stored in plain text (migration 0015)', async () => {
    await Setting.upsert({ name: 'social.github.client_secret', value: JSON.stringify('plain-github-secret') });
    const sequelize = Setting.sequelize!;
    const context = { queryInterface: sequelize.getQueryInterface(), sequelize, appKey: app.config.appKey };
    await sealSettings({ context });
    await sealSettings({ context });
    const row = String(await storedRow('social.github.client_secret'));
    expect(row).to.not.contain('plain-github-secret');
    await setSetting('branding.site_name', 'Harbour Sites');
    expect(await getSetting('social.github.client_secret')).to.equal('plain-github-secret');
  });

  it('enforces the two-factor policy for admins, and will not let an admin lock themselves out', async () => {
    const refused = await admin('PUT', 'admin/settings', { settings: { 'auth.two_factor': 'admins' } });
    expect(refused.statusCode, refused.payload).to.equal(422);
    expect(errorsOf(refused)).to.have.key('settings.auth.two_factor');

    const secured = (await createTestUser({ roles: ['admin'] })).user;
    await User.update({ two_factor_secret: 'sealed', two_factor_confirmed_at: new Date() }, { where: { id: secured.id } });
    const securedAdmin = clientFor(app, await signInAs(secured));
    const saved = await securedAdmin('PUT', 'admin/settings', { settings: { 'auth.two_factor': 'admins' } });
    expect(saved.statusCode, saved.payload).to.equal(200);

    const blocked = await admin('GET', 'admin/settings');
    expect(blocked.statusCode).to.equal(403);
    expect((blocked.result as { message: string }).message).to.match(/two-factor authentication/);
    expect((await admin('GET', 'users/me')).statusCode, 'the rest of the product still answers').to.not.equal(403);

    expect((await securedAdmin('PUT', 'admin/settings', { settings: { 'auth.two_factor': 'optional' } })).statusCode).to.equal(200);
    expect((await admin('GET', 'admin/settings')).statusCode).to.equal(200);
  });
});
