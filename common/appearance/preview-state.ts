import { fontByFamily, fontFamilyValue } from '../editor/fonts.ts';
import type { BootstrapData, Menu, PublicSettings, Theme } from '../types.ts';
import type { PreviewCommand, PreviewSettingKey, PreviewSettings } from './protocol.ts';

// What the preview frame shows on top of the saved data: the editor's unsaved values, folded from
// its commands. Pure, so the frame's behaviour is the same in tests as in the browser; the frame
// applies the result to its bootstrap data (site name, menus, cookie notice, theme) and to the
// document (custom CSS and HTML, navigation).

export interface PreviewState {
  settings: Partial<PreviewSettings>;
  /** The editor's menus, once it sent them; until then the saved ones show. */
  menus: Menu[] | null;
  /** The theme the editor shows, with its unsaved values. */
  theme: Theme | null;
  /** Custom code the editor set; null leaves the saved code in place. */
  customCode: { css: string | null; html: string | null };
  /** The last route asked for; `count` grows with every request, so asking twice navigates twice. */
  navigation: { route: string; count: number } | null;
}

export const INITIAL_PREVIEW_STATE: PreviewState = {
  settings: {},
  menus: null,
  theme: null,
  customCode: { css: null, html: null },
  navigation: null,
};

function withThemeValue(state: PreviewState, themeId: number, name: string, value: string): PreviewState {
  // A value for a theme the preview does not show changes nothing: the editor sends the theme first.
  if (!state.theme || state.theme.id !== themeId) return state;
  return { ...state, theme: { ...state.theme, values: { ...state.theme.values, [name]: value } } };
}

export function applyPreviewCommand(state: PreviewState, command: PreviewCommand): PreviewState {
  switch (command.type) {
    case 'navigate':
      return { ...state, navigation: { route: command.route, count: (state.navigation?.count ?? 0) + 1 } };
    case 'setValues':
      return {
        ...state,
        settings: command.values.settings ? { ...state.settings, ...command.values.settings } : state.settings,
        menus: command.values.menus ?? state.menus,
      };
    case 'setThemeFont': {
      const font = fontByFamily(command.family);
      return font ? withThemeValue(state, command.themeId, '--be-font-family', fontFamilyValue(font)) : state;
    }
    case 'setThemeValue':
      return withThemeValue(state, command.themeId, command.name, command.value);
    case 'setActiveTheme':
      return { ...state, theme: command.theme };
    case 'setCustomCode':
      return { ...state, customCode: { ...state.customCode, [command.code.type]: command.code.value } };
  }
}

/** Writes a dotted key ("cookie_notice.button.label") into a copy of the nested settings. */
function setNested(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = key.split('.');
  if (rest.length === 0) return { ...target, [head]: value };
  const inner = target[head];
  return { ...target, [head]: setNested(typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {}, rest.join('.'), value) };
}

/**
 * The bootstrap data the preview renders: the saved data with the editor's values on top. The
 * cookie notice shows whenever it is enabled, even where a visitor already dismissed it, so the
 * admin sees what they configure.
 */
export function previewBootstrapData(data: BootstrapData, state: PreviewState): BootstrapData {
  let settings = data.settings as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(state.settings)) settings = setNested(settings, key as PreviewSettingKey, value);
  const nextSettings = settings as unknown as PublicSettings;
  const theme = state.theme;
  const themes = theme
    ? {
        all: data.themes.all.some((t) => t.id === theme.id) ? data.themes.all.map((t) => (t.id === theme.id ? theme : t)) : [...data.themes.all, theme],
        selectedThemeId: theme.id,
      }
    : data.themes;
  return {
    ...data,
    settings: nextSettings,
    menus: state.menus ?? data.menus,
    themes,
    cookie_notice: nextSettings.cookie_notice,
    show_cookie_notice: Boolean(nextSettings.cookie_notice?.enable),
  };
}
