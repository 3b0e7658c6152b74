import { MESSAGES } from '../../../../common/constants.ts';
import { toast, type ToastOptions } from '../../ui/toast/toast-store.ts';
import { httpErrorMessage, isHttpError } from './http-error.ts';

/**
 * The shared failure handler: a danger toast with the server's message, or
 * for `field` the first message of the errors map; fallback "There was an issue. Please try again."
 * An action in the response body ({action: {label, action}}) becomes the toast's action.
 */
export function showHttpErrorToast(
  error: unknown,
  defaultMessage: string = MESSAGES.genericError,
  field?: string | null,
  options?: Omit<ToastOptions, 'type'>,
): string {
  const action = isHttpError(error) && error.body.action ? error.body.action : undefined;
  return toast.danger(httpErrorMessage(error, field) || defaultMessage, { action, ...options });
}
