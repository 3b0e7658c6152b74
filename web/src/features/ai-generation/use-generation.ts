import { useEffect, useRef, useState } from 'react';
import { FINISHED_GENERATION_STATUSES, type GenerationRecord } from '../../../../common/ai/generations.ts';
import { MESSAGES } from '../../../../common/constants.ts';
import { errorStatus, fieldErrorMessage, isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { cancelGeneration, fetchGeneration, generationEventsUrl, startGeneration, type GenerationInput } from './generations-api.ts';

/** How often a generation is asked how far it got when its event stream is not available. */
const GENERATION_POLL_MS = 1000;
const GENERATION_FAILED_MESSAGE = 'The site could not be generated. Try again.';

/** The fields of the form a refusal can point at; anything else is said above the form. */
export type GenerationField = 'prompt' | 'pages' | 'language' | 'style' | 'seed' | 'photos';
const FIELDS: readonly GenerationField[] = ['prompt', 'pages', 'language', 'style', 'seed', 'photos'];

export interface GenerationProblem {
  message: string;
  field: GenerationField | null;
  /** What the generation itself reported when it failed. */
  detail?: string;
}

type GenerationRun =
  | { phase: 'idle'; problem: GenerationProblem | null; cancelled: boolean }
  | { phase: 'starting' }
  | { phase: 'running'; generation: GenerationRecord; cancelling: boolean }
  | { phase: 'succeeded'; generation: GenerationRecord };

const IDLE: GenerationRun = { phase: 'idle', problem: null, cancelled: false };

const isFinished = (record: GenerationRecord) => FINISHED_GENERATION_STATUSES.includes(record.status);

/** A refused start or a lost generation: the server's message, on its field when it names one of the form's. */
function problemOf(error: unknown): GenerationProblem {
  if (!isHttpError(error) || error.status === 0) return { message: MESSAGES.genericError, field: null };
  const field = FIELDS.find((name) => fieldErrorMessage(error.body, name)) ?? null;
  const message = (field && fieldErrorMessage(error.body, field)) || error.body.message || MESSAGES.genericError;
  return { message, field };
}

/** The run once this record of its generation arrived; records of another generation change nothing. */
function advance(current: GenerationRun, record: GenerationRecord): GenerationRun {
  if (current.phase !== 'running' || current.generation.id !== record.id) return current;
  switch (record.status) {
    case 'succeeded':
      return { phase: 'succeeded', generation: record };
    case 'failed':
      return { phase: 'idle', problem: { message: GENERATION_FAILED_MESSAGE, field: null, detail: record.error ?? undefined }, cancelled: false };
    case 'cancelled':
      return { phase: 'idle', problem: null, cancelled: true };
    default:
      return { ...current, generation: record };
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Follows a generation until it finishes: its event stream, or, when the stream cannot be had or
 * breaks off (a proxy that buffers or cuts it, the server losing track), a GET every second.
 * Returns the function that stops following.
 */
function follow(id: number, onRecord: (record: GenerationRecord) => void, onLost: (error: unknown) => void): () => void {
  const stop = new AbortController();
  const receive = (record: GenerationRecord) => {
    if (stop.signal.aborted) return;
    onRecord(record);
    if (isFinished(record)) stop.abort();
  };

  const poll = async () => {
    while (!stop.signal.aborted) {
      try {
        receive(await fetchGeneration(id, stop.signal));
      } catch (error) {
        if (stop.signal.aborted) return;
        // Gone for good; anything else may pass, and the next read tries again.
        if (errorStatus(error) === 404) {
          stop.abort();
          onLost(error);
          return;
        }
      }
      await wait(GENERATION_POLL_MS, stop.signal);
    }
  };

  if (typeof EventSource === 'undefined') {
    void poll();
  } else {
    const source = new EventSource(generationEventsUrl(id));
    stop.signal.addEventListener('abort', () => source.close());
    source.addEventListener('generation', (event) => receive(JSON.parse((event as MessageEvent<string>).data) as GenerationRecord));
    // EventSource would reconnect on its own, replaying the stream; polling says the same with less.
    source.onerror = () => {
      if (stop.signal.aborted) return;
      source.close();
      void poll();
    };
  }
  return () => stop.abort();
}

/**
 * One generation at a time: start it, follow it, cancel it. `onSucceeded` is called once with the
 * finished record. Unmounting (the dialog closed) stops a generation still running, so closing
 * never leaves a site to appear later unannounced.
 */
export function useGeneration(startWith: GenerationInput | null, onSucceeded: (generation: GenerationRecord) => void) {
  const [run, setRun] = useState<GenerationRun>(startWith ? { phase: 'starting' } : IDLE);
  const runningId = run.phase === 'running' ? run.generation.id : null;
  const succeededRef = useRef(onSucceeded);
  succeededRef.current = onSucceeded;
  const reportedRef = useRef<number | null>(null);
  const activeRef = useRef<number | null>(null);
  activeRef.current = runningId;
  const mountedRef = useRef(false);

  function receive(record: GenerationRecord): void {
    setRun((current) => advance(current, record));
    // Finished: nothing left to stop, even if the dialog closes before it renders this record.
    if (isFinished(record) && activeRef.current === record.id) activeRef.current = null;
    if (record.status === 'succeeded' && reportedRef.current !== record.id) {
      reportedRef.current = record.id;
      succeededRef.current(record);
    }
  }

  async function start(input: GenerationInput): Promise<void> {
    setRun({ phase: 'starting' });
    try {
      const generation = await startGeneration(input);
      if (!mountedRef.current) {
        void cancelGeneration(generation.id).catch(() => undefined);
        return;
      }
      setRun({ phase: 'running', generation, cancelling: false });
      receive(generation);
    } catch (error) {
      setRun({ phase: 'idle', problem: problemOf(error), cancelled: false });
    }
  }

  async function cancel(): Promise<void> {
    if (run.phase !== 'running' || run.cancelling) return;
    const { id } = run.generation;
    setRun({ ...run, cancelling: true });
    try {
      receive(await cancelGeneration(id));
    } catch (error) {
      showHttpErrorToast(error);
      setRun((current) => (current.phase === 'running' && current.generation.id === id ? { ...current, cancelling: false } : current));
    }
  }

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      if (activeRef.current !== null) void cancelGeneration(activeRef.current).catch(() => undefined);
    };
  }, []);

  // Started with a description (the home page, a pending prompt): once, even when effects run twice.
  const startedRef = useRef(false);
  useEffect(() => {
    if (!startWith || startedRef.current) return;
    startedRef.current = true;
    void start(startWith);
    // Only on mounting: the description to start with is the one the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (runningId === null) return;
    return follow(runningId, receive, (error) =>
      setRun((current) => (current.phase === 'running' && current.generation.id === runningId ? { phase: 'idle', problem: problemOf(error), cancelled: false } : current)),
    );
  }, [runningId]);

  return { run, start, cancel };
}
