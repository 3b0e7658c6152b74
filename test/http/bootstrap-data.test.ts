import { expect } from 'chai';
import { MENU_POSITIONS } from '../../common/constants.ts';
import type { BootstrapData } from '../../common/types.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('GET /api/v1/bootstrap-data', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  async function bootstrap(cookie?: string): Promise<BootstrapData> {
    const res = await app.server.inject({ url: '/api/v1/bootstrap-data', headers: cookie ? { cookie } : {} });
    expect(res.statusCode).to.equal(200);
    expect(res.headers['cache-control']).to.contain('no-store');
    return (res.result as { data: BootstrapData }).data;
  }

  it('answers a visitor with settings, no user, the guest role, English (no line to send: each key is its English line) and the seeded themes and menus', async () => {
    const data = await bootstrap();
    expect(data.user).to.equal(null);
    expect(data.settings.branding.site_name).to.equal('Sitewright');
    expect(data.settings.base_url).to.equal(app.config.appUrl);
    expect(data.settings.registration.disable).to.equal(false);
    expect(data.settings.uploads).to.include.keys('chunk_size', 'uploads_driver', 'public_driver', 's3_direct_upload', 'disable_tus');
    expect(data.settings).to.not.have.nested.property('recaptcha.secret_key');
    expect(data.guest_role?.name).to.equal('guest');
    expect(data.i18n.language).to.equal('en');
    expect(data.i18n.lines).to.deep.equal({});

    const light = data.themes.all.find((t) => t.default_light);
    const dark = data.themes.all.find((t) => t.default_dark);
    expect(light?.is_dark).to.equal(false);
    expect(dark?.is_dark).to.equal(true);
    expect(light?.values['--be-navbar-color']).to.be.a('string');
    expect(data.themes.selectedThemeId).to.equal(light?.id);

    const positions = new Set(data.menus.flatMap((m) => m.positions));
    for (const position of MENU_POSITIONS) expect(positions.has(position), position).to.equal(true);
    const footer = data.menus.find((m) => m.positions.includes('footer'));
    expect(footer?.items.map((i) => i.label)).to.include('Privacy policy');
  });

  it('selects the theme remembered in the be-active-theme cookie unless users may not change it', async () => {
    const first = await bootstrap();
    const dark = first.themes.all.find((t) => t.default_dark)!;
    expect((await bootstrap('be-active-theme=dark')).themes.selectedThemeId).to.equal(dark.id);
    expect((await bootstrap(`be-active-theme=${dark.id}`)).themes.selectedThemeId).to.equal(dark.id);
    expect((await bootstrap('be-active-theme=9999')).themes.selectedThemeId).to.equal(first.themes.selectedThemeId);

    await setSetting('themes.user_change', false);
    try {
      expect((await bootstrap('be-active-theme=dark')).themes.selectedThemeId).to.not.equal(dark.id);
      await setSetting('themes.default_mode', 'dark');
      expect((await bootstrap()).themes.selectedThemeId).to.equal(dark.id);
    } finally {
      await setSetting('themes.user_change', true);
      await setSetting('themes.default_mode', 'light');
    }
  });

  it('shows the cookie notice when enabled until the visitor accepted it', async () => {
    expect((await bootstrap()).show_cookie_notice).to.equal(false);
    await setSetting('cookie_notice.enable', true);
    await setSetting('cookie_notice.position', 'top');
    try {
      const data = await bootstrap();
      expect(data.show_cookie_notice).to.equal(true);
      expect(data.cookie_notice).to.deep.equal({ enable: true, position: 'top', button: { label: 'OK', action: null } });
      expect((await bootstrap('cookie_notice=1')).show_cookie_notice).to.equal(false);
    } finally {
      await setSetting('cookie_notice.enable', false);
    }
  });
});
