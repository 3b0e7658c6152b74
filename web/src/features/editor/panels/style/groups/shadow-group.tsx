import { DEFAULT_SHADOW_COLOR } from '../../../../../../../common/editor/palette.ts';
import { useTrans } from '../../../../../lib/i18n.tsx';
import { ColorInput } from '../color-input.tsx';
import { formatShadows, parseShadows, SHADOW_PROPERTY, type Shadow, type ShadowType } from '../css-values.ts';
import { useSetStyle } from '../fields.tsx';
import { ScrubNumber } from '../number-input.tsx';
import { StyleSourceBadge } from '../style-field.tsx';
import { StyleGroup } from '../style-group.tsx';
import { StyleIcon } from '../style-icons.tsx';
import { useStyleValues } from '../use-style.ts';

// shadows: each is a text or a box shadow with colour, angle, distance, blur, spread and inset.
// The list is the element's box-shadow and text-shadow values in effect; an edit rewrites the
// value of the type(s) it touches.

const NEW_SHADOW: Omit<Shadow, 'type'> = { color: DEFAULT_SHADOW_COLOR, angle: 90, distance: 4, blur: 10, spread: 0, inset: false };

interface ShadowRowProps {
  shadow: Shadow;
  index: number;
  types: readonly ShadowType[];
  onChange: (shadow: Shadow) => void;
  onRemove: () => void;
}

function ShadowRow({ shadow, index, types, onChange, onRemove }: ShadowRowProps) {
  const trans = useTrans();
  const testid = `shadow-${index}`;
  const set = (patch: Partial<Shadow>) => onChange({ ...shadow, ...patch });
  return (
    <li className="sw-style-shadow" data-testid="shadow" data-type={shadow.type}>
      <div className="sw-style-inline">
        <select className="sw-editor-select" aria-label={trans('Shadow type')} data-testid={`${testid}-type`} value={shadow.type} onChange={(event) => set({ type: event.currentTarget.value as ShadowType })}>
          {types.map((type) => (
            <option key={type} value={type}>
              {type === 'box' ? trans('Box shadow') : trans('Text shadow')}
            </option>
          ))}
        </select>
        <ColorInput value={shadow.color} label={trans('Shadow colour')} testid={`${testid}-color`} onChange={(color) => set({ color })} />
        <button type="button" className="sw-style-mini-btn" aria-label={trans('Remove shadow')} data-testid={`${testid}-remove`} onClick={onRemove}>
          <StyleIcon name="close" size={14} />
        </button>
      </div>
      <div className="sw-style-shadow-numbers">
        <ScrubNumber label="Angle" value={shadow.angle} min={0} max={360} suffix="°" testid={`${testid}-angle`} onChange={(angle) => set({ angle })} />
        <ScrubNumber label="Distance" value={shadow.distance} min={0} suffix="px" testid={`${testid}-distance`} onChange={(distance) => set({ distance })} />
        <ScrubNumber label="Blur" value={shadow.blur} min={0} suffix="px" testid={`${testid}-blur`} onChange={(blur) => set({ blur })} />
        {shadow.type === 'box' && <ScrubNumber label="Spread" value={shadow.spread} suffix="px" testid={`${testid}-spread`} onChange={(spread) => set({ spread })} />}
      </div>
      {shadow.type === 'box' && (
        <label className="sw-style-check">
          <input type="checkbox" checked={shadow.inset} data-testid={`${testid}-inset`} onChange={(event) => set({ inset: event.currentTarget.checked })} />
          {trans('Inset')}
        </label>
      )}
    </li>
  );
}

/** Box shadows for boxes; text shadows too where the element has text. */
export function ShadowGroup({ id, text }: { id: string; text: boolean }) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const types: ShadowType[] = text ? ['box', 'text'] : ['box'];
  const values = useStyleValues(
    id,
    types.map((type) => SHADOW_PROPERTY[type]),
  );
  const shadows = types.flatMap((type, i) => parseShadows(values[i].value, type));
  const write = (next: Shadow[]) => {
    const declarations: Record<string, string> = {};
    for (const type of types) {
      const before = formatShadows(shadows.filter((shadow) => shadow.type === type));
      const after = formatShadows(next.filter((shadow) => shadow.type === type));
      if (before !== after) declarations[SHADOW_PROPERTY[type]] = after;
    }
    if (Object.keys(declarations).length) setStyle(declarations);
  };

  return (
    <StyleGroup name="shadows" title="Shadows">
      <div className="sw-style-field-head">
        <span className="sw-style-label">{trans('Shadows')}</span>
        <StyleSourceBadge id={id} label={trans('Shadows')} values={values} testid="shadows" />
      </div>
      {shadows.length === 0 ? (
        <p className="sw-muted sw-style-note">{trans('No shadows.')}</p>
      ) : (
        <ul className="sw-style-shadows" data-testid="shadow-list">
          {shadows.map((shadow, index) => (
            <ShadowRow
              key={index}
              shadow={shadow}
              index={index}
              types={types}
              onChange={(changed) => write(shadows.map((other, i) => (i === index ? changed : other)))}
              onRemove={() => write(shadows.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <button type="button" className="sw-btn sw-btn-outline sw-btn-sm" data-testid="shadow-add" onClick={() => write([...shadows, { ...NEW_SHADOW, type: 'box' }])}>
        {trans('Add shadow')}
      </button>
    </StyleGroup>
  );
}
