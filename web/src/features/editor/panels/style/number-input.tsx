import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { setScrubbing } from './scrubbing.ts';
import { convertLength, formatLength, KEYWORD_UNITS, nudge, parseLength, roundValue, type Length } from './css-values.ts';

// Numbers the way design tools take them: typed, ArrowUp/ArrowDown (Shift: x10), or scrubbed by
// dragging the label sideways. Every step calls onChange; the store merges consecutive changes of
// the same property into one undo step, so a whole drag undoes at once.

const PX_PER_STEP = 2;

interface Range {
  min?: number;
  max?: number;
  step?: number;
}

function clampTo(value: number, { min, max }: Range): number {
  return roundValue(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value)));
}

/**
 * Scrubbing a number by dragging a label sideways: one step per 2 px (Shift: 10 steps), until the
 * button is released. `onScrub` is the label's pointerdown handler; `live` is the number being
 * scrubbed (null otherwise), for the control to show: the rest of the style panel waits for the
 * drag to end (style-panel.tsx), so each step's frame goes to the canvas.
 */
export function useScrub(value: number | null, onChange: (value: number) => void, range: Range = {}): { onScrub: (event: PointerEvent<HTMLElement>) => void; live: number | null } {
  const [live, setLive] = useState<number | null>(null);
  const onScrub = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || value === null) return;
    event.preventDefault();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    setScrubbing(true);
    const startX = event.clientX;
    let last = value;
    const move = (e: globalThis.PointerEvent) => {
      const steps = Math.round((e.clientX - startX) / PX_PER_STEP) * (e.shiftKey ? 10 : 1) * (range.step ?? 1);
      const next = clampTo(value + steps, range);
      if (next !== last) {
        last = next;
        setLive(next);
        onChange(next);
      }
    };
    const end = () => {
      setLive(null);
      setScrubbing(false);
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', end);
      target.removeEventListener('pointercancel', end);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', end);
    target.addEventListener('pointercancel', end);
  };
  return { onScrub, live };
}

interface NumberInputProps extends Range {
  id?: string;
  value: number | null;
  /** Shown when there is no number (e.g. a keyword value such as `normal`). */
  placeholder?: string;
  onChange: (value: number) => void;
  label: string;
  testid: string;
}

/** A number box: typing commits each valid number; arrows step it. */
export function NumberInput({ id, value, placeholder, onChange, label, testid, ...range }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const current = value === null ? '' : String(roundValue(value));
  // The typed text stays while it means the value; a change from elsewhere (scrub, undo) shows through.
  const draftNumber = draft === null || draft.trim() === '' ? NaN : Number(draft);
  const shown = draft !== null && (!Number.isFinite(draftNumber) || draftNumber === value) ? draft : current;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const next = clampTo(nudge(value ?? 0, direction * (event.shiftKey ? 10 : 1) * (range.step ?? 1)), range);
    setDraft(null);
    onChange(next);
  };
  return (
    <input
      id={id}
      className="sw-input sw-style-number"
      inputMode="decimal"
      aria-label={label}
      data-testid={testid}
      value={shown}
      placeholder={placeholder}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const number = Number(text);
        if (text.trim() !== '' && Number.isFinite(number)) onChange(clampTo(number, range));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

interface LengthInputProps extends Range {
  id?: string;
  /** The CSS value in effect. */
  value: string;
  units: readonly string[];
  onChange: (css: string) => void;
  label: string;
  testid: string;
}

/** A number with its unit (px, em, rem, %, … and keywords such as auto). */
export function LengthInput({ id, value, units, onChange, label, testid, ...range }: LengthInputProps) {
  const trans = useTrans();
  const parsed = parseLength(value);
  const length: Length | null = parsed && units.includes(parsed.unit) ? parsed : null;
  const unit = length?.unit ?? units[0];
  const keyword = KEYWORD_UNITS.has(unit);
  return (
    <span className="sw-style-length">
      <NumberInput
        id={id}
        value={length && !keyword ? length.value : null}
        placeholder={keyword ? unit : length ? undefined : value}
        onChange={(number) => onChange(formatLength({ value: number, unit: keyword ? units.find((u) => !KEYWORD_UNITS.has(u)) ?? 'px' : unit }))}
        label={label}
        testid={testid}
        {...range}
      />
      <select
        className="sw-editor-select sw-style-unit"
        aria-label={trans(':name unit', { name: label })}
        data-testid={`${testid}-unit`}
        value={unit}
        onChange={(event) => onChange(formatLength(convertLength(length ?? { value: 0, unit }, event.currentTarget.value)))}
      >
        {units.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </span>
  );
}

interface ScrubNumberProps extends Range {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  testid: string;
  /** Unit shown after the box (°, px). */
  suffix?: string;
}

/** A small labelled number whose label scrubs it (shadow offsets, gradient angle). */
export function ScrubNumber({ label, value, onChange, testid, suffix, ...range }: ScrubNumberProps) {
  const trans = useTrans();
  const inputId = useId();
  const { onScrub, live } = useScrub(value, onChange, range);
  return (
    <span className="sw-style-scrub-number">
      <label htmlFor={inputId} className="sw-style-label" data-scrub="true" onPointerDown={onScrub}>
        {trans(label)}
      </label>
      <NumberInput id={inputId} value={live ?? value} onChange={onChange} label={trans(label)} testid={testid} {...range} />
      {suffix && <span aria-hidden="true">{suffix}</span>}
    </span>
  );
}
