import { sleep, type Clock } from './clock.ts';
import { UploadCancelledError, UploadTimeoutError } from './errors.ts';
import type { UploadHttpResponse } from './types.ts';

/** Server errors are worth another try; client errors (4xx) will fail the same way again. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

/**
 * Network errors are retried; a cancellation or a time-out is a decision, not a glitch.
 */
export function isRetryableError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return false;
  return !(error instanceof UploadCancelledError || error instanceof UploadTimeoutError);
}

/**
 * tus-js-client's `onShouldRetry`: retry on 409 (offset mismatch after a lost response) and 423
 * (upload still locked by the request that died), and anything that is not a 4xx, including no
 * response at all (status 0).
 */
export function tusShouldRetry(status: number): boolean {
  return status === 409 || status === 423 || status < 400 || status >= 500;
}

/**
 * Sends until the response is not a 5xx or the delays run out: the first try, then one more try
 * after each delay. Network errors are retried the same way; the last response or error is the result.
 */
export async function sendWithRetry(
  send: () => Promise<UploadHttpResponse>,
  delays: readonly number[],
  clock: Clock,
  signal?: AbortSignal,
): Promise<UploadHttpResponse> {
  for (let attempt = 0; ; attempt++) {
    let response: UploadHttpResponse;
    try {
      response = await send();
    } catch (error) {
      if (attempt >= delays.length || !isRetryableError(error, signal)) throw error;
      await sleep(clock, delays[attempt], signal);
      continue;
    }
    if (!isRetryableStatus(response.status) || attempt >= delays.length) return response;
    await sleep(clock, delays[attempt], signal);
  }
}
