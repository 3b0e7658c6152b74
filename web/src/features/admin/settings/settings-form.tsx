import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { HttpError, isHttpError } from '../../../lib/http/http-error.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { saveSettings, useAdminSettings } from './settings-api.ts';
import { changedSettings, formValuesFrom, offers, settingErrorBody, type AdminSettings, type SettingSpecs, type SettingsFormValues } from './setting-values.ts';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt.tsx';

export const SETTINGS_SAVED_MESSAGE = 'Settings saved';

interface SettingsFormContextValue {
  saved: AdminSettings;
  specs: SettingSpecs;
  /** Bumped by every save, so write-only fields go back to "set" once their value is stored. */
  version: number;
}

const SettingsFormContext = createContext<SettingsFormContextValue | null>(null);

export function useSettingsFormContext(): SettingsFormContextValue {
  const context = useContext(SettingsFormContext);
  if (!context) throw new Error('A setting field belongs inside <SettingsForm>.');
  return context;
}

/** Whether the server offers a setting (a field shows only then). */
export function useOffers(key: string): boolean {
  return offers(useSettingsFormContext().saved, key);
}

/** A failed request's field errors, keyed the way the form names its fields. */
export function withSettingErrorKeys(error: unknown): unknown {
  return isHttpError(error) ? new HttpError(error.status, { ...error.body, ...settingErrorBody(error.body) }, error.url) : error;
}

export interface SettingsFormProps {
  specs: SettingSpecs;
  testId: string;
  children: ReactNode | ((form: UseFormReturn<SettingsFormValues>) => ReactNode);
}

/** Loads admin/settings and shows one sub-page's form of it. */
export function SettingsForm(props: SettingsFormProps) {
  const query = useAdminSettings();
  if (query.isPending) return <QueryLoading size="lg" />;
  if (query.isError) return <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="settings-error" />;
  return <LoadedSettingsForm {...props} saved={query.data} />;
}

/**
 * One react-hook-form form over the page's settings: Save stays disabled until something changed,
 * sends only the changed keys, puts refused values under their fields and keeps what was typed;
 * leaving with unsaved changes asks first.
 */
function LoadedSettingsForm({ specs, testId, children, saved: loaded }: SettingsFormProps & { saved: AdminSettings }) {
  const [saved, setSaved] = useState(loaded);
  const [version, setVersion] = useState(0);
  const initial = useRef(formValuesFrom(specs, loaded));
  const form = useForm<SettingsFormValues>({ defaultValues: initial.current });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = changedSettings(specs, initial.current, values);
    if (Object.keys(changed).length === 0) {
      form.reset(initial.current);
      return;
    }
    try {
      const next = await saveSettings(changed);
      initial.current = formValuesFrom(specs, next);
      form.reset(initial.current);
      setSaved(next);
      setVersion((v) => v + 1);
      toast(SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      applyServerErrors(form, withSettingErrorKeys(error));
    }
  });

  const context = useMemo(() => ({ saved, specs, version }), [saved, specs, version]);
  return (
    <SettingsFormContext.Provider value={context}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="sw-settings-form" data-testid={testId}>
          {typeof children === 'function' ? children(form) : children}
          <div className="sw-settings-actions">
            <Button type="submit" variant="primary" disabled={!isDirty || isSubmitting} data-testid="settings-save">
              <Trans message="Save" />
            </Button>
          </div>
        </form>
      </FormProvider>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} />
    </SettingsFormContext.Provider>
  );
}

/** A titled group of fields inside a settings form. */
export function SettingsSection({ title, description, children, testId }: { title: string; description?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="sw-card sw-settings-section" data-testid={testId}>
      <h2 className="sw-settings-section-title">
        <Trans message={title} />
      </h2>
      {description && <p className="sw-muted sw-settings-section-text">{description}</p>}
      {children}
    </section>
  );
}
