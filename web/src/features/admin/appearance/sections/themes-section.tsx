import { Link, useNavigate } from 'react-router';
import type { Theme } from '../../../../../../common/types.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { copyTheme, markDefaultTheme, temporaryId, uniqueName } from '../draft.ts';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';

/** Every theme, with create, duplicate, delete and the default light and dark flags. */
export function ThemesSection() {
  const store = useAppearanceStore();
  const themes = useAppearanceState((state) => state.draft.themes);
  const navigate = useNavigate();
  const trans = useTrans();

  function add(source: Theme | undefined, name: string) {
    const id = temporaryId(themes.map((t) => t.id));
    const base: Theme = source ?? { id, name, values: {}, is_dark: false, default_light: false, default_dark: false };
    store.setThemes([...themes, copyTheme(base, id, uniqueName(name, themes.map((t) => t.name)))]);
    navigate(`/admin/appearance/themes/${id}`);
  }

  return (
    <div data-testid="appearance-themes">
      <SectionHeader
        title="Themes"
        back="/admin/appearance"
        actions={
          <Button size="sm" variant="outline" onClick={() => add(themes.find((t) => t.default_light) ?? themes[0], trans('New theme'))} data-testid="appearance-theme-create">
            <Trans message="New theme" />
          </Button>
        }
      />
      <ul className="sw-appearance-list">
        {themes.map((theme) => (
          <li key={theme.id} className="sw-appearance-list-item" data-testid="appearance-theme-row" data-theme-id={theme.id}>
            <span className="sw-appearance-swatches" aria-hidden="true">
              {['--be-background', '--be-primary', '--be-foreground-base'].map((name) => (
                <span key={name} style={{ background: theme.values[name] }} />
              ))}
            </span>
            <Link to={`/admin/appearance/themes/${theme.id}`} className="sw-appearance-list-link" data-testid="appearance-theme-edit">
              {theme.name}
            </Link>
            {theme.default_light && (
              <span className="sw-badge">
                <Trans message="Default light" />
              </span>
            )}
            {theme.default_dark && (
              <span className="sw-badge">
                <Trans message="Default dark" />
              </span>
            )}
            <span className="sw-appearance-row-actions">
              {!theme.default_light && (
                <Button size="sm" variant="text" onClick={() => store.setThemes(markDefaultTheme(themes, theme.id, 'light'))} data-testid="appearance-theme-default-light">
                  <Trans message="Make default light" />
                </Button>
              )}
              {!theme.default_dark && (
                <Button size="sm" variant="text" onClick={() => store.setThemes(markDefaultTheme(themes, theme.id, 'dark'))} data-testid="appearance-theme-default-dark">
                  <Trans message="Make default dark" />
                </Button>
              )}
              <Button size="sm" variant="text" onClick={() => add(theme, trans(':name copy', { name: theme.name }))} data-testid="appearance-theme-duplicate">
                <Trans message="Duplicate" />
              </Button>
              <Button
                size="sm"
                variant="text"
                disabled={theme.default_light || theme.default_dark}
                title={theme.default_light || theme.default_dark ? trans('Make another theme the default first') : undefined}
                onClick={() => store.setThemes(themes.filter((t) => t.id !== theme.id))}
                data-testid="appearance-theme-delete"
              >
                <Trans message="Delete" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
