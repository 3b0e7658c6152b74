import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BILLING_MESSAGES } from '../../../../common/billing.ts';
import { clearOnboardingSelection } from '../../app/auth/onboarding-selection.ts';
import { AppLayout } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { httpErrorMessage } from '../../lib/http/http-error.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { loadProducts, postCheckout } from './billing-api.ts';
import { billingSuccessPath, checkoutOutcome, type CheckoutOutcome } from './billing-rules.ts';
import './billing.css';

function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** POST billing/checkout for the chosen price; the success path carries the price's interval when the plans say it. */
async function startCheckout(productId: number, priceId: number): Promise<CheckoutOutcome> {
  const products = await loadProducts().catch(() => []);
  const price = products.find((product) => product.id === productId)?.prices.find((candidate) => candidate.id === priceId);
  const success = { productId, interval: price?.interval, count: price?.interval_count };
  // A path of this app: the server refuses any other address to send the user back to.
  const answer = await postCheckout({
    product_id: productId,
    price_id: priceId,
    success_url: billingSuccessPath(success),
    ...(price ? { interval: price.interval, interval_count: price.interval_count } : {}),
  });
  const outcome = checkoutOutcome(answer, success);
  if (outcome.kind === 'invalid') console.error('Checkout answered without a redirect URL', answer);
  return outcome;
}

/**
 * /checkout/:productId/:priceId: starts the payment provider's checkout once (React's strict mode
 * mounts twice; the ref keeps it to one request) and goes there. /checkout without ids, or with
 * ids that are not numbers, goes to /pricing.
 */
export function CheckoutPage() {
  const params = useParams();
  const productId = positiveId(params.productId);
  const priceId = positiveId(params.priceId);
  useDocumentTitle('Checkout');
  if (productId === null || priceId === null) return <Navigate to="/pricing" replace />;
  return <CheckoutRun key={`${productId}:${priceId}`} productId={productId} priceId={priceId} />;
}

function CheckoutRun({ productId, priceId }: { productId: number; priceId: number }) {
  const navigate = useNavigate();
  const trans = useTrans();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The choice made before signing up has been acted on: a later login must not come back here.
    clearOnboardingSelection();
    const fail = (message: string) => {
      toast.danger(message);
      setFailure(message);
    };
    startCheckout(productId, priceId).then(
      (outcome) => {
        if (outcome.kind === 'redirect') window.location.assign(outcome.url);
        else if (outcome.kind === 'navigate') navigate(outcome.path, { replace: true });
        else fail(BILLING_MESSAGES.requestFailed);
      },
      (error: unknown) => fail(httpErrorMessage(error) || BILLING_MESSAGES.requestFailed),
    );
  }, [productId, priceId, navigate]);

  return (
    <AppLayout navbarMenu="checkout-page-navbar" narrow>
      <div data-testid="checkout-page" className="sw-checkout">
        {failure === null ? (
          <section className="sw-card sw-checkout-card" role="status" data-testid="checkout-redirecting" aria-live="polite">
            <h1>
              <Trans message="Redirecting to secure checkout…" />
            </h1>
            <p className="sw-muted">
              <Trans message="You will enter your payment details on our payment provider's page." />
            </p>
            <ProgressBar percent={null} label={trans('Redirecting to secure checkout…')} />
          </section>
        ) : (
          <section className="sw-card sw-checkout-card" role="alert" data-testid="checkout-error">
            <h1>
              <Trans message="Checkout could not start" />
            </h1>
            <p data-testid="checkout-error-message">
              <Trans message={failure} />
            </p>
            <LinkButton to="/pricing" variant="primary" data-testid="checkout-back">
              <Trans message="Back to pricing" />
            </LinkButton>
          </section>
        )}
      </div>
    </AppLayout>
  );
}
