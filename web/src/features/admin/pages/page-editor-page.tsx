import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { required } from '../../../lib/forms/rules.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { errorStatus } from '../../../lib/http/http-error.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button, LinkButton } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { CheckboxField, TextField } from '../../auth/form-fields.tsx';
import { UnsavedChangesPrompt } from '../settings/unsaved-changes-prompt.tsx';
import { DeletePageDialog } from './delete-page-dialog.tsx';
import { pageFormValues, pagePayload, publicPagePath, slugFromTitle, type AdminCustomPage, type PageFormValues } from './page-form.ts';
import { createPage, fetchPage, pageQueryKey, updatePage } from './pages-api.ts';
import '../settings/settings.css';
import './pages.css';

export const PAGE_CREATED_MESSAGE = 'Page created';
export const PAGE_SAVED_MESSAGE = 'Page saved';

/** /admin/pages/new and /admin/pages/:pageId/edit. */
export function PageEditorPage() {
  const { pageId } = useParams();
  const id = pageId ? Number(pageId) : null;
  const query = useQuery({
    queryKey: pageQueryKey(id ?? 0),
    queryFn: ({ signal }) => fetchPage(id!, signal),
    enabled: id !== null,
  });
  useDocumentTitle(id === null ? 'New page' : (query.data?.title ?? null));

  if (id !== null && query.isPending) return <QueryLoading size="lg" />;
  if (id !== null && errorStatus(query.error) === 404) {
    return (
      <div className="sw-message-page" data-testid="page-editor-error">
        <h2>
          <Trans message="Page not found" />
        </h2>
        <LinkButton to="/admin/pages" variant="outline">
          <Trans message="Back to pages" />
        </LinkButton>
      </div>
    );
  }
  if (id !== null && query.isError) {
    return (
      <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="page-editor-error">
        <LinkButton to="/admin/pages" variant="text">
          <Trans message="Back to pages" />
        </LinkButton>
      </QueryError>
    );
  }
  return <PageForm key={id ?? 'new'} page={query.data ?? null} />;
}

function PageForm({ page }: { page: AdminCustomPage | null }) {
  const navigate = useNavigate();
  const form = useForm<PageFormValues>({ defaultValues: pageFormValues(page) });
  const onServerError = useServerErrors(form);
  const { errors, isDirty, isSubmitting } = form.formState;
  const [deleting, setDeleting] = useState(false);
  // Where to go once the form is clean (after creating or deleting), so leaving does not ask.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const title = form.watch('title');
  const bodyLabelId = useId();
  const bodyErrorId = useId();

  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const payload = pagePayload(values);
      const saved = page ? await updatePage(page.id, payload) : await createPage(payload);
      // The body stays as the editor holds it; the server's slug (made from the title when empty) is shown.
      form.reset({ ...values, slug: saved.slug });
      if (page) toast(PAGE_SAVED_MESSAGE);
      else {
        toast(PAGE_CREATED_MESSAGE);
        setLeaveTo(`/admin/pages/${saved.id}/edit`);
      }
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <div data-testid="page-editor">
      <PageHeader
        title={page ? 'Edit page' : 'New page'}
        actions={
          <LinkButton to="/admin/pages" variant="outline">
            <Trans message="Back to pages" />
          </LinkButton>
        }
      />
      <form onSubmit={onSubmit} noValidate className="sw-page-form" data-testid="page-form">
        <section className="sw-card sw-settings-section">
          <TextField label="Title" error={errors.title?.message} data-testid="page-title" {...form.register('title', required)} />
          <TextField
            label="Slug"
            spellCheck={false}
            placeholder={slugFromTitle(title || '')}
            description={<Trans message="The page's address: /pages/:slug. Empty makes one from the title." values={{ slug: form.watch('slug') || slugFromTitle(title || '') }} />}
            error={errors.slug?.message}
            data-testid="page-slug"
            {...form.register('slug')}
          />
          <div className="sw-field">
            <span id={bodyLabelId} className="sw-label">
              <Trans message="Content" />
            </span>
            <Controller
              control={form.control}
              name="body"
              render={({ field }) => (
                <RichTextEditor
                  initialHtml={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={bodyLabelId}
                  describedBy={errors.body ? bodyErrorId : undefined}
                  invalid={Boolean(errors.body)}
                  testId="page-body-editor"
                />
              )}
            />
            {errors.body?.message && (
              <span id={bodyErrorId} className="sw-field-error" role="alert">
                <Trans message={errors.body.message} />
              </span>
            )}
          </div>
          <CheckboxField label="Hide the navbar on this page" data-testid="page-hide-nav" {...form.register('hide_nav')} />
        </section>
        <SeoSection form={form} />
        <div className="sw-settings-actions">
          <Button type="submit" variant="primary" disabled={!isDirty || isSubmitting} data-testid="page-save">
            <Trans message="Save" />
          </Button>
          {page && (
            <>
              <a className="sw-btn sw-btn-outline sw-btn-md" href={publicPagePath(page.slug)} target="_blank" rel="noopener" data-testid="page-preview">
                <Trans message="Preview" />
                <span className="sw-visually-hidden">
                  {' '}
                  <Trans message="(opens in a new tab)" />
                </span>
              </a>
              <Button variant="danger" className="sw-page-delete" onClick={() => setDeleting(true)} data-testid="page-delete">
                <Trans message="Delete" />
              </Button>
            </>
          )}
        </div>
      </form>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting && !leaveTo} />
      {page && <DeletePageDialog page={page} open={deleting} onClose={() => setDeleting(false)} onDeleted={() => setLeaveTo('/admin/pages')} />}
    </div>
  );
}

function SeoSection({ form }: { form: UseFormReturn<PageFormValues> }) {
  const { errors } = form.formState;
  const descriptionId = useId();
  return (
    <section className="sw-card sw-settings-section">
      <h2 className="sw-settings-section-title">
        <Trans message="SEO" />
      </h2>
      <p className="sw-muted sw-settings-section-text">
        <Trans message="What search engines and shared links show. Empty fields use the page title and the site description." />
      </p>
      <TextField label="SEO title" error={errors.seo?.title?.message} data-testid="page-seo-title" {...form.register('seo.title')} />
      <div className="sw-field">
        <label className="sw-label" htmlFor={descriptionId}>
          <Trans message="SEO description" />
        </label>
        <textarea
          id={descriptionId}
          className="sw-input sw-page-seo-description"
          rows={3}
          aria-invalid={errors.seo?.description ? true : undefined}
          data-testid="page-seo-description"
          {...form.register('seo.description')}
        />
        {errors.seo?.description?.message && (
          <span className="sw-field-error" role="alert">
            <Trans message={errors.seo.description.message} />
          </span>
        )}
      </div>
    </section>
  );
}

