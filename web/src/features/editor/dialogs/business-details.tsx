import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  BUSINESS_KINDS,
  BUSINESS_LIMITS,
  BUSINESS_MESSAGES,
  businessDetailsProblems,
  emptyBusinessDetails,
  emptyOpeningHours,
  normalizeBusinessDetails,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type BusinessDetails,
  type OpeningHours,
  type OpeningPeriod,
  type Weekday,
} from '../../../../../common/business.ts';
import type { ValueLists } from '../../../../../common/types.ts';
import { placeServerErrors } from '../../../lib/forms/server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { businessQueryKey, fetchBusinessDetails, saveBusinessDetails } from './business-details-api.ts';
import './business-details.css';

type TextField = Exclude<keyof BusinessDetails, 'opening_hours' | 'kind' | 'country'>;
type Errors = Record<string, string | undefined>;

/** What a day gets when it stops being closed, and a week when hours are first given. */
const DEFAULT_PERIOD: OpeningPeriod = { opens: '09:00', closes: '17:00' };

function officeHours(): OpeningHours {
  const hours = emptyOpeningHours();
  for (const day of WEEKDAYS.slice(0, 5)) hours[day] = [{ ...DEFAULT_PERIOD }];
  return hours;
}

function Field({ label, error, field, children }: { label: string; error?: string; field: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const trans = useTrans();
  const id = useId();
  return (
    <div className="sw-editor-field">
      <label htmlFor={id} className="sw-label">
        {trans(label)}
      </label>
      {children({ id, describedBy: error ? `${id}-error` : undefined })}
      {error && (
        <span id={`${id}-error`} className="sw-editor-field-error" role="alert" data-testid={`business-error-${field}`}>
          {trans(error)}
        </span>
      )}
    </div>
  );
}

/**
 * The site's business details: name, kind, phone, e-mail, address, price range and opening hours
 * per weekday. The published home page carries them as schema.org data and the business blocks
 * are filled from them. Saved on its own, not with the pages (nothing to undo).
 */
export function BusinessDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Business details" size="xl">
      {open && <BusinessDetailsLoader onDone={onClose} />}
    </Dialog>
  );
}

/** The form once the details (and the country list) are loaded; rendered by the dialog. */
export function BusinessDetailsLoader({ onDone }: { onDone: () => void }) {
  const trans = useTrans();
  const { store } = useEditor();
  const projectName = useEditorState((s) => s.projectName);
  const { projectId } = store.getState();
  const details = useQuery({ queryKey: businessQueryKey(projectId), queryFn: () => fetchBusinessDetails(projectId) });
  const lists = useQuery({ queryKey: ['value-lists', 'countries'], queryFn: () => apiClient.get<ValueLists>('value-lists/countries'), staleTime: Infinity });
  if (details.isError) return <p className="sw-muted">{trans('The business details could not be loaded.')}</p>;
  if (details.isPending) return <Spinner />;
  return <BusinessDetailsForm projectId={projectId} initial={details.data ?? emptyBusinessDetails(projectName)} countries={lists.data?.countries ?? []} onDone={onDone} />;
}

