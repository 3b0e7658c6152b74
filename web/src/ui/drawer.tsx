import type { ReactNode } from 'react';
import { useTrans } from '../lib/i18n.tsx';
import { useModalDialog } from './modal.ts';

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
 * A sheet sliding in from the start edge, a modal <dialog> like ui/dialog.tsx (focus, Esc and focus
 * return in ./modal.ts). Following a link inside closes it.
 */
export function Drawer({ open, onClose, label, id, children, testId }: DrawerProps) {
  const trans = useTrans();
  const { ref, close, onCancel } = useModalDialog(open, onClose);

  return (
    <dialog
      ref={ref}
      id={id}
      className="sw-drawer"
      aria-label={label}
      data-testid={testId}
      onCancel={onCancel}
      // Chrome may close a modal itself on a repeated Esc without a cancel it lets us stop.
      onClose={() => open && close()}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === ref.current || target.closest('a[href]')) close();
      }}
    >
      {open && (
        <div className="sw-drawer-surface">
          <div className="sw-drawer-header">
            <button type="button" className="sw-icon-btn" aria-label={trans('Close navigation')} data-testid="drawer-close" onClick={() => close()}>
              ×
            </button>
          </div>
          <div className="sw-drawer-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
