/**
 * The errors services throw. A service says what went wrong in the domain's terms (this was not
 * found, this input is invalid, this conflicts with the current state); the transport decides how
 * to say it: server/http/domain-errors.ts turns them into HTTP statuses and the `{message, errors?}`
 * shape, cli/errors.ts into one line for the operator. Services never import Boom.
 */

export type FieldErrors = Record<string, string | string[]>;

export type DomainErrorKind =
  | 'invalid' // the input breaks a rule (422 with field errors)
  | 'bad_request' // the request itself cannot be understood (400)
  | 'unauthenticated' // nobody is signed in, or the credentials are wrong (401)
  | 'forbidden' // signed in, but not allowed (403)
  | 'not_found' // no such thing, or not visible to this requester (404)
  | 'conflict' // the current state refuses it (409)
  | 'password_confirmation' // a sensitive action needs the password again (423)
  | 'too_large' // over a size limit (413)
  | 'quota' // the plan's or the disk's allowance is used up (403)
  | 'rate_limited' // too many attempts for now (429)
  | 'unavailable'; // a service we depend on (the payment provider) did not answer (503)


export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly fields?: FieldErrors;
  /** Extra data the client needs to act (the current project on a save conflict, for example). */
  readonly details?: Record<string, unknown>;

  constructor(kind: DomainErrorKind, message: string, options: { fields?: FieldErrors; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.fields = options.fields;
    this.details = options.details;
  }
}

export class InvalidError extends DomainError {
  /** With no `fields`, the message stands alone; with them, each field names its own problem. */
  constructor(message: string, fields?: FieldErrors) {
    super('invalid', message, { fields });
  }

  /** One field's problem, also used as the overall message. */
  static field(field: string, message: string): InvalidError {
    return new InvalidError(message, { [field]: message });
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, fields?: FieldErrors) {
    super('bad_request', message, { fields });
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = UNAUTHENTICATED_MESSAGE) {
    super('unauthenticated', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = FORBIDDEN_MESSAGE) {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('conflict', message, { details });
  }
}

export class PasswordConfirmationError extends DomainError {
  constructor(message = PASSWORD_CONFIRMATION_MESSAGE) {
    super('password_confirmation', message);
  }
}

export class TooLargeError extends DomainError {
  constructor(message: string, fields?: FieldErrors) {
    super('too_large', message, { fields });
  }
}

export class QuotaError extends DomainError {
  constructor(message: string) {
    super('quota', message);
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds?: number;

  constructor(message: string, retryAfterSeconds?: number) {
    super('rate_limited', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}


export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const FORBIDDEN_MESSAGE = "You don't have permission to do that.";
export const PASSWORD_CONFIRMATION_MESSAGE = 'Password confirmation required.';

/** A service the product depends on (the payment provider) failed to answer; trying again later may work. */
export class UnavailableError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('unavailable', message);
    this.cause = options.cause;
  }
}