function BusinessDetailsForm({ projectId, initial, countries, onDone }: { projectId: number; initial: BusinessDetails; countries: { code: string; name: string }[]; onDone: () => void }) {
  const trans = useTrans();
  const [values, setValues] = useState<BusinessDetails>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const update = (changes: Partial<BusinessDetails>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
  };
  const setDay = (day: Weekday, periods: OpeningPeriod[]) => update({ opening_hours: { ...values.opening_hours!, [day]: periods } }, `opening_hours.${day}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = normalizeBusinessDetails(values);
    const problems = businessDetailsProblems(details);
    if (Object.keys(problems).length) return setErrors(problems);
    setSaving(true);
    try {
      const saved = await saveBusinessDetails(projectId, details);
      queryClient.setQueryData(businessQueryKey(projectId), saved);
      toast(BUSINESS_MESSAGES.saved);
      onDone();
    } catch (error) {
      const fields = [...Object.keys(values).filter((field) => field !== 'opening_hours'), ...WEEKDAYS.map((day) => `opening_hours.${day}`)];
      const { placed, unplaced } = placeServerErrors(isHttpError(error) ? error.body : null, fields);
      if (!Object.keys(placed).length) showHttpErrorToast(error);
      else if (unplaced.length) toast.danger(unplaced[0]);
      setErrors(placed);
    } finally {
      setSaving(false);
    }
  };

  const text = (field: TextField, label: string, type = 'text') => (
    <Field label={label} error={errors[field]} field={field}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type={type}
          className="sw-input"
          data-testid={`business-${field.replace('_', '-')}`}
          maxLength={BUSINESS_LIMITS[field]}
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => update({ [field]: event.target.value }, field)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="sw-editor-business" data-testid="business-dialog">
      <p className="sw-field-description">{trans("Search engines and maps read these from your published home page; the business blocks show them.")}</p>
      <div className="sw-editor-business-grid">
        {text('name', 'Business name')}
        <Field label="Kind of business" error={errors.kind} field="kind">
          {({ id, describedBy }) => (
            <select id={id} className="sw-input" data-testid="business-kind" value={values.kind} aria-describedby={describedBy} onChange={(event) => update({ kind: event.target.value }, 'kind')}>
              {BUSINESS_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {trans(kind.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('phone', 'Phone', 'tel')}
        {text('email', 'Email', 'email')}
        {text('street', 'Street and number')}
        {text('postcode', 'Postcode')}
        {text('city', 'Town or city')}
        {text('region', 'Region')}
        <Field label="Country" error={errors.country} field="country">
          {({ id, describedBy }) => (
            <select id={id} className="sw-input" data-testid="business-country" value={values.country} aria-describedby={describedBy} onChange={(event) => update({ country: event.target.value }, 'country')}>
              <option value="">{trans('Not given')}</option>
              {values.country && !countries.some((country) => country.code.toUpperCase() === values.country) && <option value={values.country}>{values.country}</option>}
              {countries.map((country) => (
                <option key={country.code} value={country.code.toUpperCase()}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('price_range', 'Price range')}
      </div>
      <OpeningHoursFields hours={values.opening_hours} errors={errors} onHours={(hours) => update({ opening_hours: hours })} onDay={setDay} />
      <div className="sw-editor-dialog-actions">
        <Button variant="text" onClick={onDone}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" data-testid="business-submit" disabled={saving}>
          {trans('Save')}
        </Button>
      </div>
    </form>
  );
}

interface OpeningHoursProps {
  hours: OpeningHours | null;
  errors: Errors;
  onHours: (hours: OpeningHours | null) => void;
  onDay: (day: Weekday, periods: OpeningPeriod[]) => void;
}

/** Each weekday: closed, or one or more periods from opening to closing time. */
function OpeningHoursFields({ hours, errors, onHours, onDay }: OpeningHoursProps) {
  const trans = useTrans();
  if (!hours) {
    return (
      <fieldset className="sw-editor-business-hours">
        <legend className="sw-label">{trans('Opening hours')}</legend>
        <Button size="sm" variant="outline" data-testid="business-hours-add" onClick={() => onHours(officeHours())}>
          {trans('Add opening hours')}
        </Button>
      </fieldset>
    );
  }
  return (
    <fieldset className="sw-editor-business-hours">
      <legend className="sw-label">{trans('Opening hours')}</legend>
      {WEEKDAYS.map((day) => {
        const periods = hours[day];
        const error = errors[`opening_hours.${day}`];
        const setPeriod = (index: number, change: Partial<OpeningPeriod>) => onDay(day, periods.map((period, at) => (at === index ? { ...period, ...change } : period)));
        return (
          <div key={day} className="sw-editor-business-day" data-testid={`business-day-${day}`}>
            <span className="sw-editor-business-day-name">{trans(WEEKDAY_NAMES[day])}</span>
            <label className="sw-editor-business-closed">
              <input type="checkbox" data-testid={`business-closed-${day}`} checked={periods.length === 0} onChange={(event) => onDay(day, event.target.checked ? [] : [{ ...DEFAULT_PERIOD }])} />
              {trans('Closed')}
            </label>
            {periods.map((period, index) => (
              <span key={index} className="sw-editor-business-period">
                <input
                  type="time"
                  className="sw-input"
                  aria-label={trans(':day opens', { day: trans(WEEKDAY_NAMES[day]) })}
                  data-testid={`business-opens-${day}-${index}`}
                  value={period.opens}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setPeriod(index, { opens: event.target.value })}
                />
                –
                <input
                  type="time"
                  className="sw-input"
                  aria-label={trans(':day closes', { day: trans(WEEKDAY_NAMES[day]) })}
                  data-testid={`business-closes-${day}-${index}`}
                  value={period.closes}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setPeriod(index, { closes: event.target.value })}
                />
                {periods.length > 1 && (
                  <button type="button" className="sw-editor-icon-btn" aria-label={trans('Remove')} data-testid={`business-period-remove-${day}-${index}`} onClick={() => onDay(day, periods.filter((_, at) => at !== index))}>
                    ×
                  </button>
                )}
              </span>
            ))}
            {periods.length > 0 && periods.length < BUSINESS_LIMITS.periodsPerDay && (
              <Button size="sm" variant="text" data-testid={`business-period-add-${day}`} onClick={() => onDay(day, [...periods, { ...DEFAULT_PERIOD }])}>
                + {trans('Add period')}
              </Button>
            )}
            {error && (
              <span className="sw-editor-field-error" role="alert" data-testid={`business-error-opening_hours.${day}`}>
                {trans(error)}
              </span>
            )}
          </div>
        );
      })}
      <Button size="sm" variant="text" data-testid="business-hours-remove" onClick={() => onHours(null)}>
        {trans('Remove opening hours')}
      </Button>
    </fieldset>
  );
}
