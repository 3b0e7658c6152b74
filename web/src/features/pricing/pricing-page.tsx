import { TRIAL_DAYS } from '../../../../common/constants.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';

export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <AppLayout navbarMenu="pricing-table-page">
      <div data-testid="pricing-page">
        <PageHeader
          title="Pricing"
          description={<Trans message="Choose the plan that fits you. Every plan starts with a :days day free trial." values={{ days: TRIAL_DAYS }} />}
        />
      </div>
    </AppLayout>
  );
}
