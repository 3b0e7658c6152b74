import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COLLECTION_LIMITS, ITEM_STATUSES, type AiDraftCount, type Collection, type CollectionItem, type ItemStatus } from '../../../../common/collections.ts';
import type { ProjectPage } from '../../../../common/editor/types.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { httpErrorMessage, isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, transChoice, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { useOwnUploadQueue } from '../uploads/browser-upload-queue.ts';
import { UploadProgressList } from '../uploads/upload-progress-list.tsx';
import { CollectionDialog } from './collection-dialog.tsx';
import { contentQueryKey, createItem, exportItems, importItems, useItems, writeAiDrafts, type ImportResult, type ItemsQuery } from './content-api.ts';
import { FieldInput } from './item-inputs.tsx';
import { collectionName, formatDateTime, statusLabel, statusTime } from './item-format.ts';
import { exportArchive, readMarkdownFiles, saveFile } from './markdown-transfer.ts';
import { contentPath, itemPath } from './paths.ts';
import { TemplatePageSetting } from './template-page-setting.tsx';

function itemsQuery(params: URLSearchParams): ItemsQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (ITEM_STATUSES as readonly string[]).includes(status ?? '') ? (status as ItemStatus) : '',
    tag: params.get('tag') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's filters with `change` applied; a new filter starts at the first page. */
