import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTrans } from '../../../lib/i18n.tsx';

/** A section's title with the way back to where it was opened from. */
export function SectionHeader({ title, back, actions }: { title: ReactNode; back: string; actions?: ReactNode }) {
  const trans = useTrans();
  return (
    <div className="sw-appearance-section-header">
      <Link to={back} className="sw-icon-btn" aria-label={trans('Back')} data-testid="appearance-section-back">
        <span aria-hidden="true">←</span>
      </Link>
      <h2 className="sw-appearance-section-title">{typeof title === 'string' ? <Trans message={title} /> : title}</h2>
      {actions && <div className="sw-appearance-section-actions">{actions}</div>}
    </div>
  );
}
