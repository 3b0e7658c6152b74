import type { Menu, MenuItem, Theme } from '../types.ts';
import type { PreviewSettings } from './protocol.ts';

// The appearance editor's data as GET and PUT admin/appearance carry it (docs/admin-api.md).

/** Public routes with a title and description of their own (written into the page's head). */
export const SEO_ROUTES = ['/', '/login', '/register', '/forgot-password', '/contact', '/pricing', '/api-docs'] as const;
export type SeoRoute = (typeof SEO_ROUTES)[number];

export interface SeoEntry {
  title: string;
  description: string;
}

export interface AppearanceSettings extends PreviewSettings {
  'custom_code.css': string;
  'custom_code.html': string;
  seo: Record<string, SeoEntry>;
  'seo.og_image': string | null;
}

export interface AppearanceData {
  settings: AppearanceSettings;
  themes: Theme[];
  menus: Menu[];
}

/** A theme or menu without an id is created; a stored one left out of the list is deleted. */
export type ThemeInput = Omit<Theme, 'id'> & { id?: number };
export type MenuItemInput = Omit<MenuItem, 'id'> & { id?: number };
export type MenuInput = Omit<Menu, 'id' | 'items'> & { id?: number; items: MenuItemInput[] };

export interface AppearanceUpdate {
  settings?: Partial<AppearanceSettings>;
  themes?: ThemeInput[];
  menus?: MenuInput[];
}

/** The elements of the page shell that hold the site-wide custom code (the preview swaps their content). */
export const CUSTOM_CODE_ELEMENT_IDS = { css: 'sw-custom-css', html: 'sw-custom-html' } as const;

/**
 * The theme font's stylesheet link the server writes into the head; the web app finds it by this
 * id and keeps it while the font stays the same (a second link would restyle the whole page).
 */
export const THEME_FONT_LINK_ID = 'be-theme-font';
