import { isMenuAction } from '../../../../../common/appearance/values.ts';
import { PREVIEW_SETTING_KEYS, type PreviewSettings } from '../../../../../common/appearance/protocol.ts';
import type { AppearanceData, AppearanceSettings, AppearanceUpdate } from '../../../../../common/appearance/types.ts';
import type { Menu, MenuItem, Theme } from '../../../../../common/types.ts';

// The appearance editor's working copy and what Save sends. Themes, menus and menu items the admin
// adds get negative ids until the server gives them real ones; Save leaves those ids out, so the
// server creates them, and sends each menu's items with their order as shown.

export const DEFAULT_SETTINGS: AppearanceSettings = {
  'branding.site_name': '',
  'branding.site_description': '',
  'branding.logo_light': null,
  'branding.logo_dark': null,
  'branding.favicon': null,
  'homepage.type': 'landing',
  'homepage.value': null,
  'cookie_notice.enable': false,
  'cookie_notice.position': 'bottom',
  'cookie_notice.button.label': 'OK',
  'cookie_notice.button.action': null,
  'custom_code.css': '',
  'custom_code.html': '',
  seo: {},
  'seo.og_image': null,
};

/** The server's answer with every setting the editor shows present (a missing one gets its default). */
export function normalizeAppearance(data: Partial<AppearanceData> & { settings?: Partial<AppearanceSettings> }): AppearanceData {
  const settings = { ...DEFAULT_SETTINGS, ...(data.settings ?? {}) };
  return {
    settings: { ...settings, seo: { ...(settings.seo ?? {}) }, 'custom_code.css': settings['custom_code.css'] ?? '', 'custom_code.html': settings['custom_code.html'] ?? '' },
    themes: data.themes ?? [],
    menus: (data.menus ?? []).map((menu) => ({ ...menu, items: [...(menu.items ?? [])].sort((a, b) => a.order - b.order) })),
  };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, index) => deepEqual(value, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => deepEqual(left[key], right[key]));
}

/** A fresh negative id below every id in use. */
export function temporaryId(ids: number[]): number {
  return Math.min(0, ...ids) - 1;
}

export function isTemporaryId(id: number): boolean {
  return id < 0;
}

/** The settings the preview applies through its set-values command. */
export function previewSettings(settings: AppearanceSettings): Partial<PreviewSettings> {
  return Object.fromEntries(PREVIEW_SETTING_KEYS.map((key) => [key, settings[key]])) as Partial<PreviewSettings>;
}

/** The one request Save sends: every setting, the whole theme list and the whole menu list. */
export function appearanceUpdate(draft: AppearanceData): AppearanceUpdate {
  const withoutTemporaryId = <T extends { id: number }>(row: T): Omit<T, 'id'> & { id?: number } => {
    if (!isTemporaryId(row.id)) return row;
    const { id: _id, ...rest } = row;
    return rest;
  };
  return {
    settings: draft.settings,
    themes: draft.themes.map(withoutTemporaryId),
    menus: draft.menus.map((menu) => ({
      ...withoutTemporaryId(menu),
      items: menu.items.map((item, index) => withoutTemporaryId({ ...item, order: index + 1 })),
    })),
  };
}

/** `base`, or `base 2`, `base 3`… — the first one no name in `taken` has (case does not matter). */
export function uniqueName(base: string, taken: string[]): string {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()));
  let candidate = base;
  for (let n = 2; names.has(candidate.toLowerCase()); n++) candidate = `${base} ${n}`;
  return candidate;
}

/** Themes Save refuses before sending: a missing or repeated name, and not exactly one default per mode. */
export function themeProblems(themes: Theme[]): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const seen = new Set<string>();
  for (const theme of themes) {
    const name = theme.name.trim().toLowerCase();
    const path = `/admin/appearance/themes/${theme.id}`;
    if (!name) problems.push({ path, message: 'Enter a name for the theme.' });
    else if (seen.has(name)) problems.push({ path, message: 'Another theme already has this name.' });
    seen.add(name);
  }
  if (themes.filter((t) => t.default_light).length !== 1) problems.push({ path: '/admin/appearance/themes', message: 'Make one theme the default for light mode.' });
  if (themes.filter((t) => t.default_dark).length !== 1) problems.push({ path: '/admin/appearance/themes', message: 'Make one theme the default for dark mode.' });
  return problems;
}

/** A copy of a theme under a new id and name, never a default. */
export function copyTheme(theme: Theme, id: number, name: string): Theme {
  return { ...theme, id, name, values: { ...theme.values }, default_light: false, default_dark: false };
}

/** Marks a theme the default for light or dark mode; only one theme is either, so the flag leaves the others. */
export function markDefaultTheme(themes: Theme[], themeId: number, mode: 'light' | 'dark'): Theme[] {
  const flag = mode === 'light' ? 'default_light' : 'default_dark';
  return themes.map((theme) => ({ ...theme, [flag]: theme.id === themeId }));
}

export function newMenuItem(id: number): MenuItem {
  return { id, label: 'New item', action: '/', type: 'route', target: '_self', icon: null, roles: [], permissions: [], order: 0 };
}

export function newMenu(id: number, name: string): Menu {
  return { id, name, positions: [], items: [] };
}

export interface MenuProblem {
  menuId: number;
  itemId?: number;
  field: 'name' | 'label' | 'action';
  message: string;
}

export interface SettingsProblem {
  /** The editor page where it can be fixed. */
  path: string;
  message: string;
}

/** Settings Save refuses before sending (the server would refuse them too). */
export function settingsProblems(settings: AppearanceSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (!settings['branding.site_name'].trim()) problems.push({ path: '/admin/appearance/general', message: 'Enter a site name.' });
  if (settings['homepage.type'] === 'customPage' && !settings['homepage.value']) {
    problems.push({ path: '/admin/appearance/general', message: 'Choose the custom page to show as the homepage.' });
  }
  if (!settings['cookie_notice.button.label'].trim()) problems.push({ path: '/admin/appearance/cookie-notice', message: 'Enter a label for the cookie notice button.' });
  return problems;
}

export const ROUTE_ACTION_MESSAGE = 'A route is a path of the app, such as /pricing.';
export const LINK_ACTION_MESSAGE = 'Enter a path, an http(s) address, an #anchor, mailto: or tel:.';

/** Why an item's destination is refused, or null. An empty one is allowed: the item is then not shown. */
export function menuActionProblem(item: Pick<MenuItem, 'type' | 'action'>): string | null {
  if (isMenuAction(item.type, item.action.trim())) return null;
  return item.type === 'route' ? ROUTE_ACTION_MESSAGE : LINK_ACTION_MESSAGE;
}

/** What Save refuses before sending: a menu without a name, an item without a label or with a destination that is not one. */
export function menuProblems(menus: Menu[]): MenuProblem[] {
  const problems: MenuProblem[] = [];
  for (const menu of menus) {
    if (!menu.name.trim()) problems.push({ menuId: menu.id, field: 'name', message: 'Enter a name for the menu.' });
    for (const item of menu.items) {
      if (!item.label.trim()) problems.push({ menuId: menu.id, itemId: item.id, field: 'label', message: 'Enter a label.' });
      const action = menuActionProblem(item);
      if (action) problems.push({ menuId: menu.id, itemId: item.id, field: 'action', message: action });
    }
  }
  return problems;
}
