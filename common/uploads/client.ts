import { API_PREFIX } from '../constants.ts';
import type { Clock } from './clock.ts';
import { UPLOAD_RETRY_DELAYS_MS } from './constants.ts';
import { serverMessage, stopReason, UploadCancelledError, UploadFailedError } from './errors.ts';
import { sendWithRetry } from './retry.ts';
import type { UploadEnvironment, UploadHttpRequest, UploadHttpResponse } from './types.ts';

/**
 * The calls of one upload: API calls carry the environment's credentials and are retried on 5xx
 * and network errors; every response counts as activity for the inactivity timer; an abort
 * surfaces as its reason (cancelled or timed out) rather than as the transport's own error.
 */
export class UploadClient {
  constructor(
    readonly env: UploadEnvironment,
    readonly clock: Clock,
    readonly signal: AbortSignal,
    /** Resets the inactivity timer: called on every response and progress event. */
    readonly touch: () => void,
  ) {}

  /**
   * A client whose signal also aborts on its own, so parallel parts can be stopped together when
   * one of them fails, without cancelling the whole upload's signal.
   */
  child(): { client: UploadClient; stop(): void } {
    const controller = new AbortController();
    const follow = () => controller.abort(this.signal.reason);
    if (this.signal.aborted) follow();
    else this.signal.addEventListener('abort', follow, { once: true });
    return {
      client: new UploadClient(this.env, this.clock, controller.signal, this.touch),
      stop: () => {
        this.signal.removeEventListener('abort', follow);
        if (!controller.signal.aborted) controller.abort(new UploadCancelledError());
      },
    };
  }

  /** A client that is never aborted, for clean-up calls made after the upload was stopped. */
  detached(): UploadClient {
    return new UploadClient(this.env, this.clock, new AbortController().signal, this.touch);
  }

  apiUrl(path: string): string {
    return `${this.env.baseUrl}${API_PREFIX}/${path.replace(/^\//, '')}`;
  }

  /** One exchange with the API (credentials added), retried on 5xx and network errors. */
  async api(req: Omit<UploadHttpRequest, 'url' | 'signal' | 'withCredentials'> & { path: string }): Promise<UploadHttpResponse> {
    const { path, ...rest } = req;
    return this.send({
      ...rest,
      url: this.apiUrl(path),
      headers: { Accept: 'application/json', ...this.env.authHeaders(), ...rest.headers },
      withCredentials: this.env.withCredentials,
    });
  }

  /** POSTs JSON and returns the parsed 2xx body; anything else throws UploadFailedError. */
  async postJson<T>(path: string, body: unknown): Promise<T> {
    const response = await this.api({
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return parseOk<T>(response);
  }

  /** A request to any URL (presigned S3 URLs carry their own authorisation), retried like API calls. */
  send(req: Omit<UploadHttpRequest, 'signal'>, delays: readonly number[] = UPLOAD_RETRY_DELAYS_MS): Promise<UploadHttpResponse> {
    return sendWithRetry(() => this.sendOnce(req), delays, this.clock, this.signal);
  }

  private async sendOnce(req: Omit<UploadHttpRequest, 'signal'>): Promise<UploadHttpResponse> {
    if (this.signal.aborted) throw stopReason(this.signal);
    try {
      const response = await this.env.http.send({ ...req, signal: this.signal });
      this.touch();
      return response;
    } catch (error) {
      throw this.signal.aborted ? stopReason(this.signal) : error;
    }
  }
}

export function parseOk<T>(response: UploadHttpResponse): T {
  if (response.status < 200 || response.status >= 300) {
    throw new UploadFailedError(serverMessage(response.body), response.status);
  }
  try {
    return JSON.parse(response.body) as T;
  } catch {
    throw new UploadFailedError(null, response.status);
  }
}
