import { useTrans } from '../../../../../lib/i18n.tsx';
import { roundValue } from '../css-values.ts';
import { ColorStyleField, useSetStyle } from '../fields.tsx';
import { NumberInput, useScrub } from '../number-input.tsx';
import { StyleField } from '../style-field.tsx';
import { StyleGroup } from '../style-group.tsx';
import { useStyleValues } from '../use-style.ts';

function OpacityField({ id }: { id: string }) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const [value] = useStyleValues(id, ['opacity']);
  const parsed = parseFloat(value.value);
  const percent = Number.isFinite(parsed) ? roundValue(parsed * 100) : 100;
  const write = (next: number) => setStyle({ opacity: String(roundValue(next / 100)) });
  const { onScrub, live } = useScrub(percent, write, { min: 0, max: 100 });
  const shown = live ?? percent;
  return (
    <StyleField id={id} label="Opacity" values={[value]} testid="opacity" onScrub={onScrub}>
      {(inputId) => (
        <span className="sw-style-inline">
          <input type="range" className="sw-style-range" min={0} max={100} step={1} value={shown} aria-label={trans('Opacity')} data-testid="opacity-range" onChange={(event) => write(Number(event.currentTarget.value))} />
          <NumberInput id={inputId} value={shown} min={0} max={100} label={trans('Opacity in percent')} testid="opacity" onChange={write} />
          <span aria-hidden="true">%</span>
        </span>
      )}
    </StyleField>
  );
}

/** color and opacity (text colour only where the element has text). */
export function ColorGroup({ id, text }: { id: string; text: boolean }) {
  return (
    <StyleGroup name="color" title="Colour">
      {text && <ColorStyleField id={id} label="Text colour" property="color" testid="text-color" />}
      <OpacityField id={id} />
    </StyleGroup>
  );
}
