import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { required } from '../../../lib/forms/rules.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { formatDate, formatNumber } from '../shell/format.ts';
import { DataTable, type DataTableColumn } from '../table/data-table.tsx';
import { createLocalization, ENGLISH, LOCALIZATIONS_ENDPOINT, updateLocalization, type LocalizationSummary } from './localizations-api.ts';
import '../pages/pages.css';

const editorPath = (localization: LocalizationSummary) => `/admin/localizations/${localization.id}`;

const COLUMNS: DataTableColumn<LocalizationSummary>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (localization) => (
      <Link to={editorPath(localization)} className="sw-admin-row-link" data-testid="localization-row-name">
        {localization.name}
      </Link>
    ),
  },
  { id: 'language', header: 'Language', sortable: true, cell: (localization) => <code>{localization.language}</code> },
  {
    id: 'missing_lines',
    header: 'Missing lines',
    cell: (localization) => (
      <Trans message=":missing of :total" values={{ missing: formatNumber(localization.missing_lines), total: formatNumber(localization.total_lines) }} />
    ),
  },
  { id: 'updated_at', header: 'Updated', sortable: true, cell: (localization) => formatDate(localization.updated_at) },
];

/** /admin/localizations: the languages of the app, each with its translated lines. */
export function LocalizationsPage() {
  useDocumentTitle('Localizations');
  const navigate = useNavigate();
  // null: closed; 'new': creating; a localization: renaming it.
  const [editing, setEditing] = useState<LocalizationSummary | 'new' | null>(null);
  return (
    <div data-testid="admin-localizations-page">
      <PageHeader title="Localizations" description="Languages people can use the app in. A new language starts from English." />
      <DataTable<LocalizationSummary>
        endpoint={LOCALIZATIONS_ENDPOINT}
        label="Localizations"
        rowLabel={(localization) => localization.name}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'name', orderDir: 'asc' }}
        search="Search languages"
        rowActions={[
          { label: 'Translate lines', onSelect: (localization) => navigate(editorPath(localization)), testId: 'localization-translate' },
          { label: 'Rename', onSelect: (localization) => setEditing(localization), testId: 'localization-rename' },
        ]}
        deletable={(localization) => localization.language !== ENGLISH}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')} data-testid="localization-new" startIcon={<span aria-hidden="true">+</span>}>
            <Trans message="New language" />
          </Button>
        }
        testId="localizations-table"
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New language' : 'Rename language'} size="sm">
        {editing !== null && (
          <LocalizationForm
            key={editing === 'new' ? 'new' : editing.id}
            localization={editing === 'new' ? null : editing}
            onDone={(created) => {
              setEditing(null);
              if (created) navigate(editorPath(created));
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

interface LocalizationValues {
  name: string;
  language: string;
}

/** Creates a language (then opens its lines) or renames one. */
function LocalizationForm({ localization, onDone }: { localization: LocalizationSummary | null; onDone: (created?: LocalizationSummary) => void }) {
  const form = useForm<LocalizationValues>({ defaultValues: { name: localization?.name ?? '', language: localization?.language ?? '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(true, () => form.setFocus('name'));

  const onSubmit = form.handleSubmit(async (values) => {
    const input = { name: values.name.trim(), language: values.language.trim() };
    try {
      if (localization) {
        await updateLocalization(localization.id, input);
        toast('Language saved');
        onDone();
      } else {
        const created = await createLocalization(input);
        toast('Language created');
        onDone(created);
      }
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="localization-form">
      <TextField label="Name" placeholder="Français" error={errors.name?.message} data-testid="localization-name" {...form.register('name', required)} />
      <TextField
        label="Language code"
        placeholder="fr"
        spellCheck={false}
        readOnly={localization?.language === ENGLISH}
        description={<Trans message="Two letters, or with a region such as pt-BR." />}
        error={errors.language?.message}
        data-testid="localization-language"
        {...form.register('language', required)}
      />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={() => onDone()}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="localization-save">
          <Trans message={localization ? 'Save' : 'Create'} />
        </Button>
      </div>
    </form>
  );
}
