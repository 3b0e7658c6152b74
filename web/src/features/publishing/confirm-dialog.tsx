import { useState, type ReactNode } from 'react';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  testId: string;
  /** Runs on confirm; the dialog closes when it resolves and stays (with the error toast) when it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Are you sure?" above whatever is open: a switch of the live site or taking it offline. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger, testId, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

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
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <div data-testid={testId}>
        {children}
        <div className="sw-dialog-actions">
          <Button variant="text" onClick={onClose}>
            <Trans message="Cancel" />
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={confirm} disabled={busy} data-testid={`${testId}-confirm`}>
            <Trans message={confirmLabel} />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
