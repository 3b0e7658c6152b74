import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import type { ValidationError } from 'joi';
import { MESSAGES } from '../../common/constants.ts';
import type { ApiError } from '../../common/types.ts';

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Joi failures become 400s naming each field: {message, errors: {field: message | message[]}}. */
export const validationFailAction: Lifecycle.FailAction = (_request: Request, _h: ResponseToolkit, error?: Error) => {
  const details = (error as ValidationError | undefined)?.details ?? [];
  const errors: Record<string, string[]> = {};
  for (const detail of details) {
    const field = detail.path.length ? detail.path.join('.') : (detail.context?.key ?? 'payload');
    (errors[field] ??= []).push(sentence(detail.message));
  }
  const flat = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.length === 1 ? messages[0] : messages]));
  const first = Object.values(errors)[0]?.[0] ?? 'The request is invalid.';
  throw Boom.badRequest(first, { errors: flat });
};

/** One error shape for every failure (spec/platform.md §8); server faults never leak details. */
export const errorShape: Plugin<void> = {
  name: 'error-shape',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (!Boom.isBoom(response)) return h.continue;
      const status = response.output.statusCode;
      if (status >= 500) request.log(['error'], response);
      const data = response.data as { errors?: ApiError['errors'] } | null | undefined;
      const body: ApiError = { message: status >= 500 ? MESSAGES.genericError : response.message || String(response.output.payload.message) };
      if (data?.errors && status < 500) body.errors = data.errors;
      response.output.payload = body as unknown as Boom.Payload;
      return h.continue;
    });
  },
};
