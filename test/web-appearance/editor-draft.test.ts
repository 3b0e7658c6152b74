import { expect } from 'chai';
import type { PreviewCommand } from '../../common/appearance/protocol.ts';
import type { AppearanceData } from '../../common/appearance/types.ts';
import type { Theme } from '../../common/types.ts';
import {
  DEFAULT_SETTINGS,
  appearanceUpdate,
  markDefaultTheme,
  menuProblems,
  normalizeAppearance,
  settingsProblems,
  temporaryId,
  themeProblems,
  uniqueName,
} from '../../web/src/features/admin/appearance/draft.ts';
import { AppearanceEditorStore } from '../../web/src/features/admin/appearance/editor-store.ts';

// The appearance editor's working copy: what Save sends in its one request, when the editor counts
// as changed, and which preview command each edit posts (and to which origin).

const ORIGIN = 'http://127.0.0.1:3000';

const light: Theme = { id: 1, name: 'Light', values: { '--be-primary': '#4f46e5' }, is_dark: false, default_light: true, default_dark: false };
const dark: Theme = { id: 2, name: 'Dark', values: { '--be-primary': '#818cf8' }, is_dark: true, default_light: false, default_dark: true };

function saved(): AppearanceData {
  return normalizeAppearance({
    settings: { ...DEFAULT_SETTINGS, 'branding.site_name': 'Sitewright', 'custom_code.css': 'a{}' },
    themes: [light, dark],
    menus: [
      {
        id: 5,
        name: 'Footer',
        positions: ['footer'],
        items: [
          { id: 51, label: 'Second', action: '/b', type: 'route', order: 2 },
          { id: 50, label: 'First', action: '/a', type: 'route', order: 1 },
        ],
      },
    ],
  });
}

describe('appearance editor: the draft and what Save sends', () => {
  it('fills settings the server left out and orders menu items', () => {
    const data = normalizeAppearance({ settings: { 'branding.site_name': 'X' } as AppearanceData['settings'], themes: [], menus: saved().menus });
    expect(data.settings['cookie_notice.button.label']).to.equal('OK');
    expect(data.settings.seo).to.deep.equal({});
    expect(data.menus[0].items.map((item) => item.label)).to.deep.equal(['First', 'Second']);
  });

  it('sends new themes, menus and items without ids and items in their shown order', () => {
    const draft = saved();
    const newTheme = { ...light, id: temporaryId([1, 2]), name: 'Copy', default_light: false };
    const menu = draft.menus[0];
    const reordered = { ...menu, items: [menu.items[1], { id: -3, label: 'New', action: '/c', type: 'route' as const, order: 0 }, menu.items[0]] };
    const update = appearanceUpdate({ ...draft, themes: [...draft.themes, newTheme], menus: [reordered, { id: -4, name: 'Extra', positions: ['footer-secondary'], items: [] }] });
    expect(newTheme.id).to.equal(-1);
    expect(update.themes?.map((t) => t.id)).to.deep.equal([1, 2, undefined]);
    expect(update.themes?.[2]).to.not.have.property('id');
    expect(update.menus?.map((m) => m.id)).to.deep.equal([5, undefined]);
    expect(update.menus?.[0].items.map((item) => [item.id, item.label, item.order])).to.deep.equal([
      [51, 'Second', 1],
      [undefined, 'New', 2],
      [50, 'First', 3],
    ]);
    expect(update.settings?.['branding.site_name']).to.equal('Sitewright');
  });

  it('moves a default flag: one default light theme, one default dark theme', () => {
    const themes = markDefaultTheme([light, dark], 2, 'light');
    expect(themes.map((t) => [t.id, t.default_light, t.default_dark, t.is_dark])).to.deep.equal([
      [1, false, false, false],
      [2, true, true, true],
    ]);
    expect(themeProblems(themes), 'one default per mode').to.deep.equal([]);
    expect(themeProblems(themes.map((t) => ({ ...t, default_light: false }))).map((p) => p.message)).to.deep.equal(['Make one theme the default for light mode.']);
  });

  it('names a copy so it does not clash, and refuses a theme name twice', () => {
    expect(uniqueName('Light copy', ['Light', 'light copy', 'Light copy 2'])).to.equal('Light copy 3');
    expect(uniqueName('Ocean', ['Light'])).to.equal('Ocean');
    const twice = themeProblems([light, { ...dark, name: ' LIGHT ' }]);
    expect(twice).to.deep.equal([{ path: '/admin/appearance/themes/2', message: 'Another theme already has this name.' }]);
  });

  it('refuses a menu without a name, an item without a label and a destination that is not one', () => {
    const problems = menuProblems([
      {
        id: 1,
        name: ' ',
        positions: [],
        items: [
          { id: 2, label: '', action: '', type: 'link', order: 1 },
          { id: 3, label: 'Script', action: 'javascript:alert(1)', type: 'link', order: 2 },
          { id: 4, label: 'Away', action: 'https://example.com', type: 'route', order: 3 },
          { id: 5, label: 'Mail', action: 'mailto:hi@example.com', type: 'link', order: 4 },
        ],
      },
    ]);
    expect(problems.map((p) => [p.itemId ?? null, p.field])).to.deep.equal([
      [null, 'name'],
      [2, 'label'],
      [3, 'action'],
      [4, 'action'],
    ]);
    expect(menuProblems(saved().menus)).to.deep.equal([]);
  });

  it('sends the admin to the page of a setting the server would refuse', () => {
    const settings = { ...DEFAULT_SETTINGS, 'branding.site_name': ' ', 'homepage.type': 'customPage' as const, 'cookie_notice.button.label': '' };
    expect(settingsProblems(settings).map((p) => p.path)).to.deep.equal(['/admin/appearance/general', '/admin/appearance/general', '/admin/appearance/cookie-notice']);
    expect(settingsProblems(saved().settings)).to.deep.equal([]);
  });
});

