import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

// Dialogs few editing sessions open (publishing, page settings, business details) are chunks of
// their own: the editor fetches one when it is first opened and keeps it mounted from then on, so
// it behaves as if it had always been there (a publish still running after its dialog closed
// reports how it ended).

/** True from the first time `open` is true. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** What a dialog shows while its chunk loads: the dialog's frame with a spinner. */
export function DialogLoading({ open, onClose, title }: { open: boolean; onClose: () => void; title: string }) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="md">
      <Spinner label="Loading" />
    </Dialog>
  );
}
