import { useId } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';
import { THEME_RADIUS_VALUES } from '../../../../../../common/appearance/values.ts';
import { radiusLabels } from '../theme-values.ts';
import { MissingTheme, useEditedTheme } from './theme-editor.tsx';

const RADII = ['0px', '2px', '4px', '6px', '8px', '12px', '16px', '24px'];

/** How round the theme's corners are: fields, buttons and panels each. */
export function ThemeRoundingPage() {
  const store = useAppearanceStore();
  const theme = useEditedTheme();
  const trans = useTrans();
  if (!theme) return <MissingTheme />;
  const labels = radiusLabels(trans);

  return (
    <div data-testid="appearance-theme-rounding">
      <SectionHeader title="Rounding" back={`/admin/appearance/themes/${theme.id}`} />
      {THEME_RADIUS_VALUES.map((name) => (
        <RadiusField key={name} label={labels[name]} value={theme.values[name] ?? '0px'} onChange={(value) => store.setThemeValue(theme.id, name, value)} testId={`theme-value${name}`} />
      ))}
    </div>
  );
}

function RadiusField({ label, value, onChange, testId }: { label: string; value: string; onChange(value: string): void; testId: string }) {
  const id = useId();
  const trans = useTrans();
  const options = RADII.includes(value) ? RADII : [value, ...RADII];
  return (
    <div className="sw-field sw-appearance-radius">
      <label className="sw-label" htmlFor={id}>
        {label}
      </label>
      <div className="sw-appearance-radius-row">
        <select id={id} className="sw-input" value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          {options.map((radius) => (
            <option key={radius} value={radius}>
              {radius === '0px' ? trans('Square') : radius}
            </option>
          ))}
        </select>
        <span className="sw-appearance-radius-sample" style={{ borderRadius: value }} aria-hidden="true" />
      </div>
    </div>
  );
}
