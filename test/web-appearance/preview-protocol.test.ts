import { expect } from 'chai';
import { INITIAL_PREVIEW_STATE, applyPreviewCommand, previewBootstrapData, type PreviewState } from '../../common/appearance/preview-state.ts';
import { PREVIEW_ROUTES, isTrustedPreviewOrigin, parsePreviewCommand, previewCommandFrom, type PreviewCommand } from '../../common/appearance/protocol.ts';
import type { BootstrapData, Menu, Theme } from '../../common/types.ts';

// The appearance editor's preview protocol: which messages the preview frame accepts (its own host
// name, well-formed commands only) and what each accepted command does to what the frame shows.

const light: Theme = {
  id: 1,
  name: 'Light',
  values: { '--be-primary': '#4f46e5', '--be-background': '#ffffff', '--be-font-family': 'Inter, sans-serif' },
  is_dark: false,
  default_light: true,
  default_dark: false,
};
const dark: Theme = { ...light, id: 2, name: 'Dark', values: { '--be-primary': '#818cf8' }, is_dark: true, default_light: false, default_dark: true };

const footer: Menu = {
  id: 7,
  name: 'Footer',
  positions: ['footer'],
  items: [{ id: 70, label: 'About', action: '/about', type: 'route', target: '_self', icon: null, roles: [], permissions: [], order: 1 }],
};

function bootstrap(): BootstrapData {
  return {
    settings: {
      branding: { site_name: 'Sitewright', site_description: 'Sites', logo_light: null, logo_dark: null, favicon: null },
      homepage: { type: 'landing', value: null },
      cookie_notice: { enable: false, position: 'bottom', button: { label: 'OK', action: null } },
      themes: { user_change: true, default_mode: 'light' },
    } as unknown as BootstrapData['settings'],
    user: null,
    i18n: { language: 'en', name: 'English', lines: {} },
    themes: { all: [light, dark], selectedThemeId: 1 },
    menus: [],
    guest_role: null,
    cookie_notice: { enable: false, position: 'bottom', button: { label: 'OK', action: null } },
    show_cookie_notice: false,
    impersonating: null,
    ads: { dashboard_top: null, dashboard_bottom: null },
  };
}

function run(...commands: PreviewCommand[]): PreviewState {
  return commands.reduce(applyPreviewCommand, INITIAL_PREVIEW_STATE);
}

describe('appearance preview: the origin rule', () => {
  const own = '127.0.0.1';
  const rename = { type: 'setValues', values: { settings: { 'branding.site_name': 'Evil' } } };

  it('accepts a command from its own host name, whatever the port or scheme', () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://127.0.0.1:41234', 'https://127.0.0.1']) {
      expect(previewCommandFrom({ origin, data: rename }, own), origin).to.deep.equal(rename);
    }
  });

  it('ignores the same command from any other host name', () => {
    for (const origin of ['http://127.0.0.2:3000', 'http://localhost:3000', 'http://127.0.0.1.evil.test', 'http://evil.test', 'http://sub.127.0.0.1', 'null', '', 'not a url']) {
      expect(previewCommandFrom({ origin, data: rename }, own), origin).to.equal(null);
    }
  });

  it('compares host names exactly: localhost is not 127.0.0.1 and a subdomain is not its parent', () => {
    expect(isTrustedPreviewOrigin('http://localhost:3000', 'localhost')).to.equal(true);
    expect(isTrustedPreviewOrigin('http://127.0.0.1:3000', 'localhost')).to.equal(false);
    expect(isTrustedPreviewOrigin('http://a.example.com', 'example.com')).to.equal(false);
    expect(isTrustedPreviewOrigin('http://example.com', '')).to.equal(false);
  });
});

