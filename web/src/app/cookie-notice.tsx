import { useLayoutEffect, useRef, useState } from 'react';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS } from '../../../common/constants.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { isAbsoluteUrl } from '../lib/http/api-client.ts';
import { Trans } from '../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { IS_APPEARANCE_EDITOR } from './appearance-editor.ts';
import { useBootstrapData } from './bootstrap/bootstrap-store.ts';

export const COOKIE_NOTICE_TEXT = 'We use cookies to give you the best experience on our website.';

/** The height of a bottom bar while it shows, on the root element: fixed buttons (scroll to top) rise above it. */
const BOTTOM_OFFSET_VARIABLE = '--sw-cookie-notice-bottom';

function useBottomOffset(shownAtBottom: boolean) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shownAtBottom || !element) return;
    const root = document.documentElement.style;
    // The bar wraps to more lines on a narrow window, so its height is followed, not assumed.
    const observer = new ResizeObserver(() => root.setProperty(BOTTOM_OFFSET_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_OFFSET_VARIABLE);
    };
  }, [shownAtBottom]);
  return bar;
}

/**
 * The cookie notice bar (show_cookie_notice from the server), at the top or bottom as configured.
 * Its button carries cookie_notice.button.label; clicking it hides the bar and sets the cookie
 * cookie_notice=1 for 30 days. When the button has an action, a "Learn more" link points there.
 * In the appearance editor's preview it shows whenever it is enabled, dismissed or not, and its
 * button sets no cookie: the admin is looking at the notice, not answering it.
 */
export function CookieNotice() {
  const data = useBootstrapData();
  const [dismissed, setDismissed] = useState(() => getCookie(COOKIE_NOTICE_COOKIE) === '1');
  const notice = data.cookie_notice ?? data.settings.cookie_notice;
  const shown = Boolean(data.show_cookie_notice && (!dismissed || IS_APPEARANCE_EDITOR) && notice);
  const position = notice?.position === 'top' ? 'top' : 'bottom';
  const bar = useBottomOffset(shown && position === 'bottom');
  if (!shown || !notice) return null;
  const action = notice.button?.action;

  return (
    <div ref={bar} className="sw-cookie-notice" data-position={position} role="region" aria-label="Cookie notice" data-testid="cookie-notice">
      <p>
        <Trans message={COOKIE_NOTICE_TEXT} />{' '}
        {action && (
          <a href={action} target={isAbsoluteUrl(action) ? '_blank' : undefined} rel="noreferrer">
            <Trans message="Learn more" />
          </a>
        )}
      </p>
      <Button
        variant="primary"
        size="sm"
        data-testid="cookie-notice-accept"
        onClick={() => {
          if (IS_APPEARANCE_EDITOR) return;
          setCookie(COOKIE_NOTICE_COOKIE, '1', { days: COOKIE_NOTICE_DAYS });
          setDismissed(true);
        }}
      >
        <Trans message={notice.button?.label || 'OK'} />
      </Button>
    </div>
  );
}
