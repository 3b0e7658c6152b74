import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CollectionItem } from '../../../../common/collections.ts';
import { errorStatus } from '../../lib/http/http-error.ts';
import { trans } from '../../lib/i18n.tsx';
import { contentQueryKey, fetchItem, itemQueryKey, updateItem } from './content-api.ts';
import { draftChanges, draftOf, hasChanges, type ItemDraft } from './item-draft.ts';

// Autosave of the item editor: every change marks the draft unsaved and (re)starts a short timer;
// when it fires, one PATCH sends what differs from the server's copy with that copy's version.
// One request at a time, so versions chain; changes made meanwhile go in the next one. A 409 means
// someone else saved first: autosave stops and the owner chooses whose text stays.

export const AUTOSAVE_DELAY_MS = 1200;

export type AutosaveState = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict';

/** What the editor's save indicator says, in the owner's language. */
export function autosaveLabel(state: AutosaveState): string {
  const labels: Record<AutosaveState, string> = {
    saved: trans('Saved'),
    unsaved: trans('Unsaved changes'),
    saving: trans('Saving…'),
    error: trans('Not saved'),
    conflict: trans('Changed elsewhere'),
  };
  return labels[state];
}

export interface ItemAutosave {
  draft: ItemDraft;
  /** The server's copy the draft is based on. */
  item: CollectionItem;
  state: AutosaveState;
  /** The server's message of the last failed save. */
  error: unknown;
  /** Bumps when the draft is replaced from the server (a restore, a reload): editors start afresh. */
  generation: number;
  change: (patch: Partial<ItemDraft>) => void;
  /** Saves now (the wait ended early); resolves true once the server has the draft. */
  flush: () => Promise<boolean>;
  /** The server answered with a new copy (publish, restore): the draft follows it. */
  replace: (item: CollectionItem, options?: { keepDraft?: boolean }) => void;
  /** After a conflict: take the server's copy and drop the local changes. */
  reloadTheirs: () => Promise<void>;
  /** After a conflict: save the local draft over the server's copy. */
  keepMine: () => Promise<boolean>;
}

export function useItemAutosave(projectId: number, collection: string, initial: CollectionItem, delayMs = AUTOSAVE_DELAY_MS): ItemAutosave {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(initial));
  const [item, setItem] = useState(initial);
  const [state, setState] = useState<AutosaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  // The latest values for the timer and the request chain (state is a render behind).
  const draftRef = useRef(draft);
  const itemRef = useRef(item);
  // What the server has acknowledged, as the editor wrote it: the server stores rich text
  // sanitized (`<img …/>`), so its copy never equals the editor's markup and would look unsaved.
  const acknowledged = useRef(draft);
  const stateRef = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const setStatus = useCallback((next: AutosaveState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const setServerItem = useCallback(
    (next: CollectionItem) => {
      itemRef.current = next;
      setItem(next);
      queryClient.setQueryData(itemQueryKey(projectId, collection, next.id), next);
    },
    [queryClient, projectId, collection],
  );

  const mutation = useMutation({
    mutationFn: ({ change, version }: { change: ReturnType<typeof draftChanges>; version: number }) => updateItem(projectId, collection, itemRef.current.id, change, version),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...contentQueryKey(projectId), 'items', collection] }),
  });
  const mutate = mutation.mutateAsync;

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sent = draftRef.current;
    const change = draftChanges(sent, acknowledged.current);
    if (!hasChanges(change)) {
      setStatus('saved');
      return true;
    }
    setStatus('saving');
    try {
      const saved = await mutate({ change, version: itemRef.current.version });
      setServerItem(saved);
      acknowledged.current = sent;
      setError(null);
      // Typed while the request was out: that goes in the next save.
      setStatus(hasChanges(draftChanges(draftRef.current, sent)) ? 'unsaved' : 'saved');
      return draftRef.current === sent;
    } catch (failure) {
      setError(failure);
      setStatus(errorStatus(failure) === 409 ? 'conflict' : 'error');
      return false;
    }
  }, [mutate, setServerItem, setStatus]);

  const flush = useCallback(async (): Promise<boolean> => {
    cancelTimer();
    while (inFlight.current) await inFlight.current;
    if (stateRef.current === 'conflict') return false;
    const request = saveOnce();
    inFlight.current = request;
    const saved = await request;
    inFlight.current = null;
    if (stateRef.current === 'unsaved') return flush();
    return saved;
  }, [saveOnce]);

  const schedule = useCallback(() => {
    cancelTimer();
    if (stateRef.current === 'conflict') return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, delayMs);
  }, [flush, delayMs]);

  const change = useCallback(
    (patch: Partial<ItemDraft>) => {
      draftRef.current = { ...draftRef.current, ...patch };
      setDraft(draftRef.current);
      if (stateRef.current === 'conflict') return;
      if (stateRef.current !== 'saving') setStatus('unsaved');
      schedule();
    },
    [schedule, setStatus],
  );

  const replace = useCallback(
    (next: CollectionItem, options: { keepDraft?: boolean } = {}) => {
      setServerItem(next);
      if (options.keepDraft) return;
      cancelTimer();
      draftRef.current = draftOf(next);
      acknowledged.current = draftRef.current;
      setDraft(draftRef.current);
      setGeneration((n) => n + 1);
      setStatus('saved');
    },
    [setServerItem, setStatus],
  );

  const reloadTheirs = useCallback(async () => {
    replace(await fetchItem(projectId, collection, itemRef.current.id));
    setError(null);
  }, [replace, projectId, collection]);

  const keepMine = useCallback(async () => {
    const current = await fetchItem(projectId, collection, itemRef.current.id);
    setServerItem(current);
    acknowledged.current = draftOf(current);
    setStatus('unsaved');
    return flush();
  }, [setServerItem, setStatus, projectId, collection, flush]);

  // Leaving the screen saves what is pending; closing the tab with changes asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (stateRef.current === 'saved') return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (timer.current) {
        cancelTimer();
        void flush();
      }
    };
  }, [flush]);

  return { draft, item, state, error, generation, change, flush, replace, reloadTheirs, keepMine };
}
