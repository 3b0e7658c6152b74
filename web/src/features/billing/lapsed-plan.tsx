import { useAuth } from '../../app/auth/use-auth.ts';
import { Trans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { useProducts } from './billing-api.ts';
import { lastPlanProductId, sitesAccess, type SitesAccess } from './billing-rules.ts';
import './lapsed-plan.css';

/** 'read-only' when billing is on and the user's plan lapsed: their sites open, but creating, saving and publishing wait for a plan. */
export function useSitesAccess(): SitesAccess {
  return sitesAccess(useAuth().subject);
}

/** The name of the plan that lapsed, once the (public, cached) plans say it. */
function useLapsedPlanName(enabled: boolean): string | null {
  const { user } = useAuth();
  const products = useProducts(enabled);
  const productId = lastPlanProductId(user);
  if (productId === null) return null;
  return products.data?.find((product) => product.id === productId)?.name ?? null;
}

/**
 * "Your plan has ended…" with a way to /pricing: above the dashboard, and in the editor, which
 * then opens read-only.
 */
export function LapsedPlanBanner({ compact = false }: { compact?: boolean }) {
  const plan = useLapsedPlanName(true);
  return (
    <div className="sw-lapsed-banner" data-compact={compact} role="status" data-testid="lapsed-plan-banner">
      <p>
        {plan ? (
          <Trans message="Your :plan plan has ended. Renew it to edit and publish your sites." values={{ plan }} />
        ) : (
          <Trans message="Your plan has ended. Renew it to edit and publish your sites." />
        )}{' '}
        {compact && (
          <span className="sw-lapsed-banner-extra">
            <Trans message="This site opens read-only." />
          </span>
        )}
      </p>
      <LinkButton to="/pricing" variant="primary" size="sm" data-testid="lapsed-plan-renew">
        <Trans message="See plans" />
      </LinkButton>
    </div>
  );
}
