import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { COLLECTION_LIMITS, type Collection, type CollectionItem, type ItemAuthor } from '../../../../common/collections.ts';
import { NotFoundPage } from '../../app/errors/error-pages.tsx';
import { AppLayout } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { activeWorkspaceId } from '../../lib/http/api-client.ts';
import { errorStatus, httpErrorMessage } from '../../lib/http/http-error.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { useOwnUploadQueue } from '../uploads/browser-upload-queue.ts';
import { UploadProgressList } from '../uploads/upload-progress-list.tsx';
import { useWorkspace } from '../workspaces/workspaces-api.ts';
import { contentQueryKey, deleteItem, fetchItem, itemQueryKey, useCollections } from './content-api.ts';
import { useProjectIdParam } from './content-page.tsx';
import { collectionName, slugFromTitle } from './item-format.ts';
import { CountedField, FieldInput, ImageInput, TagsInput } from './item-inputs.tsx';
import { collectionPath } from './paths.ts';
import { PostTextEditor } from './post-text-editor.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { RevisionsPanel } from './revisions-panel.tsx';
import { autosaveLabel, useItemAutosave, type ItemAutosave } from './use-item-autosave.ts';
import '../uploads/uploads.css';
import '../auth/form-fields.css';
import './content.css';

/** /dashboard/sites/:projectId/content/:collection/items/:itemId: writing one item. */
export function ItemEditorPage() {
  const projectId = useProjectIdParam();
  const { collection = '', itemId = '' } = useParams();
  const id = Number(itemId);
  if (projectId === null || !Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return <LoadedItem key={`${projectId}:${collection}:${id}`} projectId={projectId} collectionSlug={collection} itemId={id} />;
}

function LoadedItem({ projectId, collectionSlug, itemId }: { projectId: number; collectionSlug: string; itemId: number }) {
  const collections = useCollections(projectId);
  const item = useQuery({
    queryKey: itemQueryKey(projectId, collectionSlug, itemId),
    queryFn: ({ signal }) => fetchItem(projectId, collectionSlug, itemId, signal),
    // The editor owns the item once it is open: a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const collection = collections.data?.find((candidate) => candidate.slug === collectionSlug);
  if (errorStatus(item.error) === 404 || (collections.isSuccess && !collection)) return <NotFoundPage />;
  const failed = item.isError ? item : collections.isError ? collections : null;
  return (
    <AppLayout>
      <div className="sw-content sw-content-item-editor" data-testid="item-editor-page">
        {failed ? (
          <QueryError title={<Trans message="This item could not be loaded" />} error={failed.error} onRetry={() => void failed.refetch()} testId="item-error" />
        ) : !item.data || !collection ? (
          <QueryLoading testId="item-loading" />
        ) : (
          <ItemEditor projectId={projectId} collection={collection} initial={item.data} />
        )}
      </div>
    </AppLayout>
  );
}

function ItemEditor({ projectId, collection, initial }: { projectId: number; collection: Collection; initial: CollectionItem }) {
  const trans = useTrans();
  const queue = useOwnUploadQueue();
  const autosave = useItemAutosave(projectId, collection.slug, initial);
  const { draft, item, change, generation } = autosave;
  useDocumentTitle(draft.title || 'Untitled');
  const back = collectionPath(projectId, collection.slug);

  return (
    <>
      <div className="sw-content-editor-head">
        <Link to={back} className="sw-content-back" data-testid="item-back">
          ← {collectionName(collection)}
        </Link>
        <div className="sw-content-editor-head-side">
          {item.sample && (
            <span className="sw-badge sw-content-badge-sample" data-testid="item-sample" title={trans('Written as an example. Edit it to make it yours.')}>
              <Trans message="Sample content" />
            </span>
          )}
          <SaveIndicator autosave={autosave} />
        </div>
      </div>
      <div className="sw-content-editor">
        <div className="sw-content-editor-main">
          <div className="sw-field">
            <label className="sw-label" htmlFor="sw-item-title">
              {trans('Title')}
            </label>
            <input
              id="sw-item-title"
              className="sw-input sw-content-title-input"
              value={draft.title}
              maxLength={COLLECTION_LIMITS.titleChars}
              data-testid="item-title"
              onChange={(event) => change({ title: event.target.value })}
            />
            <FieldError error={autosave.error} field="title" />
          </div>
          <div className="sw-field">
            <label className="sw-label" htmlFor="sw-item-slug">
              {trans('Slug')}
            </label>
            <input
              id="sw-item-slug"
              className="sw-input"
              value={draft.slug}
              maxLength={COLLECTION_LIMITS.slugChars}
              placeholder={slugFromTitle(draft.title)}
              data-testid="item-slug"
              onChange={(event) => change({ slug: event.target.value.toLowerCase() })}
            />
            <span className="sw-field-description">{trans('The last part of its address on your site.')}</span>
            <FieldError error={autosave.error} field="slug" />
          </div>
          <div className="sw-field">
            <span className="sw-label" id="sw-item-body-label">
              {trans('Text')}
            </span>
            <PostTextEditor key={generation} initialHtml={draft.body} onChange={(body) => change({ body })} labelledBy="sw-item-body-label" imageQueue={queue} testId="item-body" size="lg" />
            <FieldError error={autosave.error} field="body" />
          </div>
          <UploadProgressList queue={queue} label="Image uploads" />
          {collection.fields.length > 0 && (
            <fieldset className="sw-content-item-fields" data-testid="item-fields">
              <legend className="sw-label">
                <Trans message="Fields" />
              </legend>
              {collection.fields.map((field) => (
                <FieldInput
                  key={field.key}
                  projectId={projectId}
                  field={field}
                  value={draft.values[field.key]}
                  queue={queue}
                  generation={generation}
                  error={httpErrorMessage(autosave.error, `values.${field.key}`)}
                  onChange={(value) => change({ values: { ...draft.values, [field.key]: value } })}
                />
              ))}
            </fieldset>
          )}
        </div>
        <aside className="sw-content-editor-side">
          <PublishPanel projectId={projectId} collection={collection.slug} item={item} flush={autosave.flush} onChange={(next) => autosave.replace(next, { keepDraft: true })} />
          <section className="sw-content-side-section" data-testid="item-details">
            <TagsInput label={trans('Tags')} tags={draft.tags} onChange={(tags) => change({ tags })} testId="item-tags" />
            <AuthorSetting author={item.author} value={draft.author_id} onChange={(author_id) => change({ author_id })} />
            <FieldError error={autosave.error} field="author_id" />
          </section>
          <section className="sw-content-side-section" data-testid="item-seo">
            <h2 className="sw-content-side-title">
              <Trans message="Search and sharing" />
            </h2>
            <CountedField label={trans('SEO title')} value={draft.seo_title} limit={COLLECTION_LIMITS.seoTitleChars} onChange={(seo_title) => change({ seo_title })} testId="item-seo-title" />
            <CountedField
              label={trans('SEO description')}
              value={draft.seo_description}
              limit={COLLECTION_LIMITS.seoDescriptionChars}
              onChange={(seo_description) => change({ seo_description })}
              multiline
              testId="item-seo-description"
            />
            <ImageInput label={trans('Social image (Open Graph)')} value={draft.og_image} onChange={(og_image) => change({ og_image })} queue={queue} testId="item-og-image" />
          </section>
          <RevisionsPanel projectId={projectId} collection={collection.slug} item={item} flush={autosave.flush} onRestored={(restored) => autosave.replace(restored)} />
          <DeleteItem projectId={projectId} collection={collection} item={item} />
        </aside>
      </div>
    </>
  );
}

function FieldError({ error, field }: { error: unknown; field: string }) {
  const message = httpErrorMessage(error, field);
  return message ? (
    <span className="sw-field-error" role="alert" data-testid={`item-${field}-error`}>
      {message}
    </span>
  ) : null;
}

/**
 * Who wrote it: in a team workspace any member can be named; in a personal workspace the author
 * is the owner and is only shown.
 */
function AuthorSetting({ author, value, onChange }: { author: ItemAuthor | null; value: number | null; onChange: (id: number | null) => void }) {
  const trans = useTrans();
  const workspace = useWorkspace(activeWorkspaceId());
  const members = workspace.data?.members ?? [];
  if (members.length === 0) {
    return (
      <p className="sw-muted" data-testid="item-author">
        {author ? <Trans message="Author: :name" values={{ name: author.name }} /> : <Trans message="No author" />}
      </p>
    );
  }
  const listed = members.some((member) => member.id === value);
  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor="sw-item-author">
        {trans('Author')}
      </label>
      <select id="sw-item-author" className="sw-input" value={value ?? ''} data-testid="item-author-select" onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{trans('No author')}</option>
        {!listed && author && <option value={author.id}>{author.name}</option>}
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.display_name || member.email}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Saved", "Saving…" or what went wrong, with what the owner can do about it. */
function SaveIndicator({ autosave }: { autosave: ItemAutosave }) {
  const trans = useTrans();
  const { state } = autosave;
  const keep = useMutation({ mutationFn: autosave.keepMine });
  const reload = useMutation({ mutationFn: autosave.reloadTheirs });
  return (
    <div className="sw-content-save" data-testid="save-state" data-state={state} role="status">
      <span className="sw-content-save-text">{autosaveLabel(state)}</span>
      {state === 'error' && (
        <span className="sw-content-save-problem" data-testid="save-error">
          {httpErrorMessage(autosave.error) ?? trans('Check your connection.')}{' '}
          <Button variant="text" size="sm" onClick={() => void autosave.flush()} data-testid="save-retry">
            <Trans message="Try again" />
          </Button>
        </span>
      )}
      {state === 'conflict' && (
        <span className="sw-content-save-problem" role="alert" data-testid="save-conflict">
          <Trans message="Someone else saved this item while you were writing." />{' '}
          <Button variant="text" size="sm" disabled={reload.isPending} onClick={() => reload.mutate()} data-testid="conflict-reload">
            <Trans message="Load their version" />
          </Button>
          <Button variant="text" size="sm" disabled={keep.isPending} onClick={() => keep.mutate()} data-testid="conflict-keep">
            <Trans message="Keep mine" />
          </Button>
        </span>
      )}
    </div>
  );
}

function DeleteItem({ projectId, collection, item }: { projectId: number; collection: Collection; item: CollectionItem }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" className="sw-content-delete" onClick={() => setOpen(true)} data-testid="item-delete">
        {collection.builtin ? <Trans message="Delete post" /> : <Trans message="Delete item" />}
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans message="Delete :title?" values={{ title: item.title || trans('Untitled') }} />}
        confirmLabel={<Trans message="Delete" />}
        danger
        testId="item-delete-dialog"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await deleteItem(projectId, collection.slug, item.id);
          queryClient.removeQueries({ queryKey: itemQueryKey(projectId, collection.slug, item.id) });
          await queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
          toast(trans('Deleted'));
          navigate(collectionPath(projectId, collection.slug));
        }}
      >
        <p>
          <Trans message="It leaves the live site too. This cannot be undone." />
        </p>
      </ConfirmDialog>
    </>
  );
}
