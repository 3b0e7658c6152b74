import { useId, useState } from 'react';
import { HexAlphaColorPicker, HexColorInput, HexColorPicker } from 'react-colorful';
import { useTrans } from '../../../lib/i18n.tsx';

export interface ColorFieldProps {
  /** Already translated. */
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
}

/** A colour: its swatch opens a picker, and the hex field takes a typed value. */
export function ColorField({ label, value, onChange, testId }: ColorFieldProps) {
  const [open, setOpen] = useState(false);
  const trans = useTrans();
  const inputId = useId();
  const pickerId = useId();
  // Eight hex digits carry an alpha channel; such a value keeps one.
  const alpha = /^#[0-9a-f]{8}$/i.test(value) || /^#[0-9a-f]{4}$/i.test(value);
  const Picker = alpha ? HexAlphaColorPicker : HexColorPicker;
  return (
    <div className="sw-appearance-color" data-testid={testId}>
      <div className="sw-appearance-color-row">
        <button
          type="button"
          className="sw-appearance-color-swatch"
          style={{ background: value }}
          aria-label={trans('Pick :name', { name: label })}
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen(!open)}
          data-testid={`${testId}-swatch`}
        />
        <label htmlFor={inputId} className="sw-appearance-color-label">
          {label}
        </label>
        <HexColorInput id={inputId} className="sw-input sw-appearance-color-input" color={value} onChange={onChange} prefixed alpha={alpha} data-testid={`${testId}-input`} />
      </div>
      {open && (
        <div id={pickerId} className="sw-appearance-color-picker">
          <Picker color={value} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
