import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans } from '../../lib/i18n.tsx';
import { useProducts } from '../billing/billing-api.ts';
import { longestTrialDays } from '../billing/billing-rules.ts';
// Not lazy: the server renders the cards into the home page, so their stylesheet belongs in its
// head and their code in the hydration (a lazy chunk arrives later, restyling the whole page).
import { PlanCards } from '../pricing/plan-cards.tsx';

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
        <PlanCards variant="landing" />
      </div>
    </section>
  );
}
