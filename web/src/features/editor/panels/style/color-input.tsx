import { lazy, Suspense, useState } from 'react';
import { PALETTE_COLORS, paletteColorOf, type PaletteColor } from '../../../../../../common/editor/palette.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { normalizeColor, parseColor, toRgbaString } from './css-values.ts';
import { Popover } from './popover.tsx';

// The picker is fetched when a colour popover first opens: most selections never open one.
const RgbaStringColorPicker = lazy(() => import('react-colorful').then((module) => ({ default: module.RgbaStringColorPicker })));

interface SwatchesProps {
  value: string;
  onPick: (color: PaletteColor) => void;
  testid: string;
}

/** The 17 preset colours (c0 to c16); the one in effect is pressed. */
export function PaletteSwatches({ value, onPick, testid }: SwatchesProps) {
  const trans = useTrans();
  const current = paletteColorOf(normalizeColor(value))?.id;
  return (
    <div className="sw-style-swatches" role="group" aria-label={trans('Preset colours')}>
      {PALETTE_COLORS.map((color) => (
        <button
          key={color.id}
          type="button"
          className="sw-style-swatch"
          style={{ background: color.value, color: color.foreground }}
          title={trans(color.name)}
          aria-label={trans(color.name)}
          aria-pressed={current === color.id}
          data-testid={`${testid}-swatch-${color.id}`}
          data-palette-id={color.id}
          onClick={() => onPick(color)}
        />
      ))}
    </div>
  );
}

/** Typed colours: any notation the browser knows, committed on Enter or when leaving the box. */
function ColorText({ value, onChange, label, testid }: { value: string; onChange: (css: string) => void; label: string; testid: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (parseColor(text) || CSS.supports('color', text)) onChange(normalizeColor(text));
    setDraft(null);
  };
  return (
    <input
      className="sw-input sw-style-color-text"
      aria-label={label}
      data-testid={`${testid}-text`}
      value={draft ?? value}
      spellCheck={false}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

interface ColorInputProps {
  id?: string;
  value: string;
  onChange: (css: string) => void;
  label: string;
  testid: string;
}

/**
 * A colour: a swatch button opening the picker with alpha (react-colorful), the preset palette
 * and a text box. Dragging in the picker calls onChange at every move; the store merges them.
 */
export function ColorInput({ id, value, onChange, label, testid }: ColorInputProps) {
  const trans = useTrans();
  const palette = paletteColorOf(normalizeColor(value));
  return (
    <Popover
      id={id}
      label={label}
      testid={testid}
      className="sw-style-color"
      trigger={
        <>
          <span className="sw-style-color-chip" aria-hidden="true">
            <span style={{ background: value || 'transparent' }} />
          </span>
          <span className="sw-style-color-value" data-testid={`${testid}-value`}>
            {palette ? trans(palette.name) : value || trans('None')}
          </span>
        </>
      }
    >
      <Suspense fallback={<div className="sw-style-color-picker-loading" />}>
        <RgbaStringColorPicker color={toRgbaString(value)} onChange={(rgba) => onChange(normalizeColor(rgba))} />
      </Suspense>
      <PaletteSwatches value={value} onPick={(color) => onChange(color.value)} testid={testid} />
      <ColorText value={value} onChange={onChange} label={trans(':name (CSS)', { name: label })} testid={testid} />
    </Popover>
  );
}
