import { lazy, Suspense } from 'react';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans } from '../../lib/i18n.tsx';
import { useProducts } from '../billing/billing-api.ts';
import { longestTrialDays } from '../billing/billing-rules.ts';

// Below the fold, and only with billing on: the plan cards load after the first paint.
const PlanCards = lazy(() => import('../pricing/plan-cards.tsx').then((m) => ({ default: m.PlanCards })));

/**
 * The longest free trial of the visible plans while billing is on; null when there is none to
 * start, undefined while the plans are loading.
 */
export function useTrialDays(): number | null | undefined {
  const { billing } = useSettings();
  const products = useProducts(billing.enable);
  if (!billing.enable || products.isError) return null;
  return products.data ? longestTrialDays(products.data) : undefined;
}

/** The billing plans with "Purchase Now". The caller leaves the section out while billing is off. */
export function PricingSection({ trialDays }: { trialDays: number | null | undefined }) {
  return (
    <section id="pricing" className="sw-landing-section" aria-labelledby="pricing-heading" data-testid="landing-pricing">
      <div className="sw-landing-container">
        <header className="sw-section-header">
          <p className="sw-eyebrow">
            <Trans message="Pricing" />
          </p>
          <h2 id="pricing-heading">
            <Trans message="Simple, transparent pricing" />
          </h2>
          <p className="sw-section-lead">
            {typeof trialDays === 'number' ? (
              <Trans message="Start with a :days day free trial. Upgrade, downgrade or cancel at any time." values={{ days: trialDays }} />
            ) : (
              <Trans message="Upgrade, downgrade or cancel at any time." />
            )}
          </p>
        </header>
        <Suspense fallback={<div className="sw-plans-placeholder" />}>
          <PlanCards variant="landing" />
        </Suspense>
      </div>
    </section>
  );
}
