import { fontByFamily } from '../editor/fonts.ts';
import type { Menu, MenuItem, Theme } from '../types.ts';

// The messages between the admin appearance editor and its preview frame (navigate, set values,
// set theme font, set theme value, set active theme, set custom code). The editor posts them to
// the frame; the frame accepts a message only from its own host name and only when it is one of
// these commands in the right shape. Anything else is ignored.

/** Routes the editor's preview can show, the first being the default. */
export const PREVIEW_ROUTES = [
  '/',
  '/login',
  '/register',
  '/contact',
  '/billing/pricing',
  '/account-settings',
  '/admin',
  '/admin/appearance',
  '/admin/settings',
  '/admin/plans',
  '/admin/subscriptions',
  '/admin/users',
  '/admin/roles',
  '/admin/pages',
  '/admin/tags',
  '/admin/files',
  '/admin/localizations',
  '/admin/ads',
  '/admin/settings/authentication',
  '/admin/settings/branding',
  '/admin/settings/cache',
  '/admin/settings/providers',
  '/api-docs',
] as const;

/** The query flag that puts the app into preview mode inside the editor's frame. */
export const PREVIEW_QUERY_FLAG = 'appearanceEditor';

/** Settings the preview applies live (setValues), by their dotted setting key. */
export interface PreviewSettings {
  'branding.site_name': string;
  'branding.site_description': string;
  'branding.logo_light': string | null;
  'branding.logo_dark': string | null;
  'branding.favicon': string | null;
  'homepage.type': 'landing' | 'login' | 'register' | 'customPage';
  'homepage.value': string | null;
  'cookie_notice.enable': boolean;
  'cookie_notice.position': 'top' | 'bottom';
  'cookie_notice.button.label': string;
  'cookie_notice.button.action': string | null;
}

export type PreviewSettingKey = keyof PreviewSettings;

export interface PreviewValues {
  settings?: Partial<PreviewSettings>;
  menus?: Menu[];
}

export type PreviewCommand =
  | { type: 'navigate'; route: string }
  | { type: 'setValues'; values: PreviewValues }
  | { type: 'setThemeFont'; themeId: number; family: string }
  | { type: 'setThemeValue'; themeId: number; name: string; value: string }
  | { type: 'setActiveTheme'; theme: Theme }
  | { type: 'setCustomCode'; code: { type: 'css' | 'html'; value: string } };

/** What the frame tells its parent once it listens, so the editor can send everything it has. */
export const PREVIEW_READY = { type: 'appearancePreviewReady' } as const;

const MAX_TEXT = 1000;
const MAX_CODE = 200_000;
const MAX_MENUS = 100;
const MAX_ITEMS = 200;

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text =
  (max = MAX_TEXT): Check =>
  (value) =>
    typeof value === 'string' && value.length <= max;
