import { useId, type PointerEventHandler, type ReactNode } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor } from '../../editor-context.tsx';
import { StyleIcon } from './style-icons.tsx';
import { BREAKPOINT_LABELS, combinedSource, type StyleValue } from './use-style.ts';

interface SourceProps {
  id: string;
  label: string;
  values: readonly StyleValue[];
  testid: string;
}

/** Where the value comes from, and a reset when this breakpoint sets it. */
export function StyleSourceBadge({ id, label, values, testid }: SourceProps) {
  const { store } = useEditor();
  const trans = useTrans();
  const source = combinedSource(values);
  const text =
    source.source === 'here'
      ? trans('Set here')
      : source.source === 'inherited'
        ? trans('Inherited from :breakpoint', { breakpoint: trans(BREAKPOINT_LABELS[source.from ?? 'all']) })
        : trans("Template's CSS");
  const setHere = values.filter((value) => value.source === 'here').map((value) => value.property);
  return (
    <span className="sw-style-source-line">
      <span className="sw-style-source" data-source={source.source} data-testid={`${testid}-source`}>
        {text}
      </span>
      {setHere.length > 0 && (
        <button type="button" className="sw-style-reset" aria-label={trans('Reset :name', { name: label })} title={trans('Reset :name', { name: label })} data-testid={`${testid}-reset`} onClick={() => store.resetStyle(id, setHere)}>
          <StyleIcon name="reset" size={14} />
        </button>
      )}
    </span>
  );
}

interface FieldProps extends SourceProps {
  children: (inputId: string) => ReactNode;
  /** Drag-to-scrub on the label (numeric fields). */
  onScrub?: PointerEventHandler<HTMLLabelElement>;
}

/** One style control: its label (a scrub handle for numbers), source, reset and the control. */
export function StyleField({ id, label, values, testid, children, onScrub }: FieldProps) {
  const trans = useTrans();
  const inputId = useId();
  return (
    <div className="sw-style-field" data-testid={`${testid}-field`}>
      <div className="sw-style-field-head">
        <label htmlFor={inputId} className="sw-style-label" data-scrub={onScrub ? 'true' : undefined} onPointerDown={onScrub}>
          {trans(label)}
        </label>
        <StyleSourceBadge id={id} label={trans(label)} values={values} testid={testid} />
      </div>
      {children(inputId)}
    </div>
  );
}
