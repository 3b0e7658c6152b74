import type { Theme as ThemeData } from '../../../common/types.ts';
import { cached } from '../../cache/site-cache.ts';
import { Theme } from './models.ts';

export function serializeTheme(theme: Theme): ThemeData {
  return { id: theme.id, name: theme.name, values: theme.values, is_dark: theme.is_dark, default_light: theme.default_light, default_dark: theme.default_dark };
}

export function listThemes(): Promise<ThemeData[]> {
  return cached('themes', async () => (await Theme.findAll({ where: { user_id: null }, order: [['id', 'ASC']] })).map(serializeTheme));
}

/**
 * spec §4: the user's choice when changing is allowed (a theme id or "light"/"dark", as the
 * web app stores it under be-active-theme); otherwise the default for the configured mode,
 * falling back to the first theme.
 */
export function selectThemeId(themes: ThemeData[], options: { userChoice?: string | null; userChange: boolean; defaultMode: 'light' | 'dark' }): number | null {
  if (themes.length === 0) return null;
  const forMode = (mode: string) => themes.find((t) => (mode === 'dark' ? t.default_dark : t.default_light));
  const choice = options.userChange ? options.userChoice?.trim() : null;
  if (choice) {
    const chosen = /^\d+$/.test(choice) ? themes.find((t) => t.id === Number(choice)) : forMode(choice);
    if (chosen) return chosen.id;
  }
  return (forMode(options.defaultMode) ?? themes[0]).id;
}
