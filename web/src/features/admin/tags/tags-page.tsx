import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { required } from '../../../lib/forms/rules.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { formatDate, formatNumber } from '../shell/format.ts';
import { DataTable, type DataTableColumn } from '../table/data-table.tsx';
import { refreshList } from '../table/list-api.ts';

export interface AdminTag {
  id: number;
  name: string;
  display_name: string;
  type: string;
  taggables_count: number;
  created_at: string;
  updated_at: string;
}

const ENDPOINT = 'admin/tags';
/** Suggestions for the type field; any short lowercase word is accepted. */
const TAG_TYPES = ['custom', 'category', 'label'];

const COLUMNS: DataTableColumn<AdminTag>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (tag) => <code>{tag.name}</code> },
  { id: 'display_name', header: 'Display name', sortable: true, cell: (tag) => tag.display_name },
  { id: 'type', header: 'Type', sortable: true, cell: (tag) => tag.type },
  { id: 'taggables_count', header: 'Used', cell: (tag) => formatNumber(tag.taggables_count) },
  { id: 'updated_at', header: 'Updated', sortable: true, cell: (tag) => formatDate(tag.updated_at) },
];

/** /admin/tags. */
export function TagsPage() {
  useDocumentTitle('Tags');
  // null: closed; 'new': creating; a tag: editing it.
  const [editing, setEditing] = useState<AdminTag | 'new' | null>(null);
  return (
    <div data-testid="admin-tags-page">
      <PageHeader title="Tags" description="Labels that group sites and other content." />
      <DataTable<AdminTag>
        endpoint={ENDPOINT}
        label="Tags"
        rowLabel={(tag) => tag.display_name || tag.name}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'updated_at', orderDir: 'desc' }}
        search="Search tags"
        rowActions={[{ label: 'Edit', onSelect: (tag) => setEditing(tag), testId: 'tag-edit' }]}
        deletable
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')} data-testid="tag-new" startIcon={<span aria-hidden="true">+</span>}>
            <Trans message="New tag" />
          </Button>
        }
        empty={{ title: 'No tags yet' }}
        testId="tags-table"
      />
      <TagDialog tag={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  );
}

interface TagValues {
  name: string;
  display_name: string;
  type: string;
}

function TagDialog({ tag, open, onClose }: { tag: AdminTag | null; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={tag ? 'Edit tag' : 'New tag'} size="sm">
      {open && <TagForm key={tag?.id ?? 'new'} tag={tag} onDone={onClose} />}
    </Dialog>
  );
}

function TagForm({ tag, onDone }: { tag: AdminTag | null; onDone: () => void }) {
  const form = useForm<TagValues>({
    defaultValues: { name: tag?.name ?? '', display_name: tag && tag.display_name !== tag.name ? tag.display_name : '', type: tag?.type ?? 'custom' },
  });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  const typesId = useId();
  useFocusWhenOpen(true, () => form.setFocus('name'));

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = { name: values.name.trim(), display_name: values.display_name.trim() || null, type: values.type.trim() || 'custom' };
    try {
      if (tag) await apiClient.put(`${ENDPOINT}/${tag.id}`, payload);
      else await apiClient.post(ENDPOINT, payload);
      toast(tag ? 'Tag saved' : 'Tag created');
      await refreshList(ENDPOINT);
      onDone();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="tag-form">
      <TextField label="Name" spellCheck={false} error={errors.name?.message} data-testid="tag-name" {...form.register('name', required)} />
      <TextField label="Display name" description={<Trans message="Shown to people; empty shows the name." />} error={errors.display_name?.message} data-testid="tag-display-name" {...form.register('display_name')} />
      <TextField label="Type" list={typesId} spellCheck={false} error={errors.type?.message} data-testid="tag-type" {...form.register('type')} />
      <datalist id={typesId}>
        {TAG_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="tag-save">
          <Trans message={tag ? 'Save' : 'Create'} />
        </Button>
      </div>
    </form>
  );
}
