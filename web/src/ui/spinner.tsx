import { useEffect, useRef, useState } from 'react';
import { SPINNER_DELAY_MS, SPINNER_MIN_MS } from '../../../common/constants.ts';
import { useTrans } from '../lib/i18n.tsx';

/**
 * True once `active` has lasted `delay` ms (spinners appear only after 500 ms, so quick loads
 * never flash one); once shown it stays at least SPINNER_MIN_MS (200 ms).
 */
export function useDelayedVisibility(active: boolean, delay: number = SPINNER_DELAY_MS, minVisible: number = SPINNER_MIN_MS): boolean {
  const [visible, setVisible] = useState(active && delay <= 0);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (active && !visible) {
      timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, Math.max(0, delay));
    } else if (!active && visible) {
      const elapsed = shownAt.current ? Date.now() - shownAt.current : minVisible;
      timer = setTimeout(() => {
        shownAt.current = null;
        setVisible(false);
      }, Math.max(0, minVisible - elapsed));
    }
    return () => clearTimeout(timer);
  }, [active, visible, delay, minVisible]);

  return visible;
}

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Milliseconds before it appears (default 500), so quick loads show no spinner. */
  delay?: number;
  /** Accessible label; null for a purely decorative spinner. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', delay = SPINNER_DELAY_MS, label = 'Loading', className }: SpinnerProps) {
  const trans = useTrans();
  const visible = useDelayedVisibility(true, delay);
  if (!visible) return null;
  return (
    <span
      className={['sw-spinner', `sw-spinner-${size}`, className].filter(Boolean).join(' ')}
      role={label ? 'progressbar' : undefined}
      aria-label={label ? trans(label) : undefined}
      aria-hidden={label ? undefined : true}
      aria-busy={label ? true : undefined}
    />
  );
}

/** A centred spinner for a whole screen or panel that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="sw-page-spinner" data-testid="page-loading">
      <Spinner size="lg" label={label} />
    </div>
  );
}
