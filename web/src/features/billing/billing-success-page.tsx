import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { refetchBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { refreshBillingQueries, useAccountUsage } from './billing-api.ts';
import { PlanStatusText } from './billing-page.tsx';
import { isPlanConfirmed, planStatusLines } from './billing-rules.ts';
import { useBillingLocale } from './use-billing-locale.ts';
import './billing.css';

export const SUCCESS_POLL_MS = 1500;
export const SUCCESS_POLL_LIMIT_MS = 60_000;

/**
 * /billing/success?product=…&interval=…&count=…[&immediate=1]: the payment provider sends the
 * user back here before its webhook may have reached the server, so account/usage is asked every
 * 1.5 s until the plan (that plan, when ?product= names it) shows, for about a minute. With
 * immediate=1 (checkout needed no payment page) one answer decides. Once the plan is there the
 * bootstrap data is fetched again, so the user menu and the route guards see the subscription.
 */
export function BillingSuccessPage() {
  useDocumentTitle('Thank you');
  const trans = useTrans();
  const locale = useBillingLocale();
  const [params] = useSearchParams();
  const product = params.get('product');
  const immediate = params.get('immediate') === '1';
  // Answers from before this page (or before Refresh) do not count: the cache may hold the plan-less usage of /pricing.
  const [since, setSince] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const [refreshed, setRefreshed] = useState(false);
  const refreshing = useRef(false);

  const [polling, setPolling] = useState(true);
  const usage = useAccountUsage({ refetchInterval: polling ? SUCCESS_POLL_MS : false, alwaysRefetchOnMount: true });
  const fresh = usage.dataUpdatedAt >= since || usage.errorUpdatedAt >= since;
  const data = usage.dataUpdatedAt >= since ? usage.data : undefined;
  const confirmed = isPlanConfirmed(data, product) || (immediate && Boolean(data?.current_plan));
  const settled = confirmed || timedOut || (immediate && fresh && !usage.isFetching);

  useEffect(() => setPolling(!settled), [settled]);

  // Stop asking after about a minute.
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, since + SUCCESS_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [settled, since]);

  // Once the plan shows: the user's subscriptions and the billing caches follow it.
  useEffect(() => {
    if (!confirmed || refreshing.current) return;
    refreshing.current = true;
    void Promise.all([refetchBootstrapData().catch(() => undefined), refreshBillingQueries()]).finally(() => setRefreshed(true));
  }, [confirmed]);

  const refresh = () => {
    setSince(Date.now());
    setTimedOut(false);
    void usage.refetch();
  };

  const plan = data?.current_plan ?? null;
  let content;
  if (confirmed && plan && refreshed) {
    content = (
      <section className="sw-card sw-checkout-card" data-testid="billing-success-done" aria-labelledby="billing-success-title">
        <span className="sw-success-mark" aria-hidden="true">
          ✓
        </span>
        <h1 id="billing-success-title">
          <Trans message="Thanks for subscribing!" />
        </h1>
        <p className="sw-billing-success-plan" data-testid="billing-success-plan" role="status">
          <Trans message="You're on the :plan plan." values={{ plan: plan.name }} />
        </p>
        <ul className="sw-billing-plan-lines" data-testid="billing-success-dates">
          {planStatusLines(plan).map((line) => (
            <li key={line.kind} data-kind={line.kind}>
              <PlanStatusText line={line} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="sw-billing-actions">
          <LinkButton to="/dashboard" variant="primary" data-testid="billing-success-dashboard">
            <Trans message="Go to dashboard" />
          </LinkButton>
          <LinkButton to="/billing" variant="outline">
            <Trans message="View billing" />
          </LinkButton>
        </div>
      </section>
    );
  } else if (settled && !confirmed) {
    content = (
      <section className="sw-card sw-checkout-card" role="alert" data-testid="billing-success-timeout">
        <h1>
          <Trans message="Your payment is still being confirmed" />
        </h1>
        <p className="sw-muted">
          <Trans message="This can take a little longer. Refresh in a moment to see your plan; you will not be charged twice." />
        </p>
        <div className="sw-billing-actions">
          <Button variant="primary" onClick={refresh} disabled={usage.isFetching} data-testid="billing-success-refresh">
            <Trans message="Refresh" />
          </Button>
          <LinkButton to="/billing" variant="outline">
            <Trans message="View billing" />
          </LinkButton>
        </div>
      </section>
    );
  } else {
    content = (
      <section className="sw-card sw-checkout-card" role="status" data-testid="billing-success-pending">
        <h1>
          <Trans message="Confirming your payment…" />
        </h1>
        <p className="sw-muted">
          <Trans message="This takes a few seconds." />
        </p>
        <ProgressBar percent={null} label={trans('Confirming your payment…')} />
      </section>
    );
  }

  return (
    <AppLayout narrow>
      <div data-testid="billing-success-page" className="sw-checkout">
        {content}
      </div>
    </AppLayout>
  );
}
