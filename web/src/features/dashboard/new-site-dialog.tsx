import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SiteTemplate } from '../../../../common/editor/types.ts';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { applyServerErrors } from '../../lib/forms/use-server-errors.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useDelayedVisibility } from '../../ui/spinner.tsx';
import { TextField } from '../auth/form-fields.tsx';
import { projectInitials } from './project-card-meta.ts';
import { refreshProjectLists, siteNameRules } from './project-dialogs.tsx';
import { createProject, fetchSiteTemplates, showProjectError, SITE_TEMPLATES_QUERY_KEY } from './projects-api.ts';

interface NewSiteValues {
  name: string;
  /** "" is the blank site. */
  templateSlug: string;
}

const TEMPLATES_STALE_MS = 5 * 60 * 1000;

/** Name the site, pick a starting point (Blank first, then the starter templates), create, open the editor. */
export function NewSiteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<NewSiteValues>({ defaultValues: { name: '', templateSlug: '' } });
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(open, () => form.setFocus('name'));

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ name, templateSlug }) => {
    try {
      const project = await createProject({ name: name.trim(), templateSlug: templateSlug || null });
      void refreshProjectLists();
      form.reset();
      onClose();
      navigate(`/editor/${project.id}`);
    } catch (error) {
      // 403 is the plan's quota: nothing to fix in the form, so a toast pointing to the plans.
      if (isHttpError(error) && error.status === 403) showProjectError(error);
      else applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onClose={close} title="New site" size="lg">
      <form onSubmit={onSubmit} noValidate data-testid="new-site-dialog">
        <TextField label="Name" autoComplete="off" placeholder="My new site" error={errors.name?.message} data-testid="new-site-name" {...form.register('name', siteNameRules)} />
        <TemplatePicker open={open} selected={form.watch('templateSlug')} field={form.register('templateSlug')} error={errors.templateSlug?.message} />
        <div className="sw-dialog-actions">
          <Button variant="text" onClick={close}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="new-site-submit">
            <Trans message={isSubmitting ? 'Creating...' : 'Create site'} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface TemplatePickerProps {
  open: boolean;
  selected: string;
  field: UseFormRegisterReturn<'templateSlug'>;
  error?: string;
}

/** Radio buttons drawn as tiles: arrow keys move between them, the selected one is outlined. */
function TemplatePicker({ open, selected, field, error }: TemplatePickerProps) {
  const templates = useQuery({
    queryKey: SITE_TEMPLATES_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteTemplates(signal),
    enabled: open,
    staleTime: TEMPLATES_STALE_MS,
  });
  const showSkeletons = useDelayedVisibility(templates.isPending && open);

  return (
    <fieldset className="sw-template-picker" aria-describedby={error ? 'template-picker-error' : undefined}>
      <legend className="sw-label">
        <Trans message="Start from" />
      </legend>
      <div className="sw-template-grid" data-testid="template-picker">
        <TemplateOption slug="" name="Blank" category="Empty page" thumbnail={null} selected={selected === ''} field={field} testId="template-option-blank" />
        {templates.data?.map((template: SiteTemplate) => (
          <TemplateOption
            key={template.slug}
            slug={template.slug}
            name={template.name}
            category={template.category}
            description={template.description}
            thumbnail={template.thumbnail}
            selected={selected === template.slug}
            field={field}
            testId={`template-option-${template.slug}`}
          />
        ))}
        {showSkeletons && Array.from({ length: 5 }, (_, index) => <div key={index} className="sw-template-option sw-skeleton-tile" aria-hidden="true" />)}
      </div>
      {templates.isError && (
        <p className="sw-muted sw-template-picker-note" role="status">
          <Trans message="Templates could not be loaded. You can still start from a blank site." />
        </p>
      )}
      {error && (
        <span id="template-picker-error" className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </fieldset>
  );
}

interface TemplateOptionProps {
  slug: string;
  name: string;
  category: string;
  description?: string;
  thumbnail: string | null;
  selected: boolean;
  field: UseFormRegisterReturn<'templateSlug'>;
  testId: string;
}

function TemplateOption({ slug, name, category, description, thumbnail, selected, field, testId }: TemplateOptionProps) {
  const trans = useTrans();
  const [failed, setFailed] = useState(false);
  return (
    <label className="sw-template-option" data-testid={testId} data-selected={selected ? 'true' : 'false'} title={description || undefined}>
      <input type="radio" className="sw-visually-hidden" value={slug} {...field} />
      <span className={thumbnail && !failed ? 'sw-template-thumb' : 'sw-template-thumb sw-template-thumb-blank'}>
        {thumbnail && !failed ? (
          <img src={thumbnail} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
        ) : (
          <span aria-hidden="true">{slug ? projectInitials(name) : '+'}</span>
        )}
      </span>
      <span className="sw-template-name">{slug ? name : trans(name)}</span>
      <span className="sw-template-category">{trans(category)}</span>
    </label>
  );
}
