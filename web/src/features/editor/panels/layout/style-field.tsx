import { useId, useState, type ReactNode } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { StyleBreakpoint } from '../../model.ts';
import type { ResolvedStyle } from '../../state/editor-store.ts';
import { PanelIcon } from './icons.tsx';

// A style value of one element at the canvas's size, with where it comes from (set at this size,
// inherited from a wider one, or the template's CSS) and a reset. Changes go through
// store.setStyle: one undoable step, merged while a value is being stepped through.

export const SIZE_NAMES: Record<StyleBreakpoint, string> = { all: 'all sizes', laptop: 'laptop', tablet: 'tablet', mobile: 'mobile' };

interface StyleValue {
  resolved: ResolvedStyle | null;
  /** What is in effect: the element's own value, else the canvas's computed one. */
  value: string;
  breakpoint: StyleBreakpoint;
}

function useStyleValue(id: string, property: string): StyleValue {
  const { store } = useEditor();
  useEditorState((s) => s.revision);
  useEditorState((s) => s.breakpoint);
  const breakpoint = store.styleBreakpoint;
  const resolved = store.resolveStyle(id, property, breakpoint);
  return { resolved, value: resolved?.value ?? store.computedStyle(id, property)?.trim() ?? '', breakpoint };
}

function SourceNote({ id, property, resolved, breakpoint, testId }: { id: string; property: string; resolved: ResolvedStyle | null; breakpoint: StyleBreakpoint; testId: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const text = !resolved
    ? trans("From the template's CSS")
    : resolved.source === 'here'
      ? trans('Set on :size', { size: trans(SIZE_NAMES[breakpoint]) })
      : trans('From :size', { size: trans(SIZE_NAMES[resolved.from]) });
  return (
    <span className="sw-layout-source" data-testid={`${testId}-source`} data-source={resolved?.source ?? 'template'}>
      {text}
      {resolved?.source === 'here' && (
        <button type="button" className="sw-layout-icon-btn" data-testid={`${testId}-reset`} aria-label={trans('Reset')} title={trans('Reset')} onClick={() => store.resetStyle(id, [property], breakpoint)}>
          <PanelIcon name="reset" size={14} />
        </button>
      )}
    </span>
  );
}

function Field({ label, fieldId, children, note }: { label: string; fieldId: string; children: ReactNode; note: ReactNode }) {
  return (
    <div className="sw-layout-field">
      <label htmlFor={fieldId}>{label}</label>
      {children}
      {note}
    </div>
  );
}

const PIXELS = /^(-?\d+(?:\.\d+)?)px$/;
export const MAX_PIXELS = 400;

/** A length in whole pixels (a gap). Arrow keys step it; each step is merged into one history step. */
export function PixelStyleField({ id, property, label, stepLabel, testId }: { id: string; property: string; label: string; stepLabel: string; testId: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const fieldId = useId();
  const { resolved, value, breakpoint } = useStyleValue(id, property);
  const shown = PIXELS.exec(value)?.[1] ?? (value === 'normal' || value === '' ? '0' : '');
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field label={trans(label)} fieldId={fieldId} note={<SourceNote id={id} property={property} resolved={resolved} breakpoint={breakpoint} testId={testId} />}>
      <span className="sw-layout-unit">
        <input
          id={fieldId}
          type="number"
          min={0}
          max={MAX_PIXELS}
          step={1}
          inputMode="numeric"
          data-testid={testId}
          value={draft ?? shown}
          onChange={(event) => {
            setDraft(event.target.value);
            const number = event.target.valueAsNumber;
            if (Number.isFinite(number) && number >= 0 && number <= MAX_PIXELS) store.setStyle(id, { [property]: `${Math.round(number)}px` }, { breakpoint, label: stepLabel });
          }}
          onBlur={() => setDraft(null)}
        />
        px
      </span>
    </Field>
  );
}

/** One keyword out of a list (an alignment); the first option is the browser's default. */
export function SelectStyleField({ id, property, label, stepLabel, options, testId }: { id: string; property: string; label: string; stepLabel: string; options: ReadonlyArray<[string, string]>; testId: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const fieldId = useId();
  const { resolved, value, breakpoint } = useStyleValue(id, property);
  // 'normal' is what the browser computes when nothing is set: the first option's behaviour in a flex row.
  const effective = value === 'normal' ? options[0][0] : value;
  const known = options.some(([option]) => option === effective);
  return (
    <Field label={trans(label)} fieldId={fieldId} note={<SourceNote id={id} property={property} resolved={resolved} breakpoint={breakpoint} testId={testId} />}>
      <select id={fieldId} className="sw-editor-select" data-testid={testId} value={known ? effective : ''} onChange={(event) => store.setStyle(id, { [property]: event.target.value }, { breakpoint, label: stepLabel })}>
        {!known && <option value="">{value || trans('Default')}</option>}
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {trans(name)}
          </option>
        ))}
      </select>
    </Field>
  );
}
