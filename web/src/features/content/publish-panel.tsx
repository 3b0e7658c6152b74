import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CollectionItem } from '../../../../common/collections.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { StatusBadge } from './collection-items.tsx';
import { contentQueryKey, publishItem, unpublishItem } from './content-api.ts';
import { defaultScheduleTime, formatDateTime, isoFromLocalInput, statusTime } from './item-format.ts';

export interface PublishPanelProps {
  projectId: number;
  collection: string;
  item: CollectionItem;
  /** Saves what is pending first: a publish shows what the owner sees. */
  flush: () => Promise<boolean>;
  onChange: (item: CollectionItem) => void;
}

/** The item's status and its changes: publish now, schedule for a time, back to draft. */
export function PublishPanel({ projectId, collection, item, flush, onChange }: PublishPanelProps) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const queryClient = useQueryClient();
  const id = useId();
  const [at, setAt] = useState(() => defaultScheduleTime(new Date()));
  const [scheduling, setScheduling] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const time = statusTime(item);

  const settle = async (next: CollectionItem) => {
    onChange(next);
    await queryClient.invalidateQueries({ queryKey: [...contentQueryKey(projectId), 'items'] });
  };
  const publish = useMutation({
    mutationFn: async (when: string | null) => {
      if (!(await flush())) throw new Error(trans('Save the changes first.'));
      return publishItem(projectId, collection, item.id, when ?? undefined);
    },
    onSuccess: async (next) => {
      await settle(next);
      setScheduling(false);
      toast(next.status === 'scheduled' ? trans('Scheduled') : trans('Published'));
    },
    onError: (error) => showHttpErrorToast(error, error.message),
  });

  return (
    <section className="sw-content-side-section" aria-labelledby={`${id}-title`} data-testid="publish-panel" data-status={item.status}>
      <h2 id={`${id}-title`} className="sw-content-side-title">
        <Trans message="Status" />
      </h2>
      <p className="sw-content-status-line">
        <StatusBadge item={item} />
        {time && (
          <time dateTime={time} className="sw-muted" data-testid="publish-time">
            {item.status === 'scheduled' ? (
              <Trans message="Goes live :time" values={{ time: formatDateTime(time, i18n.language) }} />
            ) : (
              <Trans message="Live since :time" values={{ time: formatDateTime(time, i18n.language) }} />
            )}
          </time>
        )}
      </p>
      <div className="sw-content-publish-actions">
        <Button size="sm" disabled={publish.isPending} onClick={() => publish.mutate(null)} data-testid="publish-now">
          {item.status === 'published' ? <Trans message="Publish changes" /> : <Trans message="Publish now" />}
        </Button>
        {item.status !== 'published' && (
          <Button size="sm" variant="outline" aria-expanded={scheduling} onClick={() => setScheduling((open) => !open)} data-testid="schedule-toggle">
            <Trans message="Schedule" />
          </Button>
        )}
        {item.status !== 'draft' && (
          <Button size="sm" variant="text" onClick={() => setUnpublishing(true)} data-testid="unpublish">
            {item.status === 'scheduled' ? <Trans message="Cancel schedule" /> : <Trans message="Unpublish" />}
          </Button>
        )}
      </div>
      {scheduling && (
        <form
          className="sw-content-schedule"
          onSubmit={(event) => {
            event.preventDefault();
            const when = isoFromLocalInput(at);
            if (!when || Date.parse(when) <= Date.now()) toast.danger(trans('Choose a time in the future to schedule this item.'));
            else publish.mutate(when);
          }}
        >
          <label className="sw-label" htmlFor={`${id}-at`}>
            {trans('Goes live at')}
          </label>
          <input id={`${id}-at`} className="sw-input" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} data-testid="schedule-at" />
          <Button type="submit" size="sm" disabled={publish.isPending} data-testid="schedule-confirm">
            <Trans message="Schedule" />
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={unpublishing}
        title={item.status === 'scheduled' ? <Trans message="Cancel the schedule?" /> : <Trans message="Unpublish?" />}
        confirmLabel={item.status === 'scheduled' ? <Trans message="Cancel schedule" /> : <Trans message="Unpublish" />}
        testId="unpublish-dialog"
        onClose={() => setUnpublishing(false)}
        onConfirm={async () => settle(await unpublishItem(projectId, collection, item.id))}
      >
        <p>
          <Trans message="It goes back to being a draft and leaves the live site." />
        </p>
      </ConfirmDialog>
    </section>
  );
}
