import type { Ads } from '../../../../common/types.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { useTrans } from '../../lib/i18n.tsx';

export type AdSlot = keyof Ads;

/**
 * The frame's document: the ad's markup (sanitized by the server), links opening a new tab since
 * the frame may not navigate the app.
 */
export function adDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;padding:0;overflow:hidden}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
}

/**
 * An admin's ad slot of the dashboard. The markup runs in a sandboxed frame without scripts and
 * without the app's origin, so even markup that slipped past sanitizing cannot touch the app; its
 * links may open a new tab, outside the sandbox, as an ad's link should.
 */
export function DashboardAd({ slot }: { slot: AdSlot }) {
  const trans = useTrans();
  const html = useBootstrapData().ads?.[slot]?.trim();
  if (!html) return null;
  return (
    <aside className={`sw-dashboard-ad sw-dashboard-ad-${slot === 'dashboard_top' ? 'top' : 'bottom'}`} aria-label={trans('Advertisement')} data-testid={`dashboard-ad-${slot}`}>
      <iframe title={trans('Advertisement')} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={adDocument(html)} referrerPolicy="no-referrer" />
    </aside>
  );
}
