import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor } from '../../editor-context.tsx';
import { ColorInput } from './color-input.tsx';
import { formatLength, parseLength } from './css-values.ts';
import { LengthInput, useScrub } from './number-input.tsx';
import { StyleField } from './style-field.tsx';
import { StyleIcon, type StyleIconName } from './style-icons.tsx';
import { useStyleValues } from './use-style.ts';

// The style panel's one-property controls. Each reads the value in effect (useStyleValues) and
// writes through store.setStyle: one undoable step, merged while the same property keeps changing.

export interface Option {
  value: string;
  label: string;
}

export interface SegmentOption extends Option {
  icon: StyleIconName;
}

interface BaseProps {
  id: string;
  label: string;
  property: string;
  testid: string;
}

export function useSetStyle(id: string): (declarations: Record<string, string | null>) => void {
  const { store } = useEditor();
  return (declarations) => {
    store.setStyle(id, declarations);
  };
}

export function LengthStyleField({ id, label, property, testid, units, min, max }: BaseProps & { units: readonly string[]; min?: number; max?: number }) {
  const trans = useTrans();
  const [value] = useStyleValues(id, [property]);
  const setStyle = useSetStyle(id);
  const length = parseLength(value.value);
  const scrubbable = length && units.includes(length.unit) && length.unit !== 'auto' ? length : null;
  const { onScrub, live } = useScrub(scrubbable?.value ?? null, (number) => setStyle({ [property]: formatLength({ value: number, unit: scrubbable!.unit }) }), { min, max });
  const shown = live === null ? value.value : formatLength({ value: live, unit: scrubbable!.unit });
  return (
    <StyleField id={id} label={label} values={[value]} testid={testid} onScrub={onScrub}>
      {(inputId) => <LengthInput id={inputId} value={shown} units={units} min={min} max={max} label={trans(label)} testid={testid} onChange={(css) => setStyle({ [property]: css })} />}
    </StyleField>
  );
}

export function SelectStyleField({ id, label, property, testid, options, read }: BaseProps & { options: readonly Option[]; read?: (css: string) => string }) {
  const trans = useTrans();
  const [value] = useStyleValues(id, [property]);
  const setStyle = useSetStyle(id);
  const current = read ? read(value.value) : value.value;
  const known = options.some((option) => option.value === current);
  return (
    <StyleField id={id} label={label} values={[value]} testid={testid}>
      {(inputId) => (
        <select id={inputId} className="sw-editor-select sw-style-select" data-testid={testid} value={current} onChange={(event) => setStyle({ [property]: event.currentTarget.value })}>
          {!known && <option value={current}>{current || trans('Default')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {trans(option.label)}
            </option>
          ))}
        </select>
      )}
    </StyleField>
  );
}

/** A few choices as pressed/unpressed buttons (alignment, style, decoration). */
export function SegmentedStyleField({ id, label, property, testid, options, read }: BaseProps & { options: readonly SegmentOption[]; read?: (css: string) => string }) {
  const trans = useTrans();
  const [value] = useStyleValues(id, [property]);
  const setStyle = useSetStyle(id);
  const current = read ? read(value.value) : value.value;
  return (
    <StyleField id={id} label={label} values={[value]} testid={testid}>
      {(inputId) => (
        <div className="sw-style-segmented" role="group" id={inputId} aria-label={trans(label)}>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              className="sw-editor-icon-btn"
              aria-pressed={current === option.value}
              aria-label={trans(option.label)}
              title={trans(option.label)}
              data-testid={`${testid}-${option.value}`}
              onClick={() => setStyle({ [property]: option.value })}
            >
              <StyleIcon name={option.icon} />
            </button>
          ))}
        </div>
      )}
    </StyleField>
  );
}

export function ColorStyleField({ id, label, property, testid }: BaseProps) {
  const trans = useTrans();
  const [value] = useStyleValues(id, [property]);
  const setStyle = useSetStyle(id);
  return (
    <StyleField id={id} label={label} values={[value]} testid={testid}>
      {(inputId) => <ColorInput id={inputId} value={value.value} label={trans(label)} testid={testid} onChange={(css) => setStyle({ [property]: css })} />}
    </StyleField>
  );
}
