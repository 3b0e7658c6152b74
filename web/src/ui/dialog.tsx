import { useId, type ReactNode } from 'react';
import { DIALOG_WIDTHS } from '../../../common/constants.ts';
import { Trans } from '../lib/i18n.tsx';
import { useModalDialog } from './modal.ts';

export type DialogSize = keyof typeof DIALOG_WIDTHS;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Width in px: 2xs 256, xs 320, sm 384, md 440 (default), lg 620, xl 780, 2xl 850, fullscreen 1280. */
  size?: DialogSize;
  children?: ReactNode;
  footer?: ReactNode;
  /** Clicking the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog> element (focus trapping, Esc and focus return in ./modal.ts).
 */
export function Dialog({ open, onClose, title, size = 'md', children, footer, closeOnBackdrop = true, className }: DialogProps) {
  const { ref, close, onCancel } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={['sw-dialog', className].filter(Boolean).join(' ')}
      data-size={size}
      style={{ width: `min(${DIALOG_WIDTHS[size]}px, calc(100vw - 2rem))` }}
      aria-labelledby={title ? titleId : undefined}
      onCancel={onCancel}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) close();
      }}
    >
      {open && (
        <div className="sw-dialog-surface">
          {title && (
            <div className="sw-dialog-header">
              <h2 id={titleId} className="sw-dialog-title">
                {typeof title === 'string' ? <Trans message={title} /> : title}
              </h2>
              <button type="button" className="sw-icon-btn" aria-label="Close" onClick={() => close()}>
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
