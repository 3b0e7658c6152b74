import { THEME_FONT_LINK_ID } from '../../../../common/appearance/types.ts';
import { fontOfValue, fontStylesheetHref } from '../../../../common/editor/fonts.ts';
import type { BootstrapData, Theme } from '../../../../common/types.ts';

// Theme selection: the active theme follows the user's choice
// when settings.themes.user_change is on; otherwise it is the default theme (themes.selectedThemeId),
// falling back to the theme flagged default for settings.themes.default_mode, then the first theme.
// Choosing 'light' or 'dark' picks the theme flagged default_light / default_dark.

export type ThemeChoice = number | 'light' | 'dark';

/** The theme a choice stands for: an id, or 'light'/'dark' → the flagged default for that mode. */
export function themeForChoice(themes: Theme[], choice: ThemeChoice | string | null | undefined): Theme | null {
  if (choice === null || choice === undefined || choice === '') return null;
  if (choice === 'light') return themes.find((t) => t.default_light) ?? themes.find((t) => !t.is_dark) ?? null;
  if (choice === 'dark') return themes.find((t) => t.default_dark) ?? themes.find((t) => t.is_dark) ?? null;
  const id = Number(choice);
  if (!Number.isFinite(id)) return null;
  return themes.find((t) => t.id === id) ?? null;
}

export function defaultTheme(data: BootstrapData): Theme | null {
  const all = data.themes?.all ?? [];
  return (
    all.find((t) => t.id === data.themes.selectedThemeId) ??
    themeForChoice(all, data.settings.themes?.default_mode) ??
    all[0] ??
    null
  );
}

export function resolveActiveTheme(data: BootstrapData, storedChoice: string | null): Theme | null {
  const all = data.themes?.all ?? [];
  if (data.settings.themes?.user_change) {
    const chosen = themeForChoice(all, storedChoice);
    if (chosen) return chosen;
  }
  return defaultTheme(data);
}

let appliedKeys: string[] = [];

/**
 * A theme's font from the served web fonts (the Font page of the appearance editor) needs its
 * stylesheet; system fonts need none. One link, swapped when the font changes.
 */
function linkThemeFont(fontFamily: string | undefined, doc: Document): void {
  const font = fontFamily ? fontOfValue(fontFamily) : null;
  const href = font ? fontStylesheetHref(font.family) : null;
  let link = doc.getElementById(THEME_FONT_LINK_ID) as HTMLLinkElement | null;
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.id = THEME_FONT_LINK_ID;
    link.rel = 'stylesheet';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Writes the theme's CSS custom properties on <html> verbatim, and toggles class "dark". */
export function applyTheme(theme: Theme | null, root: HTMLElement = document.documentElement): void {
  for (const key of appliedKeys) root.style.removeProperty(key);
  appliedKeys = [];
  linkThemeFont(theme?.values?.['--be-font-family'], root.ownerDocument);
  if (!theme) return;
  for (const [key, value] of Object.entries(theme.values ?? {})) {
    if (!key.startsWith('--')) continue;
    root.style.setProperty(key, String(value));
    appliedKeys.push(key);
  }
  root.classList.toggle('dark', Boolean(theme.is_dark));
  root.style.colorScheme = theme.is_dark ? 'dark' : 'light';
  root.dataset.themeId = String(theme.id);
  // The server wrote the address bar's colour for the theme it chose (server/http/web-app.ts).
  const barColor = theme.values?.['--be-navbar-color'] || theme.values?.['--be-background'];
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && barColor) meta.content = barColor;
}
