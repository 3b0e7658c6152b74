import { useId, type InputHTMLAttributes } from 'react';
import { Trans } from '../../lib/i18n.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

export function TextField({ label, name, error, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor={inputId}>
        <Trans message={label} />
      </label>
      <input
        id={inputId}
        name={name}
        className="sw-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <span id={errorId} className="sw-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
