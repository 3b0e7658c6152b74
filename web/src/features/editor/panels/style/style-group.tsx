import { useState, type ReactNode } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';

/**
 * A collapsible group of the style panel (open by default; <details> is keyboard-operable as is).
 * A closed group renders no controls, so it reads no values from the canvas.
 */
export function StyleGroup({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const trans = useTrans();
  const [open, setOpen] = useState(true);
  return (
    <details className="sw-style-group" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid={`style-group-${name}`}>
      <summary className="sw-style-group-title">{trans(title)}</summary>
      {open && <div className="sw-style-group-body">{children}</div>}
    </details>
  );
}
