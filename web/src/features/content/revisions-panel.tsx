import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CollectionItem, ItemRevision } from '../../../../common/collections.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { fetchRevisions, restoreRevision, revisionsQueryKey } from './content-api.ts';
import { formatDateTime } from './item-format.ts';

export interface RevisionsPanelProps {
  projectId: number;
  collection: string;
  item: CollectionItem;
  /** Saves what is pending first, so the text being replaced becomes a revision too. */
  flush: () => Promise<boolean>;
  onRestored: (item: CollectionItem) => void;
}

/** Earlier versions of the item, newest first; restoring one makes it the current text (the current one is kept as a revision). */
export function RevisionsPanel({ projectId, collection, item, flush, onRestored }: RevisionsPanelProps) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const id = useId();
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<ItemRevision | null>(null);
  const key = revisionsQueryKey(projectId, collection, item.id);
  // Every save writes a revision: the list follows the item's version.
  const revisions = useQuery({ queryKey: [...key, item.version], queryFn: ({ signal }) => fetchRevisions(projectId, collection, item.id, signal) });

  return (
    <section className="sw-content-side-section" aria-labelledby={`${id}-title`} data-testid="revisions-panel">
      <h2 id={`${id}-title`} className="sw-content-side-title">
        <Trans message="Revisions" />
      </h2>
      {revisions.isPending ? (
        <QueryLoading testId="revisions-loading" />
      ) : revisions.isError ? (
        <QueryError title={<Trans message="The revisions could not be loaded" />} error={revisions.error} onRetry={() => void revisions.refetch()} testId="revisions-error" />
      ) : revisions.data.length === 0 ? (
        <p className="sw-muted" data-testid="revisions-empty">
          <Trans message="Earlier versions appear here as you write." />
        </p>
      ) : (
        <ol className="sw-content-revisions" data-testid="revisions-list">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="sw-content-revision" data-testid="revision" data-revision-id={revision.id}>
              <span className="sw-content-revision-text">
                <time dateTime={revision.created_at}>{formatDateTime(revision.created_at, i18n.language)}</time>
                <span className="sw-muted">
                  {revision.title || trans('Untitled')}
                  {revision.author ? ` · ${revision.author.name}` : ''}
                </span>
              </span>
              <Button variant="text" size="sm" onClick={() => setRestoring(revision)} data-testid="revision-restore">
                <Trans message="Restore" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={<Trans message="Restore this version?" />}
        confirmLabel={<Trans message="Restore" />}
        testId="revision-restore-dialog"
        onClose={() => setRestoring(null)}
        onConfirm={async () => {
          await flush();
          const restored = await restoreRevision(projectId, collection, item.id, restoring!.id);
          onRestored(restored);
          await queryClient.invalidateQueries({ queryKey: key });
          toast(trans('Version restored'));
        }}
      >
        <p>
          {restoring && (
            <Trans message="The text of :time replaces the current one, which stays in the list." values={{ time: formatDateTime(restoring.created_at, i18n.language) }} />
          )}
        </p>
      </ConfirmDialog>
    </section>
  );
}
