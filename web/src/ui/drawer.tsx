import { useEffect, useRef, type ReactNode } from 'react';
import { useTrans } from '../lib/i18n.tsx';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the sheet (it has no visible title). */
  label: string;
  id?: string;
  children?: ReactNode;
  testId?: string;
}

/**
 * A sheet sliding in from the start edge, on the native modal <dialog> like ui/dialog.tsx: the
 * browser keeps focus inside, Esc closes it through onClose, and focus returns to whatever had it
 * before (the button that opened it). Following a link inside closes it.
 */
export function Drawer({ open, onClose, label, id, children, testId }: DrawerProps) {
  const trans = useTrans();
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
      if (target && target.isConnected) target.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className="sw-drawer"
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault(); // Esc: let the owner close it
        onCloseRef.current();
      }}
      // Chrome may close a modal itself on a repeated Esc without a cancel it lets us stop.
      onClose={() => open && onCloseRef.current()}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === ref.current || target.closest('a[href]')) onCloseRef.current();
      }}
    >
      {open && (
        <div className="sw-drawer-surface">
          <div className="sw-drawer-header">
            <button type="button" className="sw-icon-btn" aria-label={trans('Close navigation')} data-testid="drawer-close" onClick={() => onCloseRef.current()}>
              ×
            </button>
          </div>
          <div className="sw-drawer-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
