/** What went wrong talking to a model, by what the operator can do about it. */
export type AiProviderErrorKind = 'timeout' | 'rate-limited' | 'unavailable' | 'invalid-output' | 'auth' | 'bad-request';

/**
 * A generator's failure, with a one-line message an operator can act on. Messages never carry the
 * API key: bodies quoted from the endpoint are redacted before they get here.
 */
export class AiProviderError extends Error {
  readonly kind: AiProviderErrorKind;
  /** The endpoint's HTTP status, when it answered with one. */
  readonly status?: number;
  /** From Retry-After on a 429: how long the endpoint asked us to wait. */
  readonly retryAfterSeconds?: number;

  constructor(kind: AiProviderErrorKind, message: string, options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiProviderError';
    this.kind = kind;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
