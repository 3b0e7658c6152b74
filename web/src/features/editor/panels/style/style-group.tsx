import type { ReactNode } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';

/** A collapsible group of the style panel (open by default; <details> is keyboard-operable as is). */
export function StyleGroup({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const trans = useTrans();
  return (
    <details className="sw-style-group" open data-testid={`style-group-${name}`}>
      <summary className="sw-style-group-title">{trans(title)}</summary>
      <div className="sw-style-group-body">{children}</div>
    </details>
  );
}