const nullableText: Check = (value) => value === null || text()(value);
const oneOf =
  (...allowed: unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const isId: Check = (value) => Number.isSafeInteger(value);
const listOf =
  (check: Check, max: number): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && value.every(check);

const SETTING_CHECKS: Record<PreviewSettingKey, Check> = {
  'branding.site_name': text(),
  'branding.site_description': text(),
  'branding.logo_light': nullableText,
  'branding.logo_dark': nullableText,
  'branding.favicon': nullableText,
  'homepage.type': oneOf('landing', 'login', 'register', 'customPage'),
  'homepage.value': nullableText,
  'cookie_notice.enable': (value) => typeof value === 'boolean',
  'cookie_notice.position': oneOf('top', 'bottom'),
  'cookie_notice.button.label': text(),
  'cookie_notice.button.action': nullableText,
};

export const PREVIEW_SETTING_KEYS = Object.keys(SETTING_CHECKS) as PreviewSettingKey[];

/** A CSS custom property and a value that cannot end its declaration or the style element. */
export function isThemeValue(name: unknown, value: unknown): boolean {
  return typeof name === 'string' && /^--[\w-]{1,100}$/.test(name) && typeof value === 'string' && value.length <= MAX_TEXT && !/[<>{};]/.test(value);
}

function isTheme(value: unknown): value is Theme {
  if (!isObject(value) || !isId(value.id) || !text()(value.name) || !isObject(value.values)) return false;
  if (![value.is_dark, value.default_light, value.default_dark].every((flag) => typeof flag === 'boolean')) return false;
  return Object.entries(value.values).every(([name, css]) => isThemeValue(name, css));
}

function isMenuItem(value: unknown): value is MenuItem {
  return (
    isObject(value) &&
    isId(value.id) &&
    text()(value.label) &&
    text(2000)(value.action) &&
    oneOf('link', 'route')(value.type) &&
    (value.target === undefined || oneOf(null, '_blank', '_self')(value.target)) &&
    (value.icon === undefined || nullableText(value.icon)) &&
    (value.roles === undefined || listOf(isId, 100)(value.roles)) &&
    (value.permissions === undefined || listOf(text(), 100)(value.permissions)) &&
    Number.isFinite(value.order)
  );
}

function isMenu(value: unknown): value is Menu {
  return isObject(value) && isId(value.id) && text()(value.name) && listOf(text(), 50)(value.positions) && listOf(isMenuItem, MAX_ITEMS)(value.items);
}

function isPreviewValues(value: unknown): value is PreviewValues {
  if (!isObject(value)) return false;
  if (value.menus !== undefined && !listOf(isMenu, MAX_MENUS)(value.menus)) return false;
  if (value.settings === undefined) return true;
  if (!isObject(value.settings)) return false;
  return Object.entries(value.settings).every(([key, setting]) => Object.hasOwn(SETTING_CHECKS, key) && SETTING_CHECKS[key as PreviewSettingKey](setting));
}

/** An in-app path: one leading slash (never "//host"), no spaces or backslashes. */
export function isPreviewPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** The command in a message, or null when the message is not one (wrong type or shape). */
export function parsePreviewCommand(data: unknown): PreviewCommand | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'navigate':
      return isPreviewPath(data.route) ? { type: 'navigate', route: data.route } : null;
    case 'setValues':
      return isPreviewValues(data.values) ? { type: 'setValues', values: data.values } : null;
    case 'setThemeFont':
      return isId(data.themeId) && typeof data.family === 'string' && fontByFamily(data.family)
        ? { type: 'setThemeFont', themeId: data.themeId as number, family: data.family }
        : null;
    case 'setThemeValue':
      return isId(data.themeId) && isThemeValue(data.name, data.value)
        ? { type: 'setThemeValue', themeId: data.themeId as number, name: data.name as string, value: data.value as string }
        : null;
    case 'setActiveTheme':
      return isTheme(data.theme) ? { type: 'setActiveTheme', theme: data.theme } : null;
    case 'setCustomCode': {
      const code = data.code;
      return isObject(code) && oneOf('css', 'html')(code.type) && text(MAX_CODE)(code.value)
        ? { type: 'setCustomCode', code: { type: code.type as 'css' | 'html', value: code.value as string } }
        : null;
    }
    default:
      return null;
  }
}

/**
 * The preview's origin rule: a message counts only when the sender's host name is the frame's own
 * (scheme and port do not matter). Opaque origins ("null") and unparsable ones never match.
 */
export function isTrustedPreviewOrigin(origin: string, ownHostname: string): boolean {
  if (!ownHostname) return false;
  try {
    return new URL(origin).hostname === ownHostname;
  } catch {
    return false;
  }
}

export function isPreviewReadyMessage(data: unknown): boolean {
  return isObject(data) && data.type === PREVIEW_READY.type;
}

/** The command a message event carries, when it is from the frame's own host name and well formed. */
export function previewCommandFrom(event: { origin: string; data: unknown }, ownHostname: string): PreviewCommand | null {
  return isTrustedPreviewOrigin(event.origin, ownHostname) ? parsePreviewCommand(event.data) : null;
}
