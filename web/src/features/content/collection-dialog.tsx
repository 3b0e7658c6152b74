import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COLLECTION_LIMITS, type Collection, type CollectionField } from '../../../../common/collections.ts';
import { httpErrorMessage, isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { fieldErrors, fieldsPayload, withServerErrors } from './collection-fields.ts';
import { contentQueryKey, createCollection, deleteCollection, updateCollection } from './content-api.ts';
import { FieldsEditor } from './fields-editor.tsx';
import { slugFromTitle } from './item-format.ts';

export interface CollectionDialogProps {
  projectId: number;
  /** The collection to change; null creates one. */
  collection: Collection | null;
  collections: readonly Collection[];
  open: boolean;
  onClose: () => void;
  /** After a create (the new collection) or a delete (null). */
  onDone: (collection: Collection | null) => void;
}

/** Creates a collection or changes one: its name, its slug (on create), its fields; a custom one can be deleted. */
export function CollectionDialog({ projectId, collection, collections, open, onClose, onDone }: CollectionDialogProps) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const [name, setName] = useState(collection?.name ?? '');
  const [slug, setSlug] = useState('');
  const [fields, setFields] = useState<CollectionField[]>(collection?.fields ?? []);
  const [submitted, setSubmitted] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const nameError = submitted && !name.trim();
  const lockedKeys = new Set((collection?.fields ?? []).map((field) => field.key));

  const save = useMutation({
    mutationFn: () =>
      collection
        ? updateCollection(projectId, collection.slug, { name: name.trim(), fields: fieldsPayload(fields) })
        : createCollection(projectId, { name: name.trim(), ...(slug.trim() ? { slug: slug.trim() } : {}), fields: fieldsPayload(fields) }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
      toast(collection ? trans('Collection saved') : trans('Collection created'));
      onClose();
      if (!collection) onDone(saved);
    },
    onError: (error) => showHttpErrorToast(error),
  });

  // The form's own checks, then what the server found (a reference to a collection deleted meanwhile).
  const errors = withServerErrors(submitted ? fieldErrors(fields) : null, isHttpError(save.error) ? save.error.body.errors : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || Object.keys(fieldErrors(fields)).length) return;
    save.mutate();
  };
  const serverError = (field: string) => (save.error ? httpErrorMessage(save.error, field) : null);

  return (
    <>
      <Dialog open={open && !deleting} onClose={onClose} title={collection ? <Trans message="Collection settings" /> : <Trans message="New collection" />} size="xl">
        <form className="sw-content-collection-form" onSubmit={submit} noValidate data-testid="collection-form">
          <div className="sw-content-form-row">
            <div className="sw-field">
              <label className="sw-label" htmlFor="sw-collection-name">
                {trans('Name')}
              </label>
              <input
                id="sw-collection-name"
                className="sw-input"
                value={name}
                maxLength={COLLECTION_LIMITS.nameChars}
                placeholder={trans('Menu, Events, Portfolio…')}
                aria-invalid={nameError || serverError('name') ? true : undefined}
                data-testid="collection-name"
                onChange={(event) => setName(event.target.value)}
              />
              {nameError ? <span className="sw-field-error">{trans('Enter a name.')}</span> : serverError('name') && <span className="sw-field-error">{serverError('name')}</span>}
            </div>
            {!collection && (
              <div className="sw-field">
                <label className="sw-label" htmlFor="sw-collection-slug">
                  {trans('Slug')}
                </label>
                <input
                  id="sw-collection-slug"
                  className="sw-input"
                  value={slug}
                  maxLength={COLLECTION_LIMITS.slugChars}
                  placeholder={slugFromTitle(name)}
                  aria-invalid={serverError('slug') ? true : undefined}
                  data-testid="collection-slug"
                  onChange={(event) => setSlug(event.target.value.toLowerCase())}
                />
                {serverError('slug') && <span className="sw-field-error">{serverError('slug')}</span>}
              </div>
            )}
          </div>
          <FieldsEditor fields={fields} onChange={setFields} collections={collections} errors={errors} lockedKeys={lockedKeys} />
          {serverError('fields') && <p className="sw-field-error">{serverError('fields')}</p>}
          <div className="sw-dialog-actions">
            {collection && !collection.builtin && (
              <Button variant="text" className="sw-content-delete" data-testid="collection-delete" onClick={() => setDeleting(true)}>
                <Trans message="Delete collection" />
              </Button>
            )}
            <Button variant="text" onClick={onClose}>
              <Trans message="Cancel" />
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="collection-save">
              {collection ? <Trans message="Save" /> : <Trans message="Create collection" />}
            </Button>
          </div>
        </form>
      </Dialog>
      {collection && (
        <ConfirmDialog
          open={deleting}
          title={<Trans message="Delete collection?" />}
          confirmLabel={<Trans message="Delete" />}
          danger
          testId="collection-delete-dialog"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteCollection(projectId, collection.slug);
            await queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
            toast(trans('Collection deleted'));
            onClose();
            onDone(null);
          }}
        >
          <p>
            <Trans message=":name and its :count items will be deleted. Pages that list it show nothing in its place." values={{ name: collection.name, count: collection.items_count }} />
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
