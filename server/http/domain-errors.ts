import Boom from '@hapi/boom';
import { DomainError, RateLimitedError, type DomainErrorKind, type FieldErrors } from '../errors.ts';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  password_confirmation: 423,
  too_large: 413,
  quota: 403,
  rate_limited: 429,
  unavailable: 503,
};

export function statusOf(error: DomainError): number {
  return STATUS[error.kind];
}

/**
 * A service's DomainError as the HTTP error it stands for, in place (hapi may already have wrapped
 * it as a 500 when an auth scheme threw it). `errors` and `details` reach the body through
 * errors.ts; anything else stays the generic message.
 */
export function asHttpError(error: DomainError): Boom.Boom<{ errors?: FieldErrors; details?: Record<string, unknown> }> {
  const boom = Boom.boomify(error, { statusCode: statusOf(error), override: true, data: { errors: error.fields, details: error.details } });
  if (error.kind === 'unauthenticated') boom.output.headers['WWW-Authenticate'] = 'Session';
  if (error instanceof RateLimitedError && error.retryAfterSeconds) boom.output.headers['Retry-After'] = String(error.retryAfterSeconds);
  return boom as Boom.Boom<{ errors?: FieldErrors; details?: Record<string, unknown> }>;
}

/** hapi's own 401 for a route that needs a user, in the house's words. */
export function isMissingAuthentication(error: Boom.Boom): boolean {
  return error.output.statusCode === 401 && error.message === 'Missing authentication';
}

