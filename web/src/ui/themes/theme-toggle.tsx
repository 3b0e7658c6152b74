import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { selectTheme, toggleDarkMode, useActiveTheme } from './active-theme.ts';
import { themeForChoice } from './theme-selection.ts';

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

/**
 * Light/dark toggle for the navbar. Hidden when users may not change the theme
 * (settings.themes.user_change off) or when there is no theme to switch to.
 */
export function ThemeToggleButton({ className }: { className?: string }) {
  const data = useBootstrapData();
  const theme = useActiveTheme();
  const trans = useTrans();
  if (!data.settings.themes?.user_change || !theme) return null;
  const target = themeForChoice(data.themes.all, theme.is_dark ? 'light' : 'dark');
  if (!target || target.id === theme.id) return null;
  const label = theme.is_dark ? trans('Switch to light mode') : trans('Switch to dark mode');
  return (
    <button
      type="button"
      className={['sw-icon-btn', className].filter(Boolean).join(' ')}
      data-testid="theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => toggleDarkMode()}
    >
      {theme.is_dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/** A select listing every theme (for settings screens). */
export function ThemeSelect({ id = 'theme-select' }: { id?: string }) {
  const data = useBootstrapData();
  const theme = useActiveTheme();
  const trans = useTrans();
  if (!data.settings.themes?.user_change || data.themes.all.length < 2) return null;
  return (
    <label className="sw-field" htmlFor={id}>
      <span className="sw-label">{trans('Theme')}</span>
      <select id={id} className="sw-input" value={theme?.id ?? ''} onChange={(event) => selectTheme(Number(event.target.value))}>
        {data.themes.all.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </label>
  );
}
