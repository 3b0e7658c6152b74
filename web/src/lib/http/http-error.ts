import type { ApiError } from '../../../../common/types.ts';

/** Extra fields a server error body may carry besides {message, errors}. */
export interface HttpErrorBody extends ApiError {
  /** Optional action the error toast offers, sent by the server with the error. */
  action?: { label: string; action: string } | null;
  [key: string]: unknown;
}

/**
 * Thrown by the API client for every non-2xx answer (and for network failures, with status 0).
 * `body` is the API's error shape: {message, errors?: {field: message | message[]}}.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: HttpErrorBody;
  readonly url: string;

  constructor(status: number, body: HttpErrorBody, url: string) {
    super(body.message || `Request failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.url = url;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The HTTP-like status of any error (HttpError, react-router error responses, {status} objects). */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return null;
}

/** The first message for a field of the errors map (a field may hold a string or a list). */
export function fieldErrorMessage(body: ApiError | null | undefined, field: string): string | null {
  const value = body?.errors?.[field];
  if (Array.isArray(value)) return value[0] ?? null;
  return value || null;
}

/**
 * The message to show for an error: a field's first message when a field is given, otherwise the
 * server's message, otherwise the first message of the errors map; null when there is none.
 */
export function httpErrorMessage(error: unknown, field?: string | null): string | null {
  if (!isHttpError(error) || error.status === 0) return null;
  const body = error.body;
  if (field) return fieldErrorMessage(body, field);
  if (body.message) return body.message;
  const firstField = body.errors ? Object.keys(body.errors)[0] : undefined;
  return firstField ? fieldErrorMessage(body, firstField) : null;
}
