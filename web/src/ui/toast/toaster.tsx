import { Link } from 'react-router';
import { isAbsoluteUrl } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Spinner } from '../spinner.tsx';
import { dismissToast, pauseToast, resumeToast, useCurrentToast } from './toast-store.ts';
import './toast.css';

/**
 * Renders the one current toast. The region is always in the document so screen readers
 * announce new messages; the toast itself has role="status" (aria-live polite).
 */
export function Toaster() {
  const toast = useCurrentToast();
  const position = toast?.position ?? 'bottom-center';
  return (
    <div className="sw-toast-region" data-position={position} aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.id}
          className="sw-toast"
          role="status"
          data-toast-id={toast.id}
          data-toast-type={toast.type}
          onMouseEnter={() => pauseToast(toast.id)}
          onMouseLeave={() => resumeToast(toast.id)}
          onFocus={() => pauseToast(toast.id)}
          onBlur={() => resumeToast(toast.id)}
        >
          {toast.type === 'loading' && <Spinner size="sm" delay={0} label={null} />}
          {toast.type === 'danger' && (
            <span className="sw-toast-icon" aria-hidden="true">
              !
            </span>
          )}
          {toast.type === 'positive' && (
            <span className="sw-toast-icon" aria-hidden="true">
              ✓
            </span>
          )}
          <span className="sw-toast-message">
            <Trans message={toast.message} />
          </span>
          {toast.action &&
            (isAbsoluteUrl(toast.action.action) ? (
              <a className="sw-toast-action" href={toast.action.action} target="_blank" rel="noreferrer" onClick={() => dismissToast(toast.id)}>
                <Trans message={toast.action.label} />
              </a>
            ) : (
              <Link className="sw-toast-action" to={toast.action.action} onClick={() => dismissToast(toast.id)}>
                <Trans message={toast.action.label} />
              </Link>
            ))}
          {toast.type !== 'loading' && (
            <button type="button" className="sw-toast-close" aria-label="Close" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          )}
        </div>
      )}
    </div>
  );
}
