import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useEditorState } from '../../editor-context.tsx';
import { useSelectionState } from './selection-state.ts';

interface PopoverProps {
  id?: string;
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  label: string;
  testid: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens a panel under it, inside the style panel's flow so it scrolls with it.
 * Escape closes it and gives focus back to the button; a press outside closes it.
 */
export function Popover({ id, trigger, label, testid, className, children }: PopoverProps) {
  // A popover open for one element closes when another is selected.
  const [open, setOpen] = useSelectionState(useEditorState((s) => s.selectedId), false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  return (
    <div
      className={`sw-style-popover-root ${className ?? ''}`}
      ref={root}
      onKeyDown={(event) => {
        // Escape closes the popover first; the editor's Escape (clear selection) waits for the next one.
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        id={id}
        type="button"
        className="sw-style-popover-trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testid}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={label}
          className="sw-style-popover"
          data-testid={`${testid}-popover`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
