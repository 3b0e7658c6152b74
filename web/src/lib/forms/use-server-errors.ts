import { useCallback } from 'react';
import { isHttpError } from '../http/http-error.ts';
import { showHttpErrorToast } from '../http/show-http-error-toast.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { fieldPaths, placeServerErrors } from './server-errors.ts';

/** The two methods of a react-hook-form form this needs (method syntax: RHF's field-path types fit). */
export interface ServerErrorTarget {
  setError(name: string, error: { type: string; message: string }, options?: { shouldFocus: boolean }): void;
  getValues(): unknown;
}

/**
 * Puts a failed request's field errors on the form's fields and focuses the first; with no field
 * of the form named in the answer, the shared danger toast shows instead. Messages for keys the
 * form does not have go to a toast too, so none is lost.
 */
export function applyServerErrors(form: ServerErrorTarget, error: unknown): void {
  const body = isHttpError(error) ? error.body : null;
  const { placed, focus, unplaced } = placeServerErrors(body, fieldPaths(form.getValues()));
  const fields = Object.keys(placed);
  if (!fields.length) {
    showHttpErrorToast(error);
    return;
  }
  for (const field of fields) {
    form.setError(field, { type: 'server', message: placed[field] }, { shouldFocus: field === focus });
  }
  if (unplaced.length) toast.danger(unplaced[0]);
}

/** applyServerErrors bound to one form. */
export function useServerErrors(form: ServerErrorTarget): (error: unknown) => void {
  const { setError, getValues } = form;
  return useCallback((error: unknown) => applyServerErrors({ setError, getValues }, error), [setError, getValues]);
}