describe('appearance editor: edits reach the preview', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  const previousWindow = globals.window;
  before(() => {
    globals.window = { location: { origin: ORIGIN } };
  });
  after(() => {
    globals.window = previousWindow;
  });

  function connected() {
    const store = new AppearanceEditorStore(saved());
    const posted: { command: PreviewCommand; origin: string }[] = [];
    store.connectFrame({ postMessage: (command: PreviewCommand, origin: string) => posted.push({ command, origin }) } as unknown as Window);
    posted.length = 0;
    return { store, posted, commands: () => posted.map((p) => p.command) };
  }

  it('sends the whole draft once the frame listens', () => {
    const store = new AppearanceEditorStore(saved());
    const posted: PreviewCommand[] = [];
    store.connectFrame({ postMessage: (command: PreviewCommand) => posted.push(command) } as unknown as Window);
    expect(posted.map((c) => c.type)).to.deep.equal(['setValues', 'setCustomCode', 'setCustomCode']);
    const values = posted[0] as Extract<PreviewCommand, { type: 'setValues' }>;
    expect(values.values.settings?.['branding.site_name']).to.equal('Sitewright');
    expect(values.values.menus?.[0].name).to.equal('Footer');
    expect(posted[1]).to.deep.equal({ type: 'setCustomCode', code: { type: 'css', value: 'a{}' } });
  });

  it('posts a renamed site at once, only to its own origin, and counts as changed until it is back', () => {
    const { store, posted } = connected();
    store.updateSettings({ 'branding.site_name': 'Acme' });
    expect(posted).to.deep.equal([{ command: { type: 'setValues', values: { settings: { 'branding.site_name': 'Acme' } } }, origin: ORIGIN }]);
    expect(store.getState().dirty).to.equal(true);
    store.updateSettings({ 'branding.site_name': 'Sitewright' });
    expect(store.getState().dirty, 'back to the saved value').to.equal(false);
  });

  it('shows the edited theme first, then each value as it changes', () => {
    const { store, commands } = connected();
    store.setThemeValue(1, '--be-primary', '#e11d48');
    expect(commands()).to.deep.equal([
      { type: 'setActiveTheme', theme: light },
      { type: 'setThemeValue', themeId: 1, name: '--be-primary', value: '#e11d48' },
    ]);
    expect(store.getState().previewThemeId).to.equal(1);
    expect(store.getState().draft.themes[0].values['--be-primary']).to.equal('#e11d48');
    store.setThemeFont(1, 'Lora');
    expect(commands().at(-1)).to.deep.equal({ type: 'setThemeFont', themeId: 1, family: 'Lora' });
    expect(store.getState().draft.themes[0].values['--be-font-family']).to.equal('Lora, serif');
  });

  it('posts custom code and menus as they are edited; SEO has nothing to preview', () => {
    const { store, commands } = connected();
    store.updateSettings({ 'custom_code.html': '<p>Hi</p>' });
    store.setMenus([]);
    store.updateSettings({ seo: { '/': { title: 'Home', description: '' } } });
    expect(commands()).to.deep.equal([
      { type: 'setCustomCode', code: { type: 'html', value: '<p>Hi</p>' } },
      { type: 'setValues', values: { menus: [] } },
    ]);
  });

  it('takes the server’s answer as saved and shows it again', () => {
    const { store, commands } = connected();
    store.updateSettings({ 'branding.site_name': 'Acme' });
    const answer = { ...store.getState().draft };
    store.markSaved(answer, null);
    expect(store.getState().dirty).to.equal(false);
    expect(commands().at(-3)?.type).to.equal('setValues');
  });
});
