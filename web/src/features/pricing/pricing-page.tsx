import { SCREEN_TITLES } from '../../../../common/app-routes.ts';
import { TRIAL_DAYS } from '../../../../common/constants.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { useProducts } from '../billing/billing-api.ts';
import { longestTrialDays } from '../billing/billing-rules.ts';
import { PaymentLogos } from './payment-logos.tsx';
import { PlanCards } from './plan-cards.tsx';
import './pricing.css';

/**
 * /pricing: title, trial banner, Monthly/Yearly switch, plan cards,
 * payment logos, contact banner. With billing off there is nothing to buy: every feature is free.
 */
export function PricingPage() {
  useDocumentTitle(SCREEN_TITLES.pricing);
  const { billing } = useSettings();
  return (
    <AppLayout navbarMenu="pricing-table-page">
      <div data-testid="pricing-page" className="sw-pricing-page">
        {billing.enable ? (
          <PaidPricing />
        ) : (
          <>
            <FreeOnThisServer />
            <ContactBanner />
          </>
        )}
      </div>
    </AppLayout>
  );
}

function PaidPricing() {
  const products = useProducts();
  const trialDays = products.data ? longestTrialDays(products.data) : null;
  return (
    <>
      <PageHeader title="Pricing" description="Choose the plan that fits you. Change or cancel it at any time." />
      {/* Until the plans arrive the banner's place is kept, so the cards do not jump down when it shows. */}
      {products.isPending ? <TrialBanner days={TRIAL_DAYS} reserved /> : trialDays !== null && <TrialBanner days={trialDays} />}
      {/* The cards' plan names are h3, as under the home page's "Pricing" h2: headings keep their order. */}
      <h2 className="sw-visually-hidden">
        <Trans message="Plans" />
      </h2>
      <PlanCards variant="pricing" />
      {/* Shown with the cards, not before them: the cards would push them down the screen. */}
      {!products.isPending && (
        <>
          <PaymentLogos />
          <ContactBanner />
        </>
      )}
    </>
  );
}

function TrialBanner({ days, reserved = false }: { days: number; reserved?: boolean }) {
  return (
    <p className="sw-trial-banner" data-testid={reserved ? undefined : 'trial-banner'} aria-hidden={reserved || undefined} data-reserved={reserved || undefined}>
      <span className="sw-trial-banner-icon" aria-hidden="true">
        ★
      </span>
      <span>
        <strong>
          <Trans message="Start with a :days day free trial" values={{ days }} />
        </strong>{' '}
        <span className="sw-muted">
          <Trans message="Cancel any time before it ends." />
        </span>
      </span>
    </p>
  );
}

function FreeOnThisServer() {
  const { isLoggedIn } = useAuth();
  return (
    <section className="sw-card sw-pricing-free" data-testid="pricing-free" aria-labelledby="pricing-free-title">
      <h1 id="pricing-free-title">
        <Trans message="Everything is free" />
      </h1>
      <p className="sw-muted">
        <Trans message="Every feature is free on this server: no plan to choose and no card needed." />
      </p>
      {isLoggedIn ? (
        <LinkButton to="/dashboard" variant="primary" size="lg" data-testid="pricing-free-action">
          <Trans message="Go to dashboard" />
        </LinkButton>
      ) : (
        <LinkButton to="/register" variant="primary" size="lg" data-testid="pricing-free-action">
          <Trans message="Create account" />
        </LinkButton>
      )}
    </section>
  );
}

function ContactBanner() {
  return (
    <section className="sw-contact-banner" data-testid="contact-banner" aria-labelledby="contact-banner-title">
      <div>
        <h2 id="contact-banner-title">
          <Trans message="Have a question about plans?" />
        </h2>
        <p className="sw-muted">
          <Trans message="Need a custom plan or an invoice for your company? Our team is happy to help." />
        </p>
      </div>
      <LinkButton to="/contact" variant="outline" data-testid="contact-banner-link">
        <Trans message="Contact us" />
      </LinkButton>
    </section>
  );
}
