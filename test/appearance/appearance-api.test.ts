import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { SEO_ROUTES, type AppearanceData, type AppearanceUpdate, type ThemeInput } from '../../common/appearance/types.ts';
import type { BootstrapData, Theme } from '../../common/types.ts';
import { createServer } from '../../server/app.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { withCsrf } from '../helpers/http.ts';

const TEMPLATE = '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app.js"></script></head><body><!--bootstrap-data--><div id="root"></div></body></html>';

type ErrorBody = { message: string; errors?: Record<string, string | string[]> };

function embedded(html: string): BootstrapData {
  const match = html.match(/<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/s);
  expect(match, 'bootstrap data script').to.not.equal(null);
  return JSON.parse(match![1]) as BootstrapData;
}

/** The themes as the editor sends them back: every field but what only the server sets. */
function asInput(themes: Theme[]): ThemeInput[] {
  return themes.map(({ id, name, values, is_dark, default_light, default_dark }) => ({ id, name, values: { ...values }, is_dark, default_light, default_dark }));
}

describe('admin appearance API', function () {
  this.timeout(60_000);
  let app: TestApp;
  let shell: Awaited<ReturnType<typeof createServer>>;
  let admin = '';
  let member = '';
  let usersRoleId = 0;

  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
    admin = await signInAs((await createTestUser({ roles: ['admin'] })).user);
    member = await signInAs((await createTestUser()).user);
    usersRoleId = (await Role.findOne({ where: { name: 'users' } }))!.id;
    const distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), TEMPLATE);
    shell = await createServer(app.ctx, { webDistDir: distDir });
  });
  after(() => app?.stop());

  const request = (method: string, url: string, payload?: object, cookie = admin) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) });
  const appearance = async () => (await request('GET', '/api/v1/admin/appearance')).result as AppearanceData;
  const put = (payload: AppearanceUpdate) => request('PUT', '/api/v1/admin/appearance', payload);
  const page = async (url: string) => (await shell.inject({ url })).payload;

  it('is for admins only', async () => {
    const { themes } = await appearance();
    for (const [method, url, payload] of [
      ['GET', '/api/v1/admin/appearance', undefined],
      ['PUT', '/api/v1/admin/appearance', { settings: { 'branding.site_name': 'Taken over' } }],
      ['GET', `/api/v1/admin/themes/${themes[0].id}/export`, undefined],
      ['POST', '/api/v1/admin/themes/import', { name: 'Stolen', values: {} }],
    ] as const) {
      const response = await request(method, url, payload, member);
      expect(response.statusCode, `${method} ${url}`).to.equal(403);
    }
    expect((await appearance()).settings['branding.site_name']).to.equal('Sitewright');
  });

  it('answers the settings, the themes and the menus of the editor', async () => {
    const { settings, themes, menus } = await appearance();
    expect(settings).to.include({
      'branding.site_name': 'Sitewright',
      'branding.logo_light': null,
      'branding.logo_dark': null,
      'branding.favicon': null,
      'homepage.type': 'landing',
      'homepage.value': null,
      'custom_code.css': '',
      'custom_code.html': '',
      'seo.og_image': null,
      'cookie_notice.enable': false,
      'cookie_notice.position': 'bottom',
      'cookie_notice.button.label': 'OK',
    });
    expect(Object.keys(settings.seo)).to.deep.equal([...SEO_ROUTES]);
    for (const route of SEO_ROUTES) expect(settings.seo[route]).to.deep.equal({ title: '', description: '' });
    expect(themes.map((theme) => theme.name)).to.deep.equal(['Light', 'Dark']);
    expect(themes[0]).to.include({ default_light: true, default_dark: false, is_dark: false });
    expect(themes[0].values['--be-primary']).to.match(/^#/);
    const footer = menus.find((menu) => menu.positions.includes('footer'))!;
    expect(footer.items.map((item) => item.label)).to.include('Contact');
    expect(footer.items[0]).to.have.keys('id', 'label', 'action', 'type', 'target', 'icon', 'roles', 'permissions', 'order');
  });

  it('keeps custom code and SEO out of bootstrap data', async () => {
    await put({ settings: { 'custom_code.css': '.secret-css{}', seo: { '/': { title: 'Home title', description: '' } } } });
    try {
      const html = await page('/');
      const data = embedded(html);
      expect(JSON.stringify(data)).to.not.contain('secret-css');
      expect(data.settings).to.not.have.property('custom_code');
      expect(data.settings).to.not.have.property('seo');
    } finally {
      await put({ settings: { 'custom_code.css': '', seo: { '/': { title: '', description: '' } } } });
    }
  });

  it('saves settings, themes and menus in one request, and the next page load shows them', async () => {
    // Load the shell first, so the site cache holds the old values.
    expect(await page('/')).to.contain('<title>Sitewright</title>');
    const before = await appearance();
    const [light, dark] = asInput(before.themes);
    // No id: a new theme (JSON leaves an undefined id out).
    const ocean: ThemeInput = { ...light, id: undefined, name: 'Ocean', values: { ...light.values, '--be-primary': '#0e7490', '--be-font-family': 'Lora, serif' }, default_light: true };
    const footer = before.menus.find((menu) => menu.positions.includes('footer'))!;
    const payload: AppearanceUpdate = {
      settings: {
        'branding.site_name': 'Harbour Studio',
        'branding.favicon': '/storage/public/favicon.png',
        'custom_code.css': '.promo { color: rebeccapurple }',
        'custom_code.html': '<p class="promo">Spring sale</p>',
        seo: { '/': { title: 'Harbour Studio — websites for harbours', description: 'Boats and sites' }, '/login': { title: 'Sign in to Harbour', description: '' } },
        'seo.og_image': '/storage/public/og.png',
        'cookie_notice.enable': true,
        'cookie_notice.position': 'top',
        'cookie_notice.button.label': 'Got it',
      },
      themes: [{ ...light, default_light: false }, dark, ocean],
      menus: before.menus.map((menu) =>
        menu.id === footer.id
          ? { ...menu, items: [...menu.items, { label: 'Members area', action: '/dashboard', type: 'route' as const, roles: [usersRoleId], permissions: [], target: null, icon: null }] }
          : menu,
      ) as AppearanceUpdate['menus'],
    };
    const response = await put(payload);
    expect(response.statusCode, response.payload).to.equal(200);
    const saved = response.result as AppearanceData;
    expect(saved).to.have.keys('settings', 'themes', 'menus');
    expect(saved.settings['branding.site_name']).to.equal('Harbour Studio');
    expect(saved.settings.seo['/login']).to.deep.equal({ title: 'Sign in to Harbour', description: '' });
    expect(saved.settings.seo['/contact']).to.deep.equal({ title: '', description: '' });
    const savedOcean = saved.themes.find((theme) => theme.name === 'Ocean')!;
    expect(savedOcean).to.include({ default_light: true, is_dark: false });
    expect(saved.themes.filter((theme) => theme.default_light)).to.have.length(1);
    expect(saved).to.deep.equal(await appearance());

    const home = await page('/');
    expect(home).to.contain('<title>Harbour Studio — websites for harbours</title>');
    expect(home).to.contain('<meta name="description" content="Boats and sites">');
    expect(home).to.contain('<meta property="og:title" content="Harbour Studio — websites for harbours">');
    expect(home).to.contain(`<meta property="og:image" content="${app.config.appUrl.replace(/\/$/, '')}/storage/public/og.png">`);
    expect(home).to.contain('<meta property="og:site_name" content="Harbour Studio">');
    expect(home).to.contain('<link rel="icon" href="/storage/public/favicon.png">');
    expect(home).to.contain('<style id="sw-custom-css">.promo { color: rebeccapurple }</style>');
    expect(home).to.match(/<div id="sw-custom-html"><p class="promo">Spring sale<\/p><\/div><\/body>/);
    // A visitor without a theme choice gets the new default light theme, with its web font.
    expect(home).to.contain('--be-primary:#0e7490');
    expect(home).to.contain('<link rel="stylesheet" id="be-theme-font" href="/site-assets/fonts/lora.css">');
    const data = embedded(home);
    expect(data.settings.branding.site_name).to.equal('Harbour Studio');
    expect(data.themes.selectedThemeId).to.equal(savedOcean.id);
    expect(data.cookie_notice).to.deep.include({ enable: true, position: 'top', button: { label: 'Got it', action: null } });
    const footerMenu = data.menus.find((menu) => menu.positions.includes('footer'))!;
    const item = footerMenu.items.at(-1)!;
    expect(item).to.include({ label: 'Members area', action: '/dashboard', type: 'route' });
    expect(item.roles).to.deep.equal([usersRoleId]);

    // Each public route has its own title: the admin's, else the one the app sets once it starts
    // (so the title does not depend on whether it has); others keep the site name.
    expect(await page('/login')).to.contain('<title>Sign in to Harbour</title>');
    expect(await page('/contact')).to.contain('<title>Contact us - Harbour Studio</title>');
    expect(await page('/pricing')).to.contain('<title>Pricing - Harbour Studio</title>');
    expect(await page('/dashboard')).to.contain('<title>Harbour Studio</title>');
  });

  it('saves nothing when one part is refused: a bad menu next to a good setting', async () => {
    const before = await appearance();
    const themes = asInput(before.themes).map((theme) => ({ ...theme, values: { ...theme.values, '--be-primary': '#ff0000' } }));
    const unknownPosition = await put({
      settings: { 'branding.site_name': 'Never saved' },
      menus: [...before.menus, { name: 'Sidebar', positions: ['right-sidebar' as never], items: [] }],
    });
    expect(unknownPosition.statusCode).to.equal(400);
    expect((unknownPosition.result as ErrorBody).errors).to.have.property(`menus.${before.menus.length}.positions.0`);

    // Valid in shape, refused by the service after the settings and themes were written.
    const unknownRole = await put({
      settings: { 'branding.site_name': 'Never saved', 'custom_code.css': 'body{}' },
      themes,
      menus: [...before.menus, { name: 'Extra', positions: ['footer-secondary'], items: [{ label: 'Ghost', action: '/ghost', type: 'route', roles: [999_999], order: 0 }] }],
    });
    expect(unknownRole.statusCode).to.equal(422);
    expect((unknownRole.result as ErrorBody).errors).to.have.property(`menus.${before.menus.length}.items.0.roles`);
    expect(await appearance()).to.deep.equal(before);
    expect(await page('/contact')).to.contain('<title>Contact us - Harbour Studio</title>');
  });

  it('refuses settings it cannot use, naming the field', async () => {
    const before = await appearance();
    for (const [settings, field, status] of [
      [{ 'homepage.type': 'customPage', 'homepage.value': 'no-such-page' }, 'settings.homepage.value', 422],
      [{ 'homepage.type': 'customPage', 'homepage.value': '' }, 'settings.homepage.value', 422],
      [{ 'homepage.type': 'blog' }, 'settings.homepage.type', 400],
      [{ 'branding.logo_light': 'javascript:alert(1)' }, 'settings.branding.logo_light', 422],
      [{ 'branding.logo_dark': '//evil.example/logo.png' }, 'settings.branding.logo_dark', 422],
      [{ 'branding.favicon': '/\\evil.example/icon.png' }, 'settings.branding.favicon', 422],
      [{ 'seo.og_image': 'ftp://host/og.png' }, 'settings.seo.og_image', 422],
      [{ seo: { '/secret': { title: 'x' } } }, 'settings.seo./secret', 400],
      [{ 'cookie_notice.position': 'left' }, 'settings.cookie_notice.position', 400],
      [{ 'branding.site_name': '' }, 'settings.branding.site_name', 400],
    ] as const) {
      const response = await put({ settings: settings as AppearanceUpdate['settings'] });
      expect(response.statusCode, JSON.stringify(settings)).to.equal(status);
      expect((response.result as ErrorBody).errors, JSON.stringify(settings)).to.have.property(field);
    }
    expect(await appearance()).to.deep.equal(before);

    const custom = await put({ settings: { 'homepage.type': 'customPage', 'homepage.value': 'about-us', 'branding.logo_light': 'https://cdn.example.com/logo.svg' } });
    expect(custom.statusCode, custom.payload).to.equal(200);
    expect(embedded(await page('/')).settings.homepage).to.deep.equal({ type: 'customPage', value: 'about-us' });
    await put({ settings: { 'homepage.type': 'landing', 'homepage.value': null, 'branding.logo_light': '' } });
    expect((await appearance()).settings['branding.logo_light']).to.equal(null);
  });

  it('refuses theme lists that would leave the site without a theme or a default', async () => {
    const before = await appearance();
    const themes = asInput(before.themes);
    const light = themes.find((theme) => theme.default_light)!;
    const cases: [ThemeInput[], string, number][] = [
      [[], 'themes', 422],
      [themes.map((theme) => ({ ...theme, default_light: true })), 'themes.default_light', 422],
      [themes.map((theme) => ({ ...theme, default_dark: false })), 'themes.default_dark', 422],
      [[...themes, { ...light, id: undefined, name: light.name.toUpperCase(), default_light: false }], `themes.${themes.length}.name`, 422],
      [themes.map((theme, i) => (i === 0 ? { ...theme, values: { ...theme.values, '--be-radius': 'round' } } : theme)), 'themes.0.values.--be-radius', 422],
      [themes.map((theme, i) => (i === 0 ? { ...theme, values: { ...theme.values, color: 'red' } } : theme)), 'themes.0.values.color', 400],
      [themes.map((theme, i) => (i === 0 ? { ...theme, values: { ...theme.values, '--be-primary': 'red;}</style>' } } : theme)), 'themes.0.values.--be-primary', 400],
      [themes.map((theme, i) => (i === 0 ? { ...theme, id: 999_999 } : theme)), 'themes.0.id', 422],
    ];
    for (const [list, field, status] of cases) {
      const response = await put({ themes: list });
      expect(response.statusCode, field).to.equal(status);
      expect((response.result as ErrorBody).errors, field).to.have.property(field);
    }
    expect(await appearance()).to.deep.equal(before);
  });

  it('deletes, renames and swaps themes and menus in one save', async () => {
    const before = await appearance();
    const themes = asInput(before.themes);
    const [first, second] = themes;
    const swapped = themes.map((theme) => (theme.id === first.id ? { ...theme, name: second.name } : theme.id === second.id ? { ...theme, name: first.name } : theme));
    const [keptMenu] = before.menus;
    const droppedMenu = before.menus.at(-1)!;
    const menus = before.menus
      .filter((menu) => menu.id !== droppedMenu.id)
      .map((menu) => (menu.id === keptMenu.id ? { ...menu, name: droppedMenu.name, items: [...menu.items].reverse() } : menu));
    const response = await put({ themes: swapped, menus: menus as AppearanceUpdate['menus'] });
    expect(response.statusCode, response.payload).to.equal(200);
    const saved = response.result as AppearanceData;
    expect(saved.themes.find((theme) => theme.id === first.id)!.name).to.equal(second.name);
    expect(saved.menus.map((menu) => menu.id)).to.not.include(droppedMenu.id);
    const renamed = saved.menus.find((menu) => menu.id === keptMenu.id)!;
    expect(renamed.name).to.equal(droppedMenu.name);
    expect(renamed.items.map((item) => item.id)).to.deep.equal([...keptMenu.items].reverse().map((item) => item.id));
    expect(renamed.items.map((item) => item.order)).to.deep.equal(renamed.items.map((_item, index) => index));
  });

  it('refuses menu items that point nowhere safe or name unknown permissions', async () => {
    const before = await appearance();
    const withItem = (item: object) => [...before.menus, { name: 'Extra', positions: ['footer-secondary'], items: [item] }] as AppearanceUpdate['menus'];
    const extra = `menus.${before.menus.length}.items.0`;
    for (const [item, field] of [
      [{ label: 'Evil', action: 'javascript:alert(1)', type: 'link' }, 'action'],
      [{ label: 'Away', action: 'https://example.com', type: 'route' }, 'action'],
      [{ label: 'Secret', action: '/x', type: 'route', permissions: ['no.such.permission'] }, 'permissions'],
    ] as const) {
      const response = await put({ menus: withItem(item) });
      expect(response.statusCode, item.action).to.equal(422);
      expect((response.result as ErrorBody).errors, item.action).to.have.property(`${extra}.${field}`);
    }
    const ok = await put({ menus: withItem({ label: 'Mail us', action: 'mailto:hello@example.com', type: 'link', target: '_blank', permissions: ['projects.create'] }) });
    expect(ok.statusCode, ok.payload).to.equal(200);
    expect((ok.result as AppearanceData).menus.at(-1)!.items[0]).to.include({ action: 'mailto:hello@example.com', target: '_blank' });
  });

  it('keeps custom CSS inside its style element and "$" patterns as text', async () => {
    await put({ settings: { 'custom_code.css': 'a::after{content:"$&"}</STYLE><script>alert(1)</script>', 'custom_code.html': '<b>Price: $\' and $&</b>' } });
    const html = await page('/contact');
    expect(html).to.not.contain('</STYLE><script>');
    expect(html).to.contain('<style id="sw-custom-css">a::after{content:"$&"}<\\/STYLE><script>alert(1)</script></style>');
    expect(html).to.contain("<div id=\"sw-custom-html\"><b>Price: $' and $&</b></div>");
    await put({ settings: { 'custom_code.css': '', 'custom_code.html': '' } });
  });

  it('exports a theme as JSON without its id and imports it back as a new theme', async () => {
    const { themes } = await appearance();
    const dark = themes.find((theme) => theme.default_dark)!;
    const exported = await request('GET', `/api/v1/admin/themes/${dark.id}/export`);
    expect(exported.statusCode).to.equal(200);
    expect(exported.headers['content-disposition']).to.match(/^attachment; filename="[a-z0-9-]+\.json"$/);
    const json = JSON.parse(exported.payload) as Omit<Theme, 'id'>;
    expect(json).to.deep.equal({ name: dark.name, values: dark.values, is_dark: true, default_light: false, default_dark: true });

    const imported = await request('POST', '/api/v1/admin/themes/import', { ...json, default_dark: false });
    expect(imported.statusCode, imported.payload).to.equal(201);
    const { theme } = imported.result as { theme: Theme };
    expect(theme).to.include({ name: `${dark.name} (2)`, is_dark: true, default_dark: false });
    expect(theme.values).to.deep.equal(dark.values);
    expect((await appearance()).themes.map((t) => t.id)).to.include(theme.id);

    expect((await request('GET', '/api/v1/admin/themes/999999/export')).statusCode).to.equal(404);
    const invalid = await request('POST', '/api/v1/admin/themes/import', { name: 'Broken', values: { 'not-a-variable': 'x' } });
    expect(invalid.statusCode).to.equal(400);
    const badRadius = await request('POST', '/api/v1/admin/themes/import', { name: 'Broken', values: { '--be-radius-panel': '12 px' } });
    expect(badRadius.statusCode).to.equal(422);
    expect((badRadius.result as ErrorBody).errors).to.have.property('values.--be-radius-panel');
  });
});
