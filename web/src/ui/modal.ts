import { useEffect, useRef } from 'react';

/**
 * The native modal <dialog> behind ui/dialog.tsx and ui/drawer.tsx, driven by the owner's `open`:
 * the browser keeps focus inside, Esc asks the owner to close (so its state stays the source of
 * truth), and focus returns to whatever had it before opening once the dialog closes or unmounts.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    return () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      // After the browser's own focus handling on close, which would otherwise win.
      if (target && target.isConnected) requestAnimationFrame(() => target.focus());
    };
  }, [open]);

  const close = () => onCloseRef.current();
  return {
    ref,
    close,
    onCancel: (event: { preventDefault(): void }) => {
      event.preventDefault();
      close();
    },
  };
}
