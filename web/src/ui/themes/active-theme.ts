import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '../../../../common/constants.ts';
import type { Theme } from '../../../../common/types.ts';
import { getBootstrapData, peekBootstrapData, subscribeToBootstrap } from '../../app/bootstrap/bootstrap-store.ts';
import { setCookie } from '../../lib/cookies.ts';
import { readLocalStorage, writeLocalStorage } from '../../lib/local-storage.ts';
import { applyTheme, resolveActiveTheme, themeForChoice, type ThemeChoice } from './theme-selection.ts';

// The user's theme choice is stored as the chosen theme's id, in localStorage under
// "be-active-theme" and in a cookie of the same name (path /, 1 year) so the server can render the
// right theme's variables on first paint.

const THEME_COOKIE_DAYS = 365;
const listeners = new Set<() => void>();
let storedChoice: string | null = readLocalStorage(THEME_STORAGE_KEY);

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = subscribeToBootstrap(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

let cachedTheme: Theme | null = null;
let cachedFor: { data: unknown; choice: string | null; forced: number | null } | null = null;
// The appearance editor's preview shows the theme the admin edits, whatever this browser chose.
let forcedThemeId: number | null = null;

export function getActiveTheme(): Theme | null {
  const data = peekBootstrapData();
  if (!data) return null;
  if (!cachedFor || cachedFor.data !== data || cachedFor.choice !== storedChoice || cachedFor.forced !== forcedThemeId) {
    const forced = forcedThemeId === null ? null : data.themes.all.find((t) => t.id === forcedThemeId);
    cachedTheme = forced ?? resolveActiveTheme(data, storedChoice);
    cachedFor = { data, choice: storedChoice, forced: forcedThemeId };
  }
  return cachedTheme;
}

/** Shows this theme (an id in the bootstrap data's themes) instead of the chosen one; null undoes it. */
export function forceActiveTheme(themeId: number | null): void {
  if (forcedThemeId === themeId) return;
  forcedThemeId = themeId;
  applyActiveTheme();
  emit();
}

/** Applies the currently resolved theme to <html>. */
export function applyActiveTheme(): void {
  applyTheme(getActiveTheme());
}

/** Select a theme by id, or 'light' / 'dark' (the flagged default theme of that mode). */
export function selectTheme(choice: ThemeChoice): Theme | null {
  const theme = themeForChoice(getBootstrapData().themes.all, choice);
  if (!theme) return null;
  storedChoice = String(theme.id);
  writeLocalStorage(THEME_STORAGE_KEY, storedChoice);
  setCookie(THEME_STORAGE_KEY, storedChoice, { days: THEME_COOKIE_DAYS });
  applyActiveTheme();
  emit();
  return theme;
}

/** Switches between the default light and the default dark theme. */
export function toggleDarkMode(): Theme | null {
  return selectTheme(getActiveTheme()?.is_dark ? 'light' : 'dark');
}

export function useActiveTheme(): Theme | null {
  return useSyncExternalStore(subscribe, getActiveTheme, getActiveTheme);
}