describe('appearance preview: command shapes', () => {
  it('accepts each of the six commands in its shape', () => {
    const commands: PreviewCommand[] = [
      { type: 'navigate', route: '/admin/settings/branding' },
      { type: 'setValues', values: { settings: { 'branding.site_name': 'Acme', 'cookie_notice.enable': true, 'cookie_notice.position': 'top' }, menus: [footer] } },
      { type: 'setThemeFont', themeId: 1, family: 'Playfair Display' },
      { type: 'setThemeValue', themeId: 1, name: '--be-primary', value: '#e11d48' },
      { type: 'setActiveTheme', theme: dark },
      { type: 'setCustomCode', code: { type: 'css', value: 'body { color: red; }' } },
      { type: 'setCustomCode', code: { type: 'html', value: '<p>Hello</p>' } },
    ];
    for (const command of commands) expect(parsePreviewCommand(command), command.type).to.deep.equal(command);
  });

  it('keeps only the fields of a command, dropping anything extra', () => {
    expect(parsePreviewCommand({ type: 'navigate', route: '/login', extra: 'x' })).to.deep.equal({ type: 'navigate', route: '/login' });
  });

  it('refuses what is not a command or not in shape', () => {
    const refused: unknown[] = [
      null,
      'navigate',
      [],
      { type: 'unknown' },
      { type: 'navigate' },
      { type: 'navigate', route: 'https://evil.test/' },
      { type: 'navigate', route: '//evil.test/path' },
      { type: 'navigate', route: '/\\evil.test' },
      { type: 'navigate', route: 'javascript:alert(1)' },
      { type: 'setValues', values: { settings: { 'auth.redirect_uri': '/x' } } },
      { type: 'setValues', values: { settings: { 'branding.site_name': 5 } } },
      { type: 'setValues', values: { settings: { 'cookie_notice.position': 'left' } } },
      { type: 'setValues', values: { settings: { 'homepage.type': 'dashboard' } } },
      { type: 'setValues', values: { menus: [{ id: 1, name: 'x', positions: [], items: [{ id: 2, label: 'a', action: '/', type: 'script', order: 1 }] }] } },
      { type: 'setValues', values: 'x' },
      { type: 'setThemeFont', themeId: 1, family: 'Comic Sans Nowhere' },
      { type: 'setThemeValue', themeId: 1, name: 'color', value: 'red' },
      { type: 'setThemeValue', themeId: 1, name: '--be-primary', value: 'red;} body{display:none' },
      { type: 'setThemeValue', themeId: 1, name: '--be-primary', value: '</style><script>' },
      { type: 'setThemeValue', themeId: '1', name: '--be-primary', value: 'red' },
      { type: 'setActiveTheme', theme: { ...light, values: { '--x': '}' } } },
      { type: 'setActiveTheme', theme: { ...light, is_dark: 'no' } },
      { type: 'setCustomCode', code: { type: 'js', value: 'alert(1)' } },
      { type: 'setCustomCode', code: { type: 'css', value: 42 } },
    ];
    for (const data of refused) expect(parsePreviewCommand(data), JSON.stringify(data)).to.equal(null);
  });

  it('lists every previewable route of the app, / first', () => {
    expect(PREVIEW_ROUTES[0]).to.equal('/');
    expect(PREVIEW_ROUTES).to.have.length(23);
    expect(PREVIEW_ROUTES).to.include.members(['/billing/pricing', '/admin/appearance', '/admin/settings/providers', '/api-docs']);
  });
});