function withFilter(params: URLSearchParams, change: Partial<Record<'status' | 'tag' | 'page', string>>): string {
  const next = new URLSearchParams(params);
  if (!('page' in change)) next.delete('page');
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

export interface CollectionItemsProps {
  projectId: number;
  collection: Collection;
  collections: readonly Collection[];
  pages: readonly ProjectPage[];
}

/** One collection: its items with their status, filtered by status and tag, and what can be done with them. */
export function CollectionItems({ projectId, collection, collections, pages }: CollectionItemsProps) {
  const trans = useTrans();
  const [params] = useSearchParams();
  const query = itemsQuery(params);
  const list = useItems(projectId, collection.slug, query);
  const [creating, setCreating] = useState(false);
  const [settings, setSettings] = useState(false);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const navigate = useNavigate();
  const filtered = query.status !== '' || query.tag !== '';
  const name = collectionName(collection);

  return (
    <section className="sw-content-main" aria-labelledby="sw-content-collection-title" data-testid="collection-items" data-collection={collection.slug}>
      <div className="sw-content-main-head">
        <h2 id="sw-content-collection-title">{name}</h2>
        <div className="sw-content-main-actions">
          {collection.builtin && <AiDraftButtons projectId={projectId} collection={collection} />}
          <TransferButtons projectId={projectId} collection={collection} onErrors={setImportErrors} />
          <Button variant="outline" size="sm" onClick={() => setSettings(true)} data-testid="collection-settings">
            <Trans message="Settings" />
          </Button>
          <Button size="sm" onClick={() => setCreating(true)} data-testid="item-new">
            {collection.builtin ? <Trans message="New post" /> : <Trans message="New item" />}
          </Button>
        </div>
      </div>
      <TemplatePageSetting projectId={projectId} collection={collection} pages={pages} />
      {importErrors.length > 0 && (
        <div className="sw-content-notice sw-content-notice-danger" role="alert" data-testid="import-errors">
          <p>
            <Trans message="Some files could not be imported:" />
          </p>
          <ul>
            {importErrors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
          <Button variant="text" size="sm" onClick={() => setImportErrors([])}>
            <Trans message="Dismiss" />
          </Button>
        </div>
      )}
      <div className="sw-content-filters">
        <nav className="sw-tabs sw-content-status-tabs" aria-label={trans('Status')} data-testid="status-filter">
          {(['', ...ITEM_STATUSES] as const).map((status) => (
            <Link
              key={status || 'all'}
              to={{ search: withFilter(params, { status }) }}
              className="sw-tab"
              aria-current={query.status === status ? 'page' : undefined}
              data-testid={`status-filter-${status || 'all'}`}
            >
              {status ? statusLabel(status) : trans('All')}
            </Link>
          ))}
        </nav>
        {query.tag && (
          <span className="sw-content-tag sw-content-tag-filter" data-testid="tag-filter">
            <Trans message="Tag: :tag" values={{ tag: query.tag }} />
            <Link to={{ search: withFilter(params, { tag: '' }) }} aria-label={trans('Show all tags')} title={trans('Show all tags')} data-testid="tag-filter-clear">
              ×
            </Link>
          </span>
        )}
      </div>

      {list.isPending ? (
        <QueryLoading testId="items-loading" />
      ) : list.isError && !list.data ? (
        <QueryError title={<Trans message="The items could not be loaded" />} error={list.error} onRetry={() => void list.refetch()} testId="items-error" />
      ) : list.data.data.length === 0 ? (
        filtered ? (
          <p className="sw-content-empty sw-muted" role="status" data-testid="items-no-results">
            <Trans message="No items match these filters." />
          </p>
        ) : (
          <div className="sw-card sw-content-empty" data-testid="items-empty">
            <h3>{collection.builtin ? <Trans message="No posts yet" /> : <Trans message="No items yet" />}</h3>
            <p className="sw-muted">
              <Trans message="Write the first one, or import Markdown files." />
            </p>
            <Button onClick={() => setCreating(true)} data-testid="item-new-empty">
              {collection.builtin ? <Trans message="Write your first post" /> : <Trans message="Add the first item" />}
            </Button>
          </div>
        )
      ) : (
        <>
          <ul className="sw-content-items" data-testid="items-list" aria-busy={list.isFetching ? true : undefined}>
            {list.data.data.map((item) => (
              <ItemRow key={item.id} projectId={projectId} collection={collection.slug} item={item} params={params} />
            ))}
          </ul>
          <Pages page={list.data.current_page} last={list.data.last_page} params={params} />
        </>
      )}
      {creating && (
        <NewItemDialog projectId={projectId} collection={collection} onClose={() => setCreating(false)} onCreated={(item) => navigate(itemPath(projectId, collection.slug, item.id))} />
      )}
      {settings && <CollectionDialog open projectId={projectId} collection={collection} collections={collections} onClose={() => setSettings(false)} onDone={() => navigate(contentPath(projectId))} />}
    </section>
  );
}

function ItemRow({ projectId, collection, item, params }: { projectId: number; collection: string; item: CollectionItem; params: URLSearchParams }) {
  const { i18n } = useBootstrapData();
  const trans = useTrans();
  const time = statusTime(item);
  return (
    <li className="sw-content-item" data-testid="item-row" data-item-id={item.id} data-status={item.status}>
      <div className="sw-content-item-main">
        <Link to={itemPath(projectId, collection, item.id)} className="sw-content-item-title" data-testid="item-open">
          {item.title || trans('Untitled')}
        </Link>
        <span className="sw-content-item-meta sw-muted">
          {item.author && <span>{item.author.name}</span>}
          <span>
            <Trans message="Edited :time" values={{ time: formatDateTime(item.updated_at, i18n.language) }} />
          </span>
        </span>
        {item.tags.length > 0 && (
          <span className="sw-content-item-tags">
            {item.tags.map((tag) => (
              <Link key={tag} to={{ search: withFilter(params, { tag }) }} className="sw-content-tag" title={trans('Show only items tagged :tag', { tag })} data-testid="item-tag">
                {tag}
              </Link>
            ))}
          </span>
        )}
      </div>
      <span className="sw-content-item-badges">
        {item.sample && (
          <span className="sw-badge sw-content-badge-sample" data-testid="item-sample">
            <Trans message="Sample content" />
          </span>
        )}
        <StatusBadge item={item} />
        {time && (
          <time className="sw-muted sw-content-item-time" dateTime={time} data-testid="item-status-time">
            {formatDateTime(time, i18n.language)}
          </time>
        )}
      </span>
    </li>
  );
}

export function StatusBadge({ item }: { item: Pick<CollectionItem, 'status'> }) {
  return (
    <span className={`sw-badge sw-content-status sw-content-status-${item.status}`} data-testid="item-status">
      {statusLabel(item.status)}
    </span>
  );
}

function Pages({ page, last, params }: { page: number; last: number; params: URLSearchParams }) {
  const trans = useTrans();
  if (last <= 1) return null;
  return (
    <nav className="sw-content-pages" aria-label={trans('Pages')} data-testid="items-pages">
      {page > 1 ? (
        <Link className="sw-btn sw-btn-outline sw-btn-sm" to={{ search: withFilter(params, { page: String(page - 1) }) }} rel="prev">
          <Trans message="Previous" />
        </Link>
      ) : (
        <span />
      )}
      <span className="sw-muted">
        <Trans message="Page :page of :pages" values={{ page, pages: last }} />
      </span>
      {page < last ? (
        <Link className="sw-btn sw-btn-outline sw-btn-sm" to={{ search: withFilter(params, { page: String(page + 1) }) }} rel="next">
          <Trans message="Next" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function NewItemDialog({ projectId, collection, onClose, onCreated }: { projectId: number; collection: Collection; onClose: () => void; onCreated: (item: CollectionItem) => void }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState(false);
  const queue = useOwnUploadQueue();
  // An item is saved from the start: the fields it cannot be without are asked for here.
  const required = collection.fields.filter((field) => field.required);
  const create = useMutation({
    mutationFn: () => createItem(projectId, collection.slug, { title: title.trim(), ...(required.length ? { values } : {}) }),
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
      onCreated(item);
    },
    onError: (error) => showHttpErrorToast(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (title.trim()) create.mutate();
  };
  return (
    <Dialog open onClose={onClose} title={collection.builtin ? <Trans message="New post" /> : <Trans message="New item" />} size={required.length ? 'lg' : 'sm'}>
      <form onSubmit={submit} noValidate data-testid="item-new-form">
        <div className="sw-field">
          <label className="sw-label" htmlFor="sw-new-item-title">
            {trans('Title')}
          </label>
          <input
            id="sw-new-item-title"
            className="sw-input"
            autoFocus
            value={title}
            maxLength={COLLECTION_LIMITS.titleChars}
            aria-invalid={submitted && !title.trim() ? true : undefined}
            data-testid="item-new-title"
            onChange={(event) => setTitle(event.target.value)}
          />
          {submitted && !title.trim() && <span className="sw-field-error">{trans('Enter a title.')}</span>}
        </div>
        {required.map((field) => (
          <FieldInput
            key={field.key}
            projectId={projectId}
            field={field}
            value={values[field.key]}
            queue={queue}
            generation={0}
            error={create.error ? httpErrorMessage(create.error, `values.${field.key}`) : null}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
        <UploadProgressList queue={queue} label="Image uploads" />
        <div className="sw-dialog-actions">
          <Button variant="text" onClick={onClose}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" disabled={create.isPending} data-testid="item-new-create">
            <Trans message="Create" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function importErrorLines(result: ImportResult): string[] {
  return result.errors.map((error) => {
    const details = Object.entries(error.errors ?? {}).map(([field, message]) => `${field}: ${([] as string[]).concat(message).join(' ')}`);
    return [`${error.file}: ${error.message}`, ...details].join(' ');
  });
}

/** The blog's AI writer: a first post, or three drafts on different topics, all drafts marked as sample content. */
function AiDraftButtons({ projectId, collection }: { projectId: number; collection: Collection }) {
  const queryClient = useQueryClient();
  const writing = useMutation({
    mutationFn: (count: AiDraftCount) => writeAiDrafts(projectId, collection.slug, count),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
      const written = transChoice('{one} Your draft is written: read it before you publish.|{other} Your drafts are written: read them before you publish.', answer.data.length);
      // The notice says the configured AI endpoint failed and the built-in writer stepped in: worth the longer toast.
      if (answer.notice) toast.danger(`${written} ${answer.notice}`);
      else toast(written);
    },
    onError: (error) => showHttpErrorToast(error),
  });
  const pending = writing.isPending ? writing.variables : undefined;
  return (
    <>
      <Button variant="outline" size="sm" disabled={writing.isPending} onClick={() => writing.mutate(1)} data-testid="ai-draft-one">
        {pending === 1 ? <Trans message="Writing…" /> : <Trans message="Write a post with AI" />}
      </Button>
      <Button variant="outline" size="sm" disabled={writing.isPending} onClick={() => writing.mutate(3)} data-testid="ai-draft-three">
        {pending === 3 ? <Trans message="Writing…" /> : <Trans message="Draft three posts" />}
      </Button>
    </>
  );
}

/** Markdown in (several files at once) and out (one file, or a zip of several). */
function TransferButtons({ projectId, collection, onErrors }: { projectId: number; collection: Collection; onErrors: (errors: string[]) => void }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const importing = useMutation({
    mutationFn: async (files: File[]) => {
      const markdown = await readMarkdownFiles(files);
      if (markdown.length === 0) throw new Error(trans('Choose Markdown files (.md).'));
      return importItems(projectId, collection.slug, markdown);
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
      toast(trans('Imported: :created new, :updated updated', { created: result.created, updated: result.updated }));
      onErrors(importErrorLines(result));
    },
    onError: (error) => (isHttpError(error) ? showHttpErrorToast(error) : toast.danger(error.message)),
  });
  const exporting = useMutation({
    mutationFn: () => exportItems(projectId, collection.slug),
    onSuccess: (files) => {
      if (files.length === 0) toast(trans('There is nothing to export yet.'));
      else saveFile(exportArchive(collection.slug, files));
    },
    onError: (error) => showHttpErrorToast(error),
  });
  return (
    <>
      <Button variant="outline" size="sm" disabled={importing.isPending} onClick={() => picker.current?.click()} data-testid="items-import">
        <Trans message="Import Markdown" />
      </Button>
      <input
        ref={picker}
        type="file"
        accept=".md,.markdown,text/markdown"
        multiple
        hidden
        tabIndex={-1}
        data-testid="items-import-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length) importing.mutate(files);
        }}
      />
      <Button variant="outline" size="sm" disabled={exporting.isPending} onClick={() => exporting.mutate()} data-testid="items-export">
        <Trans message="Export Markdown" />
      </Button>
    </>
  );
}
