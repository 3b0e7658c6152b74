import { useId } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { formatLength, parseLength, sideProperties, type BoxProperty } from './css-values.ts';
import { useSetStyle } from './fields.tsx';
import { LengthInput, useScrub } from './number-input.tsx';
import { StyleSourceBadge } from './style-field.tsx';
import { StyleIcon } from './style-icons.tsx';
import { useSelectionState } from './selection-state.ts';
import { useStyleValues } from './use-style.ts';

// padding, margin, borderWidth, borderRadius: four values with units. Linked, a change to one
// side sets all four (one step); unlinked, each side on its own.

const SIDE_LABELS = ['Top', 'Right', 'Bottom', 'Left'];
const CORNER_LABELS = ['Top left', 'Top right', 'Bottom right', 'Bottom left'];

interface SideProps {
  label: string;
  value: string;
  units: readonly string[];
  min?: number;
  testid: string;
  onChange: (css: string) => void;
}

function SideInput({ label, value, units, min, testid, onChange }: SideProps) {
  const trans = useTrans();
  const inputId = useId();
  const length = parseLength(value);
  const scrubbable = length && units.includes(length.unit) && length.unit !== 'auto' ? length : null;
  const { onScrub, live } = useScrub(scrubbable?.value ?? null, (number) => onChange(formatLength({ value: number, unit: scrubbable!.unit })), { min });
  return (
    <div className="sw-style-side">
      <label htmlFor={inputId} className="sw-style-side-label" data-scrub="true" onPointerDown={onScrub}>
        {trans(label)}
      </label>
      <LengthInput id={inputId} value={live === null ? value : formatLength({ value: live, unit: scrubbable!.unit })} units={units} min={min} label={trans(label)} testid={testid} onChange={onChange} />
    </div>
  );
}

interface BoxSidesProps {
  id: string;
  label: string;
  box: BoxProperty;
  units: readonly string[];
  testid: string;
  min?: number;
}

export function BoxSidesField({ id, label, box, units, testid, min }: BoxSidesProps) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const properties = sideProperties(box);
  const values = useStyleValues(id, properties);
  const [linked, setLinked] = useSelectionState(id, () => values.every((value) => value.value === values[0].value));
  const labels = box === 'border-radius' ? CORNER_LABELS : SIDE_LABELS;
  const write = (index: number, css: string) => setStyle(linked ? Object.fromEntries(properties.map((property) => [property, css])) : { [properties[index]]: css });

  return (
    <div className="sw-style-field sw-style-box" data-testid={`${testid}-field`} data-linked={linked}>
      <div className="sw-style-field-head">
        <span className="sw-style-label">{trans(label)}</span>
        <StyleSourceBadge id={id} label={trans(label)} values={values} testid={testid} />
        <button
          type="button"
          className="sw-editor-icon-btn sw-style-link"
          aria-pressed={linked}
          aria-label={trans('Link sides of :name', { name: trans(label) })}
          title={trans('Link sides of :name', { name: trans(label) })}
          data-testid={`${testid}-link`}
          onClick={() => setLinked((value) => !value)}
        >
          <StyleIcon name={linked ? 'link' : 'unlink'} />
        </button>
      </div>
      <div className="sw-style-sides">
        {properties.map((property, index) => (
          <SideInput key={property} label={labels[index]} value={values[index].value} units={units} min={min} testid={`${testid}-${index}`} onChange={(css) => write(index, css)} />
        ))}
      </div>
    </div>
  );
}
