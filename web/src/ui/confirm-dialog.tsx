import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { MESSAGES } from '../../../common/constants.ts';
import { useFocusWhenOpen } from '../lib/forms/use-focus-when-open.ts';
import { httpErrorMessage } from '../lib/http/http-error.ts';
import { Trans } from '../lib/i18n.tsx';
import { Button } from './button.tsx';
import { Dialog, type DialogSize } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** A string is translated; pass <Trans> for a line the extractor should find. */
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** The button that backs out; "Cancel" unless the question reads better otherwise ("Keep plan"). */
  cancelLabel?: ReactNode;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** sm unless the question holds a choice that needs the room. */
  size?: DialogSize;
  /** The action cannot run yet, e.g. until a choice it needs is made. */
  confirmDisabled?: boolean;
  /** Runs the action; the dialog closes when it resolves and stays, with the failure's message, when it fails. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /** Shown when a failure carries no message of its own. */
  errorMessage?: string;
  /** A failure that needs no message, such as the user closing a prompt the action opened: the dialog just stays. */
  isQuietError?: (error: unknown) => boolean;
  /** On the dialog's content; its buttons get `${testId}-confirm` and `${testId}-cancel`, the failure `${testId}-error`. */
  testId: string;
  /** The buttons' names where screens' tests knew them before they shared this dialog. */
  confirmTestId?: string;
  cancelTestId?: string;
}

const text = (label: ReactNode) => (typeof label === 'string' ? <Trans message={label} /> : label);

/** "Are you sure?" before an action that cannot be undone; the action runs as a mutation. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  size = 'sm',
  confirmDisabled,
  onConfirm,
  onClose,
  errorMessage = MESSAGES.genericError,
  isQuietError,
  testId,
  confirmTestId = `${testId}-confirm`,
  cancelTestId = `${testId}-cancel`,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const action = useMutation({ mutationFn: async () => onConfirm(), onSuccess: onClose });
  const { reset } = action;
  const busy = action.isPending;
  const failure = action.isError && !isQuietError?.(action.error) ? action.error : null;
  // Cancel has the focus, so Enter on a destructive question does nothing harmful.
  useFocusWhenOpen(open, () => cancelRef.current?.focus());
  // Each opening asks afresh: last time's failure is not this time's.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={title} size={size}>
      <div data-testid={testId}>
        {children}
        {failure !== null && (
          <p className="sw-confirm-error" role="alert" data-testid={`${testId}-error`}>
            <Trans message={httpErrorMessage(failure) ?? errorMessage} />
          </p>
        )}
        <div className="sw-dialog-actions">
          <Button ref={cancelRef} variant="text" onClick={onClose} disabled={busy} data-testid={cancelTestId}>
            {text(cancelLabel)}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => action.mutate()}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
            data-testid={confirmTestId}
          >
            {busy && <Spinner size="sm" delay={0} label={null} />}
            {text(confirmLabel)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
