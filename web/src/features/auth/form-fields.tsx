import { useId, type ComponentProps, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { passwordConfirmation, required } from '../../lib/forms/rules.ts';
import { Trans } from '../../lib/i18n.tsx';
import './form-fields.css';

// Form controls shared by the auth screens and account settings. They take react-hook-form's
// register() result as props (React 19 passes `ref` through as a prop), show the field's error
// under it and tie the two together with aria-describedby for screen readers.

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name'> {
  label: string;
  name: string;
  error?: string;
  description?: ReactNode;
}

export function TextField({ label, name, error, description, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error ? errorId : '', description ? descriptionId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['sw-field', className].filter(Boolean).join(' ')}>
      <label className="sw-label" htmlFor={inputId}>
        <Trans message={label} />
      </label>
      <input id={inputId} name={name} className="sw-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {description && (
        <span id={descriptionId} className="sw-field-description">
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'type'> {
  name: string;
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ name, label, error, id, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="sw-checkbox-field">
      <label className="sw-checkbox" htmlFor={inputId}>
        <input id={inputId} type="checkbox" name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
        <span>{typeof label === 'string' ? <Trans message={label} /> : label}</span>
      </label>
      {error && (
        <span id={errorId} className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </div>
  );
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'name'> {
  label: string;
  name: string;
  error?: string;
  children: ReactNode;
}

export function SelectField({ label, name, error, id, children, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor={selectId}>
        <Trans message={label} />
      </label>
      <select id={selectId} name={name} className="sw-input sw-select" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest}>
        {children}
      </select>
      {error && (
        <span id={errorId} className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </div>
  );
}

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The new password and its confirmation, as register, reset and change-password ask for them. */
export function NewPasswordFields<T extends NewPasswordValues>({ form, label = 'Password' }: { form: UseFormReturn<T>; label?: string }) {
  // react-hook-form cannot narrow a generic form to the two shared fields; the constraint guarantees them.
  const shared = form as unknown as UseFormReturn<NewPasswordValues>;
  const { errors } = shared.formState;
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" error={errors.password?.message} {...shared.register('password', required)} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...shared.register('password_confirmation', passwordConfirmation)}
      />
    </>
  );
}
