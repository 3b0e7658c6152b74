import { useRef, useState, type ReactNode } from 'react';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** Runs the action; a failure shows the server's message and keeps the dialog open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
}

/** "Are you sure?" before an action that cannot be undone, such as a delete. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Cancel has the focus, so Enter on a destructive question does nothing harmful.
  useFocusWhenOpen(open, () => cancelRef.current?.focus());

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={title} size="sm">
      <div data-testid={testId}>
        {children}
        <div className="sw-dialog-actions">
          <Button ref={cancelRef} variant="text" onClick={onClose} disabled={busy}>
            <Trans message="Cancel" />
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy} data-testid="confirm-button">
            <Trans message={confirmLabel} />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
