import { useId, useRef, useState, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../auth/form-fields.tsx';
import { useOffers, useSettingsFormContext } from './settings-form.tsx';

// The fields of the settings forms, each bound to one setting key by react-hook-form's name (the
// dotted key reads as a nested path). A field the server does not offer renders nothing.

interface FieldProps {
  /** The setting's dotted key. */
  name: string;
  label: string;
  description?: string;
}

function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

function describe(text?: string): ReactNode {
  return text ? <Trans message={text} /> : undefined;
}

export function SettingText({ name, label, description, type = 'text', placeholder }: FieldProps & { type?: 'text' | 'url' | 'email'; placeholder?: string }) {
  const offered = useOffers(name);
  const { register } = useFormContext();
  const error = useFieldError(name);
  if (!offered) return null;
  return (
    <TextField
      label={label}
      type={type}
      spellCheck={false}
      placeholder={placeholder}
      description={describe(description)}
      error={error}
      data-testid={`setting-${name}`}
      {...register(name)}
    />
  );
}

export function SettingNumber({ name, label, description, min, step, unit }: FieldProps & { min?: number; step?: number | 'any'; unit?: string }) {
  const offered = useOffers(name);
  const { register } = useFormContext();
  const error = useFieldError(name);
  if (!offered) return null;
  return (
    <TextField
      label={unit ? `${label} (${unit})` : label}
      type="number"
      inputMode="decimal"
      min={min}
      step={step}
      description={describe(description)}
      error={error}
      data-testid={`setting-${name}`}
      {...register(name)}
    />
  );
}

export function SettingCheckbox({ name, label, description }: FieldProps) {
  const offered = useOffers(name);
  const { register } = useFormContext();
  const error = useFieldError(name);
  if (!offered) return null;
  return (
    <div className="sw-settings-checkbox">
      <CheckboxField label={label} error={error} data-testid={`setting-${name}`} {...register(name)} />
      {description && (
        <p className="sw-field-description">
          <Trans message={description} />
        </p>
      )}
    </div>
  );
}

export interface SettingSelectProps extends FieldProps {
  options: { value: string; label: string }[];
  /** Labels are translation keys unless verbatim (names such as languages). */
  verbatim?: boolean;
  /** The label of an empty choice, stored as null (a setting that follows the environment). */
  nullLabel?: string;
}

export function SettingSelect({ name, label, options, verbatim, nullLabel }: SettingSelectProps) {
  const trans = useTrans();
  const offered = useOffers(name);
  const { register } = useFormContext();
  const error = useFieldError(name);
  if (!offered) return null;
  return (
    <SelectField label={label} error={error} data-testid={`setting-${name}`} {...register(name)}>
      {nullLabel && <option value="">{trans(nullLabel)}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {verbatim ? option.label : trans(option.label)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A write-only value: when one is stored the field says so ("•••• set") with a Replace button
 * instead of an input; an empty input keeps the stored value. Remounted by every save, so a value
 * just stored shows as set again.
 */
export function SettingSecret(props: FieldProps) {
  const { version } = useSettingsFormContext();
  const offered = useOffers(props.name);
  if (!offered) return null;
  return <SecretField key={version} {...props} />;
}

function SecretField({ name, label, description }: FieldProps) {
  const { saved } = useSettingsFormContext();
  const { register, setValue, resetField } = useFormContext();
  const error = useFieldError(name);
  const stored = saved.secrets[name] === true;
  const [replacing, setReplacing] = useState(false);
  const labelId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const field = register(name);

  if (stored && !replacing && !error) {
    return (
      <div className="sw-field sw-settings-secret" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="sw-label">
          <Trans message={label} />
        </span>
        <div className="sw-settings-secret-row">
          <span className="sw-settings-secret-set" data-testid={`secret-set-${name}`}>
            <span aria-hidden="true">•••• </span>
            <Trans message="set" />
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setReplacing(true);
              requestAnimationFrame(() => input.current?.focus());
            }}
            data-testid={`secret-replace-${name}`}
          >
            <Trans message="Replace" />
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="sw-settings-secret-row sw-settings-secret-edit">
      <TextField
        label={label}
        type="password"
        // new-password keeps the browser from filling in the admin's own login password.
        autoComplete="new-password"
        spellCheck={false}
        description={describe(stored ? 'Leave empty to keep the stored value.' : description)}
        error={error}
        data-testid={`setting-${name}`}
        {...field}
        ref={(element) => {
          field.ref(element);
          input.current = element;
        }}
      />
      {stored && (
        <Button
          variant="text"
          size="sm"
          onClick={() => {
            setValue(name, '');
            resetField(name);
            setReplacing(false);
          }}
          data-testid={`secret-keep-${name}`}
        >
          <Trans message="Keep current" />
        </Button>
      )}
    </div>
  );
}

/** A row of fields that belong together (host and port). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="sw-settings-row">{children}</div>;
}
