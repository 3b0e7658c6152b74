import { useCallback, useState } from 'react';
import { fieldErrorMessage, isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';

/**
 * Server field errors (spec §5): each message goes on its field and the first field gets focus;
 * without an errors map a general error toast shows.
 */
export function useServerFieldErrors(form: () => HTMLFormElement | null) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleError = useCallback(
    (error: unknown) => {
      const body = isHttpError(error) ? error.body : null;
      if (!body?.errors || !Object.keys(body.errors).length) {
        setErrors({});
        showHttpErrorToast(error);
        return;
      }
      const next: Record<string, string> = {};
      for (const field of Object.keys(body.errors)) next[field] = fieldErrorMessage(body, field) ?? '';
      setErrors(next);
      const first = Object.keys(next)[0];
      const input = form()?.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
    },
    [form],
  );

  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, setErrors, handleError, clearError };
}
