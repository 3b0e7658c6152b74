import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { UnsavedChangesPrompt } from '../settings/unsaved-changes-prompt.tsx';
import type { Ads } from '../../../../../common/types.ts';
import { saveAds, useAds } from './ads-api.ts';
import { HtmlCodeField } from './html-code-field.tsx';
import '../settings/settings.css';
import './ads.css';

export const ADS_SAVED_MESSAGE = 'Ads saved';

interface AdsValues {
  dashboard_top: string;
  dashboard_bottom: string;
}

function formValues(ads: Ads): AdsValues {
  return { dashboard_top: ads.dashboard_top ?? '', dashboard_bottom: ads.dashboard_bottom ?? '' };
}

/** /admin/ads: the markup shown above and below the projects on every user's dashboard. */
export function AdsPage() {
  useDocumentTitle('Ads');
  const query = useAds();
  return (
    <div data-testid="ads-page">
      <PageHeader title="Ads" description="Markup shown at the top and the bottom of the user dashboard." />
      {query.isPending ? (
        <QueryLoading size="lg" />
      ) : query.isError ? (
        <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="ads-error" />
      ) : (
        <AdsForm saved={query.data} />
      )}
    </div>
  );
}

function AdsForm({ saved }: { saved: Ads }) {
  const form = useForm<AdsValues>({ defaultValues: formValues(saved) });
  const onServerError = useServerErrors(form);
  const { isDirty, isSubmitting } = form.formState;
  const noteId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const next = await saveAds({ dashboard_top: values.dashboard_top.trim() || null, dashboard_bottom: values.dashboard_bottom.trim() || null });
      form.reset(formValues(next));
      toast(ADS_SAVED_MESSAGE);
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="sw-ads-form" data-testid="ads-form">
      <p id={noteId} className="sw-ads-note" data-testid="ads-note">
        <Trans message="Markup is sanitized when saved: scripts, event handlers and frames are removed. Each ad shows inside a sandboxed frame on the dashboard, so it cannot reach the app." />
      </p>
      <AdSlot control={form.control} name="dashboard_top" label="Dashboard top" describedBy={noteId} />
      <AdSlot control={form.control} name="dashboard_bottom" label="Dashboard bottom" describedBy={noteId} />
      <div className="sw-settings-actions">
        <Button type="submit" variant="primary" disabled={!isDirty || isSubmitting} data-testid="ads-save">
          <Trans message="Save" />
        </Button>
      </div>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} />
    </form>
  );
}

function AdSlot({ control, name, label, describedBy }: { control: Control<AdsValues>; name: keyof AdsValues; label: string; describedBy: string }) {
  const labelId = useId();
  return (
    <section className="sw-card sw-ads-slot">
      <h2 id={labelId} className="sw-settings-section-title">
        <Trans message={label} />
      </h2>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <>
            <HtmlCodeField value={field.value} onChange={field.onChange} onBlur={field.onBlur} labelledBy={labelId} describedBy={describedBy} testId={`ad-${name}`} />
            {fieldState.error?.message && (
              <span className="sw-field-error" role="alert">
                <Trans message={fieldState.error.message} />
              </span>
            )}
          </>
        )}
      />
    </section>
  );
}