describe('appearance preview: applyPreviewCommand', () => {
  it('merges set values: later values win, others stay', () => {
    const state = run(
      { type: 'setValues', values: { settings: { 'branding.site_name': 'One', 'cookie_notice.enable': true } } },
      { type: 'setValues', values: { settings: { 'branding.site_name': 'Two' } } },
    );
    expect(state.settings).to.deep.equal({ 'branding.site_name': 'Two', 'cookie_notice.enable': true });
    expect(state.menus).to.equal(null);
  });

  it('replaces the menus only when the command carries them', () => {
    const state = run({ type: 'setValues', values: { menus: [footer] } }, { type: 'setValues', values: { settings: { 'branding.site_name': 'X' } } });
    expect(state.menus).to.deep.equal([footer]);
  });

  it('changes a value of the shown theme and ignores values for another theme', () => {
    const state = run(
      { type: 'setActiveTheme', theme: light },
      { type: 'setThemeValue', themeId: 1, name: '--be-primary', value: '#e11d48' },
      { type: 'setThemeValue', themeId: 2, name: '--be-primary', value: '#000000' },
    );
    expect(state.theme?.id).to.equal(1);
    expect(state.theme?.values['--be-primary']).to.equal('#e11d48');
    expect(state.theme?.values['--be-background']).to.equal('#ffffff');
    expect(light.values['--be-primary'], 'the command never changes its input').to.equal('#4f46e5');
    expect(run({ type: 'setThemeValue', themeId: 1, name: '--be-primary', value: '#e11d48' }).theme, 'no theme shown yet').to.equal(null);
  });

  it('sets the theme font as a font-family value with its fallback', () => {
    const state = run({ type: 'setActiveTheme', theme: light }, { type: 'setThemeFont', themeId: 1, family: 'Playfair Display' });
    expect(state.theme?.values['--be-font-family']).to.equal('"Playfair Display", serif');
  });

  it('keeps custom CSS and HTML apart', () => {
    const state = run({ type: 'setCustomCode', code: { type: 'css', value: 'a{}' } }, { type: 'setCustomCode', code: { type: 'html', value: '<b>x</b>' } });
    expect(state.customCode).to.deep.equal({ css: 'a{}', html: '<b>x</b>' });
  });

  it('counts navigation requests, so the same route asked twice navigates twice', () => {
    const state = run({ type: 'navigate', route: '/login' }, { type: 'navigate', route: '/login' });
    expect(state.navigation).to.deep.equal({ route: '/login', count: 2 });
  });
});

describe('appearance preview: previewBootstrapData', () => {
  it('puts the unsaved site name, homepage and cookie notice into the settings the app renders', () => {
    const base = bootstrap();
    const data = previewBootstrapData(
      base,
      run({
        type: 'setValues',
        values: { settings: { 'branding.site_name': 'Acme', 'homepage.type': 'login', 'cookie_notice.enable': true, 'cookie_notice.button.label': 'Fine' } },
      }),
    );
    expect(data.settings.branding.site_name).to.equal('Acme');
    expect(data.settings.branding.site_description, 'untouched settings stay').to.equal('Sites');
    expect(data.settings.homepage.type).to.equal('login');
    expect(data.cookie_notice).to.deep.equal({ enable: true, position: 'bottom', button: { label: 'Fine', action: null } });
    expect(data.show_cookie_notice, 'shown in the preview even where it was dismissed').to.equal(true);
    expect(base.settings.branding.site_name, 'the saved data is not changed').to.equal('Sitewright');
  });

  it('shows the edited theme in place of the saved one, and a new theme next to them', () => {
    const edited = previewBootstrapData(bootstrap(), run({ type: 'setActiveTheme', theme: dark }, { type: 'setThemeValue', themeId: 2, name: '--be-primary', value: '#22c55e' }));
    expect(edited.themes.selectedThemeId).to.equal(2);
    expect(edited.themes.all.map((t) => t.values['--be-primary'])).to.deep.equal(['#4f46e5', '#22c55e']);
    const created = previewBootstrapData(bootstrap(), run({ type: 'setActiveTheme', theme: { ...light, id: -1, name: 'New' } }));
    expect(created.themes.all.map((t) => t.id)).to.deep.equal([1, 2, -1]);
    expect(created.themes.selectedThemeId).to.equal(-1);
  });

  it('replaces the menus, and is the same when applied twice', () => {
    const state = run({ type: 'setValues', values: { menus: [footer], settings: { 'branding.site_name': 'Acme' } } });
    const once = previewBootstrapData(bootstrap(), state);
    expect(once.menus).to.deep.equal([footer]);
    expect(previewBootstrapData(once, state)).to.deep.equal(once);
  });
});
