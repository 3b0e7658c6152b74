import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isAbsoluteUrl } from '../lib/http/api-client.ts';

export interface DropdownMenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
  testId?: string;
  /** Tooltip of the trigger. */
  triggerTitle?: string;
}

function menuItems(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]')) : [];
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it, arrows/Home/End move,
 * Esc closes and returns focus to the trigger, Tab or a click outside closes it.
 */
export function DropdownMenu({ trigger, triggerLabel, triggerClassName, align = 'end', children, testId, triggerTitle }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const focusFirst = useRef(false);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) menuItems(listRef.current)[0]?.focus();
    focusFirst.current = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
      if (open) menuItems(listRef.current)[0]?.focus();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        items[(index + 1) % items.length]?.focus();
        break;
      case 'ArrowUp':
        event.preventDefault();
        items[(index - 1 + items.length) % items.length]?.focus();
        break;
      case 'Home':
        event.preventDefault();
        items[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        items[items.length - 1]?.focus();
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="sw-menu-root" ref={rootRef} onKeyDown={(event) => event.key === 'Escape' && open && close(true)}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName ?? 'sw-menu-trigger'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        data-testid={testId}
        title={triggerTitle}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div ref={listRef} id={menuId} role="menu" aria-label={triggerLabel} className="sw-menu" data-align={align} onKeyDown={onMenuKeyDown}>
          {children(() => close(false))}
        </div>
      )}
    </div>
  );
}

export interface MenuLinkItemProps {
  to: string;
  children: ReactNode;
  onSelect?: () => void;
  target?: string | null;
}

export function MenuLinkItem({ to, children, onSelect, target }: MenuLinkItemProps) {
  if (isAbsoluteUrl(to)) {
    return (
      <a role="menuitem" className="sw-menu-item" href={to} target={target ?? undefined} rel={target === '_blank' ? 'noreferrer' : undefined} onClick={onSelect}>
        {children}
      </a>
    );
  }
  return (
    <Link role="menuitem" className="sw-menu-item" to={to} target={target ?? undefined} onClick={onSelect}>
      {children}
    </Link>
  );
}

export function MenuButtonItem({ children, onSelect, testId }: { children: ReactNode; onSelect: () => void; testId?: string }) {
  return (
    <button type="button" role="menuitem" className="sw-menu-item" data-testid={testId} onClick={onSelect}>
      {children}
    </button>
  );
}

/** One choice of a group (e.g. the preview width): checked when it is the current one. */
export function MenuRadioItem({ children, checked, onSelect, testId }: { children: ReactNode; checked: boolean; onSelect: () => void; testId?: string }) {
  return (
    <button type="button" role="menuitemradio" aria-checked={checked} className="sw-menu-item" data-testid={testId} onClick={onSelect}>
      <span className="sw-menu-check" aria-hidden="true">
        {checked ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="sw-menu-separator" />;
}
