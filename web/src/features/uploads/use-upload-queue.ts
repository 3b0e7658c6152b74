import { useMemo, useSyncExternalStore } from 'react';
import type { UploadItem } from '../../../../common/uploads/types.ts';
import type { UploadQueue } from '../../../../common/uploads/queue.ts';

/** The part of the queue the components use (tests pass a stand-in). */
export type UploadQueueLike = Pick<UploadQueue, 'subscribe' | 'getItems' | 'abort' | 'retry' | 'clearFinished' | 'totals'>;

/**
 * The queue's items, re-rendering on every change. The snapshot is a change counter kept by our
 * own listener rather than getItems() itself, so a queue that hands out a fresh array per call
 * cannot make React loop.
 */
export function useUploadItems(queue: UploadQueueLike): UploadItem[] {
  const source = useMemo(() => {
    let version = 0;
    return {
      subscribe(listener: () => void) {
        return queue.subscribe(() => {
          version += 1;
          listener();
        });
      },
      getVersion: () => version,
    };
  }, [queue]);
  const version = useSyncExternalStore(source.subscribe, source.getVersion, source.getVersion);
  // `version` is only the change signal: a new one re-reads the items.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependency is the signal, not an input
  return useMemo(() => queue.getItems(), [queue, version]);
}
