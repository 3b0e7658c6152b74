import type { UploadItem, UploadStatus } from '../../../../common/uploads/types.ts';
import { formatBytes } from '../../../../common/uploads/format-bytes.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { useUploadItems, type UploadQueueLike } from './use-upload-queue.ts';

const STATUS_TEXT: Record<UploadStatus, string> = {
  pending: 'Waiting',
  inProgress: 'Uploading',
  completed: 'Uploaded',
  failed: 'Failed',
  aborted: 'Cancelled',
};

const isActive = (status: UploadStatus) => status === 'pending' || status === 'inProgress';

interface RowProps {
  item: UploadItem;
  onCancel(): void;
  onRetry(): void;
}

export function UploadProgressRow({ item, onCancel, onRetry }: RowProps) {
  const trans = useTrans();
  const { file, status } = item;
  const percentage = Math.round(item.percentage);
  return (
    <li className="sw-upload-item" data-testid="upload-item" data-status={status} data-name={file.name}>
      <div className="sw-upload-item-head">
        <span className="sw-upload-item-name" title={file.relativePath ?? file.name}>
          {file.relativePath ?? file.name}
        </span>
        <span className="sw-upload-item-size sw-muted">{formatBytes(file.size)}</span>
      </div>
      <div
        className="sw-upload-bar"
        role="progressbar"
        aria-label={trans('Upload of :name', { name: file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        data-testid="upload-progress"
      >
        <span style={{ width: `${percentage}%` }} />
      </div>
      <div className="sw-upload-item-foot">
        <span className="sw-upload-item-status" data-testid="upload-status">
          {trans(STATUS_TEXT[status])} · <span data-testid="upload-percentage">{percentage}%</span>
        </span>
        {isActive(status) && (
          <Button variant="text" size="sm" onClick={onCancel} data-testid="upload-cancel" aria-label={trans('Cancel upload of :name', { name: file.name })}>
            {trans('Cancel')}
          </Button>
        )}
        {(status === 'failed' || status === 'aborted') && (
          <Button variant="text" size="sm" onClick={onRetry} data-testid="upload-retry" aria-label={trans('Retry upload of :name', { name: file.name })}>
            {trans('Retry')}
          </Button>
        )}
      </div>
      {status === 'failed' && item.errorMessage && (
        <p className="sw-field-error" role="alert" data-testid="upload-error">
          {trans(item.errorMessage)}
        </p>
      )}
    </li>
  );
}

/** "2 of 3 uploaded · 40%" (plus failures), for the whole list. */
function OverallLine({ queue, items }: { queue: UploadQueueLike; items: UploadItem[] }) {
  const trans = useTrans();
  const totals = queue.totals();
  return (
    <p className="sw-upload-overall sw-muted" data-testid="upload-overall" aria-live="polite">
      {trans(':completed of :total uploaded · :percentage%', { completed: totals.completed, total: items.length, percentage: Math.round(totals.percentage) })}
      {totals.failed > 0 && ` · ${trans(':count failed', { count: totals.failed })}`}
    </p>
  );
}

/**
 * Every upload of a queue: name, size, progress, status, Cancel while it runs, Retry after it
 * failed or was cancelled, its error, and "Clear finished" for the rest. Nothing renders while
 * the queue is empty (the drop zone's hint is the empty state).
 */
export function UploadProgressList({ queue, label }: { queue: UploadQueueLike; label?: string }) {
  const trans = useTrans();
  const items = useUploadItems(queue);
  if (items.length === 0) return null;
  const hasFinished = items.some((item) => !isActive(item.status));
  return (
    <section className="sw-upload-list" data-testid="upload-list" aria-label={trans(label ?? 'Uploads')}>
      <OverallLine queue={queue} items={items} />
      <ul>
        {items.map((item) => (
          <UploadProgressRow key={item.file.id} item={item} onCancel={() => queue.abort(item.file.id)} onRetry={() => queue.retry(item.file.id)} />
        ))}
      </ul>
      {hasFinished && (
        <Button variant="text" size="sm" onClick={() => queue.clearFinished()} data-testid="upload-clear-finished">
          {trans('Clear finished')}
        </Button>
      )}
    </section>
  );
}
