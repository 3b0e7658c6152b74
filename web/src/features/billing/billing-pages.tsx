import { useParams, useSearchParams } from 'react-router';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';

// Checkout and billing screens: one lazily loaded chunk, reachable only when billing is enabled.

export function CheckoutPage() {
  const { productId, priceId } = useParams();
  useDocumentTitle('Checkout');
  return (
    <AppLayout navbarMenu="checkout-page-navbar" narrow>
      <div data-testid="checkout-page">
        <PageHeader
          title="Checkout"
          description={productId ? <Trans message="Plan :product, price :price" values={{ product: productId, price: priceId ?? '' }} /> : undefined}
        />
      </div>
    </AppLayout>
  );
}

export function BillingPage() {
  useDocumentTitle('Billing');
  return (
    <AppLayout navbarMenu="billing-page" narrow>
      <div data-testid="billing-page">
        <PageHeader title="Billing" description="Your plan, payment method and invoices." />
      </div>
    </AppLayout>
  );
}

export function BillingSuccessPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Thank you');
  return (
    <AppLayout narrow>
      <div data-testid="billing-success-page">
        <PageHeader
          title="Thanks for subscribing!"
          description={params.get('immediate') === '1' ? 'Your plan is active.' : 'Your payment is being confirmed. This takes a few seconds.'}
        />
        <LinkButton to="/dashboard" variant="primary">
          <Trans message="Go to dashboard" />
        </LinkButton>
      </div>
    </AppLayout>
  );
}
