import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import type { ValidationError } from 'joi';
import { MESSAGES } from '../../common/constants.ts';
import type { ApiError } from '../../common/types.ts';
import { DomainError, UNAUTHENTICATED_MESSAGE } from '../errors.ts';
import { asHttpError, isMissingAuthentication } from './domain-errors.ts';

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Joi failures become 400s naming each field: {message, errors: {field: message | message[]}}. */
export const validationFailAction: Lifecycle.FailAction = (_request: Request, _h: ResponseToolkit, error?: Error) => {
  const details = (error as ValidationError | undefined)?.details ?? [];
  // A Map, not an object: the field names come from the request, and `__proto__`, `constructor` or
  // `toString` must be reported like any other unknown field, not looked up on Object.prototype.
  const errors = new Map<string, string[]>();
  for (const detail of details) {
    const field = detail.path.length ? detail.path.join('.') : String(detail.context?.key ?? 'payload');
    const messages = errors.get(field) ?? [];
    messages.push(sentence(String(detail.message)));
    errors.set(field, messages);
  }
  const flat: Record<string, string | string[]> = {};
  for (const [field, messages] of errors) Object.defineProperty(flat, field, { value: messages.length === 1 ? messages[0] : messages, enumerable: true, writable: true, configurable: true });
  const first = errors.values().next().value?.[0] ?? 'The request is invalid.';
  throw Boom.badRequest(first, { errors: flat });
};

/** One error shape for every failure ({message, errors?}); server faults never leak details. */
export const errorShape: Plugin<void> = {
  name: 'error-shape',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const domain = request.response instanceof DomainError;
      const response = request.response instanceof DomainError ? asHttpError(request.response) : request.response;
      if (!Boom.isBoom(response)) return h.continue;
      const status = response.output.statusCode;
      if (status >= 500) request.log(['error'], response);
      const data = response.data as { errors?: ApiError['errors']; details?: Record<string, unknown> } | null | undefined;
      const message = isMissingAuthentication(response) ? UNAUTHENTICATED_MESSAGE : response.message || String(response.output.payload.message);
      // A service's own 503 (a provider or the storage is down) was written for the client; any other fault is hidden.
      const shown = status >= 500 && !domain ? MESSAGES.genericError : message;
      const body: ApiError = { ...(status < 500 ? data?.details : undefined), message: shown };
      if (data?.errors && status < 500) body.errors = data.errors;
      response.output.payload = body as unknown as Boom.Payload;
      return h.continue;
    });
  },
};
