import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router';
import type { Theme } from '../../../../../../common/types.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { ColorField } from '../color-field.tsx';
import { markDefaultTheme } from '../draft.ts';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';
import { colorLabels, themePageValues, valueLabel } from '../theme-values.ts';

/** The theme of the page's :themeId in the draft (null when there is none), shown in the preview. */
export function useEditedTheme(): Theme | null {
  const store = useAppearanceStore();
  const id = Number(useParams().themeId);
  const theme = useAppearanceState((state) => state.draft.themes.find((t) => t.id === id) ?? null);
  const exists = theme !== null;
  useEffect(() => {
    if (exists) store.previewTheme(id);
  }, [store, id, exists]);
  return theme;
}

export function MissingTheme() {
  return (
    <div>
      <SectionHeader title="Theme" back="/admin/appearance/themes" />
      <p className="sw-muted">
        <Trans message="This theme does not exist any more." />
      </p>
    </div>
  );
}

/** One theme: its name, mode and default flags, every colour, and the Font and Rounding pages. */
export function ThemeEditor() {
  const store = useAppearanceStore();
  const themes = useAppearanceState((state) => state.draft.themes);
  const theme = useEditedTheme();
  const trans = useTrans();
  const nameId = useId();
  if (!theme) return <MissingTheme />;

  const update = (patch: Partial<Theme>) => store.setThemes(themes.map((t) => (t.id === theme.id ? { ...t, ...patch } : t)));
  const labels = colorLabels(trans);
  const { colors, others } = themePageValues(theme.values);
  const base = `/admin/appearance/themes/${theme.id}`;

  return (
    <div data-testid="appearance-theme-editor" data-theme-id={theme.id}>
      <SectionHeader title={theme.name || trans('Theme')} back="/admin/appearance/themes" />
      <div className="sw-field">
        <label className="sw-label" htmlFor={nameId}>
          <Trans message="Name" />
        </label>
        <input id={nameId} className="sw-input" value={theme.name} maxLength={90} onChange={(event) => update({ name: event.target.value })} data-testid="appearance-theme-name" />
      </div>
      <div className="sw-appearance-checks">
        <label>
          <input type="checkbox" checked={theme.is_dark} onChange={(event) => update({ is_dark: event.target.checked })} data-testid="appearance-theme-dark" />{' '}
          <Trans message="Dark theme" />
        </label>
        <label>
          <input
            type="checkbox"
            checked={theme.default_light}
            // One theme is always the default for each mode: the flag moves by choosing another theme.
            disabled={theme.default_light}
            onChange={() => store.setThemes(markDefaultTheme(themes, theme.id, 'light'))}
            data-testid="appearance-theme-is-default-light"
          />{' '}
          <Trans message="Default for light mode" />
        </label>
        <label>
          <input
            type="checkbox"
            checked={theme.default_dark}
            disabled={theme.default_dark}
            onChange={() => store.setThemes(markDefaultTheme(themes, theme.id, 'dark'))}
            data-testid="appearance-theme-is-default-dark"
          />{' '}
          <Trans message="Default for dark mode" />
        </label>
      </div>
      <ul className="sw-appearance-nav sw-appearance-subpages">
        <li>
          <Link to={`${base}/font`} data-testid="appearance-theme-font-link">
            <Trans message="Font" />
          </Link>
        </li>
        <li>
          <Link to={`${base}/rounding`} data-testid="appearance-theme-rounding-link">
            <Trans message="Rounding" />
          </Link>
        </li>
      </ul>
      <h3 className="sw-appearance-subtitle">
        <Trans message="Colors" />
      </h3>
      {colors.map((name) => (
        <ColorField
          key={name}
          label={labels[name] ?? valueLabel(name)}
          value={theme.values[name]}
          onChange={(value) => store.setThemeValue(theme.id, name, value)}
          testId={`theme-value${name}`}
        />
      ))}
      {others.map((name) => (
        <OtherValueField key={name} name={name} value={theme.values[name]} onChange={(value) => store.setThemeValue(theme.id, name, value)} />
      ))}
    </div>
  );
}

/** A value that is not a hex colour (an rgb() colour, a size, a shadow): edited as text. */
function OtherValueField({ name, value, onChange }: { name: string; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor={id}>
        {valueLabel(name)}
      </label>
      <input id={id} className="sw-input" value={value} maxLength={300} onChange={(event) => onChange(event.target.value.replace(/[<>{};]/g, ''))} data-testid={`theme-value${name}`} />
    </div>
  );
}
