/**
 * Why an upload stopped. The queue maps these to statuses: a cancellation leaves the item aborted
 * without an error callback, a time-out or a failure marks it failed with a message (or none).
 */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

export class UploadTimeoutError extends Error {
  constructor() {
    super('Upload timed out');
    this.name = 'UploadTimeoutError';
  }
}

/** A failed call; `serverMessage` is what the user sees: the response's `message`, else null. */
export class UploadFailedError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number | null = null,
  ) {
    super(serverMessage ?? `Upload failed${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'UploadFailedError';
  }
}

/** The `message` field of a JSON error body, else null. */
export function serverMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed?.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

/** The reason an aborted signal carries, as one of the errors above. */
export function stopReason(signal: AbortSignal): Error {
  const reason = signal.reason as unknown;
  return reason instanceof UploadTimeoutError || reason instanceof UploadCancelledError ? reason : new UploadCancelledError();
}
