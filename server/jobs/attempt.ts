import { DomainError } from '../errors.ts';
import type { JobDefinition } from './types.ts';

// What both runners (the database one and the BullMQ one) decide the same way about an attempt:
// its limits, how its outcome reads, and whether another attempt may follow.

export const DEFAULT_TIMEOUT_MS = 10 * 60_000;
// setTimeout fires at once for anything longer.
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
const MAX_BACKOFF_MS = 15 * 60_000;
const ERROR_MAX_LENGTH = 2000;

export type AbortReason = 'cancelled' | 'timeout' | 'shutdown' | 'lost';

export const ABORT_MESSAGES: Record<AbortReason, string> = {
  cancelled: 'The job was cancelled.',
  timeout: 'The job took too long.',
  shutdown: 'The job runner is stopping.',
  lost: 'Another runner took this job over.',
};

export type Outcome = { kind: 'resolved'; value: unknown } | { kind: 'rejected'; error: unknown } | { kind: 'abandoned' };

/** A definition that could not be imported fails each attempt with the import's error, retried like any failure. */
export function unloadable(type: string, error: unknown): JobDefinition {
  return { type, handler: () => Promise.reject(error) };
}

/** 5 s, 10 s, 20 s… at most 15 minutes. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(5000 * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

/** The wait before the attempt after `attempt`, as the definition asks. */
export function backoffMs(definition: JobDefinition, attempt: number): number {
  return Math.max(0, (definition.backoffMs ?? defaultBackoffMs)(attempt) || 0);
}

export function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} s`;
}

export function timeoutMessage(timeoutMs: number): string {
  return `Timed out after ${seconds(timeoutMs)}.`;
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'The job failed.').slice(0, ERROR_MAX_LENGTH);
}

/** Why `value` cannot be stored as JSON (a cycle, a BigInt), or null when it can. */
export function jsonProblem(value: unknown): string | null {
  try {
    JSON.stringify(value);
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

export function unstorableMessage(problem: string): string {
  return `The job's result could not be stored: ${problem}`;
}

/** A domain error says the input or the state refuses the work: another attempt would be refused too. */
export function refusesRetry(reason: AbortReason | null, error: unknown): boolean {
  return reason === null && error instanceof DomainError;
}

/** The error a signal aborts with: `TimeoutError` for a timeout, `AbortError` otherwise. */
export function abortError(reason: AbortReason): Error {
  const error = new Error(ABORT_MESSAGES[reason]);
  error.name = reason === 'timeout' ? 'TimeoutError' : 'AbortError';
  return error;
}

/**
 * Runs the handler until it settles, or until `graceMs` after `signal` aborted when it ignores
 * the signal (`abandoned`).
 */
export async function settleHandler(signal: AbortSignal, graceMs: number, handle: () => Promise<unknown>): Promise<Outcome> {
  let grace: NodeJS.Timeout | undefined;
  let onAbort!: () => void;
  const abandoned = new Promise<Outcome>((resolve) => {
    onAbort = () => {
      grace = setTimeout(() => resolve({ kind: 'abandoned' }), graceMs);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  const handled = Promise.resolve()
    .then(() => {
      // Cancelled or stopped while its definition was loading: the work is not started.
      signal.throwIfAborted();
      return handle();
    })
    .then(
      (value): Outcome => ({ kind: 'resolved', value }),
      (error: unknown): Outcome => ({ kind: 'rejected', error }),
    );
  try {
    return await Promise.race([handled, abandoned]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    clearTimeout(grace);
  }
}
