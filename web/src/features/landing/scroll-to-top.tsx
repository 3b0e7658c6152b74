import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../app/use-media-query.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { Icon } from './icons.tsx';

/** Shown once the visitor has scrolled this far down. */
const SHOW_AFTER_PX = 600;

/**
 * Back to the top of the page. Focus goes to the top too, so a keyboard user continues from the
 * hero instead of from a button that has just disappeared.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const trans = useTrans();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="sw-scroll-top"
      aria-label={trans('Scroll to top')}
      data-testid="scroll-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
