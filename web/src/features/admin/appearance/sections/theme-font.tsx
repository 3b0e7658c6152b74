import { FONT_FAMILIES, fontFamilyValue, fontOfValue, fontStylesheetHref } from '../../../../../../common/editor/fonts.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';
import { THEME_FONT_VALUE } from '../../../../../../common/appearance/values.ts';
import { MissingTheme, useEditedTheme } from './theme-editor.tsx';

/** The theme's font, from the fonts the app serves itself (/site-assets/fonts), each shown in its own face. */
export function ThemeFontPage() {
  const store = useAppearanceStore();
  const theme = useEditedTheme();
  const trans = useTrans();
  if (!theme) return <MissingTheme />;
  const current = fontOfValue(theme.values[THEME_FONT_VALUE] ?? '');

  return (
    <div data-testid="appearance-theme-font">
      <SectionHeader title="Font" back={`/admin/appearance/themes/${theme.id}`} />
      <fieldset className="sw-appearance-fonts">
        <legend className="sw-visually-hidden">{trans('Font')}</legend>
        {FONT_FAMILIES.map((font) => {
          const href = fontStylesheetHref(font.family);
          return (
            <label key={font.id} className="sw-appearance-font" data-selected={current?.id === font.id || undefined}>
              {href && <link rel="stylesheet" href={href} />}
              <input
                type="radio"
                name="theme-font"
                value={font.family}
                checked={current?.id === font.id}
                onChange={() => store.setThemeFont(theme.id, font.family)}
                data-testid={`appearance-font-${font.id}`}
              />
              <span style={{ fontFamily: fontFamilyValue(font) }}>{font.family}</span>
            </label>
          );
        })}
      </fieldset>
      {!current && (
        <p className="sw-muted">
          <Trans message="The theme uses a font of its own; choosing one here replaces it." />
        </p>
      )}
    </div>
  );
}
