import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_MESSAGES, type PriceData, type ProductData } from '../../../../common/billing.ts';
import { checkoutPath, saveOnboardingSelection } from '../../app/auth/onboarding-selection.ts';
import { refetchBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { postChangePlan, refreshBillingQueries, storeCurrentPlan } from '../billing/billing-api.ts';
import { formatBillingDate, planChangeResult, type PlanAction } from '../billing/billing-rules.ts';

export const REGISTER_FROM_PRICING_PATH = '/register?redirectFrom=pricing';

/**
 * A plan card's button: a guest's choice waits in
 * storage while they register; a user without a plan goes to its checkout; a user with a plan
 * changes it here (upgrades at once, downgrades at the period end), then sees /billing.
 * `pending` is the product whose button reads "Redirecting...".
 */
export function useChoosePlan(locale: string) {
  const navigate = useNavigate();
  const trans = useTrans();
  const [pending, setPending] = useState<number | null>(null);

  async function changePlan(product: ProductData, price: PriceData) {
    setPending(product.id);
    let leaving = false;
    try {
      const answer = await postChangePlan({ product: product.id, price_id: price.id, interval: price.interval, interval_count: price.interval_count });
      if ('redirect_url' in answer && answer.redirect_url) {
        leaving = true;
        window.location.assign(answer.redirect_url);
        return;
      }
      if (answer.current_plan !== undefined) storeCurrentPlan(answer.current_plan);
      const result = planChangeResult(answer.current_plan, product);
      if (result.kind === 'applied') toast(trans("You're now on the :plan plan.", { plan: result.plan }));
      else if (result.kind === 'scheduled') toast(trans('Your plan changes to :plan on :date.', { plan: result.plan, date: formatBillingDate(result.date, locale) }));
      else toast(trans('Your plan has been updated.'));
      // The user's subscriptions (user menu, guards) and the usage limits follow the new plan.
      await Promise.all([refreshBillingQueries(), refetchBootstrapData().catch(() => undefined)]);
      navigate('/billing');
    } catch (error) {
      showHttpErrorToast(error, BILLING_MESSAGES.requestFailed);
    } finally {
      if (!leaving) setPending(null);
    }
  }

  function choose(action: PlanAction, product: ProductData, price: PriceData | undefined) {
    if (!price || pending !== null) return;
    const selection = { productId: product.id, priceId: price.id };
    switch (action) {
      case 'register':
        saveOnboardingSelection(selection);
        navigate(REGISTER_FROM_PRICING_PATH);
        return;
      case 'checkout':
        setPending(product.id);
        navigate(checkoutPath(selection));
        return;
      case 'change':
        void changePlan(product, price);
        return;
      case 'current':
        return;
    }
  }

  return { pending, choose };
}
