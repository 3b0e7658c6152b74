import { useId, useState, type ReactNode } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';

// The settings panel's form controls: a labelled section, a text field and a select. A text
// field shows what the user types while it has focus (the page may normalise the value, such as
// an element's text losing a trailing space, and must not fight the typing).

export function SettingsSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const trans = useTrans();
  const id = useId();
  return (
    <section className="sw-settings-section" aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="sw-settings-section-title">
        {trans(title)}
      </h3>
      {children}
    </section>
  );
}

export interface TextSettingProps {
  label: string;
  value: string;
  testId: string;
  /** Every change (typing merges into one history step). */
  onChange?: (value: string) => void;
  /** Blur or Enter: for values checked or converted as a whole (a video URL). */
  onCommit?: (value: string) => void;
  type?: 'text' | 'number' | 'url';
  placeholder?: string;
  hint?: string;
  error?: string | null;
  min?: number;
  max?: number;
}

export function TextSetting({ label, value, testId, onChange, onCommit, type = 'text', placeholder, hint, error, min, max }: TextSettingProps) {
  const trans = useTrans();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  // Only what the user typed is committed: tabbing through a field changes nothing.
  const commit = () => {
    if (draft !== null) onCommit?.(draft);
    setDraft(null);
  };
  return (
    <div className="sw-settings-field">
      <label className="sw-label" htmlFor={id}>
        {trans(label)}
      </label>
      <input
        id={id}
        className="sw-input"
        type={type}
        min={min}
        max={max}
        placeholder={placeholder}
        value={draft ?? value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange?.(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onCommit) {
            event.preventDefault();
            commit();
          }
        }}
      />
      {hint && !error && (
        <span id={`${id}-hint`} className="sw-field-description">
          {trans(hint)}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="sw-editor-field-error" role="alert" data-testid={`${testId}-error`}>
          {trans(error)}
        </span>
      )}
    </div>
  );
}

export function SelectSetting({
  label,
  value,
  options,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  testId: string;
  onChange: (value: string) => void;
}) {
  const trans = useTrans();
  const id = useId();
  return (
    <div className="sw-settings-field">
      <label className="sw-label" htmlFor={id}>
        {trans(label)}
      </label>
      <select id={id} className="sw-input" value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {trans(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
