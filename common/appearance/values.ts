import type { Theme } from '../types.ts';

// Rules for the appearance editor's values, shared by the server's checks, the web editor and the
// CLI. The data's shapes (GET and PUT /api/v1/admin/appearance) are in types.ts beside this file.

export const HOMEPAGE_TYPES = ['landing', 'login', 'register', 'customPage'] as const;

/** A theme as exported and imported: everything but the id. */
export type ThemeJson = Omit<Theme, 'id'>;

/** The theme value the Font sub-page edits: a CSS font-family list (common/editor/fonts.ts offers the families). */
export const THEME_FONT_VALUE = '--be-font-family';

/** The theme values the Rounding sub-page edits: CSS lengths. */
export const THEME_RADIUS_VALUES = ['--be-radius', '--be-radius-button', '--be-radius-panel'] as const;

/** A CSS custom property name a theme may set. */
export const THEME_VALUE_NAME = /^--[A-Za-z0-9_-]{1,60}$/;

/** Characters that would end a declaration or the style element the theme is written into. */
export const THEME_VALUE_FORBIDDEN = /[<>{};]/;

/** A length the Rounding values accept: 0, or a number with px, rem, em or %. */
export function isCssLength(value: string): boolean {
  return /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|%))$/.test(value.trim());
}

/**
 * An address a logo, favicon or Open Graph image may have: a path on this site (an uploaded file's
 * URL) or an http(s) URL. Protocol-relative and backslash paths would point at another host.
 */
export function isAssetUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where a menu item may point. A route is a path of the app; a link may also be an anchor, an
 * http(s) URL, mailto: or tel:. Nothing else, so no item can carry a javascript: URL. An empty
 * action is allowed: such an item is not shown.
 */
export function isMenuAction(type: 'link' | 'route', action: string): boolean {
  if (action === '') return true;
  if (/[\s\\]/.test(action)) return false;
  const isPath = action.startsWith('/') && !action.startsWith('//');
  if (type === 'route') return isPath;
  if (isPath || action.startsWith('#')) return true;
  if (/^(mailto|tel):./i.test(action)) return true;
  try {
    const url = new URL(action);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
