import { stopReason } from './errors.ts';
import type { TimerHandle, UploadEnvironment } from './types.ts';

/** The environment's timers, or the real ones; tests inject a fake clock through the environment. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export function environmentClock(env: UploadEnvironment): Clock {
  return {
    setTimeout: env.setTimeout ? (callback, ms) => env.setTimeout!(callback, ms) : (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: env.clearTimeout
      ? (handle) => env.clearTimeout!(handle)
      : (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}

/** Waits `ms`, or rejects with the stop reason as soon as the signal aborts. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(stopReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(stopReason(signal!));
    };
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
