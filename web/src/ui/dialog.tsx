import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DIALOG_WIDTHS } from '../../../common/constants.ts';
import { Trans } from '../lib/i18n.tsx';

export type DialogSize = keyof typeof DIALOG_WIDTHS;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Width per spec: 2xs 256, xs 320, sm 384, md 440 (default), lg 620, xl 780, 2xl 850, fullscreen 1280. */
  size?: DialogSize;
  children?: ReactNode;
  footer?: ReactNode;
  /** Clicking the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog> element: focus is trapped by the browser, Esc closes
 * (through onClose, so the owner's state stays the source of truth), and focus returns to the
 * element that was focused before opening.
 */
export function Dialog({ open, onClose, title, size = 'md', children, footer, closeOnBackdrop = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
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

  // Restore focus when the dialog closes or unmounts while open.
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target && target.isConnected) requestAnimationFrame(() => target.focus());
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['sw-dialog', className].filter(Boolean).join(' ')}
      data-size={size}
      style={{ width: `min(${DIALOG_WIDTHS[size]}px, calc(100vw - 2rem))` }}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Esc: let the owner close it
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onCloseRef.current();
      }}
    >
      {open && (
        <div className="sw-dialog-surface">
          {title && (
            <div className="sw-dialog-header">
              <h2 id={titleId} className="sw-dialog-title">
                {typeof title === 'string' ? <Trans message={title} /> : title}
              </h2>
              <button type="button" className="sw-icon-btn" aria-label="Close" onClick={() => onCloseRef.current()}>
                ×
              </button>
            </div>
          )}
          <div className="sw-dialog-body">{children}</div>
          {footer && <div className="sw-dialog-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
